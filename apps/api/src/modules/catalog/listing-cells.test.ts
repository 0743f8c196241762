// The cell path (listing-cells.ts) against the SQL one (inAssortment in every count and page) on a seeded catalog:
// for many random assortments and listings, the same counts, facets and ids on every page.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helper';
import { runQuery } from '../../db/prepared';
import { brands, categories, products } from '../../db/schema';
import { Rng } from '../../seed/random';
import type { Assortment } from '../assortment';
import { countAssortmentByCells, countFacetsByCells, pageByCells } from './listing-cells';
import { countFacets } from './listing-service';
import * as repo from './repository';

const database = await createTestDatabase();
afterAll(() => database.close());
const { db } = database;

/** The catalog's draws; each batch of assortments below draws from its own stream (batches run alone too). */
let rng = new Rng(18);
/** Category ids by parent (null: the top ones), brand ids, product ids (inactive ones too). */
const childrenOf = new Map<string | null, string[]>();
const categoryIds: string[] = [];
const brandIds: string[] = [];
const productIds: string[] = [];
const TOKENS = ['color=Blå', 'color=Rød', 'color=Svart', 'size=S', 'size=M', 'size=L', 'material=Nitril'];
/** A few words, so names repeat (ties broken by id) and sort differently in nb and en. */
const WORDS = ['Alfa', 'beta', 'Øre', 'ære', 'Åpen', 'zeta', 'Gamma', 'delta', '10', '9', 'Hanske', 'hanske'];

const subtree = (id: string): string[] => [id, ...(childrenOf.get(id) ?? []).flatMap(subtree)];

beforeAll(async () => {
  for (let top = 0; top < 4; top++) {
    const [parent] = await db
      .insert(categories)
      .values({ slug: `top-${top}`, name: { nb: `Top ${top}`, en: `Top ${top}` } })
      .returning();
    categoryIds.push(parent!.id);
    childrenOf.set(null, [...(childrenOf.get(null) ?? []), parent!.id]);
    for (let sub = 0; sub < 3; sub++) {
      const [child] = await db
        .insert(categories)
        .values({ slug: `sub-${top}-${sub}`, name: { nb: `Sub ${sub}`, en: `Sub ${sub}` }, parentId: parent!.id })
        .returning();
      categoryIds.push(child!.id);
      childrenOf.set(parent!.id, [...(childrenOf.get(parent!.id) ?? []), child!.id]);
    }
  }
  for (let brand = 0; brand < 6; brand++) {
    const [row] = await db
      .insert(brands)
      .values({ slug: `brand-${brand}`, name: `Brand ${brand}` })
      .returning();
    brandIds.push(row!.id);
  }
  const rows = Array.from({ length: 400 }, (_, index) => {
    const name = () => `${rng.pick(WORDS)} ${rng.pick(WORDS)}`;
    const isActive = rng.chance(0.95);
    return {
      productNumber: `CELL-${index}`,
      slug: `cell-${index}`,
      name: { nb: name(), en: name() },
      description: { nb: '', en: '' },
      categoryId: rng.pick(categoryIds),
      brandId: rng.chance(0.2) ? null : rng.pick(brandIds),
      department: 'OSLO',
      isActive,
      status: isActive ? ('active' as const) : ('discontinued' as const),
      facetValues: rng.sample(TOKENS, rng.int(0, 3)),
    };
  });
  const inserted = await db.insert(products).values(rows).returning({ id: products.id });
  productIds.push(...inserted.map((row) => row.id));
});

/** Random targets as resolve() makes them: categories expanded to their subcategories. */
function randomTargets(scale: number) {
  const categories = rng.sample(categoryIds, rng.int(0, 2 * scale)).flatMap(subtree);
  return {
    categoryIds: [...new Set(categories)].sort(),
    brandIds: rng.sample(brandIds, rng.int(0, scale)),
    productIds: rng.sample(productIds, rng.int(0, 6 * scale)),
  };
}

const none = () => ({ categoryIds: [], brandIds: [], productIds: [] });

function randomAssortment(index: number): Assortment {
  const kind = rng.pick(['include', 'exclude', 'both', 'empty-include', 'products-only'] as const);
  const key = `test-${index}`;
  switch (kind) {
    case 'include':
      return { id: key, key, include: randomTargets(2), exclude: none() };
    case 'exclude':
      return { id: key, key, include: null, exclude: randomTargets(1) };
    case 'both':
      return { id: key, key, include: randomTargets(2), exclude: randomTargets(1) };
    case 'empty-include':
      return { id: key, key, include: none(), exclude: none() };
    case 'products-only':
      return { id: key, key, include: { ...none(), productIds: rng.sample(productIds, 30) }, exclude: none() };
  }
}

type Listing = { categoryIds: string[] | null; brandIds: string[] | null; properties: [string, string[]][] };

function randomListing(): Listing {
  const category = rng.chance(0.6) ? rng.pick(categoryIds) : null;
  const properties: [string, string[]][] = [];
  if (rng.chance(0.3)) properties.push(['color', rng.sample(['color=Blå', 'color=Rød', 'color=Svart'], rng.int(1, 2))]);
  if (rng.chance(0.2)) properties.push(['size', rng.sample(['size=S', 'size=M', 'size=L'], rng.int(1, 2))]);
  return {
    categoryIds: category ? subtree(category).sort() : null,
    brandIds: rng.chance(0.25) ? rng.sample(brandIds, rng.int(1, 2)).sort() : null,
    properties,
  };
}

