import type { Quote } from '@engros/client';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { ErrorNotice } from '../../../../../components/error-notice';
import { QuoteDecisionForms, QuoteMessageForm } from '../../../../../components/quotes/quote-forms';
import { QuoteView } from '../../../../../components/quotes/quote-view';
import Link from '../../../../../components/ui/link';
import { viewerApi } from '../../../../../lib/auth/viewer';
import { errorMessage, problemOf } from '../../../../../lib/errors';
import { getDictionary } from '../../../../../lib/i18n/server';
import { formatDay } from '../../../../../lib/subscriptions';

type Props = { params: Promise<{ quoteId: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getDictionary();
  return { title: t.quotes.number };
}

/** One quote: its lines at the quoted prices, the thread, and accept/decline while it is open. */
export default async function QuotePage({ params }: Props) {
  const [{ quoteId }, { api, viewer }, { language, t }] = await Promise.all([params, viewerApi(), getDictionary()]);
  if (!viewer.isSignedIn) redirect(`/login?returnTo=/account/quotes/${quoteId}`);
  let quote: Quote;
  try {
    quote = await api.getQuote({ path: { quoteId }, init: { cache: 'no-store' } });
  } catch (error) {
    if (problemOf(error)?.status === 404 || problemOf(error)?.status === 400) notFound();
    return <ErrorNotice title={t.quotes.title} message={errorMessage(error, t)} />;
  }
  // Accepting needs a delivery address and date: the company's delivery addresses, and the next dates of the one
  // the quote names (or the default), as the checkout offers them.
  let addresses: { id: string; label: string; country: string; zipCode: string; isDefault: boolean }[] = [];
  let dates: string[] = [];
  let centres: { id: string; label: string }[] = [];
  if (quote.canAccept) {
    const active = await api
      .listCostCentres({ query: { customerId: quote.customerId }, init: { cache: 'no-store' } })
      .catch(() => null);
    centres = (active?.items ?? []).map((c) => ({ id: c.id, label: `${c.code} ${c.name}` }));
    const list = await api
      .listAddresses({ path: { customerId: quote.customerId }, init: { cache: 'no-store' } })
      .catch(() => null);
    addresses = (list?.addresses ?? [])
      .filter((a) => a.type === 'delivery')
      .map((a) => ({
        id: a.addressId,
        label: `${a.name}, ${a.line1}, ${a.city}`,
        country: a.country,
        zipCode: a.zipCode,
        isDefault: a.isDefault,
      }));
    const chosen =
      addresses.find((a) => a.id === quote.deliveryAddressId) ?? addresses.find((a) => a.isDefault) ?? addresses[0];
    if (chosen) {
      const answer = await api
        .listDeliveryDates({
          body: {
            market: chosen.country,
            zipCode: chosen.zipCode,
            count: 10,
            // The quote's items' lead times count; the API lets only the requester name the quote's cart.
            cartId: quote.requestedBy.contactId === viewer.contactId ? quote.cartId : undefined,
          },
          init: { cache: 'no-store' },
        })
        .catch(() => null);
      dates = (answer?.dates ?? []).map((d) => d.date);
    }
  }
  return (
    <div className="page quote-page" data-quote={quote.id}>
      <p>
        <Link href="/account/quotes">{t.quotes.title}</Link>
      </p>
      <h1>
        {t.quotes.number} {quote.quoteNumber}
      </h1>
      <QuoteView quote={quote} t={t} api={api} />
      {quote.status === 'requested' ? <p>{t.quotes.waiting}</p> : null}
      {quote.sentAt && (quote.status === 'sent' || quote.status === 'accepted') ? (
        <p>
          <a href={`/account/quotes/${quote.id}/pdf`} data-quote-pdf>
            {t.quotes.pdf}
          </a>
        </p>
      ) : null}
      {quote.orderId ? (
        <p>
          <Link href={`/orders/${quote.orderId}`}>{t.quotes.accept.order}</Link>
        </p>
      ) : null}
      {quote.canAccept ? (
        <QuoteDecisionForms
          quoteId={quote.id}
          version={quote.version}
          addresses={addresses}
          dates={dates.map((date) => ({ value: date, label: formatDay(date, t) }))}
          deliveryAddressId={
            quote.deliveryAddressId ?? addresses.find((a) => a.isDefault)?.id ?? addresses[0]?.id ?? null
          }
          requestedDeliveryDate={quote.requestedDeliveryDate}
          purchaseOrderNumber={quote.purchaseOrderNumber}
          centres={centres}
          costCentreId={quote.costCentreId}
          language={language}
        />
      ) : null}
      {quote.status === 'requested' || quote.status === 'sent' ? (
        <QuoteMessageForm quoteId={quote.id} language={language} />
      ) : null}
    </div>
  );
}
