import type { AuditEvent, AuditPage } from '@engros/client';
import type { Metadata } from 'next';
import { ErrorNotice } from '../../../../components/error-notice';
import Link from '../../../../components/ui/link';
import { accountContext, hasRole } from '../../../../lib/account';
import { errorMessage } from '../../../../lib/errors';
import { getDictionary } from '../../../../lib/i18n/server';

const PAGE_SIZE = 50;

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getDictionary();
  return { title: t.security.title };
}

type Props = { searchParams: Promise<{ page?: string }> };

/** The company's audit log for its administrators (docs/security.md): newest first, 50 a page. */
export default async function AuditLogPage({ searchParams }: Props) {
  const { api, company, t } = await accountContext('/account/audit-log');
  const texts = t.security;
  if (!company) return <ErrorNotice title={texts.title} message={t.account.noCompany} />;
  if (!hasRole(company.role, 'admin')) return <ErrorNotice title={texts.title} message={texts.adminsOnly} />;
  const page = Math.max(1, Math.min(10_000, Number.parseInt((await searchParams).page ?? '1', 10) || 1));
  let log: AuditPage;
  try {
    log = await api.listCompanyAuditLog({
      query: { customerId: company.customerId, skip: (page - 1) * PAGE_SIZE, take: PAGE_SIZE },
      init: { cache: 'no-store' },
    });
  } catch (error) {
    return <ErrorNotice title={texts.title} message={errorMessage(error, t)} />;
  }
  const time = new Intl.DateTimeFormat(t.locale, { dateStyle: 'short', timeStyle: 'medium' });
  const what = (event: AuditEvent) => {
    const action = texts.actions[event.action] ?? event.action;
    const method = event.method ? (texts.methods[event.method] ?? event.method) : null;
    return method ? `${action} (${method})` : action;
  };
  const from = log.total === 0 ? 0 : log.skip + 1;
  const to = log.skip + log.items.length;
  return (
    <div className="page account-page">
      <h1>{texts.title}</h1>
      <p className="lead">{texts.lead}</p>
      {log.items.length === 0 ? (
        <p className="alert alert-info">{texts.empty}</p>
      ) : (
        <table className="cart-lines audit-log">
          <caption>{texts.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{texts.when}</th>
              <th scope="col">{texts.what}</th>
              <th scope="col">{texts.result}</th>
              <th scope="col">{texts.who}</th>
              <th scope="col">{texts.by}</th>
              <th scope="col">{texts.from}</th>
            </tr>
          </thead>
          <tbody>
            {log.items.map((event) => (
              <tr key={event.id} data-outcome={event.outcome}>
                <td>
                  <time dateTime={event.at}>{time.format(new Date(event.at))}</time>
                </td>
                <td>{what(event)}</td>
                <td>{event.outcome === 'success' ? texts.success : texts.failure}</td>
                <td>{event.email ?? ''}</td>
                <td>{event.actorEmail ?? ''}</td>
                <td title={event.userAgent ?? undefined}>{event.ip ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {log.total > PAGE_SIZE ? (
        <nav aria-label={texts.pages} className="pagination">
          {page > 1 ? <Link href={`/account/audit-log?page=${page - 1}`}>{texts.previous}</Link> : null}
          <span>{texts.pageOf(from, to, log.total)}</span>
          {to < log.total ? <Link href={`/account/audit-log?page=${page + 1}`}>{texts.next}</Link> : null}
        </nav>
      ) : null}
    </div>
  );
}