/** Counts as a multiset; categories only within the listing's categories (all facetsOf reads, see countFacetsByCells). */
function comparable(rows: repo.FacetCountRow[], listing: Listing) {
  const within = listing.categoryIds ? new Set(listing.categoryIds) : null;
  return rows
    .filter((row) => row.dim !== 'category' || !within || within.has(row.val!))
    .map((row) => `${row.dim} ${row.val} ${row.n}`)
    .sort();
}

const filterOf = (listing: Listing, assortment: Assortment | null): repo.ListingFilter => ({
  ...listing,
  textKey: null,
  textMatches: null,
  assortment,
});

describe('listings by cell', () => {
  // 4 × 50 random assortments, each batch well within its time on a busy PGlite (5 s for all when alone).
  it.each([1, 2, 3, 4])(
    'count, facet and page like the SQL assortment condition (random batch %i)',
    async (batch) => {
      rng = new Rng(1_800 + batch);
      const PAGE_SIZE = 7;
      let pagesCompared = 0;
      let visibleSeen = 0;
      for (let index = 50 * (batch - 1); index < 50 * batch; index++) {
        const assortment = randomAssortment(index);
        const listing = randomListing();
        const lang = rng.pick(['nb', 'en'] as const);
        const expected = await countFacets(db, filterOf(listing, assortment));
        const actual = await countFacetsByCells(db, listing, assortment);
        expect(comparable(actual.rows, listing), `facets of assortment ${index}`).toEqual(
          comparable(expected, listing),
        );
        const [{ n: listingTotal } = { n: -1 }] = await runQuery<{ n: number }>(
          db,
          sql`select count(*)::int as n from products p where p.is_active
            ${listing.categoryIds ? sql`and p.category_id = any(${sql.param(listing.categoryIds)}::uuid[])` : sql``}
            ${listing.brandIds ? sql`and p.brand_id = any(${sql.param(listing.brandIds)}::uuid[])` : sql``}
            ${sql.join(
              listing.properties.map(([, tokens]) => sql`and p.facet_values && ${sql.param(tokens)}::text[]`),
              sql` `,
            )}`,
        );
        expect(actual.listingTotal).toBe(listingTotal);
        const total = expected.find((row) => row.dim === 'total')!.n;
        visibleSeen += total;
        const all = await repo.listProductIds(db, {
          filter: filterOf(listing, assortment),
          sort: 'name',
          lang,
          limit: 10_000,
          offset: 0,
          priceListIds: [],
        });
        expect(all).toHaveLength(total);
        // Every page and one past the end, walking stretches of 16, 32, … ids (the shared order's chunks).
        for (let offset = 0; offset <= total; offset += PAGE_SIZE) {
          const page = await pageByCells(db, {
            filter: listing,
            assortment,
            lang,
            offset,
            limit: PAGE_SIZE,
            total,
            listingTotal,
            firstChunk: 16,
          });
          expect(page, `page at ${offset} of assortment ${index}`).toEqual(all.slice(offset, offset + PAGE_SIZE));
          pagesCompared++;
        }
      }
      // The random cases are not degenerate: many pages, and products seen.
      expect(pagesCompared).toBeGreaterThan(150);
      expect(visibleSeen).toBeGreaterThan(1_000);
    },
    120_000,
  );

  it("counts an assortment's products per category and brand like countAssortment (its taxonomy)", async () => {
    rng = new Rng(1_850);
    const asRows = (rows: repo.VisibleCountRow[]) =>
      rows.filter((row) => row.categoryId || row.brandId).map((row) => `${row.categoryId} ${row.brandId} ${row.n}`);
    let counted = 0;
    for (let index = 0; index < 60; index++) {
      const assortment = randomAssortment(1_000 + index);
      const expected = asRows(await repo.countAssortment(db, assortment)).sort();
      expect(asRows(await countAssortmentByCells(db, assortment)).sort(), `assortment ${index}`).toEqual(expected);
      counted += expected.length;
    }
    expect(counted).toBeGreaterThan(300);
  });

  it('reads the whole name order in stretches, none lost or repeated at their seams', async () => {
    const listing: Listing = { categoryIds: null, brandIds: null, properties: [] };
    for (const filtered of [listing, { ...listing, categoryIds: subtree(categoryIds[0]!).sort() }]) {
      const all = await repo.listProductIds(db, {
        filter: filterOf(filtered, null),
        sort: 'name',
        lang: 'nb',
        limit: 10_000,
        offset: 0,
        priceListIds: [],
      });
      const walked: string[] = [];
      let after: { name: string; id: string } | null = null;
      for (;;) {
        const chunk = await repo.listNameOrder(db, { filter: filtered, lang: 'nb', after, limit: 5 });
        walked.push(...chunk.ids);
        if (chunk.ids.length < 5) break;
        after = chunk.last;
      }
      expect(walked).toEqual(all);
    }
  });

  it('leaves a page to SQL when the walk would pass most of a large listing', async () => {
    const assortment: Assortment = {
      id: 'one',
      key: 'one',
      include: { categoryIds: [], brandIds: [], productIds: [productIds[0]!] },
      exclude: none(),
    };
    const listing: Listing = { categoryIds: null, brandIds: null, properties: [] };
    expect(
      await pageByCells(db, {
        filter: listing,
        assortment,
        lang: 'nb',
        offset: 0,
        limit: 24,
        total: 1,
        listingTotal: 1e6,
      }),
    ).toBeNull();
  });
});
