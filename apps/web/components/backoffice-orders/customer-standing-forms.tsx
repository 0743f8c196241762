'use client';
import { useActionState } from 'react';
import { type BackofficeFormState, updateCustomerStanding } from '../../app/actions/backoffice-orders';
import { FieldError, fieldProps } from '../ui/field-error';
import { FormMessage } from '../ui/form-message';

type Texts = {
  block: string;
  unblock: string;
  blockHelp: string;
  reason: string;
  newLimit: string;
  limitHelp: string;
  saveLimit: string;
};

type Props = {
  customerId: string;
  isBlocked: boolean;
  /** The current limit in major units as typed ("50000.00"). */
  creditLimit: string;
  texts: Texts;
};

/** Block or unblock, and the credit limit: each form with its own reason and its own answer. */
export function CustomerStandingForms({ customerId, isBlocked, creditLimit, texts }: Props) {
  const [blockState, blockAction, isBlocking] = useActionState<BackofficeFormState, FormData>(updateCustomerStanding, {
    status: 'idle',
  });
  const [limitState, limitAction, isSaving] = useActionState<BackofficeFormState, FormData>(updateCustomerStanding, {
    status: 'idle',
  });
  return (
    <div className="backoffice-standing">
      <form action={blockAction} className="backoffice-form" data-standing-form="block">
        <input type="hidden" name="customerId" value={customerId} />
        <input type="hidden" name="block" value={isBlocked ? '0' : '1'} />
        <p className="muted">{texts.blockHelp}</p>
        <div className="field">
          <label htmlFor="block-reason">{texts.reason}</label>
          <input
            id="block-reason"
            name="reason"
            required
            minLength={3}
            maxLength={500}
            key={isBlocked ? 'blocked' : 'open'}
            {...fieldProps(blockState.fieldErrors, 'reason', 'block')}
          />
          <FieldError errors={blockState.fieldErrors} name="reason" formId="block" />
        </div>
        <button type="submit" className={isBlocked ? 'button' : 'button button-danger'} disabled={isBlocking}>
          {isBlocked ? texts.unblock : texts.block}
        </button>
        <FormMessage state={blockState} />
      </form>
      <form action={limitAction} className="backoffice-form" data-standing-form="credit">
        <input type="hidden" name="customerId" value={customerId} />
        <div className="field">
          <label htmlFor="credit-limit">{texts.newLimit}</label>
          <input
            id="credit-limit"
            name="creditLimit"
            inputMode="decimal"
            required
            defaultValue={creditLimit}
            key={creditLimit}
            {...fieldProps(limitState.fieldErrors, 'creditLimit', 'credit', 'credit-limit-help')}
          />
          <FieldError errors={limitState.fieldErrors} name="creditLimit" formId="credit" />
          <p id="credit-limit-help" className="muted">
            {texts.limitHelp}
          </p>
        </div>
        <div className="field">
          <label htmlFor="credit-reason">{texts.reason}</label>
          <input
            id="credit-reason"
            name="reason"
            required
            minLength={3}
            maxLength={500}
            key={creditLimit}
            {...fieldProps(limitState.fieldErrors, 'reason', 'credit')}
          />
          <FieldError errors={limitState.fieldErrors} name="reason" formId="credit" />
        </div>
        <button type="submit" className="button" disabled={isSaving}>
          {texts.saveLimit}
        </button>
        <FormMessage state={limitState} />
      </form>
    </div>
  );
}
