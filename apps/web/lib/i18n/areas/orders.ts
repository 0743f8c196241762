// The orders' texts (nb first; en has the same shape). Merged into the dictionary as `t.orders`; client components
// import this module, not the dictionary, so the browser gets only these texts (docs/decisions/014-web-texts.md).

export const nb = {
  title: 'Bestillinger',
  none: 'Ingen bestillinger ennå.',
  date: 'Dato',
  total: 'Sum inkl. mva.',
  allStatuses: 'Alle statuser',
  filter: 'Filtrer',
  previous: 'Forrige',
  next: 'Neste',
  page: (from: number, to: number, total: number) => `${from}–${to} av ${total}`,
  invoice: 'Last ned faktura (PDF)',
  details: 'Se bestillingen',
  cancel: 'Kanseller bestillingen',
  cancelled: 'Bestillingen er kansellert.',
  reorder: 'Bestill igjen',
  reordered: (added: number, all: number) => `${added} av ${all} varer er lagt i handlekurven.`,
  notAdded: 'Disse kunne ikke legges til:',
  changed: 'Prisen er endret siden bestillingen:',
  priceChange: (name: string, from: string, to: string) => `${name}: ${from} → ${to}`,
  notSold: 'selges ikke nå',
  history: 'Historikk',
  invoiceAddress: 'Fakturaadresse',
};

export const en: typeof nb = {
  title: 'Orders',
  none: 'No orders yet.',
  date: 'Date',
  total: 'Total incl. VAT',
  allStatuses: 'All statuses',
  filter: 'Filter',
  previous: 'Previous',
  next: 'Next',
  page: (from: number, to: number, total: number) => `${from}–${to} of ${total}`,
  invoice: 'Download invoice (PDF)',
  details: 'View the order',
  cancel: 'Cancel the order',
  cancelled: 'The order is cancelled.',
  reorder: 'Order again',
  reordered: (added: number, all: number) => `${added} of ${all} items were added to the cart.`,
  notAdded: 'These could not be added:',
  changed: 'The price has changed since the order:',
  priceChange: (name: string, from: string, to: string) => `${name}: ${from} → ${to}`,
  notSold: 'not sold now',
  history: 'History',
  invoiceAddress: 'Invoice address',
};

/** Both languages, for a client component to pick from (`ordersTexts[language]`) without the whole dictionary. */
export const ordersTexts = { nb, en };
