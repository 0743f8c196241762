import type { ApprovalRequestPage } from '@engros/client';
import type { Metadata } from 'next';
import { RequestTable } from '../../../../components/approvals/request-table';
import { ErrorNotice } from '../../../../components/error-notice';
import Link from '../../../../components/ui/link';
import { accountContext } from '../../../../lib/account';
import { type ApprovalStatus, approvalStatuses } from '../../../../lib/approvals';
import { errorMessage } from '../../../../lib/errors';
import { getDictionary } from '../../../../lib/i18n/server';

const take = 20;
type Props = { searchParams: Promise<{ page?: string; status?: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getDictionary();
  return { title: t.approvals.title };
}

/**
 * Approvals. Approvers (admins and named approvers) see "Waiting for me" (pending requests they may decide) and
 * the company's requests; everyone sees their own requests. The status filter and page live in the URL and go to
 * the API (it filters and pages).
 */
export default async function ApprovalsPage({ searchParams }: Props) {
  const [query, { api, viewer, company, t }] = await Promise.all([searchParams, accountContext('/account/approvals')]);
  const a = t.approvals;
  if (!company) return <ErrorNotice title={a.title} message={a.noCompany} />;
  const customerId = company.customerId;
  const page = Math.max(1, Number.parseInt(query.page ?? '1', 10) || 1);
  const status = approvalStatuses.includes(query.status as ApprovalStatus)
    ? (query.status as ApprovalStatus)
    : undefined;
  let isApprover = company.role === 'admin';
  let waiting: ApprovalRequestPage | null = null;
  let list: ApprovalRequestPage;
  let mine: ApprovalRequestPage | null = null;
  try {
    if (!isApprover && company.role === 'buyer') {
      const settings = await api.getApprovalSettings({ query: { customerId }, init: { cache: 'no-store' } });
      isApprover = settings.contacts.some((c) => c.contactId === viewer.contactId && c.isApprover);
    }
    [waiting, list, mine] = await Promise.all([
      isApprover
        ? api.listApprovals({ query: { customerId, status: 'pending', take: 100 }, init: { cache: 'no-store' } })
        : null,
      api.listApprovals({
        query: { customerId, status, mine: isApprover ? 'false' : 'true', skip: (page - 1) * take, take },
        init: { cache: 'no-store' },
      }),
      isApprover
        ? api.listApprovals({ query: { customerId, mine: 'true', take: 100 }, init: { cache: 'no-store' } })
        : null,
    ]);
  } catch (error) {
    return <ErrorNotice title={a.title} message={errorMessage(error, t)} />;
  }
  const forMe = waiting?.items.filter((item) => item.canDecide) ?? [];
  const listTitle = isApprover ? a.companyRequests : a.myRequests;
  const link = (p: number) => {
    const params = new URLSearchParams();
    if (p > 1) params.set('page', String(p));
    if (status) params.set('status', status);
    const qs = params.toString();
    return qs ? `/account/approvals?${qs}` : '/account/approvals';
  };
  return (
    <div className="page account-page approvals-page">
      <h1>{a.title}</h1>
      <p className="lead">{a.lead}</p>
      {isApprover ? (
        <section aria-labelledby="waiting-heading" data-waiting>
          <h2 id="waiting-heading">
            {a.waitingForMe} ({forMe.length})
          </h2>
          {forMe.length === 0 ? <p>{a.noneWaiting}</p> : <RequestTable items={forMe} caption={a.waitingForMe} t={t} />}
        </section>
      ) : null}
      {mine && mine.items.length > 0 ? (
        <section aria-labelledby="mine-heading">
          <h2 id="mine-heading">{a.myRequests}</h2>
          <RequestTable items={mine.items} caption={a.myRequests} t={t} />
        </section>
      ) : null}
      <section aria-labelledby="list-heading" data-requests>
        <h2 id="list-heading">{listTitle}</h2>
        <form method="get" action="/account/approvals" className="order-filters">
          <label>
            {a.status}{' '}
            <select name="status" defaultValue={status ?? ''}>
              <option value="">{a.allStatuses}</option>
              {approvalStatuses.map((s) => (
                <option key={s} value={s}>
                  {a.statuses[s]}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="button-small">
            {a.filter}
          </button>
        </form>
        {list.items.length === 0 ? (
          <p>{isApprover ? a.noneCompany : a.noneMine}</p>
        ) : (
          <RequestTable items={list.items} caption={listTitle} t={t} />
        )}
        <nav aria-label={listTitle} className="pagination">
          {page > 1 ? <Link href={link(page - 1)}>{a.previous}</Link> : null}{' '}
          {list.total > 0 ? <span>{a.page(list.skip + 1, list.skip + list.items.length, list.total)}</span> : null}{' '}
          {list.skip + list.items.length < list.total ? <Link href={link(page + 1)}>{a.next}</Link> : null}
        </nav>
      </section>
    </div>
  );
}
