import type { ProductList } from '@engros/client';
import { type ListingFilters, listingHref, PAGE_SIZE, type Sort, sorts } from '../../lib/catalog-query';
import type { Dictionary, Language } from '../../lib/i18n/dictionary';
import type { VariantChoices } from '../../lib/variant-choices';
import Link from '../ui/link';
import { AutoSubmitForm } from './auto-submit-form';
import { Pagination } from './pagination';
import { ProductCard } from './product-card';

/**
 * Facets, sort, product cards and pages of one listing. The filter and sort forms are GET forms that apply on
 * change once scripts run (AutoSubmitForm); without JavaScript, choosing values and pressing "Apply" works the
 * same; subcategories are links. Each facet value shows its count under the other filters (the API's). The facets sit in a <details>: on wide
 * screens always shown (its summary hidden), on phones a "Filter" button that opens them as a drawer over the
 * page instead of pushing the products a screen down (no script needed either way).
 */
export function ProductListing({
  list,
  filters,
  basePath,
  t,
  categoryLinkBase = '/category',
  language,
  canOrder = false,
  variantChoices,
}: {
  list: ProductList;
  filters: ListingFilters;
  basePath: string;
  t: Dictionary;
  categoryLinkBase?: string;
  language?: Language;
  /** The viewer may order (quick add on the cards). */
  canOrder?: boolean;
  /** The cards' variant choices for quick add (lib/variant-choices.ts). */
  variantChoices?: VariantChoices;
}) {
  const from = list.total === 0 ? 0 : (list.page - 1) * list.pageSize + 1;
  const to = Math.min(list.total, list.page * list.pageSize);
  const sortOptions = sorts.filter((s) => s !== 'relevance' || filters.q);
  const chosen = filters.brands.length + Object.values(filters.props).reduce((n, v) => n + v.length, 0);
  const hasFilters = chosen > 0;
  return (
    <div className="listing">
      <aside className="facets" aria-labelledby="facets-heading">
        <details className="filters-drawer" data-filters-drawer>
          <summary className="button button-secondary filters-toggle">
            <span className="filters-open-label">
              {t.catalog.filters}
              {hasFilters ? <span className="filters-count"> ({t.listing.activeFilters(chosen)})</span> : null}
            </span>
            <span className="filters-close-label">{t.listing.closeFilters}</span>
          </summary>
          <div className="filters-panel">
            <h2 id="facets-heading">{t.catalog.filters}</h2>
            {list.facets.categories.length > 0 ? (
              <nav aria-label={t.catalog.subcategories} className="facet">
                <h3>{t.catalog.subcategories}</h3>
                <ul>
                  {list.facets.categories.map((category) => (
                    <li key={category.slug}>
                      <Link
                        href={
                          filters.q
                            ? `${categoryLinkBase}/${encodeURIComponent(category.slug)}?q=${encodeURIComponent(filters.q)}`
                            : `${categoryLinkBase}/${encodeURIComponent(category.slug)}`
                        }
                      >
                        {category.name} <span className="muted">({category.count})</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
            <AutoSubmitForm action={basePath} className="facet-form">
              {filters.q ? <input type="hidden" name="q" value={filters.q} /> : null}
              {filters.sort ? <input type="hidden" name="sort" value={filters.sort} /> : null}
              {list.facets.brands.length > 0 ? (
                <fieldset className="facet">
                  <legend>{t.catalog.brands}</legend>
                  {list.facets.brands.map((brand) => (
                    <label key={brand.slug} className="check">
                      <input type="checkbox" name="brand" value={brand.slug} defaultChecked={brand.isSelected} />
                      {brand.name} <span className="muted">({brand.count})</span>
                    </label>
                  ))}
                </fieldset>
              ) : null}
              {list.facets.properties.map((property) => (
                <fieldset className="facet" key={property.key}>
                  <legend>{property.label}</legend>
                  {property.values.map((value) => (
                    <label key={value.value} className="check">
                      <input
                        type="checkbox"
                        name={`prop.${property.key}`}
                        value={value.value}
                        defaultChecked={value.isSelected}
                      />
                      {value.label} <span className="muted">({value.count})</span>
                    </label>
                  ))}
                </fieldset>
              ))}
              <div className="facet-actions">
                <noscript>
                  <button type="submit" className="button button-small">
                    {t.catalog.applyFilters}
                  </button>
                </noscript>
                {hasFilters ? (
                  <Link href={listingHref(basePath, { ...filters, brands: [], props: {}, page: 1 })}>
                    {t.catalog.clearFilters}
                  </Link>
                ) : null}
              </div>
            </AutoSubmitForm>
          </div>
        </details>
      </aside>
      <section className="results" aria-labelledby="results-heading">
        <div className="results-bar">
          <h2 id="results-heading" className="results-count">
            {list.total > 0 ? t.catalog.showing(from, to, list.total) : t.catalog.noProducts}
          </h2>
          <AutoSubmitForm action={basePath} className="sort-form">
            {filters.q ? <input type="hidden" name="q" value={filters.q} /> : null}
            {filters.brands.map((brand) => (
              <input key={brand} type="hidden" name="brand" value={brand} />
            ))}
            {Object.entries(filters.props).flatMap(([key, values]) =>
              values.map((value) => <input key={`${key}=${value}`} type="hidden" name={`prop.${key}`} value={value} />),
            )}
            <label htmlFor="sort">{t.catalog.sort}</label>
            <select id="sort" name="sort" defaultValue={filters.sort ?? (filters.q ? 'relevance' : 'name')}>
              {sortOptions.map((sort: Sort) => (
                <option key={sort} value={sort}>
                  {t.catalog.sortOptions[sort]}
                </option>
              ))}
            </select>
            <noscript>
              <button type="submit" className="button-small">
                {t.catalog.sort}
              </button>
            </noscript>
          </AutoSubmitForm>
        </div>
        {list.items.length > 0 ? (
          <ul className="product-grid">
            {list.items.map((product, index) => (
              <ProductCard
                key={product.id}
                product={product}
                t={t}
                language={language}
                canOrder={canOrder}
                variantChoices={variantChoices}
                isFirstRow={index < 4}
              />
            ))}
          </ul>
        ) : null}
        <Pagination basePath={basePath} filters={filters} total={list.total} pageSize={PAGE_SIZE} t={t} />
      </section>
    </div>
  );
}
