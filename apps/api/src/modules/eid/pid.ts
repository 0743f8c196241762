/**
 * What the API shows of a national identity number: the birth-date part only ("120384*****"). The full
 * number stays on the server (contacts.external_id, eid_sessions.claims); the web app has no need for it.
 */
export function maskPid(pid: string): string {
  return `${pid.slice(0, 6)}*****`;
}

/**
 * The birth date in a Norwegian identity number (YYYY-MM-DD), with D-numbers (day + 40), H-numbers
 * (month + 40) and synthetic test numbers (month + 80); the century follows the individual number.
 * Null when the number has no readable date.
 */
export function birthDateOf(pid: string): string | null {
  if (!/^\d{11}$/.test(pid)) return null;
  let day = Number(pid.slice(0, 2));
  let month = Number(pid.slice(2, 4));
  const yy = Number(pid.slice(4, 6));
  const individual = Number(pid.slice(6, 9));
  if (day > 40) day -= 40;
  if (month > 80) month -= 80;
  else if (month > 40) month -= 40;
  let century: number;
  if (individual < 500) century = 1900;
  else if (individual < 750 && yy >= 54) century = 1800;
  else if (yy < 40) century = 2000;
  else if (individual >= 900) century = 1900;
  else return null;
  const date = new Date(Date.UTC(century + yy, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}
