// The listing cards' quick add and the phone filters drawer (nb first; en has the same shape). Merged into the
// dictionary as `t.listing`; the quick-add form (a client component) imports this module, not the dictionary.

/** UN/ECE units of measure the catalog uses, as a buyer says them. */
const unitsNb: Record<string, string> = {
  PCE: 'stk',
  BX: 'eske',
  PK: 'pakke',
  KGM: 'kg',
  LTR: 'liter',
};
const unitsEn: Record<string, string> = {
  PCE: 'piece',
  BX: 'box',
  PK: 'pack',
  KGM: 'kg',
  LTR: 'litre',
};

export const nb = {
  /** "Sold per litre", "50 pcs per box". */
  pack: (packSize: number, unit: string) => {
    const name = unitsNb[unit] ?? unit;
    return packSize === 1 ? `Selges per ${name}` : `${packSize} stk per ${name}`;
  },
  quantity: 'Antall',
  quantityFor: (name: string) => `Antall av ${name}`,
  add: 'Legg i kurv',
  added: (quantity: number) => `${quantity} lagt i handlekurven.`,
  chooseVariant: 'Velg variant',
  chooseVariantFor: (name: string) => `Velg variant av ${name}`,
  stockLeft: (n: number) => `${n} på lager`,
  showFilters: 'Vis filtre',
  closeFilters: 'Lukk filtre',
  activeFilters: (n: number) => (n === 1 ? '1 valgt' : `${n} valgt`),
};

export const en: typeof nb = {
  pack: (packSize, unit) => {
    const name = unitsEn[unit] ?? unit;
    return packSize === 1 ? `Sold per ${name}` : `${packSize} pcs per ${name}`;
  },
  quantity: 'Quantity',
  quantityFor: (name) => `Quantity of ${name}`,
  add: 'Add to cart',
  added: (quantity) => `${quantity} added to the cart.`,
  chooseVariant: 'Choose variant',
  chooseVariantFor: (name) => `Choose a variant of ${name}`,
  stockLeft: (n) => `${n} in stock`,
  showFilters: 'Show filters',
  closeFilters: 'Close filters',
  activeFilters: (n) => `${n} selected`,
};

export const listingTexts = { nb, en };
