import type { QuoteSummary } from '@engros/client';
import { formatMoney } from '../../lib/format';
import type { Dictionary } from '../../lib/i18n/dictionary';
import { formatDay } from '../../lib/subscriptions';
import Link from '../ui/link';

/**
 * Quotes as a table: number (a link), requested, by whom, status, validity (a dash until the quote is priced), net
 * total.
 */
export function QuoteTable(props: { quotes: QuoteSummary[]; t: Dictionary; href: (id: string) => string }) {
  const { quotes, t } = props;
  const date = new Intl.DateTimeFormat(t.locale, { dateStyle: 'medium', timeZone: 'Europe/Oslo' });
  return (
    <table className="cart-lines quote-list">
      <caption className="visually-hidden">{t.quotes.title}</caption>
      <thead>
        <tr>
          <th scope="col">{t.quotes.number}</th>
          <th scope="col">{t.quotes.created}</th>
          <th scope="col">{t.quotes.backoffice.customer}</th>
          <th scope="col">{t.quotes.status}</th>
          <th scope="col">{t.quotes.validUntil}</th>
          <th scope="col" className="num">
            {t.quotes.total}
          </th>
        </tr>
      </thead>
      <tbody>
        {quotes.map((quote) => (
          <tr key={quote.id} data-quote-id={quote.id}>
            <td data-label={t.quotes.number}>
              <Link href={props.href(quote.id)}>{quote.quoteNumber}</Link>
            </td>
            <td data-label={t.quotes.created}>{date.format(new Date(quote.createdAt))}</td>
            <td data-label={t.quotes.backoffice.customer}>{quote.requestedBy.name}</td>
            <td data-label={t.quotes.status}>{quote.isExpired ? t.quotes.expired : t.quotes.statuses[quote.status]}</td>
            <td data-label={t.quotes.validUntil}>{quote.validUntil ? formatDay(quote.validUntil, t, true) : '–'}</td>
            <td data-label={t.quotes.total} className="num">
              {formatMoney(quote.net, quote.currency, t)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
