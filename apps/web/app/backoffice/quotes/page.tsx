import type { QuotePage } from '@engros/client';
import type { Metadata } from 'next';
import { ErrorNotice } from '../../../components/error-notice';
import { QuoteTable } from '../../../components/quotes/quote-table';
import Link from '../../../components/ui/link';
import { viewerApi } from '../../../lib/auth/viewer';
import { errorMessage } from '../../../lib/errors';
import { getDictionary } from '../../../lib/i18n/server';

const statuses = ['requested', 'sent', 'accepted', 'rejected'] as const;
type Props = { searchParams: Promise<{ status?: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getDictionary();
  return { title: t.quotes.backoffice.title };
}

/** Back office: every quote, by status (requested first: those wait for a price). */
export default async function BackofficeQuotesPage({ searchParams }: Props) {
  const [query, { api }, { t }] = await Promise.all([searchParams, viewerApi(), getDictionary()]);
  const status = statuses.find((s) => s === query.status) ?? (query.status === 'all' ? undefined : 'requested');
  let page: QuotePage;
  try {
    page = await api.listBackofficeQuotes({ query: { status, skip: 0, take: 100 }, init: { cache: 'no-store' } });
  } catch (error) {
    return <ErrorNotice title={t.quotes.backoffice.title} message={errorMessage(error, t)} />;
  }
  return (
    <div className="page backoffice-quotes">
      <h1>{t.quotes.backoffice.title}</h1>
      <nav aria-label={t.quotes.status} className="order-filters">
        {statuses.map((s) => (
          <Link key={s} href={`/backoffice/quotes?status=${s}`} aria-current={s === status ? 'page' : undefined}>
            {t.quotes.statuses[s]}
          </Link>
        ))}
        <Link href="/backoffice/quotes?status=all" aria-current={status ? undefined : 'page'}>
          {t.quotes.backoffice.all}
        </Link>
      </nav>
      {page.items.length === 0 ? (
        <p>{t.quotes.none}</p>
      ) : (
        <QuoteTable quotes={page.items} t={t} href={(id) => `/backoffice/quotes/${id}`} />
      )}
    </div>
  );
}
