import type { ShoppingListSearchResult } from '@engros/client';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ErrorNotice } from '../../../../components/error-notice';
import { CreateListForm } from '../../../../components/lists/list-forms';
import Link from '../../../../components/ui/link';
import { viewerApi } from '../../../../lib/auth/viewer';
import { errorMessage } from '../../../../lib/errors';
import { getDictionary } from '../../../../lib/i18n/server';
import { isListFilter, listFilters, searchQueryFor } from '../../../../lib/lists';

const take = 20;

type Props = { searchParams: Promise<{ show?: string; page?: string; deleted?: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getDictionary();
  return { title: t.lists.lists.title };
}

/**
 * The person's shopping lists and the company's shared ones, paged by the API (newest change first). The filter is
 * the API's (`only`, `sharedOnly`, owner) and lives in the URL.
 */
export default async function ListsPage({ searchParams }: Props) {
  const [query, { api, viewer, language }, { t }] = await Promise.all([searchParams, viewerApi(), getDictionary()]);
  if (!viewer.isSignedIn) redirect('/login?callbackUrl=%2Faccount%2Flists');
  const l = t.lists.lists;
  if (!viewer.company) return <ErrorNotice title={l.title} message={t.errors.forbidden} />;
  const show = isListFilter(query.show) ? query.show : 'all';
  const page = Math.max(1, Number.parseInt(query.page ?? '1', 10) || 1);
  let result: ShoppingListSearchResult;
  try {
    result = await api.searchShoppingLists({
      query: { customerId: viewer.company.customerId, page, take, ...searchQueryFor(show, viewer.contactId) },
      init: { cache: 'no-store' },
    });
  } catch (error) {
    return <ErrorNotice title={l.title} message={errorMessage(error, t)} />;
  }
  const canWrite = viewer.company.role !== 'viewer';
  const link = (p: number) => {
    const params = new URLSearchParams();
    if (show !== 'all') params.set('show', show);
    if (p > 1) params.set('page', String(p));
    const qs = params.toString();
    return qs ? `/account/lists?${qs}` : '/account/lists';
  };
  const dateFormat = new Intl.DateTimeFormat(t.locale, { dateStyle: 'medium', timeZone: 'Europe/Oslo' });
  const from = (result.page - 1) * result.take;
  return (
    <div className="page lists-page">
      <h1>{l.title}</h1>
      <p className="lead">{l.lead}</p>
      {query.deleted ? (
        <p className="alert alert-info" role="status">
          {l.deleted}
        </p>
      ) : null}
      <div className="lists-layout">
        <div>
          <form method="get" action="/account/lists" className="order-filters">
            <label>
              {l.filter}{' '}
              <select name="show" defaultValue={show}>
                {listFilters.map((f) => (
                  <option key={f} value={f}>
                    {l.filters[f]}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className="button-small">
              {l.apply}
            </button>
          </form>
          {result.items.length === 0 ? (
            <p>{l.none}</p>
          ) : (
            <table className="cart-lines lists-table">
              <caption className="visually-hidden">{l.title}</caption>
              <thead>
                <tr>
                  <th scope="col">{l.name}</th>
                  <th scope="col">{l.owner}</th>
                  <th scope="col" className="num">
                    {l.lines}
                  </th>
                  <th scope="col">{l.updated}</th>
                </tr>
              </thead>
              <tbody>
                {result.items.map((list) => (
                  <tr key={list.id} data-list-id={list.id}>
                    <td data-label={l.name}>
                      <Link href={`/account/lists/${list.id}`} className="line-name">
                        {list.name}
                      </Link>
                      <ul className="lists-tags">
                        <li className="tag">{list.isPriceList ? l.priceList : list.isShared ? l.shared : l.private}</li>
                        {list.canEdit ? null : <li className="tag tag-muted">{l.readOnly}</li>}
                      </ul>
                    </td>
                    <td data-label={l.owner}>{list.owner.name}</td>
                    <td data-label={l.lines} className="num">
                      {list.lineCount}
                    </td>
                    <td data-label={l.updated}>{dateFormat.format(new Date(list.updatedAt))}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <nav aria-label={l.title} className="pagination">
            {page > 1 ? <Link href={link(page - 1)}>{l.previous}</Link> : null}{' '}
            {result.total > 0 ? <span>{l.page(from + 1, from + result.items.length, result.total)}</span> : null}{' '}
            {from + result.items.length < result.total ? <Link href={link(page + 1)}>{l.next}</Link> : null}
          </nav>
        </div>
        {canWrite ? (
          <section aria-labelledby="create-list-heading" className="panel lists-side">
            <h2 id="create-list-heading">{l.create}</h2>
            <CreateListForm language={language} canShare />
          </section>
        ) : null}
      </div>
    </div>
  );
}
