import type { ApprovalRequest } from '@engros/client';
import { formatMoney } from '../../lib/format';
import type { Dictionary } from '../../lib/i18n/dictionary';

/**
 * This month's spend against the monthly limits beside an approval request (the API answers it to approvers only):
 * the requester's, the company's and the request's cost centre's.
 */
export function SpendSummary({ request, t }: { request: ApprovalRequest; t: Dictionary }) {
  const { spend } = request;
  if (!spend) return null;
  const a = t.approvals;
  const money = (minor: number) => formatMoney(minor, request.currency, t);
  const against = (figure: { spentThisMonth: number; perMonth: number | null }) =>
    figure.perMonth === null
      ? a.spendNoLimit(money(figure.spentThisMonth))
      : a.spendOf(money(figure.spentThisMonth), money(figure.perMonth));
  const over = (figure: { spentThisMonth: number; perMonth: number | null }) =>
    figure.perMonth !== null && figure.spentThisMonth + request.net > figure.perMonth;
  const rows: [string, string, { spentThisMonth: number; perMonth: number | null }][] = [
    ['requester', a.spendRequester, spend.requester],
    ['company', a.spendCompany, spend.company],
  ];
  if (spend.costCentre && request.costCentre) {
    rows.push(['centre', a.spendCentre(request.costCentre.code), spend.costCentre]);
  }
  return (
    <dl className="approval-spend" data-approval-spend>
      {rows.map(([key, label, figure]) => (
        <div key={key} data-spend={key} className={over(figure) ? 'approval-spend-over' : undefined}>
          <dt>{label}</dt>
          <dd>
            {against(figure)}
            {over(figure) ? <strong> – {a.spendOverWith}</strong> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
