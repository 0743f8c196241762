'use client';
import type { BackofficeCustomer, BackofficeCustomerOptions } from '@engros/client';
import { useActionState } from 'react';
import { type CompanyTermsState, updateCompanyTerms } from '../../app/actions/backoffice-customers';
import { backofficeCustomersTexts } from '../../lib/i18n/areas/backoffice-customers';
import type { Language } from '../../lib/i18n/dictionary';
import { FieldError, fieldProps } from '../ui/field-error';
import { FormMessage } from '../ui/form-message';

const FORM = 'company-terms';

type Props = {
  customer: Pick<BackofficeCustomer, 'id' | 'paymentTermsDays' | 'salesRep'>;
  salesReps: BackofficeCustomerOptions['salesReps'];
  language: Language;
};

/**
 * An existing company's payment terms and sales rep (administrators and customer service). A sales rep who has left
 * (not among the active staff offered) stays offered as the current choice, so saving new terms keeps them.
 */
export function CompanyTermsForm({ customer, salesReps, language }: Props) {
  const texts = backofficeCustomersTexts[language];
  const t = texts.create;
  const [state, action, isPending] = useActionState<CompanyTermsState, FormData>(updateCompanyTerms, {
    status: 'idle',
  });
  const errors = state.fieldErrors;
  const current = customer.salesRep;
  const reps =
    current && !salesReps.some((rep) => rep.contactId === current.contactId) ? [current, ...salesReps] : salesReps;
  // What was typed after a refusal, else the stored values (a save re-renders the page with them). The form is keyed
  // by them, as React resets a form's fields to their defaults after its action.
  const terms = state.status === 'error' ? state.values?.paymentTermsDays : undefined;
  const rep = state.status === 'error' ? state.values?.salesRepId : undefined;
  const values = {
    paymentTermsDays: terms ?? String(customer.paymentTermsDays),
    salesRepId: rep ?? current?.contactId ?? '',
  };
  const key = `${values.paymentTermsDays}-${values.salesRepId}-${customer.paymentTermsDays}-${current?.contactId}`;
  return (
    <form action={action} className="backoffice-form" data-company-terms-form key={key}>
      <input type="hidden" name="customerId" value={customer.id} />
      <p className="muted">{texts.terms.help}</p>
      <div className="field">
        <label htmlFor={`${FORM}-paymentTermsDays`}>{t.paymentTerms}</label>
        <input
          id={`${FORM}-paymentTermsDays`}
          name="paymentTermsDays"
          inputMode="numeric"
          required
          maxLength={3}
          defaultValue={values.paymentTermsDays}
          {...fieldProps(errors, 'paymentTermsDays', FORM)}
        />
        <FieldError errors={errors} name="paymentTermsDays" formId={FORM} />
      </div>
      <div className="field">
        <label htmlFor={`${FORM}-salesRepId`}>{t.salesRep}</label>
        <select
          id={`${FORM}-salesRepId`}
          name="salesRepId"
          defaultValue={values.salesRepId}
          {...fieldProps(errors, 'salesRepId', FORM)}
        >
          <option value="">{t.noSalesRep}</option>
          {reps.map((rep) => (
            <option key={rep.contactId} value={rep.contactId}>
              {rep.name} ({rep.email})
            </option>
          ))}
        </select>
        <FieldError errors={errors} name="salesRepId" formId={FORM} />
      </div>
      <button type="submit" className="button" disabled={isPending}>
        {texts.terms.save}
      </button>
      <FormMessage state={state} />
    </form>
  );
}
