// The cost centres' texts (nb first; en has the same shape). Merged into the dictionary as `t.costCentres`.

export const nb = {
  title: 'Kostnadssteder',
  lead: 'Avdelinger eller kostnadssteder bestillinger føres på. Har firmaet kostnadssteder, må hver bestilling ha ett. Et kostnadssted kan ha egen leveringsadresse og egne grenser (eks. mva., inkl. frakt).',
  empty: 'Firmaet har ingen kostnadssteder.',
  code: 'Kode',
  name: 'Navn',
  address: 'Leveringsadresse',
  noAddress: 'Ingen egen adresse',
  perOrder: 'Grense per bestilling (kr)',
  perMonth: 'Grense per måned (kr)',
  none: 'Ingen grense',
  add: 'Legg til',
  save: 'Lagre',
  saved: 'Lagret.',
  new: 'Nytt kostnadssted',
  deactivate: 'Ta ut av bruk',
  activate: 'Ta i bruk igjen',
  inactive: 'Ikke i bruk',
  badAmount: 'Skriv beløp som tall, for eksempel 5000 eller 5000,50.',
};

export const en: typeof nb = {
  title: 'Cost centres',
  lead: 'Departments or cost centres orders are booked to. When the company has cost centres, every order needs one. A cost centre may have its own delivery address and limits (excl. VAT, shipping included).',
  empty: 'The company has no cost centres.',
  code: 'Code',
  name: 'Name',
  address: 'Delivery address',
  noAddress: 'No address of its own',
  perOrder: 'Limit per order',
  perMonth: 'Limit per month',
  none: 'No limit',
  add: 'Add',
  save: 'Save',
  saved: 'Saved.',
  new: 'New cost centre',
  deactivate: 'Take out of use',
  activate: 'Use again',
  inactive: 'Not in use',
  badAmount: 'Write amounts as numbers, for example 5000 or 5000.50.',
};

/** Both languages, for a client component to pick from (`costCentresTexts[language]`) without the whole dictionary. */
export const costCentresTexts = { nb, en };
