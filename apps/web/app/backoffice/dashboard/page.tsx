import type { SalesDashboard } from '@engros/client';
import type { Metadata } from 'next';
import { CurrencySales, StatusSales } from '../../../components/backoffice-catalog/sales-dashboard';
import { ErrorNotice } from '../../../components/error-notice';
import Link from '../../../components/ui/link';
import { viewerApi } from '../../../lib/auth/viewer';
import { errorMessage } from '../../../lib/errors';
import { getDictionary } from '../../../lib/i18n/server';
import { backofficeAccess } from '../../../lib/support';

const markets = ['NO', 'SE', 'DK'] as const;
const intervals = ['day', 'week'] as const;
type Props = { searchParams: Promise<{ from?: string; to?: string; market?: string; interval?: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getDictionary();
  return { title: t.backofficeCatalog.dashboard.title };
}

/** A real calendar day as YYYY-MM-DD, else undefined (the API would answer 400). */
const day = (value: string | undefined) =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)
    ? value
    : undefined;
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo' }).format(new Date());
const daysBefore = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/**
 * Back office: sales of a period (default the last 30 days) per currency, as server-drawn SVG charts with the same
 * figures in tables; the period, market and grouping live in the URL (a plain GET form and preset links).
 */
export default async function SalesDashboardPage({ searchParams }: Props) {
  const [query, { api, viewer }, { t }] = await Promise.all([searchParams, viewerApi(), getDictionary()]);
  if ((await backofficeAccess(viewer)) !== 'agent') return null; // the back office layout says why
  const texts = t.backofficeCatalog.dashboard;
  const market = markets.find((m) => m === query.market);
  const interval = intervals.find((i) => i === query.interval);
  let from = day(query.from);
  let to = day(query.to);
  if (from && to && from > to) [from, to] = [to, from];
  let data: SalesDashboard;
  try {
    data = await api.getSalesDashboard({
      query: { from, to, market, interval },
      init: { cache: 'no-store' },
    });
  } catch (error) {
    return <ErrorNotice title={texts.title} message={errorMessage(error, t)} />;
  }
  const end = today();
  const presets = [
    ['days7', 6],
    ['days30', 29],
    ['days90', 89],
    ['year', 364],
  ] as const;
  const presetHref = (days: number) => {
    const params = new URLSearchParams({ from: daysBefore(end, days), to: end });
    if (market) params.set('market', market);
    return `/backoffice/dashboard?${params}`;
  };
  return (
    <div className="page backoffice-dashboard">
      <h1>{texts.title}</h1>
      <p className="lead">{texts.lead}</p>
      <form method="get" action="/backoffice/dashboard" className="sales-filters">
        <label>
          {texts.from}
          <input type="date" name="from" defaultValue={data.from} max={end} required />
        </label>
        <label>
          {texts.to}
          <input type="date" name="to" defaultValue={data.to} max={end} required />
        </label>
        <label>
          {texts.market}
          <select name="market" defaultValue={market ?? ''}>
            <option value="">{texts.allMarkets}</option>
            {markets.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </select>
        </label>
        <label>
          {texts.interval}
          <select name="interval" defaultValue={interval ?? ''}>
            <option value="">{texts.intervals.auto}</option>
            {intervals.map((i) => (
              <option key={i} value={i}>
                {texts.intervals[i]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button">
          {texts.show}
        </button>
      </form>
      <nav aria-label={texts.presetsLabel} className="order-filters">
        {presets.map(([key, days]) => (
          <Link key={key} href={presetHref(days)}>
            {texts.presets[key]}
          </Link>
        ))}
      </nav>
      {data.totals.length === 0 ? <p className="alert alert-info">{texts.none}</p> : null}
      {data.totals.map((total) => (
        <CurrencySales key={total.currency} data={data} currency={total.currency} t={t} />
      ))}
      <StatusSales data={data} t={t} />
    </div>
  );
}
