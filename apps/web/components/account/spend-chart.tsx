import type { CompanySpend } from '@engros/client';
import { formatMoney } from '../../lib/format';
import type { Dictionary } from '../../lib/i18n/dictionary';

/** The smallest 1, 2 or 5 × 10ⁿ at or above the value (the chart's top line). */
function niceCeil(value: number): number {
  if (value <= 0) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * magnitude >= value) return step * magnitude;
  return 10 * magnitude;
}

const monthDate = (month: string) => new Date(`${month}-01T00:00:00Z`);

/**
 * Spend per month as a server-drawn SVG bar chart (no chart library, no script), net amounts excl. VAT. The chart is
 * one image with a title and description for screen readers; the table beside it (SpendTable) has the numbers.
 */
export function SpendChart({ spend, t }: { spend: CompanySpend; t: Dictionary }) {
  const width = 720;
  const height = 280;
  const left = 72;
  const right = 12;
  const top = 16;
  const bottom = 44;
  const plotW = width - left - right;
  const plotH = height - top - bottom;
  const values = spend.months.map((m) => m.net.amount);
  const maxValue = Math.max(0, ...values);
  const scaleMax = maxValue > 0 ? niceCeil(maxValue) : 100_000; // no orders: a 0–1 000 scale with an empty plot
  const slot = plotW / Math.max(1, spend.months.length);
  const barW = Math.max(4, slot * 0.62);
  const short = new Intl.DateTimeFormat(t.locale, { month: 'short', timeZone: 'UTC' });
  const axisMoney = new Intl.NumberFormat(t.locale, {
    style: 'currency',
    currency: spend.currency,
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  });
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => f * scaleMax);
  const y = (minor: number) => top + plotH - (minor / scaleMax) * plotH;
  const peak = spend.months.reduce((best, m) => (m.net.amount > best.net.amount ? m : best), spend.months[0]!);
  const long = new Intl.DateTimeFormat(t.locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const peakText = peak
    ? `${long.format(monthDate(peak.month))}, ${formatMoney(peak.net.amount, spend.currency, t)}`
    : '';
  return (
    <figure className="spend-chart">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby="spend-chart-title spend-chart-desc"
        preserveAspectRatio="xMidYMid meet"
      >
        <title id="spend-chart-title">{t.account.spend.chartTitle}</title>
        <desc id="spend-chart-desc">{t.account.spend.chartDesc(peakText)}</desc>
        {ticks.map((tick) => (
          <g key={tick} className="spend-grid">
            <line x1={left} x2={width - right} y1={y(tick)} y2={y(tick)} />
            <text x={left - 8} y={y(tick)} dy="0.32em" textAnchor="end">
              {axisMoney.format(tick / 100)}
            </text>
          </g>
        ))}
        {spend.months.map((m, i) => {
          const x = left + i * slot + (slot - barW) / 2;
          const barH = (m.net.amount / scaleMax) * plotH;
          const date = monthDate(m.month);
          const isJanuary = date.getUTCMonth() === 0;
          return (
            <g key={m.month} className="spend-bar" data-month={m.month} data-amount={m.net.amount}>
              <rect x={x} y={top + plotH - barH} width={barW} height={Math.max(0, barH)} rx={2} />
              <text x={x + barW / 2} y={height - bottom + 18} textAnchor="middle">
                {short.format(date)}
              </text>
              {i === 0 || isJanuary ? (
                <text x={x + barW / 2} y={height - bottom + 34} textAnchor="middle" className="spend-year">
                  {date.getUTCFullYear()}
                </text>
              ) : null}
            </g>
          );
        })}
        <line className="spend-axis" x1={left} x2={width - right} y1={top + plotH} y2={top + plotH} />
      </svg>
    </figure>
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
