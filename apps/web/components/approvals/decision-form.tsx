'use client';
import { useActionState } from 'react';
import { type ApprovalActionState, decideApproval, payApproval, withdrawApproval } from '../../app/actions/approvals';
import { dictionaries, type Language } from '../../lib/i18n/dictionary';

const idle: ApprovalActionState = { status: 'idle' };

function Message({ state, name }: { state: ApprovalActionState; name: string }) {
  const props = { [`data-${name}-message`]: true };
  return (
    <p
      className={state.status === 'error' ? 'form-message error' : 'form-message ok'}
      role={state.status === 'error' ? 'alert' : 'status'}
      {...props}
    >
      {state.message ?? ''}
    </p>
  );
}

/** Approve or reject with a comment (required for a rejection), for an approver who may decide now. */
export function DecisionForm({ approvalId, language }: { approvalId: string; language: Language }) {
  const t = dictionaries[language].approvals;
  const [state, action, isPending] = useActionState(decideApproval, idle);
  return (
    <form action={action} className="form panel approval-decision" aria-labelledby="decision-heading">
      <h2 id="decision-heading">{t.decide}</h2>
      <input type="hidden" name="approvalId" value={approvalId} />
      <div className="field">
        <label htmlFor="decision-comment">{t.commentLabel}</label>
        <textarea
          id="decision-comment"
          name="comment"
          rows={3}
          maxLength={2000}
          defaultValue={state.comment ?? ''}
          key={`comment-${state.comment ?? ''}`}
        />
      </div>
      <div className="approval-buttons">
        <button type="submit" name="decision" value="approve" className="button" disabled={isPending}>
          {t.approve}
        </button>
        <button type="submit" name="decision" value="reject" className="button button-secondary" disabled={isPending}>
          {t.reject}
        </button>
      </div>
      <Message state={state} name="decision" />
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
  const t = dictionaries[language].approvals;
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
          <Message state={payState} name="pay" />
        </form>
      ) : null}
      {canWithdraw || withdrawState.status !== 'idle' ? (
        <form action={withdraw}>
          <input type="hidden" name="approvalId" value={approvalId} />
          <button type="submit" className="button button-secondary" disabled={isWithdrawing}>
            {t.withdraw}
          </button>
          <Message state={withdrawState} name="withdraw" />
        </form>
      ) : null}
    </div>
  );
}
