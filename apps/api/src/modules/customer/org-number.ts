/**
 * Organization numbers of the markets we sell in, and the VAT numbers built from them.
 * NO: 9 digits, mod 11 (weights 3,2,7,6,5,4,3,2); SE: 10 digits, Luhn;
 * DK: CVR, 8 digits, mod 11 (weights 2,7,6,5,4,3,2,1).
 */

const NO_WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2];
const DK_WEIGHTS = [2, 7, 6, 5, 4, 3, 2, 1];

const digitsOf = (value: string) => value.split('').map(Number);

function isValidNorwegian(digits: number[]): boolean {
  if (digits.length !== 9) return false;
  const sum = NO_WEIGHTS.reduce((acc, weight, i) => acc + weight * digits[i]!, 0);
  const check = 11 - (sum % 11);
  if (check === 10) return false;
  return (check === 11 ? 0 : check) === digits[8];
}

function isValidSwedish(digits: number[]): boolean {
  if (digits.length !== 10) return false;
  const sum = digits.reduce((acc, digit, i) => {
    const value = i % 2 === 0 ? digit * 2 : digit;
    return acc + (value > 9 ? value - 9 : value);
  }, 0);
  return sum % 10 === 0;
}

function isValidDanish(digits: number[]): boolean {
  if (digits.length !== 8 || digits[0] === 0) return false;
  const sum = DK_WEIGHTS.reduce((acc, weight, i) => acc + weight * digits[i]!, 0);
  return sum % 11 === 0;
}

const validators: Record<string, (digits: number[]) => boolean> = {
  NO: isValidNorwegian,
  SE: isValidSwedish,
  DK: isValidDanish,
};

/**
 * The organization number in its stored form (digits only), or null when it is not
 * valid for the market. Spaces, dashes and dots are accepted as people write them ("556677-8899").
 */
export function normalizeOrgNumber(market: string, input: string): string | null {
  const compact = input.replace(/[\s.-]/g, '');
  if (!/^\d+$/.test(compact)) return null;
  const validate = validators[market];
  return validate?.(digitsOf(compact)) ? compact : null;
}

/** The VAT number a company with this org number has when it is VAT-registered. */
export function vatNumberFor(market: string, orgNumber: string): string | null {
  switch (market) {
    case 'NO':
      return `NO${orgNumber}MVA`;
    case 'SE':
      return `SE${orgNumber}01`;
    case 'DK':
      return `DK${orgNumber}`;
    default:
      return null;
  }
}

/**
 * The VAT number in its stored form, or null when it is not the one of this org number
 * (a VAT number is the org number with the market's prefix and suffix).
 */
export function normalizeVatNumber(market: string, orgNumber: string, input: string): string | null {
  const compact = input.replace(/[\s.-]/g, '').toUpperCase();
  return compact === vatNumberFor(market, orgNumber) ? compact : null;
}
