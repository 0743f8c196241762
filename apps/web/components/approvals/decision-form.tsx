'use client';
import { useActionState } from 'react';
import { type ApprovalActionState, decideApproval, payApproval, withdrawApproval } from '../../app/actions/approvals';
import { approvalsTexts } from '../../lib/i18n/areas/approvals';
import type { Language } from '../../lib/i18n/dictionary';
import { FieldError, fieldProps } from '../ui/field-error';
import { FormMessage } from '../ui/form-message';

const idle: ApprovalActionState = { status: 'idle' };

/**
 * Approve or reject with a comment (required for a rejection), for an approver who may decide now. When the company
 * has cost centres, the approver may put another one on the order (the requester's is preselected).
 */
export function DecisionForm({
  approvalId,
  language,
  centres,
  costCentreId,
  inactiveLabel,
}: {
  approvalId: string;
  language: Language;
  centres: { id: string; label: string }[];
  costCentreId: string | null;
  /** The request's centre when it is no longer in use (not among `centres`). */
  inactiveLabel?: string;
}) {
  const t = approvalsTexts[language];
  const [state, action, isPending] = useActionState(decideApproval, idle);
  return (
    <form action={action} className="form panel approval-decision" aria-labelledby="decision-heading">
      <h2 id="decision-heading">{t.decide}</h2>
      <input type="hidden" name="approvalId" value={approvalId} />
      <input type="hidden" name="currentCostCentreId" value={costCentreId ?? ''} />
      {centres.length > 0 ? (
        <div className="field">
          <label htmlFor="decision-cost-centre">{t.costCentreForOrder}</label>
          <select id="decision-cost-centre" name="costCentreId" defaultValue={costCentreId ?? ''}>
            {costCentreId && !centres.some((c) => c.id === costCentreId) ? (
              <option value={costCentreId} disabled>
                {inactiveLabel ?? t.costCentre}
              </option>
            ) : null}
            {costCentreId ? null : <option value="">–</option>}
            {centres.map((centre) => (
              <option key={centre.id} value={centre.id}>
                {centre.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="field">
        <label htmlFor="decision-comment">{t.commentLabel}</label>
        <textarea
          id="decision-comment"
          name="comment"
          rows={3}
          maxLength={2000}
          defaultValue={state.comment ?? ''}
          key={`comment-${state.comment ?? ''}`}
          {...fieldProps(state.fieldErrors, 'comment', 'decision')}
        />
        <FieldError errors={state.fieldErrors} name="comment" formId="decision" />
      </div>
      <div className="approval-buttons">
        <button type="submit" name="decision" value="approve" className="button" disabled={isPending}>
          {t.approve}
        </button>
        <button type="submit" name="decision" value="reject" className="button button-secondary" disabled={isPending}>
          {t.reject}
        </button>
      </div>
      <FormMessage state={state} data-decision-message />
    </form>
  );
}

/** The requester's own actions: withdraw a pending request; pay an approved card request. */
export function RequesterActions({
  approvalId,
  language,
  canWithdraw,
  canPay,
}: {
  approvalId: string;
  language: Language;
  canWithdraw: boolean;
  canPay: boolean;
}) {
  const t = approvalsTexts[language];
  const [withdrawState, withdraw, isWithdrawing] = useActionState(withdrawApproval, idle);
  const [payState, pay, isPaying] = useActionState(payApproval, idle);
  return (
    <div className="approval-buttons">
      {canPay ? (
        <form action={pay}>
          <input type="hidden" name="approvalId" value={approvalId} />
          <p>{t.payNow}</p>
          <button type="submit" className="button" disabled={isPaying}>
            {t.payByCard}
          </button>
          <FormMessage state={payState} data-pay-message />
        </form>
      ) : null}
      {canWithdraw || withdrawState.status !== 'idle' ? (
        <form action={withdraw}>
          <input type="hidden" name="approvalId" value={approvalId} />
          <button type="submit" className="button button-secondary" disabled={isWithdrawing}>
            {t.withdraw}
          </button>
          <FormMessage state={withdrawState} data-withdraw-message />
        </form>
      ) : null}
    </div>
  );
}
