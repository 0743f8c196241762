import type { Db } from '../../db';
import type { Localized } from '../../db/schema/common';
import { cachePerDatabase } from '../../lib/cache';
import type { Language } from '../../lib/i18n';
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

const taxonomyCache = cachePerDatabase<Taxonomy>({ namespace: 'catalog', max: 1, ttlMs: 30_000 });

/** The taxonomy, cached for 30 s (and dropped when the catalog is re-indexed). */
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
      // Either language's slug finds the category (a link shared by someone reading the shop in the other one).
      categoriesBySlug: new Map(
        categories.flatMap((row) => [[row.slug, row] as const, ...(row.slugEn ? [[row.slugEn, row] as const] : [])]),
      ),
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
