import type { PriceListPage } from '@engros/client';
import type { Metadata } from 'next';
import { Pagination } from '../../../components/backoffice/list-page';
import { ErrorNotice } from '../../../components/error-notice';
import { PriceForm } from '../../../components/prices/price-form';
import { validityText } from '../../../components/prices/validity';
import Link from '../../../components/ui/link';
import { viewerApi } from '../../../lib/auth/viewer';
import { errorMessage } from '../../../lib/errors';
import { getDictionary } from '../../../lib/i18n/server';
import { listHref, pageParam } from '../../../lib/list-query';
import { backofficeAccess, staffMay, staffRoleOf } from '../../../lib/support';
import { createPriceList } from '../../actions/prices';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getDictionary();
  return { title: t.prices.lists.title };
}

type Props = { searchParams: Promise<Record<string, string | undefined>> };
const TAKE = 50;
const kinds = ['list', 'contract', 'campaign'] as const;
const statuses = ['active', 'upcoming', 'ended'] as const;
const markets = ['NO', 'SE', 'DK'] as const;

/** Back office: the price lists by kind, market, status and name; catalog staff also create one here. */
export default async function PriceListsPage({ searchParams }: Props) {
  const [{ api, viewer }, { t }, query] = await Promise.all([viewerApi(), getDictionary(), searchParams]);
  if ((await backofficeAccess(viewer)) !== 'agent') return null; // the back office layout says why
  const role = await staffRoleOf(viewer);
  const p = t.prices;
  const kind = kinds.find((k) => k === query.kind);
  const status = statuses.find((s) => s === query.status);
  const market = markets.find((m) => m === query.market);
  const q = query.q?.trim() || undefined;
  const pageNumber = pageParam(query.page);
  const skip = (pageNumber - 1) * TAKE;
  let page: PriceListPage;
  try {
    page = await api.listPriceLists({
      query: { kind, status, market, q, skip, take: TAKE },
      init: { cache: 'no-store' },
    });
  } catch (error) {
    return <ErrorNotice title={p.lists.title} message={errorMessage(error, t)} />;
  }
  const pageLink = (to: number) => listHref('/backoffice/prices', { kind, status, market, q, page: to });
  return (
    <div className="page backoffice-prices">
      <h1>{p.lists.title}</h1>
      <p className="lead">{p.lists.lead}</p>
      <p>
        <Link href="/backoffice/prices/explain">{p.lists.explainer}</Link>
      </p>
      <form method="get" className="backoffice-filters filters-row">
        <div className="field">
          <label htmlFor="price-q">{p.lists.search}</label>
          <input id="price-q" name="q" defaultValue={q} />
        </div>
        <div className="field">
          <label htmlFor="price-kind">{p.lists.kind}</label>
          <select id="price-kind" name="kind" defaultValue={kind ?? ''}>
            <option value="">{p.lists.allKinds}</option>
            {kinds.map((k) => (
              <option key={k} value={k}>
                {p.kinds[k]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="price-market">{p.lists.market}</label>
          <select id="price-market" name="market" defaultValue={market ?? ''}>
            <option value="">{p.lists.allMarkets}</option>
            {markets.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="price-status">{p.lists.status}</label>
          <select id="price-status" name="status" defaultValue={status ?? ''}>
            <option value="">{p.lists.allStatuses}</option>
            {statuses.map((s) => (
              <option key={s} value={s}>
                {p.statuses[s]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button">
          {p.lists.filter}
        </button>
      </form>
      <p className="backoffice-totals">{p.lists.count(page.total)}</p>
      {page.items.length === 0 ? (
        <p>{p.lists.none}</p>
      ) : (
        <table className="cart-lines backoffice-table" data-price-lists>
          <caption className="visually-hidden">{p.lists.title}</caption>
          <thead>
            <tr>
              <th scope="col">{p.lists.code}</th>
              <th scope="col">{p.lists.name}</th>
              <th scope="col">{p.lists.kind}</th>
              <th scope="col">{p.lists.market}</th>
              <th scope="col">{p.lists.validity}</th>
              <th scope="col">{p.lists.status}</th>
              <th scope="col" className="num">
                {p.lists.prices}
              </th>
              <th scope="col" className="num">
                {p.lists.companies}
              </th>
            </tr>
          </thead>
          <tbody>
            {page.items.map((list) => (
              <tr key={list.id} data-price-list={list.code}>
                <th scope="row" data-label={p.lists.code}>
                  <Link href={`/backoffice/prices/${list.id}`}>{list.code}</Link>
                </th>
                <td data-label={p.lists.name}>{list.name}</td>
                <td data-label={p.lists.kind}>{p.kinds[list.kind]}</td>
                <td data-label={p.lists.market}>
                  {list.market} ({list.currency})
                </td>
                <td data-label={p.lists.validity}>{validityText(list, t)}</td>
                <td data-label={p.lists.status}>{p.statuses[list.status]}</td>
                <td data-label={p.lists.prices} className="num">
                  {list.priceCount}
                </td>
                <td data-label={p.lists.companies} className="num">
                  {list.companyCount}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pagination label={p.lists.title} page={pageNumber} pageSize={TAKE} of={page} href={pageLink} t={t} />
      {staffMay.catalog(role) ? (
        <section aria-labelledby="price-create" className="panel">
          <h2 id="price-create">{p.create.title}</h2>
          <PriceForm
            name="create"
            action={createPriceList}
            submit={p.create.submit}
            fields={[
              { name: 'code', label: p.create.code, help: p.create.codeHelp, isRequired: true },
              { name: 'name', label: p.create.name, isRequired: true },
              {
                name: 'kind',
                label: p.create.kind,
                type: 'select',
                options: kinds.map((k) => ({ value: k, label: p.kinds[k] ?? k })),
              },
              {
                name: 'market',
                label: p.create.market,
                type: 'select',
                options: markets.map((m) => ({ value: m, label: m })),
              },
              { name: 'validFrom', label: p.create.validFrom, type: 'date', help: p.create.dateHelp },
              { name: 'validTo', label: p.create.validTo, type: 'date', help: p.create.dateHelp },
            ]}
          />
        </section>
      ) : null}
    </div>
  );
}
