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
import type { FieldErrors } from '../../lib/forms';
import { approvalsTexts } from '../../lib/i18n/areas/approvals';
import type { Language } from '../../lib/i18n/dictionary';
import { FieldError, fieldProps } from '../ui/field-error';
import { FormMessage } from '../ui/form-message';

/** An amount typed in major units ("5000", "5 000,50"); the typed value and its problem come back after a refusal. */
function AmountField(props: {
  id: string;
  name: string;
  label: string;
  value: string;
  placeholder?: string;
  errors?: FieldErrors;
}) {
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        name={props.name}
        inputMode="decimal"
        placeholder={props.placeholder}
        defaultValue={props.value}
        key={`${props.name}-${props.value}`}
        {...fieldProps(props.errors, props.name, props.id)}
      />
      <FieldError errors={props.errors} name={props.name} formId={props.id} />
    </div>
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
  const t = approvalsTexts[language];
  const [state, action, isPending] = useActionState(saveCompanyLimits, { status: 'idle', values: initial });
  return (
    <form action={action} className="form approval-limits-form" data-company-limits>
      <div className="approval-amounts">
        <AmountField
          id="company-per-order"
          name="perOrder"
          label={`${t.perOrder} (${currency})`}
          value={state.values.perOrder}
          errors={state.fieldErrors}
          placeholder={t.noLimit}
        />
        <AmountField
          id="company-per-month"
          name="perMonth"
          label={`${t.perMonth} (${currency})`}
          value={state.values.perMonth}
          errors={state.fieldErrors}
          placeholder={t.noLimit}
        />
      </div>
      <button type="submit" className="button-small" disabled={isPending}>
        {t.save}
      </button>
      <FormMessage state={state} data-company-limits-message />
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
  const t = approvalsTexts[language];
  const [state, action, isPending] = useActionState(saveContactLimits, { status: 'idle', values: initial });
  const id = (what: string) => `contact-${contactId}-${what}`;
  return (
    <form action={action} className="approval-contact-form" data-contact-limits={contactId}>
      <input type="hidden" name="contactId" value={contactId} />
      <AmountField
        id={id('per-order')}
        name="perOrder"
        label={t.perOrderFor(name)}
        value={state.values.perOrder}
        errors={state.fieldErrors}
        placeholder={t.noLimit}
      />
      <AmountField
        id={id('per-month')}
        name="perMonth"
        label={t.perMonthFor(name)}
        value={state.values.perMonth}
        errors={state.fieldErrors}
        placeholder={t.noLimit}
      />
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
      <FormMessage state={state} data-contact-limits-message />
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
  const t = approvalsTexts[language];
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
        <AmountField
          id="rule-amount"
          name="amount"
          label={`${t.ruleAmount} (${currency})`}
          value={v.amount}
          errors={state.fieldErrors}
        />
        <div className="field">
          <label htmlFor="rule-category">{t.ruleCategoryLabel}</label>
          <select
            id="rule-category"
            name="categoryId"
            defaultValue={v.categoryId}
            key={`cat-${v.categoryId}`}
            {...fieldProps(state.fieldErrors, 'categoryId', 'rule')}
          >
            <option value="">{t.chooseCategory}</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
          <FieldError errors={state.fieldErrors} name="categoryId" formId="rule" />
        </div>
      </div>
      <button type="submit" className="button-small" disabled={isPending}>
        {t.addRule}
      </button>
      <FormMessage state={state} data-rule-message />
    </form>
  );
}

/** Removes one rule. */
export function RemoveRuleButton({ language, ruleId, label }: { language: Language; ruleId: string; label: string }) {
  const t = approvalsTexts[language];
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
      {state.status === 'error' ? <FormMessage state={state} data-remove-rule-message /> : null}
    </form>
  );
}
