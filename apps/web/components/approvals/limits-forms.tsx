'use client';
import { useActionState } from 'react';
import {
  type ApprovalActionState,
  addRule,
  type LimitsFormState,
  type RuleFormState,
  removeRule,
  saveCompanyLimits,
  saveContactLimits,
} from '../../app/actions/approvals';
import { dictionaries, type Language } from '../../lib/i18n/dictionary';

function Message({ state, name }: { state: { status: string; message?: string }; name: string }) {
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

/** The company-wide limits (major units; empty = no limit). */
export function CompanyLimitsForm({
  language,
  currency,
  initial,
}: {
  language: Language;
  currency: string;
  initial: LimitsFormState['values'];
}) {
  const t = dictionaries[language].approvals;
  const [state, action, isPending] = useActionState(saveCompanyLimits, { status: 'idle', values: initial });
  return (
    <form action={action} className="form approval-limits-form" data-company-limits>
      <div className="approval-amounts">
        <div className="field">
          <label htmlFor="company-per-order">
            {t.perOrder} ({currency})
          </label>
          <input
            id="company-per-order"
            name="perOrder"
            inputMode="decimal"
            placeholder={t.noLimit}
            defaultValue={state.values.perOrder}
            key={`po-${state.values.perOrder}`}
          />
        </div>
        <div className="field">
          <label htmlFor="company-per-month">
            {t.perMonth} ({currency})
          </label>
          <input
            id="company-per-month"
            name="perMonth"
            inputMode="decimal"
            placeholder={t.noLimit}
            defaultValue={state.values.perMonth}
            key={`pm-${state.values.perMonth}`}
          />
        </div>
      </div>
      <button type="submit" className="button-small" disabled={isPending}>
        {t.save}
      </button>
      <Message state={state} name="company-limits" />
    </form>
  );
}

/** One person's limits and approver flag, as a row of fields (labels name the person for screen readers). */
export function ContactLimitsForm({
  language,
  contactId,
  name,
  role,
  initial,
}: {
  language: Language;
  contactId: string;
  name: string;
  role: string;
  initial: LimitsFormState['values'];
}) {
  const t = dictionaries[language].approvals;
  const [state, action, isPending] = useActionState(saveContactLimits, { status: 'idle', values: initial });
  const id = (what: string) => `contact-${contactId}-${what}`;
  return (
    <form action={action} className="approval-contact-form" data-contact-limits={contactId}>
      <input type="hidden" name="contactId" value={contactId} />
      <div className="field">
        <label htmlFor={id('per-order')}>{t.perOrderFor(name)}</label>
        <input
          id={id('per-order')}
          name="perOrder"
          inputMode="decimal"
          placeholder={t.noLimit}
          defaultValue={state.values.perOrder}
          key={`po-${state.values.perOrder}`}
        />
      </div>
      <div className="field">
        <label htmlFor={id('per-month')}>{t.perMonthFor(name)}</label>
        <input
          id={id('per-month')}
          name="perMonth"
          inputMode="decimal"
          placeholder={t.noLimit}
          defaultValue={state.values.perMonth}
          key={`pm-${state.values.perMonth}`}
        />
      </div>
      {role === 'buyer' ? (
        <label className="approval-check">
          <input
            type="checkbox"
            name="isApprover"
            defaultChecked={state.values.isApprover}
            key={`ap-${state.values.isApprover}`}
          />{' '}
          {t.isApproverLabel(name)}
        </label>
      ) : null}
      <button type="submit" className="button-small" disabled={isPending} aria-label={t.saveFor(name)}>
        {t.save}
      </button>
      <Message state={state} name="contact-limits" />
    </form>
  );
}

/** Adds a rule: over an amount, a category from the tree, or prescription items. */
export function RuleForm({
  language,
  currency,
  categories,
}: {
  language: Language;
  currency: string;
  categories: { id: string; name: string }[];
}) {
  const t = dictionaries[language].approvals;
  const [state, action, isPending] = useActionState<RuleFormState, FormData>(addRule, {
    status: 'idle',
    values: { kind: 'order_over', amount: '', categoryId: '' },
  });
  const v = state.values;
  return (
    <form action={action} className="form approval-rule-form" data-rule-form>
      <fieldset className="choices">
        <legend>{t.ruleKind}</legend>
        {(
          [
            ['order_over', t.kindOrderOver],
            ['category', t.kindCategory],
            ['prescription', t.kindPrescription],
          ] as const
        ).map(([kind, text]) => (
          <label key={kind} className="choice">
            <input type="radio" name="kind" value={kind} defaultChecked={v.kind === kind} key={`${kind}-${v.kind}`} />
            <span>{text}</span>
          </label>
        ))}
      </fieldset>
      <div className="approval-amounts">
        <div className="field">
          <label htmlFor="rule-amount">
            {t.ruleAmount} ({currency})
          </label>
          <input
            id="rule-amount"
            name="amount"
            inputMode="decimal"
            defaultValue={v.amount}
            key={`amount-${v.amount}`}
          />
        </div>
        <div className="field">
          <label htmlFor="rule-category">{t.ruleCategoryLabel}</label>
          <select id="rule-category" name="categoryId" defaultValue={v.categoryId} key={`cat-${v.categoryId}`}>
            <option value="">{t.chooseCategory}</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <button type="submit" className="button-small" disabled={isPending}>
        {t.addRule}
      </button>
      <Message state={state} name="rule" />
    </form>
  );
}

/** Removes one rule. */
export function RemoveRuleButton({ language, ruleId, label }: { language: Language; ruleId: string; label: string }) {
  const t = dictionaries[language].approvals;
  const [state, action, isPending] = useActionState<ApprovalActionState, FormData>(removeRule, { status: 'idle' });
  return (
    <form action={action} className="approval-inline-form">
      <input type="hidden" name="ruleId" value={ruleId} />
      <button
        type="submit"
        className="button-small button-secondary"
        disabled={isPending}
        aria-label={t.removeRule(label)}
      >
        {t.remove}
      </button>
      {state.status === 'error' ? <Message state={state} name="remove-rule" /> : null}
    </form>
  );
}
