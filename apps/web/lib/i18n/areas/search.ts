// The search box's suggestions and the search page's "did you mean" (nb first; en has the same shape). The
// autocomplete (a client component) imports this module, not the dictionary (decision 014).

export const nb = {
  suggestions: 'Forslag',
  products: 'Produkter',
  categories: 'Kategorier',
  content: 'Artikler og sider',
  productCount: (n: number) => (n === 1 ? '1 produkt' : `${n} produkter`),
  didYouMean: 'Mente du',
  /** Read out while the list changes (a live region): how many suggestions there are. */
  suggestionCount: (n: number) => (n === 0 ? 'Ingen forslag' : n === 1 ? '1 forslag' : `${n} forslag`),
  from: 'fra',
  noPrice: 'Ingen pris',
};

export const en: typeof nb = {
  suggestions: 'Suggestions',
  products: 'Products',
  categories: 'Categories',
  content: 'Articles and pages',
  productCount: (n) => (n === 1 ? '1 product' : `${n} products`),
  didYouMean: 'Did you mean',
  suggestionCount: (n) => (n === 0 ? 'No suggestions' : n === 1 ? '1 suggestion' : `${n} suggestions`),
  from: 'from',
  noPrice: 'No price',
};

export const searchTexts = { nb, en };
