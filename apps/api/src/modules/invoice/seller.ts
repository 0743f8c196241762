/**
 * The seller printed on every invoice. Fixed here until a second legal entity exists (docs/invoices.md).
 * The bank account is a valid Norwegian MOD11 account number.
 */
export const seller = {
  name: 'Engros AS',
  orgNumber: '999 999 999 MVA',
  addressLines: ['Grossistveien 10', '0580 Oslo', 'Norge'],
  email: 'faktura@engros.example',
  bankAccount: '1503.12.34562',
} as const;

/** Days from issue to due date when a company has no payment terms of its own (companies.payment_terms_days). */
export const DEFAULT_PAYMENT_TERMS_DAYS = 30;
