import type { ProductList, SearchResult } from '@engros/client';
import type { Metadata } from 'next';
import Link from 'next/link';
import { MarkedText } from '../../../components/catalog/marked-text';
import { ProductCard } from '../../../components/catalog/product-card';
import { ProductListing } from '../../../components/catalog/product-listing';
import { ErrorNotice } from '../../../components/error-notice';
import { viewerApi } from '../../../lib/auth/viewer';
import { apiQuery, parseFilters, type SearchParams } from '../../../lib/catalog-query';
import { errorMessage } from '../../../lib/errors';
import { getDictionary } from '../../../lib/i18n/server';

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const [{ t }, search] = await Promise.all([getDictionary(), searchParams]);
  const q = parseFilters(search).q;
  return { title: q ? `${t.search.title}: ${q}` : t.search.title };
}

/**
 * Search: an exact SKU, EAN or product number is shown first as its own match (a buyer who types a code wants
 * that item); below, the full-text listing with facets and pages. When the listing finds nothing, the search
 * call's typo-tolerant matches are shown instead.
 */
export default async function SearchPage({ searchParams }: Props) {
  const [search, { api, viewer }, { t }] = await Promise.all([searchParams, viewerApi(), getDictionary()]);
  const filters = parseFilters(search);
  const q = filters.q.slice(0, 200);
  if (!q) {
    return (
      <div className="page">
        <h1>{t.search.title}</h1>
        <p>{t.search.empty}</p>
      </div>
    );
  }
  const customerId = viewer.isSignedIn ? viewer.company?.customerId : undefined;
  let hits: SearchResult;
  let list: ProductList;
  try {
    [hits, list] = await Promise.all([
      api.getCatalogSearch({ query: { q, limit: 10, contentLimit: 5, customerId }, init: { cache: 'no-store' } }),
      api.getCatalogProducts({ query: { ...apiQuery(filters), customerId }, init: { cache: 'no-store' } }),
    ]);
  } catch (error) {
    return <ErrorNotice title={t.search.title} message={errorMessage(error, t)} />;
  }
  const codeMatches = hits.items.filter((hit) => hit.matchType === 'code');
  const fallback = list.total === 0 ? hits.items : [];
  return (
    <div className="page">
      <nav aria-label={t.catalog.breadcrumb} className="breadcrumb">
        <ol>
          <li>
            <Link href="/">{t.nav.home}</Link>
          </li>
          <li aria-current="page">{t.search.title}</li>
        </ol>
      </nav>
      <h1>{t.search.resultsFor(q, list.total || fallback.length)}</h1>
      {codeMatches.length > 0 ? (
        <section aria-labelledby="code-match-heading" className="code-match">
          <h2 id="code-match-heading">{t.search.codeMatch}</h2>
          <ul className="product-grid">
            {codeMatches.map((hit) => (
              <ProductCard key={hit.id} product={hit} t={t} highlightedName={hit.highlightedName} />
            ))}
          </ul>
          {codeMatches.map((hit) =>
            hit.matchedSku ? (
              <p key={`${hit.id}-sku`} className="muted">
                {t.search.codeMatchFor(hit.matchedSku)}
              </p>
            ) : null,
          )}
        </section>
      ) : null}
      {hits.content.length > 0 ? (
        <section aria-labelledby="content-hits-heading" className="content-hits">
          <h2 id="content-hits-heading">{t.search.articles}</h2>
          <ul>
            {hits.content.map((hit) => (
              <li key={hit.id}>
                {hit.slug ? (
                  <Link href={`/content/${hit.slug}`}>
                    <MarkedText html={hit.highlightedTitle} />
                  </Link>
                ) : (
                  <span>
                    <MarkedText html={hit.highlightedTitle} />
                  </span>
                )}
                <p className="muted">
                  <MarkedText html={hit.highlightedExcerpt} />
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {list.total > 0 ? (
        <ProductListing list={list} filters={{ ...filters, q }} basePath="/search" t={t} />
      ) : fallback.length > 0 ? (
        <ul className="product-grid">
          {fallback.map((hit) => (
            <ProductCard key={hit.id} product={hit} t={t} highlightedName={hit.highlightedName} />
          ))}
        </ul>
      ) : (
        <p>{t.search.noResults(q)}</p>
      )}
    </div>
  );
}
