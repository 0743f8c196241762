/**
 * KID (kundeidentifikasjon): the payment reference the customer's bank sends back with the payment.
 * We use the MOD10 (Luhn) variant: the last digit checks all the others.
 */

/** The Luhn check digit for a string of digits. */
export function luhnCheckDigit(digits: string): number {
  if (!/^\d+$/.test(digits)) throw new Error('Luhn needs digits only');
  let sum = 0;
  // From the right: the digit next to the check digit is doubled, then every second one.
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** Whether a KID's last digit is the MOD10 check digit of the rest (2-25 digits). */
export function isValidKid(kid: string): boolean {
  if (!/^\d{2,25}$/.test(kid)) return false;
  return luhnCheckDigit(kid.slice(0, -1)) === Number(kid.slice(-1));
}

/** KID of an invoice: customer number (6 digits) + invoice number (8 digits) + MOD10 check digit = 15 digits. */
export function invoiceKid(customerNumber: number, invoiceNumber: string): string {
  const base = `${String(customerNumber).padStart(6, '0')}${invoiceNumber.padStart(8, '0')}`;
  return `${base}${luhnCheckDigit(base)}`;
}
