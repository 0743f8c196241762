import type { ApiClient, Quote } from '@engros/client';
import { formatMoney } from '../../lib/format';
import type { Dictionary } from '../../lib/i18n/dictionary';
import { imagesBySku } from '../../lib/product-images';
import { formatDay } from '../../lib/subscriptions';
import { TotalsList } from '../cart/totals-list';
import { LINE_IMAGE_SIZES, ProductImage } from '../ui/product-image';

/**
 * A quote's facts, lines, totals and thread (the account's page and the back office share it). With the page's
 * client (`api`), each line shows its product's picture (quote lines carry none; read by SKU).
 */
export async function QuoteView({ quote, t, api }: { quote: Quote; t: Dictionary; api?: ApiClient }) {
  const images = api
    ? await imagesBySku(
        api,
        quote.lines.map((line) => line.sku),
      )
    : null;
  const money = (minor: number) => formatMoney(minor, quote.currency, t);
  const when = new Intl.DateTimeFormat(t.locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Oslo' });
  const status = quote.isExpired ? t.quotes.expired : t.quotes.statuses[quote.status];
  return (
    <>
      <div className="quote-facts">
        <p>
          {t.quotes.status}: <strong data-quote-status={quote.isExpired ? 'expired' : quote.status}>{status}</strong>
        </p>
        {quote.validUntil ? (
          <p>
            {t.quotes.validUntil}:{' '}
            <span data-quote-valid-until={quote.validUntil}>{formatDay(quote.validUntil, t, true)}</span>
          </p>
        ) : null}
        <p>
          {t.quotes.created}: {when.format(new Date(quote.createdAt))} · {quote.requestedBy.name}
        </p>
      </div>
      <table className="cart-lines">
        <caption className="visually-hidden">{t.quotes.lines}</caption>
        <thead>
          <tr>
            <th scope="col">{t.quotes.backoffice.sku}</th>
            <th scope="col">{t.quotes.lines}</th>
            <th scope="col" className="num">
              {t.quotes.backoffice.quantity}
            </th>
            <th scope="col" className="num">
              {t.quotes.yourPrice}
            </th>
            <th scope="col" className="num">
              {t.quotes.quotedPrice}
            </th>
            <th scope="col" className="num">
              {t.quotes.total}
            </th>
          </tr>
        </thead>
        <tbody>
          {quote.lines.map((line) => (
            <tr key={line.sku} data-quote-line={line.sku}>
              <td data-label={t.quotes.backoffice.sku}>{line.sku}</td>
              <td data-label={t.quotes.lines}>
                {images ? (
                  <ProductImage image={images.get(line.sku)} sizes={LINE_IMAGE_SIZES} alt="" className="line-image" />
                ) : null}
                {line.name}
              </td>
              <td data-label={t.quotes.backoffice.quantity} className="num">
                {line.quantity}
              </td>
              <td data-label={t.quotes.yourPrice} className="num">
                {line.listUnitPrice === null ? '' : money(line.listUnitPrice)}
              </td>
              <td data-label={t.quotes.quotedPrice} className="num">
                {money(line.unitPrice)}
              </td>
              <td data-label={t.quotes.total} className="num">
                {money(line.lineTotal)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="totals" data-quote-net={quote.net}>
        <TotalsList
          totals={quote}
          currency={quote.currency}
          t={t}
          shipping={quote.shippingFee > 0 ? { name: t.quotes.shipping, fee: quote.shippingFee } : undefined}
        />
      </div>
      <h2>{t.quotes.thread}</h2>
      <ol className="quote-thread">
        {quote.messages.map((message) => (
          <li key={message.id} data-kind={message.author.kind}>
            <p className="meta">
              {message.author.name} · {when.format(new Date(message.createdAt))}
            </p>
            <p>{message.author.kind === 'system' ? (t.quotes.system[message.body] ?? message.body) : message.body}</p>
          </li>
        ))}
      </ol>
    </>
  );
}
