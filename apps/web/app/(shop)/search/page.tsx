import type { ProductList, SearchResult } from '@engros/client';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { MarkedText } from '../../../components/catalog/marked-text';
import { ProductCard } from '../../../components/catalog/product-card';
import { ProductListing } from '../../../components/catalog/product-listing';
import { ErrorNotice } from '../../../components/error-notice';
import Link from '../../../components/ui/link';
import { viewerApi } from '../../../lib/auth/viewer';
import { apiQuery, parseFilters, type SearchParams } from '../../../lib/catalog-query';
import { errorMessage } from '../../../lib/errors';
import { searchTexts } from '../../../lib/i18n/areas/search';
import { getDictionary } from '../../../lib/i18n/server';
import { loadVariantChoices } from '../../../lib/variant-choices';

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const [{ t }, search] = await Promise.all([getDictionary(), searchParams]);
  const q = parseFilters(search).q;
  return { title: q ? `${t.search.title}: ${q}` : t.search.title };
}

/**
 * Search: an exact SKU, EAN or product number opens its product (a buyer who types a code wants that item; a
 * SKU keeps its variant chosen). Otherwise the full-text listing with facets and pages, "did you mean" when the
 * API offers a correction, and, when the listing finds nothing, the search call's typo-tolerant matches.
 */
export default async function SearchPage({ searchParams }: Props) {
  const [search, { api, viewer, language }, { t }] = await Promise.all([searchParams, viewerApi(), getDictionary()]);
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
      api.searchCatalog({ query: { q, limit: 10, contentLimit: 5, customerId }, init: { cache: 'no-store' } }),
      api.listProducts({ query: { ...apiQuery(filters), customerId }, init: { cache: 'no-store' } }),
    ]);
  } catch (error) {
    return <ErrorNotice title={t.search.title} message={errorMessage(error, t)} />;
  }
  // Only the plain search (the header's form) jumps: a filtered or paged listing of a code stays a listing.
  const isPlainSearch = filters.page === 1 && filters.brands.length === 0 && Object.keys(filters.props).length === 0;
  if (hits.exactMatch && isPlainSearch) {
    const { slug, sku } = hits.exactMatch;
    redirect(`/product/${encodeURIComponent(slug)}${sku ? `?sku=${encodeURIComponent(sku)}` : ''}`);
  }
  const texts = searchTexts[language];
  const canOrder = viewer.isSignedIn && Boolean(viewer.company) && viewer.company?.role !== 'viewer';
  const codeMatches = hits.items.filter((hit) => hit.matchType === 'code');
  const fallback = list.total === 0 ? hits.items : [];
  // Read before the cards are drawn, so each is drawn once (docs/web.md "Listing cards").
  const variantChoices =
    canOrder && viewer.company
      ? await loadVariantChoices(api, {
          cards: [...codeMatches, ...list.items, ...fallback],
          customerId: viewer.company.customerId,
          t,
        })
      : undefined;
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
      {hits.didYouMean && hits.didYouMean !== q ? (
        <p className="did-you-mean">
          {texts.didYouMean} <Link href={`/search?q=${encodeURIComponent(hits.didYouMean)}`}>{hits.didYouMean}</Link>?
        </p>
      ) : null}
      {codeMatches.length > 0 ? (
        <section aria-labelledby="code-match-heading" className="code-match">
          <h2 id="code-match-heading">{t.search.codeMatch}</h2>
          <ul className="product-grid">
            {codeMatches.map((hit) => (
              <ProductCard
                key={hit.id}
                product={hit}
                t={t}
                highlightedName={hit.highlightedName}
                language={language}
                canOrder={canOrder}
                variantChoices={variantChoices}
              />
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
        <ProductListing
          list={list}
          filters={{ ...filters, q }}
          basePath="/search"
          t={t}
          language={language}
          canOrder={canOrder}
          variantChoices={variantChoices}
        />
      ) : fallback.length > 0 ? (
        <ul className="product-grid">
          {fallback.map((hit) => (
            <ProductCard
              key={hit.id}
              product={hit}
              t={t}
              highlightedName={hit.highlightedName}
              language={language}
              canOrder={canOrder}
              variantChoices={variantChoices}
            />
          ))}
        </ul>
      ) : (
        <p>{t.search.noResults(q)}</p>
      )}
    </div>
  );
}
