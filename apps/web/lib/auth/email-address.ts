// Whether a typed e-mail address is one the API takes (its schemas' z.email(), at most 254 characters). Checked
// before anything is sent: Auth.js would otherwise rewrite a near miss into a real address ("a@b.no,x.no" and
// full-width letters become a@b.no, and that person gets a sign-in link), and the API's 400 for the rest would read
// as "sign-in is not available" instead of the person's typo.

/** zod's z.email() pattern, the one the API's schemas check. */
const ADDRESS = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function isEmailAddress(value: string): boolean {
  return value.length <= 254 && ADDRESS.test(value);
}
