import type { CompanySpend, Invitation, OrderSummary } from '@engros/client';
import type { Metadata } from 'next';
import { InvitationAnswer } from '../../../components/account/invitation-answer';
import { FormMessage } from '../../../components/ui/form-message';
import Link from '../../../components/ui/link';
import { accountContext } from '../../../lib/account';
import { formatMoney } from '../../../lib/format';
import { dictionaries, languages } from '../../../lib/i18n/dictionary';
import { getDictionary } from '../../../lib/i18n/server';
import { setAccountLanguage } from '../../actions/account';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getDictionary();
  return { title: t.account.title };
}

/**
 * The account's front page: the company and the person's role in it, shortcuts, the newest orders and what the
 * company has ordered this year. A failed read leaves its box out rather than the page.
 */
type Props = { searchParams: Promise<{ language?: string; invitation?: string }> };

export default async function AccountPage({ searchParams }: Props) {
  const [{ api, viewer, company, language, t }, search] = await Promise.all([accountContext('/account'), searchParams]);
  const texts = t.account.overview;
  const [orders, spend] = company
    ? await Promise.all([
        api
          .listOrders({
            query: { pid: viewer.contactId, customerId: company.customerId, skip: 0, take: 5 },
            init: { cache: 'no-store' },
          })
          .then((page) => page.items)
          .catch(() => null as OrderSummary[] | null),
        api
          .getCustomerSpend({ path: { customerId: company.customerId }, init: { cache: 'no-store' } })
          .catch(() => null as CompanySpend | null),
      ])
    : [null, null];
  // Invitations to the person (also to one without any company yet): accepted only here or on the link's page.
  const invitations = await api
    .listMyInvitations({ init: { cache: 'no-store' } })
    .then((answer) => answer.invitations)
    .catch(() => [] as Invitation[]);
  const year = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo', year: 'numeric' }).format(new Date());
  const thisYear = spend?.months.filter((m) => m.month.startsWith(`${year}-`)) ?? [];
  const yearNet = thisYear.reduce((sum, m) => sum + m.net.amount, 0);
  const yearOrders = thisYear.reduce((sum, m) => sum + m.orderCount, 0);
  const dateFormat = new Intl.DateTimeFormat(t.locale, { dateStyle: 'medium', timeZone: 'Europe/Oslo' });
  const nav = t.account.nav;
  const shortcuts = [
    { href: '/account/orders', text: nav.orders },
    { href: '/account/lists', text: nav.lists },
    { href: '/account/addresses', text: nav.addresses },
    ...(company?.role === 'admin' ? [{ href: '/account/contacts', text: nav.contacts }] : []),
    { href: '/account/support', text: nav.support },
    { href: '/account/password', text: nav.password },
  ];
  return (
    <div className="page account-page account-overview">
      <h1>{t.account.title}</h1>
      {search.invitation === 'accepted' && company ? (
        <p className="alert alert-info" role="status" data-invitation-notice="accepted">
          {t.account.invitations.accepted(company.name)}
        </p>
      ) : search.invitation === 'declined' ? (
        <p className="alert alert-info" role="status" data-invitation-notice="declined">
          {t.account.invitations.declined}
        </p>
      ) : null}
      {invitations.length > 0 ? (
        <section className="panel account-invitations" aria-labelledby="account-invitations">
          <h2 id="account-invitations">{t.account.invitations.title}</h2>
          <p className="muted">{t.account.invitations.lead}</p>
          <ul>
            {invitations.map((invitation) => (
              <li key={invitation.invitationId} data-invitation={invitation.invitationId}>
                <p>
                  {t.account.invitations.invitedTo(invitation.companyName, t.account.roles[invitation.role])}{' '}
                  <span className="muted">
                    {t.account.invitations.expires(dateFormat.format(new Date(invitation.expiresAt)))}
                  </span>
                </p>
                <InvitationAnswer
                  language={language}
                  invitationId={invitation.invitationId}
                  companyName={invitation.companyName}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {company ? (
        <section className="panel account-summary" aria-labelledby="account-company">
          <h2 id="account-company">{company.name}</h2>
          <dl className="account-facts">
            <div>
              <dt>{texts.yourRole}</dt>
              <dd data-role={company.role}>
                {t.account.roles[company.role]}
                <span className="muted"> – {t.account.roleHelp[company.role]}</span>
              </dd>
            </div>
            <div>
              <dt>{t.auth.signedInAs}</dt>
              <dd>
                {viewer.name} ({viewer.email})
              </dd>
            </div>
          </dl>
          <Link href="/account/company">{t.account.company.title}</Link>
        </section>
      ) : (
        <p className="alert alert-info">{t.account.noCompany}</p>
      )}
      <div className="account-cards">
        <section className="panel" aria-labelledby="account-shortcuts">
          <h2 id="account-shortcuts">{texts.quickLinks}</h2>
          <ul className="account-shortcuts">
            {shortcuts.map((link) => (
              <li key={link.href}>
                <Link href={link.href} prefetch={false}>
                  {link.text}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        {spend ? (
          <section className="panel" aria-labelledby="account-spend">
            <h2 id="account-spend">{texts.spendThisYear}</h2>
            <p className="account-big-number" data-year-net={yearNet}>
              {formatMoney(yearNet, spend.currency, t)}
            </p>
            <p className="muted">{texts.spendNote(yearOrders)}</p>
            <Link href="/account/spend">{texts.seeSpend}</Link>
          </section>
        ) : null}
        <section className="panel" aria-labelledby="account-language">
          <h2 id="account-language">{texts.language}</h2>
          <form action={setAccountLanguage} className="account-language">
            <fieldset className="choices">
              <legend className="muted">{texts.languageHelp}</legend>
              {languages.map((code) => (
                <label key={code} className="choice" lang={code}>
                  <input type="radio" name="language" value={code} defaultChecked={code === language} />
                  {dictionaries[code].languageName}
                </label>
              ))}
            </fieldset>
            <button type="submit" className="button-small">
              {t.account.save}
            </button>
            <FormMessage state={{ status: 'ok', message: search.language === 'saved' ? t.account.saved : '' }} />
          </form>
        </section>
      </div>
      {orders ? (
        <section aria-labelledby="account-orders">
          <h2 id="account-orders">{texts.recentOrders}</h2>
          {orders.length === 0 ? (
            <p>{texts.noOrders}</p>
          ) : (
            <table className="cart-lines">
              <thead>
                <tr>
                  <th scope="col">{t.checkout.orderNumber}</th>
                  <th scope="col">{t.orders.date}</th>
                  <th scope="col">{t.checkout.status}</th>
                  <th scope="col" className="num">
                    {t.orders.total}
                  </th>
                </tr>
              </thead>
              <tbody>
                {orders.map((order) => (
                  <tr key={order.id} data-order-id={order.id}>
                    <td data-label={t.checkout.orderNumber}>
                      <Link href={`/account/orders/${order.id}`}>{order.orderNumber}</Link>
                    </td>
                    <td data-label={t.orders.date}>{dateFormat.format(new Date(order.createdAt))}</td>
                    <td data-label={t.checkout.status}>{t.checkout.statuses[order.status]}</td>
                    <td data-label={t.orders.total} className="num">
                      {formatMoney(order.totals.gross, order.currency, t)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <p>
            <Link href="/account/orders">{texts.allOrders}</Link>
          </p>
        </section>
      ) : null}
    </div>
  );
}
