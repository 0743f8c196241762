import type { Quote } from '@engros/client';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ErrorNotice } from '../../../../components/error-notice';
import { QuoteEditor } from '../../../../components/quotes/quote-editor';
import { QuoteMessageForm } from '../../../../components/quotes/quote-forms';
import { QuoteView } from '../../../../components/quotes/quote-view';
import Link from '../../../../components/ui/link';
import { viewerApi } from '../../../../lib/auth/viewer';
import { errorMessage, problemOf } from '../../../../lib/errors';
import { getDictionary } from '../../../../lib/i18n/server';

type Props = { params: Promise<{ quoteId: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getDictionary();
  return { title: t.quotes.number };
}

/** Back office: one quote, its thread, and the editor while it is open (price, validity, send). */
export default async function BackofficeQuotePage({ params }: Props) {
  const [{ quoteId }, { api }, { language, t }] = await Promise.all([params, viewerApi(), getDictionary()]);
  let quote: Quote;
  try {
    quote = await api.getQuote({ path: { quoteId }, init: { cache: 'no-store' } });
  } catch (error) {
    const status = problemOf(error)?.status;
    if (status === 404 || status === 400) notFound();
    return <ErrorNotice title={t.quotes.title} message={errorMessage(error, t)} />;
  }
  return (
    <div className="page backoffice-quote" data-quote={quote.id}>
      <p>
        <Link href="/backoffice/quotes">{t.quotes.backoffice.title}</Link>
      </p>
      <h1>
        {t.quotes.number} {quote.quoteNumber}
      </h1>
      <QuoteView quote={quote} t={t} api={api} />
      {quote.canEdit ? (
        <QuoteEditor
          quoteId={quote.id}
          version={quote.version}
          lines={quote.lines.map((line) => ({ sku: line.sku, quantity: line.quantity, unitPrice: line.unitPrice }))}
          shippingFee={quote.shippingFee}
          validUntil={quote.validUntil}
          language={language}
        />
      ) : null}
      {quote.status === 'requested' || quote.status === 'sent' ? (
        <QuoteMessageForm quoteId={quote.id} language={language} />
      ) : null}
    </div>
  );
}
