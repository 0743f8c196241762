/**
 * Check digits of the identifiers in the demo data: organisation numbers of Norway,
 * Sweden and Denmark, their VAT numbers, and GTIN-13. Generators take a serial and
 * return the nearest valid number, so they are deterministic.
 */

const digitsOf = (text: string) => text.split('').map(Number);

function weightedSum(digits: number[], weights: number[]) {
  return digits.reduce((sum, d, i) => sum + d * (weights[i] ?? 0), 0);
}

const NO_WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2];
const DK_WEIGHTS = [2, 7, 6, 5, 4, 3, 2, 1];

/** Norwegian organisation number: 9 digits, first 8 or 9, mod-11 check digit (weights 3 2 7 6 5 4 3 2). */
export function isValidNorwegianOrgNumber(value: string): boolean {
  if (!/^[89]\d{8}$/.test(value)) return false;
  const d = digitsOf(value);
  const rest = weightedSum(d.slice(0, 8), NO_WEIGHTS) % 11;
  const check = rest === 0 ? 0 : 11 - rest;
  return check !== 10 && check === d[8];
}

/** Swedish organisation number: 10 digits (written NNNNNN-NNNN), third digit ≥ 2, Luhn check digit. */
export function isValidSwedishOrgNumber(value: string): boolean {
  const plain = value.replace('-', '');
  if (!/^\d{10}$/.test(plain) || Number(plain[2]) < 2) return false;
  return luhnCheckDigit(plain.slice(0, 9)) === Number(plain[9]);
}

/** Danish CVR number: 8 digits, first not 0, weighted sum (2 7 6 5 4 3 2 1) divisible by 11. */
export function isValidDanishCvr(value: string): boolean {
  if (!/^[1-9]\d{7}$/.test(value)) return false;
  return weightedSum(digitsOf(value), DK_WEIGHTS) % 11 === 0;
}

export function isValidOrgNumber(market: string, value: string): boolean {
  if (market === 'NO') return isValidNorwegianOrgNumber(value);
  if (market === 'SE') return isValidSwedishOrgNumber(value);
  if (market === 'DK') return isValidDanishCvr(value);
  return false;
}

function luhnCheckDigit(payload: string): number {
  let sum = 0;
  // From the right, every second digit (starting with the one next to the check digit) is doubled.
  for (let i = 0; i < payload.length; i++) {
    let d = Number(payload[payload.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** A valid Norwegian org number near `serial` (9xxxxxxxx). */
export function norwegianOrgNumber(serial: number): string {
  for (let n = serial; ; n++) {
    const base = `9${String(n % 1e7).padStart(7, '0')}`;
    const rest = weightedSum(digitsOf(base), NO_WEIGHTS) % 11;
    const check = rest === 0 ? 0 : 11 - rest;
    if (check !== 10) return `${base}${check}`;
  }
}

/** A valid Swedish org number of an aktiebolag (556xxxxxxx) for `serial`. */
export function swedishOrgNumber(serial: number): string {
  const base = `556${String(serial % 1e6).padStart(6, '0')}`;
  return `${base}${luhnCheckDigit(base)}`;
}

/** A valid Danish CVR number near `serial`. */
export function danishCvr(serial: number): string {
  for (let n = serial; ; n++) {
    const base = `${(n % 9) + 1}${String(Math.floor(n / 9) % 1e6).padStart(6, '0')}`;
    // The last weight is 1, so the check digit is what brings the sum to a multiple of 11.
    const check = (11 - (weightedSum(digitsOf(base), DK_WEIGHTS) % 11)) % 11;
    if (check !== 10) return `${base}${check}`;
  }
}

export function orgNumberFor(market: 'NO' | 'SE' | 'DK', serial: number): string {
  if (market === 'NO') return norwegianOrgNumber(serial);
  if (market === 'SE') return swedishOrgNumber(serial);
  return danishCvr(serial);
}

/** VAT registration number: NO999999999MVA, SE999999999901, DK99999999. */
export function vatNumberFor(market: string, orgNumber: string): string {
  if (market === 'NO') return `NO${orgNumber}MVA`;
  if (market === 'SE') return `SE${orgNumber}01`;
  return `DK${orgNumber}`;
}

function gtinCheckDigit(payload: string): number {
  // GS1: from the right, weights 3, 1, 3, …
  let sum = 0;
  for (let i = 0; i < payload.length; i++) {
    sum += Number(payload[payload.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** GTIN-13 from a 12-digit payload (GS1 prefix + company prefix + item reference). */
export function gtin13(payload12: string): string {
  if (!/^\d{12}$/.test(payload12)) throw new Error(`GTIN payload must be 12 digits: ${payload12}`);
  return `${payload12}${gtinCheckDigit(payload12)}`;
}

export function isValidGtin13(value: string): boolean {
  return /^\d{13}$/.test(value) && gtinCheckDigit(value.slice(0, 12)) === Number(value[12]);
}
