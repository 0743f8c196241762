import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { NewTicketForm } from '../../../../../components/support/new-ticket-form';
import Link from '../../../../../components/ui/link';
import { viewerApi } from '../../../../../lib/auth/viewer';
import { getDictionary } from '../../../../../lib/i18n/server';
import { isUuid, ticketCategories } from '../../../../../lib/support';

type Props = { searchParams: Promise<{ orderId?: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getDictionary();
  return { title: t.support.newTicket };
}

/** A new ticket: subject, category, optionally one of the company's latest orders, and the description. */
export default async function NewTicketPage({ searchParams }: Props) {
  const [query, { api, viewer }, { language, t }] = await Promise.all([searchParams, viewerApi(), getDictionary()]);
  if (!viewer.isSignedIn) redirect('/login?returnTo=/account/support/new');
  if (!viewer.company) redirect('/');
  // The order choice is a convenience: without the list (the API failed) the ticket can still be raised.
  let orders: { id: string; label: string }[] = [];
  try {
    const page = await api.listOrders({
      query: { pid: viewer.contactId, customerId: viewer.company.customerId, skip: 0, take: 20 },
      init: { cache: 'no-store' },
    });
    const dateFormat = new Intl.DateTimeFormat(t.locale, { dateStyle: 'medium', timeZone: 'Europe/Oslo' });
    orders = page.items.map((o) => ({
      id: o.id,
      label: `${o.orderNumber} · ${dateFormat.format(new Date(o.createdAt))}`,
    }));
  } catch {
    orders = [];
  }
  const orderId = isUuid(query.orderId) && orders.some((o) => o.id === query.orderId) ? query.orderId : '';
  return (
    <div className="page support-page">
      <p>
        <Link href="/account/support">← {t.support.back}</Link>
      </p>
      <h1>{t.support.newTicket}</h1>
      <NewTicketForm
        language={language}
        categories={ticketCategories.map((c) => ({ value: c, label: t.support.categories[c] }))}
        orders={orders}
        orderId={orderId}
      />
    </div>
  );
}
