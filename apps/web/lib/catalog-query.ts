// The listing's filters live in the URL (shareable, back button, no JavaScript needed):
// ?page=2&sort=name&brand=a&brand=b&prop.size=A4
export type SearchParams = Record<string, string | string[] | undefined>;

export const sorts = ['relevance', 'name', 'price_asc', 'price_desc', 'newest'] as const;
export type Sort = (typeof sorts)[number];

export const PAGE_SIZE = 24;

export type ListingFilters = {
  page: number;
  sort: Sort | undefined;
  brands: string[];
  props: Record<string, string[]>;
  q: string;
};

const list = (value: string | string[] | undefined): string[] =>
  (Array.isArray(value) ? value : value ? [value] : []).filter((v) => v.length > 0 && v.length <= 200);

export function parseFilters(params: SearchParams): ListingFilters {
  const page = Number(list(params.page)[0] ?? '1');
  const sort = list(params.sort)[0];
  const props: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(params)) {
    if (key.startsWith('prop.') && /^prop\.[a-z0-9_-]{1,64}$/i.test(key)) props[key.slice(5)] = list(value);
  }
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    sort: sorts.includes(sort as Sort) ? (sort as Sort) : undefined,
    brands: list(params.brand),
    props,
    q: (list(params.q)[0] ?? '').trim(),
  };
}

/** The API query for these filters (prop.<key> pass through as the API names them). */
export function apiQuery(filters: ListingFilters): Record<string, string | string[] | number | undefined> {
  const query: Record<string, string | string[] | number | undefined> = {
    page: filters.page,
    pageSize: PAGE_SIZE,
    sort: filters.sort,
    brand: filters.brands.length ? filters.brands : undefined,
    q: filters.q || undefined,
  };
  for (const [key, values] of Object.entries(filters.props)) if (values.length) query[`prop.${key}`] = values;
  return query;
}

/** A link to the same listing with some filters changed (filters other than the page reset the page). */
export function listingHref(basePath: string, filters: ListingFilters, change: Partial<ListingFilters> = {}): string {
  const next = { ...filters, ...change };
  const search = new URLSearchParams();
  if (next.q) search.set('q', next.q);
  if (next.sort) search.set('sort', next.sort);
  for (const brand of next.brands) search.append('brand', brand);
  for (const [key, values] of Object.entries(next.props))
    for (const value of values) search.append(`prop.${key}`, value);
  if (next.page > 1) search.set('page', String(next.page));
  const text = search.toString();
  return text ? `${basePath}?${text}` : basePath;
}
