import type { SalesDashboard } from '@engros/client';
import { formatMoney } from '../../lib/format';
import type { Dictionary } from '../../lib/i18n/dictionary';
import { BarChart } from '../charts/bar-chart';

type Series = SalesDashboard['series'];
const utc = (day: string) => new Date(`${day}T00:00:00Z`);

/** One currency's figures: the totals, revenue per period as a chart and as a table, top products and companies. */
export function CurrencySales({ data, currency, t }: { data: SalesDashboard; currency: string; t: Dictionary }) {
  const texts = t.backofficeCatalog.dashboard;
  const total = data.totals.find((x) => x.currency === currency)!;
  const series = data.series.filter((p) => p.currency === currency);
  const products = data.topProducts.filter((p) => p.currency === currency);
  const companies = data.topCompanies.filter((c) => c.currency === currency);
  const money = (minor: number) => formatMoney(minor, currency, t);
  const short = new Intl.DateTimeFormat(t.locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(t.locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const periodName = (day: string) =>
    data.interval === 'week' ? texts.weekOf(long.format(utc(day))) : long.format(utc(day));
  const every = Math.max(1, Math.ceil(series.length / 12));
  const peak = series.reduce<Series[number] | undefined>(
    (best, p) => (!best || p.revenue > best.revenue ? p : best),
    undefined,
  );
  const axisMoney = new Intl.NumberFormat(t.locale, {
    style: 'currency',
    currency,
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  });
  const headingId = `sales-${currency}`;
  return (
    <section className="sales-currency" aria-labelledby={headingId} data-currency={currency}>
      <h2 id={headingId}>{currency}</h2>
      <dl className="sales-figures">
        <div>
          <dt>{texts.revenue}</dt>
          <dd data-figure="revenue" data-amount={total.revenue}>
            {money(total.revenue)}
          </dd>
        </div>
        <div>
          <dt>{texts.orders}</dt>
          <dd data-figure="orders">{total.orderCount}</dd>
        </div>
        <div>
          <dt>{texts.average}</dt>
          <dd data-figure="average">{money(total.averageOrderValue)}</dd>
        </div>
      </dl>
      <BarChart
        id={`sales-chart-${currency}`}
        title={texts.chartTitle(currency)}
        description={texts.chartDesc(
          peak && peak.revenue > 0 ? `${periodName(peak.period)}, ${money(peak.revenue)}` : '',
        )}
        formatAxis={(minor) => axisMoney.format(minor / 100)}
        data={{ 'data-chart': `revenue-${currency}` }}
        bars={series.map((p, i) => ({
          key: p.period,
          value: p.revenue,
          label: i % every === 0 ? short.format(utc(p.period)) : '',
          data: { 'data-period': p.period, 'data-amount': p.revenue },
        }))}
      />
      <div className="sales-tables">
        <table className="cart-lines sales-series">
          <caption>{texts.seriesTable(currency)}</caption>
          <thead>
            <tr>
              <th scope="col">{texts.period}</th>
              <th scope="col" className="num">
                {texts.orders}
              </th>
              <th scope="col" className="num">
                {texts.revenue}
              </th>
              <th scope="col" className="num">
                {texts.average}
              </th>
            </tr>
          </thead>
          <tbody>
            {series.map((p) => (
              <tr key={p.period} data-period={p.period}>
                <th scope="row">{periodName(p.period)}</th>
                <td data-label={texts.orders} className="num">
                  {p.orderCount}
                </td>
                <td data-label={texts.revenue} className="num">
                  {money(p.revenue)}
                </td>
                <td data-label={texts.average} className="num">
                  {money(p.averageOrderValue)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <table className="cart-lines sales-top-products">
          <caption>{texts.topProducts(currency)}</caption>
          <thead>
            <tr>
              <th scope="col">{texts.product}</th>
              <th scope="col" className="num">
                {texts.quantity}
              </th>
              <th scope="col" className="num">
                {texts.revenue}
              </th>
            </tr>
          </thead>
          <tbody>
            {products.map((p) => (
              <tr key={p.sku} data-sku={p.sku}>
                <th scope="row">
                  {p.name} <span className="muted">({p.sku})</span>
                </th>
                <td data-label={texts.quantity} className="num">
                  {p.quantity}
                </td>
                <td data-label={texts.revenue} className="num">
                  {money(p.revenue)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <table className="cart-lines sales-top-companies">
          <caption>{texts.topCompanies(currency)}</caption>
          <thead>
            <tr>
              <th scope="col">{texts.company}</th>
              <th scope="col" className="num">
                {texts.orders}
              </th>
              <th scope="col" className="num">
                {texts.revenue}
              </th>
            </tr>
          </thead>
          <tbody>
            {companies.map((c) => (
              <tr key={c.companyId}>
                <th scope="row">{c.name}</th>
                <td data-label={texts.orders} className="num">
                  {c.orderCount}
                </td>
                <td data-label={texts.revenue} className="num">
                  {money(c.revenue)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** Orders per status (cancelled included) as a chart and a table. */
export function StatusSales({ data, t }: { data: SalesDashboard; t: Dictionary }) {
  const texts = t.backofficeCatalog.dashboard;
  const name = (status: string) => texts.statusNames[status] ?? status;
  const number = new Intl.NumberFormat(t.locale, { maximumFractionDigits: 1 });
  return (
    <section className="sales-statuses" aria-labelledby="sales-statuses">
      <h2 id="sales-statuses">{texts.statuses}</h2>
      <BarChart
        id="sales-status-chart"
        title={texts.statuses}
        description={texts.statusChartDesc(data.statuses.map((s) => `${name(s.status)} ${s.count}`).join(', '))}
        formatAxis={(value) => number.format(value)}
        emptyScale={4}
        integerTicks
        data={{ 'data-chart': 'statuses' }}
        bars={data.statuses.map((s) => ({
          key: s.status,
          value: s.count,
          label: name(s.status),
          data: { 'data-status': s.status, 'data-count': s.count },
        }))}
      />
      <table className="cart-lines sales-status-table">
        <caption>{texts.statuses}</caption>
        <thead>
          <tr>
            <th scope="col">{texts.status}</th>
            <th scope="col" className="num">
              {texts.count}
            </th>
          </tr>
        </thead>
        <tbody>
          {data.statuses.map((s) => (
            <tr key={s.status} data-status={s.status}>
              <th scope="row">{name(s.status)}</th>
              <td data-label={texts.count} className="num">
                {s.count}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
