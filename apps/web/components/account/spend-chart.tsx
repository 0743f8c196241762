import type { CompanySpend } from '@engros/client';
import { formatMoney } from '../../lib/format';
import type { Dictionary } from '../../lib/i18n/dictionary';
import { BarChart } from '../charts/bar-chart';

const monthDate = (month: string) => new Date(`${month}-01T00:00:00Z`);

/**
 * Spend per month as a server-drawn SVG bar chart (the shared BarChart), net amounts excl. VAT. The chart is one
 * image with a title and description for screen readers; the table beside it (SpendTable) has the numbers.
 */
export function SpendChart({ spend, t }: { spend: CompanySpend; t: Dictionary }) {
  const short = new Intl.DateTimeFormat(t.locale, { month: 'short', timeZone: 'UTC' });
  const axisMoney = new Intl.NumberFormat(t.locale, {
    style: 'currency',
    currency: spend.currency,
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  });
  const peak = spend.months.reduce((best, m) => (m.net.amount > best.net.amount ? m : best), spend.months[0]!);
  const long = new Intl.DateTimeFormat(t.locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const peakText = peak
    ? `${long.format(monthDate(peak.month))}, ${formatMoney(peak.net.amount, spend.currency, t)}`
    : '';
  return (
    <BarChart
      id="spend-chart"
      title={t.account.spend.chartTitle}
      description={t.account.spend.chartDesc(peakText)}
      formatAxis={(minor) => axisMoney.format(minor / 100)}
      bars={spend.months.map((m, i) => {
        const date = monthDate(m.month);
        return {
          key: m.month,
          value: m.net.amount,
          label: short.format(date),
          sublabel: i === 0 || date.getUTCMonth() === 0 ? String(date.getUTCFullYear()) : undefined,
          data: { 'data-month': m.month, 'data-amount': m.net.amount },
        };
      })}
    />
  );
}

/** The same numbers as a table (the chart's accessible alternative), with the period's total. */
export function SpendTable({ spend, t }: { spend: CompanySpend; t: Dictionary }) {
  const texts = t.account.spend;
  const long = new Intl.DateTimeFormat(t.locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return (
    <table className="cart-lines spend-table">
      <caption>{texts.table}</caption>
      <thead>
        <tr>
          <th scope="col">{texts.month}</th>
          <th scope="col" className="num">
            {texts.orders}
          </th>
          <th scope="col" className="num">
            {texts.net}
          </th>
          <th scope="col" className="num">
            {texts.gross}
          </th>
        </tr>
      </thead>
      <tbody>
        {spend.months.map((m) => (
          <tr key={m.month} data-month={m.month}>
            <th scope="row">{long.format(monthDate(m.month))}</th>
            <td data-label={texts.orders} className="num">
              {m.orderCount}
            </td>
            <td data-label={texts.net} className="num" data-net={m.net.amount}>
              {formatMoney(m.net.amount, spend.currency, t)}
            </td>
            <td data-label={texts.gross} className="num">
              {formatMoney(m.gross.amount, spend.currency, t)}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{texts.total}</th>
          <td data-label={texts.orders} className="num">
            {spend.total.orderCount}
          </td>
          <td data-label={texts.net} className="num" data-total-net={spend.total.net.amount}>
            {formatMoney(spend.total.net.amount, spend.currency, t)}
          </td>
          <td data-label={texts.gross} className="num">
            {formatMoney(spend.total.gross.amount, spend.currency, t)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
