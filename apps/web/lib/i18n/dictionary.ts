// The storefront's texts. Norwegian bokmål is the shop's language; English for everyone else.
// The Auth.js texts ("Sign in", "Are you sure you want to sign out?") are kept word for word in English.

export const languages = ['nb', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'nb';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

import * as account from './areas/account';
import * as approvals from './areas/approvals';
import * as auth from './areas/auth';
import * as backofficeAssortments from './areas/backoffice-assortments';
import * as backofficeCatalog from './areas/backoffice-catalog';
import * as backofficeCategories from './areas/backoffice-categories';
import * as backofficeCustomers from './areas/backoffice-customers';
import * as backofficeDelivery from './areas/backoffice-delivery';
import * as backofficeLists from './areas/backoffice-lists';
import * as backofficeOrders from './areas/backoffice-orders';
import * as backofficeProducts from './areas/backoffice-products';
import * as backofficeStaff from './areas/backoffice-staff';
import * as cart from './areas/cart';
import * as checkout from './areas/checkout';
import * as costCentres from './areas/cost-centres';
import * as forms from './areas/forms';
import * as home from './areas/home';
import * as listing from './areas/listing';
import * as lists from './areas/lists';
import * as orders from './areas/orders';
import * as prices from './areas/prices';
import * as quotes from './areas/quotes';
import * as security from './areas/security';
import * as signin from './areas/signin';
import * as support from './areas/support';

const nb = {
  languageName: 'Norsk',
  locale: 'nb-NO',
  skipToContent: 'Hopp til innholdet',
  siteTagline: 'Netthandel for bedriftskunder',
  nav: { home: 'Forside', cart: 'Handlekurv' },
  search: {
    label: 'Søk i sortimentet',
    placeholder: 'Produktnavn, varenummer eller EAN',
    submit: 'Søk',
    title: 'Søk',
    resultsFor: (q: string, total: number) => `${total} treff for «${q}»`,
    noResults: (q: string) => `Ingen produkter passer «${q}». Prøv færre ord eller et varenummer.`,
    codeMatch: 'Treff på varenummer',
    articles: 'Artikler og sider',
    codeMatchFor: (code: string) => `Varenummer ${code}`,
    empty: 'Skriv hva du leter etter i søkefeltet.',
  },
  language: { label: 'Språk', switchTo: 'Bytt språk' },
  auth: auth.nb,
  home: home.nb,
  catalog: {
    filters: 'Filtrer',
    subcategories: 'Underkategorier',
    brands: 'Merker',
    clearFilters: 'Nullstill filtre',
    applyFilters: 'Bruk filtre',
    sort: 'Sorter',
    sortOptions: {
      name: 'Navn',
      price_asc: 'Pris, lav til høy',
      price_desc: 'Pris, høy til lav',
      newest: 'Nyeste',
      relevance: 'Relevans',
    },
    showing: (from: number, to: number, total: number) => `Viser ${from}–${to} av ${total}`,
    pagination: 'Sider',
    previous: 'Forrige',
    next: 'Neste',
    page: (n: number) => `Side ${n}`,
    from: 'fra',
    variants: (n: number) => (n === 1 ? '1 variant' : `${n} varianter`),
    inStock: 'På lager',
    outOfStock: 'Ikke på lager',
    noProducts: 'Ingen produkter her.',
    breadcrumb: 'Brødsmulesti',
  },
  product: {
    productNumber: 'Produktnummer',
    packaging: 'Pakning',
    brand: 'Merke',
    properties: 'Egenskaper',
    variants: 'Varianter',
    sku: 'Varenummer',
    gtin: 'EAN',
    variant: 'Variant',
    stock: 'Lager',
    stockCount: (n: number) => `${n} på lager`,
    leadTime: (days: number) => `Leveres om ca. ${days} ${days === 1 ? 'dag' : 'dager'}`,
    yourPrice: 'Din pris',
    listPrice: 'Listepris',
    tiers: 'Mengderabatt',
    tierFrom: (qty: number) => `fra ${qty} stk`,
    exVat: 'eks. mva.',
    unitOf: (pack: number, unit: string) => `${pack} per ${unit}`,
    quantity: 'Antall',
    addToCart: 'Legg i handlekurv',
    added: (qty: number, sku: string) => `${qty} × ${sku} er lagt i handlekurven.`,
    signInToOrder: 'Logg inn for å bestille',
    readOnly: 'Du har lesetilgang i dette firmaet og kan ikke bestille. Spør en administrator om du trenger å handle.',
    noPrice: 'Ingen pris',
    prescriptionOnly: 'Krever resept',
    agreement: { list: 'Listepris', contract: 'Avtalepris', campaign: 'Kampanjepris' },
  },
  cart: cart.nb,
  checkout: checkout.nb,
  errors: {
    generic: 'Noe gikk galt. Prøv igjen.',
    unavailable: 'Tjenesten svarer ikke akkurat nå. Prøv igjen om litt.',
    forbidden: 'Du har ikke tilgang til dette. Spør en administrator i firmaet ditt.',
    notFound: 'Fant ikke siden',
    notFoundText: 'Siden finnes ikke, eller produktet er ikke lenger i sortimentet.',
    signInAgain: 'Økten din er utløpt. Logg inn igjen.',
    quantity: 'Antall må være et helt tall fra 1 til 100 000.',
  },
  orders: orders.nb,
  footer: { text: 'Engros AS – grossist for bedrifter i Norden', prices: 'Alle priser er eks. mva.' },
  account: account.nb,
  approvals: approvals.nb,
  backofficeAssortments: backofficeAssortments.nb,
  backofficeCatalog: backofficeCatalog.nb,
  backofficeDelivery: backofficeDelivery.nb,
  backofficeLists: backofficeLists.nb,
  backofficeCategories: backofficeCategories.nb,
  backofficeCustomers: backofficeCustomers.nb,
  backofficeOrders: backofficeOrders.nb,
  backofficeStaff: backofficeStaff.nb,
  prices: prices.nb,
  backofficeProducts: backofficeProducts.nb,
  costCentres: costCentres.nb,
  forms: forms.nb,
  listing: listing.nb,
  lists: lists.nb,
  quotes: quotes.nb,
  security: security.nb,
  signin: signin.nb,
  support: support.nb,
};

export type Dictionary = typeof nb;

const en: Dictionary = {
  languageName: 'English',
  locale: 'en-GB',
  skipToContent: 'Skip to content',
  siteTagline: 'The wholesale shop for business customers',
  nav: { home: 'Home', cart: 'Cart' },
  search: {
    label: 'Search the range',
    placeholder: 'Product name, SKU or EAN',
    submit: 'Search',
    title: 'Search',
    resultsFor: (q, total) => `${total} results for “${q}”`,
    noResults: (q) => `No products match “${q}”. Try fewer words or an SKU.`,
    codeMatch: 'SKU match',
    articles: 'Articles and pages',
    codeMatchFor: (code) => `SKU ${code}`,
    empty: 'Type what you are looking for in the search box.',
  },
  language: { label: 'Language', switchTo: 'Change language' },
  auth: auth.en,
  home: home.en,
  catalog: {
    filters: 'Filter',
    subcategories: 'Subcategories',
    brands: 'Brands',
    clearFilters: 'Clear filters',
    applyFilters: 'Apply filters',
    sort: 'Sort',
    sortOptions: {
      name: 'Name',
      price_asc: 'Price, low to high',
      price_desc: 'Price, high to low',
      newest: 'Newest',
      relevance: 'Relevance',
    },
    showing: (from, to, total) => `Showing ${from}–${to} of ${total}`,
    pagination: 'Pages',
    previous: 'Previous',
    next: 'Next',
    page: (n) => `Page ${n}`,
    from: 'from',
    variants: (n) => (n === 1 ? '1 variant' : `${n} variants`),
    inStock: 'In stock',
    outOfStock: 'Out of stock',
    noProducts: 'No products here.',
    breadcrumb: 'Breadcrumb',
  },
  product: {
    productNumber: 'Product number',
    packaging: 'Pack',
    brand: 'Brand',
    properties: 'Properties',
    variants: 'Variants',
    sku: 'SKU',
    gtin: 'EAN',
    variant: 'Variant',
    stock: 'Stock',
    stockCount: (n) => `${n} in stock`,
    leadTime: (days) => `Delivered in about ${days} ${days === 1 ? 'day' : 'days'}`,
    yourPrice: 'Your price',
    listPrice: 'List price',
    tiers: 'Quantity discount',
    tierFrom: (qty) => `from ${qty} pcs`,
    exVat: 'excl. VAT',
    unitOf: (pack, unit) => `${pack} per ${unit}`,
    quantity: 'Quantity',
    addToCart: 'Add to cart',
    added: (qty, sku) => `${qty} × ${sku} added to the cart.`,
    signInToOrder: 'Sign in to order',
    readOnly: 'You have read-only access at this company and cannot order. Ask an administrator if you need to buy.',
    noPrice: 'No price',
    prescriptionOnly: 'Prescription only',
    agreement: { list: 'List price', contract: 'Contract price', campaign: 'Campaign price' },
  },
  cart: cart.en,
  checkout: checkout.en,
  errors: {
    generic: 'Something went wrong. Please try again.',
    unavailable: 'The service is not answering right now. Please try again shortly.',
    forbidden: 'You do not have access to this. Ask an administrator at your company.',
    notFound: 'Page not found',
    notFoundText: 'The page does not exist, or the product is no longer sold.',
    signInAgain: 'Your session has expired. Please sign in again.',
    quantity: 'The quantity must be a whole number from 1 to 100,000.',
  },
  orders: orders.en,
  footer: { text: 'Engros AS – wholesaler for businesses in the Nordics', prices: 'All prices exclude VAT.' },
  account: account.en,
  approvals: approvals.en,
  backofficeAssortments: backofficeAssortments.en,
  backofficeCatalog: backofficeCatalog.en,
  backofficeDelivery: backofficeDelivery.en,
  backofficeLists: backofficeLists.en,
  backofficeCategories: backofficeCategories.en,
  backofficeCustomers: backofficeCustomers.en,
  backofficeOrders: backofficeOrders.en,
  backofficeStaff: backofficeStaff.en,
  prices: prices.en,
  backofficeProducts: backofficeProducts.en,
  costCentres: costCentres.en,
  forms: forms.en,
  listing: listing.en,
  lists: lists.en,
  quotes: quotes.en,
  security: security.en,
  signin: signin.en,
  support: support.en,
};

export const dictionaries: Record<Language, Dictionary> = { nb, en };
