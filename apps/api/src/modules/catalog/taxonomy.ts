import type { Db } from '../../db';
import type { Localized } from '../../db/schema/common';
import { cachePerDatabase } from '../../lib/cache';
import type { Language } from '../../lib/i18n';
import type { Assortment } from '../assortment';
import { countAssortmentByCells, LISTING_BY_CELLS } from './listing-cells';
import * as repo from './repository';

/** Categories, brands, property definitions and facet value labels: small, read on every listing. */
export type Taxonomy = {
  categories: Map<string, repo.CategoryRow>;
  categoriesBySlug: Map<string, repo.CategoryRow>;
  children: Map<string | null, repo.CategoryRow[]>;
  brands: Map<string, repo.BrandRow>;
  brandsBySlug: Map<string, repo.BrandRow>;
  definitions: repo.DefinitionRow[];
  definitionsByKey: Map<string, repo.DefinitionRow>;
  /** Facet token `key=value` → its label in each language. */
  valueLabels: Map<string, Localized>;
};

/** Categories by slug: either language's finds the category (a link shared by someone reading the other one). */
const slugIndex = (categories: repo.CategoryRow[]) =>
  new Map(categories.flatMap((row) => [[row.slug, row] as const, ...(row.slugEn ? [[row.slugEn, row] as const] : [])]));

/**
 * Kept 5 minutes: every catalog change drops it on every node (`invalidateCaches('catalog')`: categories, brands,
 * properties, products made active or not), so the TTL only bounds a lost notification, as the listing's shared
 * parts do. Its product counts read every product: 3–4 s of PostgreSQL at 1,000,000 products, which at 30 s was a
 * tenth of a core spent reloading it in the background (issue 18, bench --scale).
 */
const taxonomyCache = cachePerDatabase<Taxonomy>({ namespace: 'catalog', max: 1, ttlMs: 5 * 60_000 });

/** The taxonomy, kept 5 minutes (and dropped when the catalog changes). */
export function loadTaxonomy(db: Db): Promise<Taxonomy> {
  return taxonomyCache(db).get('taxonomy', async () => {
    const [categories, brands, definitions, labels] = await Promise.all([
      repo.listCategories(db),
      repo.listBrands(db),
      repo.listPropertyDefinitions(db),
      repo.listValueLabels(db),
    ]);
    const children = new Map<string | null, repo.CategoryRow[]>();
    for (const category of categories) {
      const siblings = children.get(category.parentId) ?? [];
      siblings.push(category);
      children.set(category.parentId, siblings);
    }
    return {
      categories: new Map(categories.map((row) => [row.id, row])),
      categoriesBySlug: slugIndex(categories),
      children,
      brands: new Map(brands.map((row) => [row.id, row])),
      brandsBySlug: new Map(brands.map((row) => [row.slug, row])),
      definitions,
      definitionsByKey: new Map(definitions.map((row) => [row.key, row])),
      valueLabels: new Map(labels.map((row) => [`${row.key}=${row.value}`, row.label])),
    };
  });
}

/** A category's slug in a language: its English one when it has one, else the Norwegian one. */
export const slugOf = (category: Pick<repo.CategoryRow, 'slug' | 'slugEn'>, lang: Language) =>
  lang === 'en' ? (category.slugEn ?? category.slug) : category.slug;

/** The taxonomy as a company with an assortment sees it: product counts of its products only, per assortment. */
const assortedCache = cachePerDatabase<Taxonomy>({ namespace: 'catalog', max: 200, ttlMs: 30_000 });

/**
 * The taxonomy with the product counts an assortment lets through (docs/catalog.md, "Assortments"), cached per
 * assortment version: its tree and brand list leave out what holds none of its products. Null: the whole catalog.
 */
export async function loadTaxonomyFor(db: Db, assortment: Assortment | null): Promise<Taxonomy> {
  const base = await loadTaxonomy(db);
  if (!assortment) return base;
  return assortedCache(db).get(assortment.key, async () => {
    const rows = LISTING_BY_CELLS
      ? await countAssortmentByCells(db, assortment)
      : await repo.countAssortment(db, assortment);
    const perCategory = new Map<string, number>();
    const perBrand = new Map<string, number>();
    for (const row of rows) {
      if (row.categoryId) perCategory.set(row.categoryId, row.n);
      else if (row.brandId) perBrand.set(row.brandId, row.n);
    }
    const categories = [...base.categories.values()].map((row) => ({
      ...row,
      productCount: perCategory.get(row.id) ?? 0,
    }));
    const brands = [...base.brands.values()].map((row) => ({ ...row, productCount: perBrand.get(row.id) ?? 0 }));
    const children = new Map<string | null, repo.CategoryRow[]>();
    for (const category of categories) {
      const siblings = children.get(category.parentId) ?? [];
      siblings.push(category);
      children.set(category.parentId, siblings);
    }
    return {
      ...base,
      categories: new Map(categories.map((row) => [row.id, row])),
      categoriesBySlug: slugIndex(categories),
      children,
      brands: new Map(brands.map((row) => [row.id, row])),
      brandsBySlug: new Map(brands.map((row) => [row.slug, row])),
    };
  });
}

/** A category and every category below it. */
export function descendantIds(taxonomy: Taxonomy, id: string): string[] {
  const ids: string[] = [];
  const stack = [id];
  while (stack.length > 0) {
    const current = stack.pop()!;
    ids.push(current);
    for (const child of taxonomy.children.get(current) ?? []) stack.push(child.id);
  }
  return ids;
}

/** A category's ancestors and itself, from the top level down. */
export function categoryPath(taxonomy: Taxonomy, id: string): repo.CategoryRow[] {
  const path: repo.CategoryRow[] = [];
  const seen = new Set<string>();
  for (let current = taxonomy.categories.get(id); current && !seen.has(current.id); ) {
    seen.add(current.id);
    path.unshift(current);
    current = current.parentId ? taxonomy.categories.get(current.parentId) : undefined;
  }
  return path;
}
