import type { QuotePage } from '@engros/client';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ErrorNotice } from '../../../../components/error-notice';
import { QuoteTable } from '../../../../components/quotes/quote-table';
import Link from '../../../../components/ui/link';
import { viewerApi } from '../../../../lib/auth/viewer';
import { errorMessage } from '../../../../lib/errors';
import { getDictionary } from '../../../../lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getDictionary();
  return { title: t.quotes.title };
}

/** The company's quotes, newest first (every member reads them; buyers ask from the cart). */
export default async function QuotesPage() {
  const [{ api, viewer }, { t }] = await Promise.all([viewerApi(), getDictionary()]);
  if (!viewer.isSignedIn) redirect('/login?returnTo=/account/quotes');
  if (!viewer.company) redirect('/account');
  let page: QuotePage;
  try {
    page = await api.listQuotes({
      query: { customerId: viewer.company.customerId, skip: 0, take: 50 },
      init: { cache: 'no-store' },
    });
  } catch (error) {
    return <ErrorNotice title={t.quotes.title} message={errorMessage(error, t)} />;
  }
  return (
    <div className="page quotes-page">
      <h1>{t.quotes.title}</h1>
      {page.items.length === 0 ? (
        <p>
          {t.quotes.none} <Link href="/cart">{t.cart.title}</Link>
        </p>
      ) : (
        <QuoteTable quotes={page.items} t={t} href={(id) => `/account/quotes/${id}`} />
      )}
    </div>
  );
}
