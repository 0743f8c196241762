import { ApiError, type PriceListDetail, type PriceListSkuPricesPage } from '@engros/client';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Pagination } from '../../../../components/backoffice/list-page';
import { ErrorNotice } from '../../../../components/error-notice';
import { PriceForm } from '../../../../components/prices/price-form';
import { osloDate, validityText } from '../../../../components/prices/validity';
import Link from '../../../../components/ui/link';
import { viewerApi } from '../../../../lib/auth/viewer';
import { errorMessage } from '../../../../lib/errors';
import { formatMoney } from '../../../../lib/format';
import { getDictionary } from '../../../../lib/i18n/server';
import { listHref, pageParam } from '../../../../lib/list-query';
import { moneyInputValue } from '../../../../lib/money';
import { backofficeAccess, staffMay, staffRoleOf } from '../../../../lib/support';
import {
  assignPriceList,
  copyPriceList,
  endPriceList,
  importPrices,
  setTiers,
  unassignPriceList,
  updatePriceList,
} from '../../../actions/prices';

type Props = {
  params: Promise<{ priceListId: string }>;
  searchParams: Promise<{ q?: string; page?: string }>;
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TAKE = 50;

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getDictionary();
  return { title: t.prices.lists.title };
}

/** Back office: one price list: facts, edit / copy / end, its customers, its prices with tiers, CSV out and in. */
export default async function PriceListPage({ params, searchParams }: Props) {
  const [{ priceListId }, query, { api, viewer }, { t, language }] = await Promise.all([
    params,
    searchParams,
    viewerApi(),
    getDictionary(),
  ]);
  if ((await backofficeAccess(viewer)) !== 'agent') return null; // the back office layout says why
  if (!UUID.test(priceListId)) notFound();
  const role = await staffRoleOf(viewer);
  const p = t.prices;
  const q = query.q?.trim() || undefined;
  const page = pageParam(query.page);
  const skip = (page - 1) * TAKE;
  let list: PriceListDetail;
  let prices: PriceListSkuPricesPage;
  try {
    [list, prices] = await Promise.all([
      api.getPriceList({ path: { priceListId }, init: { cache: 'no-store' } }),
      api.listPriceListPrices({
        path: { priceListId },
        query: { q, skip, take: TAKE },
        init: { cache: 'no-store' },
      }),
    ]);
  } catch (error) {
    if (ApiError.isApiError(error) && error.status === 404) notFound();
    return <ErrorNotice title={p.lists.title} message={errorMessage(error, t)} />;
  }
  const isEnded = list.status === 'ended';
  const mayEdit = staffMay.catalog(role);
  const mayEditPrices = mayEdit && !isEnded;
  const money = (minor: number) => formatMoney(minor, list.currency, t);
  const tiersText = (tiers: { minQuantity: number; unitPrice: number }[]) =>
    tiers.map((tier) => `${tier.minQuantity}: ${moneyInputValue(tier.unitPrice)}`).join('\n');
  const hidden = { name: 'priceListId', type: 'hidden' as const, defaultValue: list.id };
  const pageLink = (to: number) => listHref(`/backoffice/prices/${list.id}`, { q, page: to });
  return (
    <div className="page backoffice-price-list" data-price-list-status={list.status}>
      <p>
        <Link href="/backoffice/prices">← {p.lists.back}</Link>
      </p>
      <h1>
        {list.name} <span className="muted">({list.code})</span>
      </h1>
      <dl className="facts">
        <div>
          <dt>{p.lists.kind}</dt>
          <dd>{p.kinds[list.kind]}</dd>
        </div>
        <div>
          <dt>{p.lists.market}</dt>
          <dd>{list.market}</dd>
        </div>
        <div>
          <dt>{p.list.currency}</dt>
          <dd>{list.currency}</dd>
        </div>
        <div>
          <dt>{p.lists.validity}</dt>
          <dd data-validity>{validityText(list, t)}</dd>
        </div>
        <div>
          <dt>{p.lists.status}</dt>
          <dd data-status={list.status}>{p.statuses[list.status]}</dd>
        </div>
        <div>
          <dt>{p.lists.prices}</dt>
          <dd>{list.priceCount}</dd>
        </div>
      </dl>
      {isEnded ? <p className="alert">{p.list.endedNote}</p> : null}
      {!mayEdit ? <p className="muted">{p.list.readOnlyNote}</p> : null}

      {mayEdit ? (
        <section aria-labelledby="price-list-edit" className="panel prices-forms">
          <h2 id="price-list-edit" className="visually-hidden">
            {p.list.edit}
          </h2>
          <PriceForm
            name="edit"
            action={updatePriceList}
            submit={p.list.save}
            fields={[
              hidden,
              { name: 'code', label: p.create.code, defaultValue: list.code, isRequired: true },
              { name: 'name', label: p.create.name, defaultValue: list.name, isRequired: true },
              { name: 'validFrom', label: p.create.validFrom, type: 'date', defaultValue: osloDate(list.validFrom) },
              {
                name: 'validTo',
                label: p.create.validTo,
                type: 'date',
                defaultValue: osloDate(list.validTo, true),
                help: p.create.dateHelp,
              },
            ]}
          />
          <div>
            <PriceForm
              name="copy"
              action={copyPriceList}
              submit={p.list.copy}
              fields={[
                hidden,
                { name: 'code', label: p.create.code, defaultValue: `${list.code}-COPY`, isRequired: true },
                {
                  name: 'name',
                  label: p.create.name,
                  defaultValue: list.name,
                  isRequired: true,
                  help: p.list.copyHelp,
                },
              ]}
            />
            {isEnded ? null : (
              <PriceForm name="end" action={endPriceList} submit={p.list.end} isDanger fields={[hidden]} />
            )}
            {isEnded ? null : <p className="muted">{p.list.endHelp}</p>}
          </div>
        </section>
      ) : null}

      {list.kind === 'contract' ? (
        <section aria-labelledby="price-list-companies" className="panel">
          <h2 id="price-list-companies">{p.list.companiesTitle}</h2>
          {list.companies.length === 0 ? (
            <p className="muted">{p.list.noCompanies}</p>
          ) : (
            <ul data-price-list-companies>
              {list.companies.map((company) => (
                <li key={company.id}>
                  <Link href={`/backoffice/customers/${company.id}`}>{company.name}</Link> ({company.customerNumber})
                  {mayEdit ? (
                    <PriceForm
                      name="unassign"
                      action={unassignPriceList}
                      submit={p.list.unassign}
                      fields={[hidden, { name: 'customerId', type: 'hidden', defaultValue: company.id }]}
                    />
                  ) : null}
                </li>
              ))}
            </ul>
          )}
          {mayEdit ? (
            <PriceForm
              name="assign"
              action={assignPriceList}
              submit={p.list.assign}
              fields={[hidden, { name: 'customer', label: p.list.customer, help: p.list.assignHelp, isRequired: true }]}
            />
          ) : null}
        </section>
      ) : null}

      <section aria-labelledby="price-list-prices" className="panel">
        <h2 id="price-list-prices">{p.list.pricesTitle}</h2>
        <form method="get" className="backoffice-filters filters-row">
          <div className="field">
            <label htmlFor="prices-q">{p.list.searchPrices}</label>
            <input id="prices-q" name="q" defaultValue={q} />
          </div>
          <button type="submit" className="button">
            {p.lists.filter}
          </button>
        </form>
        <p className="backoffice-totals">
          {p.lists.prices}: {prices.total}
        </p>
        {prices.items.length === 0 ? (
          <p>{p.list.noPrices}</p>
        ) : (
          <table className="cart-lines backoffice-table" data-prices>
            <caption className="visually-hidden">{p.list.pricesTitle}</caption>
            <thead>
              <tr>
                <th scope="col">{p.list.sku}</th>
                <th scope="col">{p.list.product}</th>
                <th scope="col">{p.list.tiers}</th>
              </tr>
            </thead>
            <tbody>
              {prices.items.map((item) => (
                <tr key={item.sku} data-sku={item.sku}>
                  <th scope="row" data-label={p.list.sku}>
                    {item.sku}
                  </th>
                  <td data-label={p.list.product}>{item.name ? item.name[language] : '–'}</td>
                  <td data-label={p.list.tiers}>
                    <ul className="prices-tiers" data-tiers>
                      {item.tiers.map((tier) => (
                        <li key={tier.minQuantity} data-min-quantity={tier.minQuantity}>
                          {tier.minQuantity}+: {money(tier.unitPrice)}
                        </li>
                      ))}
                    </ul>
                    {mayEditPrices ? (
                      <details>
                        <summary>{p.list.edit}</summary>
                        <PriceForm
                          name="tiers"
                          className="prices-tier-form"
                          action={setTiers}
                          submit={p.list.saveTiers}
                          fields={[
                            hidden,
                            { name: 'sku', type: 'hidden', defaultValue: item.sku },
                            {
                              name: 'tiers',
                              label: `${p.list.tiersField} ${item.sku}`,
                              type: 'textarea',
                              defaultValue: tiersText(item.tiers),
                              help: p.list.tiersHelp,
                            },
                          ]}
                        />
                      </details>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <Pagination label={p.list.pricesTitle} page={page} pageSize={TAKE} of={prices} href={pageLink} t={t} />
        {mayEditPrices ? (
          <>
            <h3>{p.list.addSku}</h3>
            <PriceForm
              name="add-sku"
              className="prices-tier-form"
              action={setTiers}
              submit={p.list.saveTiers}
              fields={[
                hidden,
                { name: 'sku', label: p.list.sku, isRequired: true },
                { name: 'tiers', label: p.list.tiersField, type: 'textarea', help: p.list.tiersHelp },
              ]}
            />
          </>
        ) : null}
      </section>

      <section aria-labelledby="price-list-csv" className="panel">
        <h2 id="price-list-csv">{p.list.csvTitle}</h2>
        <p>
          <a href={`/backoffice/prices/${list.id}/export`} download>
            {p.list.export}
          </a>
        </p>
        {mayEditPrices ? (
          <PriceForm
            name="import"
            action={importPrices}
            submit={p.list.import}
            texts={{ line: p.list.line, column: p.list.column, problem: p.list.problem }}
            fields={[
              hidden,
              { name: 'file', label: p.list.importFile, type: 'file', help: p.list.importHelp, isRequired: true },
              {
                name: 'mode',
                label: p.list.mode,
                type: 'select',
                options: [
                  { value: 'merge', label: p.list.modeMerge },
                  { value: 'replace', label: p.list.modeReplace },
                ],
              },
            ]}
          />
        ) : null}
      </section>
    </div>
  );
}
