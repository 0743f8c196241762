// The back office's category tree (nb first; en has the same shape). Merged into the dictionary as
// `t.backofficeCategories`; the tree's client component picks `backofficeCategoriesTexts[language]`
// (docs/backoffice.md, "Categories").

export const nb = {
  title: 'Kategorier',
  intro:
    'Dra en kategori for å endre rekkefølgen eller flytte den inn under en annen, eller bruk knappene. ' +
    'En kategori som får ny adresse (slug), beholder den gamle: butikken sender den videre til den nye.',
  readOnly: 'Du kan se kategoritreet, men ikke endre det.',
  empty: 'Ingen kategorier ennå.',
  tree: 'Kategoritre',
  products: (n: number) => (n === 1 ? '1 produkt' : `${n} produkter`),
  oldSlugs: 'Gamle adresser',
  moveUp: 'Flytt opp',
  moveDown: 'Flytt ned',
  indent: 'Flytt inn (under kategorien over)',
  outdent: 'Flytt ut (ett nivå opp)',
  edit: 'Endre',
  delete: 'Slett',
  deleteConfirm: (name: string) => `Slette «${name}»?`,
  dragHandle: (name: string) => `Dra ${name}`,
  dropInside: (name: string) => `Slipp inni ${name}`,
  moved: (name: string) => `${name} er flyttet.`,
  deleted: (name: string) => `${name} er slettet.`,
  saved: 'Lagret.',
  notEmpty: (products: number, children: number) =>
    `Kategorien er ikke tom (${products} produkter, ${children} underkategorier): flytt dem først.`,
  created: (name: string) => `${name} er opprettet.`,
  nameNb: 'Navn (norsk)',
  nameEn: 'Navn (engelsk)',
  slugNb: 'Adresse (norsk slug)',
  slugEn: 'Adresse (engelsk slug, valgfri)',
  slugHelp: 'Små bokstaver a–z, tall og bindestrek, f.eks. «kaffe-og-te». Æ, ø og å skrives ae, o og a.',
  slugInvalid: 'Bruk små bokstaver a–z, tall og enkle bindestreker (f.eks. «kaffe-og-te»).',
  parent: 'Plassering',
  topLevel: 'Øverste nivå',
  newCategory: 'Ny kategori',
  create: 'Opprett kategori',
  save: 'Lagre',
  cancel: 'Avbryt',
};

export const en: typeof nb = {
  title: 'Categories',
  intro:
    'Drag a category to change the order or move it into another, or use the buttons. A category given a new ' +
    'address (slug) keeps the old one: the shop sends it on to the new one.',
  readOnly: 'You can see the category tree but not change it.',
  empty: 'No categories yet.',
  tree: 'Category tree',
  products: (n: number) => (n === 1 ? '1 product' : `${n} products`),
  oldSlugs: 'Old addresses',
  moveUp: 'Move up',
  moveDown: 'Move down',
  indent: 'Indent (into the category above)',
  outdent: 'Outdent (one level up)',
  edit: 'Edit',
  delete: 'Delete',
  deleteConfirm: (name: string) => `Delete “${name}”?`,
  dragHandle: (name: string) => `Drag ${name}`,
  dropInside: (name: string) => `Drop into ${name}`,
  moved: (name: string) => `${name} was moved.`,
  deleted: (name: string) => `${name} was deleted.`,
  saved: 'Saved.',
  notEmpty: (products: number, children: number) =>
    `The category is not empty (${products} products, ${children} subcategories): move them first.`,
  created: (name: string) => `${name} was created.`,
  nameNb: 'Name (Norwegian)',
  nameEn: 'Name (English)',
  slugNb: 'Address (Norwegian slug)',
  slugEn: 'Address (English slug, optional)',
  slugHelp: 'Lower-case letters a–z, digits and hyphens, e.g. “coffee-and-tea”.',
  slugInvalid: 'Use lower-case letters a–z, digits and single hyphens (e.g. “coffee-and-tea”).',
  parent: 'Place',
  topLevel: 'Top level',
  newCategory: 'New category',
  create: 'Create category',
  save: 'Save',
  cancel: 'Cancel',
};

/** Both languages, for the tree's client component (`backofficeCategoriesTexts[language]`). */
export const backofficeCategoriesTexts = { nb, en };
