import type { ApprovalRequest } from '@engros/client';
import { formatMoney } from '../../lib/format';
import type { Dictionary } from '../../lib/i18n/dictionary';
import Link from '../ui/link';
import { SpendSummary } from './spend-summary';

/**
 * Approval requests as a table (cards on phones, like the order list): requester (and cost centre), date, reasons,
 * status, amount, and for approvers this month's spend against the limits (the API sends it to them only).
 */
export function RequestTable({ items, caption, t }: { items: ApprovalRequest[]; caption: string; t: Dictionary }) {
  const a = t.approvals;
  const showSpend = items.some((item) => item.spend);
  const date = new Intl.DateTimeFormat(t.locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Oslo' });
  return (
    <table className="cart-lines approval-list">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{a.requestedBy}</th>
          <th scope="col">{a.requestedAt}</th>
          <th scope="col">{a.reasons}</th>
          <th scope="col">{a.status}</th>
          <th scope="col" className="num">
            {a.amount}
          </th>
          {showSpend ? <th scope="col">{a.spendHeading}</th> : null}
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id} data-approval-id={item.id} data-status={item.status}>
            <td data-label={a.requestedBy}>
              <Link href={`/account/approvals/${item.id}`}>{item.requestedBy.name}</Link>
              {item.costCentre ? (
                <span className="muted approval-centre" data-cost-centre>
                  {a.costCentre}: {item.costCentre.code} {item.costCentre.name}
                </span>
              ) : null}
            </td>
            <td data-label={a.requestedAt}>{date.format(new Date(item.createdAt))}</td>
            <td data-label={a.reasons}>
              <ul className="approval-reasons">
                {item.reasons.map((reason) => (
                  <li key={reason.code}>{reason.message}</li>
                ))}
              </ul>
            </td>
            <td data-label={a.status}>
              <span className={`badge approval-status approval-status-${item.status}`}>{a.statuses[item.status]}</span>
            </td>
            <td data-label={a.amount} className="num">
              {formatMoney(item.net, item.currency, t)}
            </td>
            {showSpend ? (
              <td data-label={a.spendHeading}>
                <SpendSummary request={item} t={t} />
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
