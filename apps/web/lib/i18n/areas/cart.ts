// The cart's texts (nb first; en has the same shape). Merged into the dictionary as `t.cart`; client components
// import this module, not the dictionary, so the browser gets only these texts (docs/decisions/014-web-texts.md).

export const nb = {
  title: 'Handlekurv',
  empty: 'Handlekurven er tom.',
  continueShopping: 'Fortsett å handle',
  item: 'Vare',
  quantity: 'Antall',
  unitPrice: 'Pris per stk',
  lineTotal: 'Sum',
  update: 'Oppdater',
  remove: 'Fjern',
  net: 'Sum eks. mva.',
  vat: (rate: string) => `Mva. ${rate}`,
  gross: 'Totalt inkl. mva.',
  shipping: 'Frakt',
  totals: 'Oppsummering',
  unavailable: 'Kan ikke bestilles',
  updated: 'Handlekurven er oppdatert.',
  signInToSee: 'Logg inn for å se handlekurven din.',
  forCompany: (name: string) => `Handlekurv for ${name}`,
};

export const en: typeof nb = {
  title: 'Cart',
  empty: 'Your cart is empty.',
  continueShopping: 'Continue shopping',
  item: 'Item',
  quantity: 'Quantity',
  unitPrice: 'Unit price',
  lineTotal: 'Total',
  update: 'Update',
  remove: 'Remove',
  net: 'Total excl. VAT',
  vat: (rate) => `VAT ${rate}`,
  gross: 'Total incl. VAT',
  shipping: 'Shipping',
  totals: 'Summary',
  unavailable: 'Cannot be ordered',
  updated: 'The cart has been updated.',
  signInToSee: 'Sign in to see your cart.',
  forCompany: (name) => `Cart for ${name}`,
};

/** Both languages, for a client component to pick from (`cartTexts[language]`) without the whole dictionary. */
export const cartTexts = { nb, en };
