/** Norwegian national identity numbers (fødselsnummer): 11 digits, two mod-11 check digits. */

const W1 = [3, 7, 6, 1, 8, 9, 4, 5, 2];
const W2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

function checkDigit(digits: number[], weights: number[]): number | null {
  const sum = weights.reduce((acc, w, i) => acc + w * (digits[i] ?? 0), 0);
  const k = (11 - (sum % 11)) % 11;
  return k === 10 ? null : k;
}

/**
 * True for an 11-digit number with both check digits right and a possible birth date. The date part may be
 * shifted as in D-numbers (day + 40), H-numbers (month + 40) and synthetic test numbers (month + 80, Tenor).
 */
export function isValidPid(value: string): boolean {
  if (!/^\d{11}$/.test(value)) return false;
  const d = value.split('').map(Number);
  const k1 = checkDigit(d, W1);
  if (k1 === null || k1 !== d[9]) return false;
  const k2 = checkDigit(d, W2);
  if (k2 === null || k2 !== d[10]) return false;
  let day = Number(value.slice(0, 2));
  let month = Number(value.slice(2, 4));
  if (day > 40) day -= 40;
  if (month > 80) month -= 80;
  else if (month > 40) month -= 40;
  return day >= 1 && day <= 31 && month >= 1 && month <= 12;
}
