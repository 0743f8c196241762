import { ApiError, type CategoryNode } from '@engros/client';
import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { ProductListing } from '../../../../components/catalog/product-listing';
import { ErrorNotice } from '../../../../components/error-notice';
import Link from '../../../../components/ui/link';
import { viewerApi } from '../../../../lib/auth/viewer';
import { apiQuery, parseFilters, type SearchParams } from '../../../../lib/catalog-query';
import { getCategoryTree } from '../../../../lib/category-tree';
import { errorMessage } from '../../../../lib/errors';
import { getDictionary } from '../../../../lib/i18n/server';
import { loadVariantChoices } from '../../../../lib/variant-choices';

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<SearchParams> };

/**
 * Where an unknown slug has gone: a category renamed in the back office keeps its old slugs, and the API's lookup
 * answers the current one (docs/backoffice.md, "Categories"). Null when the slug means nothing.
 */
async function movedTo(api: Awaited<ReturnType<typeof viewerApi>>['api'], slug: string): Promise<string | null> {
  try {
    const found = await api.getCategoryBySlug({ path: { slug }, init: { cache: 'no-store' } });
    return found.slug !== slug ? found.slug : null;
  } catch {
    return null;
  }
}

/** The query string of the page's own parameters (filters, sort, page), kept across a redirect. */
function queryOf(search: SearchParams): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(key, one);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The path from the top of the tree to the category with this slug, or null. */
function pathTo(nodes: CategoryNode[], slug: string): CategoryNode[] | null {
  for (const node of nodes) {
    if (node.slug === slug) return [node];
    const below = pathTo(node.children, slug);
    if (below) return [node, ...below];
  }
  return null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const tree = await getCategoryTree().catch(() => null);
  const path = tree ? pathTo(tree, decodeURIComponent(slug)) : null;
  return { title: path?.at(-1)?.name ?? slug };
}

export default async function CategoryPage({ params, searchParams }: Props) {
  const [{ slug: rawSlug }, search, { api, viewer, language }, { t }] = await Promise.all([
    params,
    searchParams,
    viewerApi(),
    getDictionary(),
  ]);
  const slug = decodeURIComponent(rawSlug);
  const filters = parseFilters(search);
  const basePath = `/category/${encodeURIComponent(slug)}`;
  let list: Awaited<ReturnType<typeof api.listProducts>>;
  let tree: CategoryNode[];
  try {
    [list, tree] = await Promise.all([
      api.listProducts({
        query: {
          ...apiQuery(filters),
          category: slug,
          customerId: viewer.isSignedIn ? viewer.company?.customerId : undefined,
        },
        init: { cache: 'no-store' },
      }),
      getCategoryTree(),
    ]);
  } catch (error) {
    if (ApiError.isApiError(error) && error.status === 404) {
      // An old slug of a renamed category: permanently to its current one (308), with the same filters.
      const current = await movedTo(api, slug);
      if (current) permanentRedirect(`/category/${encodeURIComponent(current)}${queryOf(search)}`);
      notFound();
    }
    return <ErrorNotice title={slug} message={errorMessage(error, t)} />;
  }
  const canOrder = viewer.isSignedIn && Boolean(viewer.company) && viewer.company?.role !== 'viewer';
  // Read before the cards are drawn, so each is drawn once (a card streaming its choices in behind <Suspense> drew
  // its quick add twice and cost a tenth of the page's render; docs/web.md "Listing cards").
  const variantChoices =
    canOrder && viewer.company
      ? await loadVariantChoices(api, { cards: list.items, customerId: viewer.company.customerId, t })
      : undefined;
  const path = pathTo(tree, slug) ?? [];
  const category = path.at(-1);
  return (
    <div className="page">
      <nav aria-label={t.catalog.breadcrumb} className="breadcrumb">
        <ol>
          <li>
            <Link href="/">{t.nav.home}</Link>
          </li>
          {path.slice(0, -1).map((node) => (
            <li key={node.slug}>
              <Link href={`/category/${encodeURIComponent(node.slug)}`}>{node.name}</Link>
            </li>
          ))}
          <li aria-current="page">{category?.name ?? slug}</li>
        </ol>
      </nav>
      <h1>{category?.name ?? slug}</h1>
      <ProductListing
        list={list}
        filters={filters}
        basePath={basePath}
        t={t}
        language={language}
        canOrder={canOrder}
        variantChoices={variantChoices}
      />
    </div>
  );
}
