'use client';
import { useActionState } from 'react';
import { type CostCentreFormState, saveCostCentre } from '../../app/actions/cost-centres';
import { costCentresTexts } from '../../lib/i18n/areas/cost-centres';
import type { Language } from '../../lib/i18n/dictionary';
import { moneyInputValue } from '../../lib/money';
import { FieldError, fieldProps } from '../ui/field-error';
import { FormMessage } from '../ui/form-message';

type Centre = {
  id: string;
  code: string;
  name: string;
  deliveryAddressId: string | null;
  perOrder: number | null;
  perMonth: number | null;
  isActive: boolean;
};

/** One cost centre's form (a new one when `centre` is absent): code (new only), name, address, limits. */
export function CostCentreForm(props: {
  centre?: Centre;
  addresses: { id: string; label: string }[];
  language: Language;
}) {
  const t = costCentresTexts[props.language];
  const [state, action, pending] = useActionState<CostCentreFormState, FormData>(saveCostCentre, { status: 'idle' });
  const c = props.centre;
  const key = c?.id ?? 'new';
  const formId = `cc-${key}`;
  const errors = state.fieldErrors;
  /** After a refusal the fields keep what was typed; otherwise they show the centre as saved. */
  const value = (name: string, saved: string) =>
    state.status === 'error' && state.values ? state.values[name] : saved;
  return (
    <form action={action} className="cost-centre-form" data-cost-centre-form={c?.code ?? 'new'} key={state.round ?? 0}>
      {c ? <input type="hidden" name="id" value={c.id} /> : null}
      {c ? null : (
        <>
          <label htmlFor={`cc-code-${key}`}>{t.code}</label>
          <input
            id={`cc-code-${key}`}
            name="code"
            required
            maxLength={32}
            pattern="[A-Za-z0-9._\-]+"
            defaultValue={value('code', '')}
            {...fieldProps(errors, 'code', formId)}
          />
          <FieldError errors={errors} name="code" formId={formId} />
        </>
      )}
      <label htmlFor={`cc-name-${key}`}>{t.name}</label>
      <input
        id={`cc-name-${key}`}
        name="name"
        required
        maxLength={100}
        defaultValue={value('name', c?.name ?? '')}
        {...fieldProps(errors, 'name', formId)}
      />
      <FieldError errors={errors} name="name" formId={formId} />
      <label htmlFor={`cc-address-${key}`}>{t.address}</label>
      <select
        id={`cc-address-${key}`}
        name="deliveryAddressId"
        defaultValue={value('deliveryAddressId', c?.deliveryAddressId ?? '')}
      >
        <option value="">{t.noAddress}</option>
        {props.addresses.map((a) => (
          <option key={a.id} value={a.id}>
            {a.label}
          </option>
        ))}
      </select>
      <label htmlFor={`cc-order-${key}`}>{t.perOrder}</label>
      <input
        id={`cc-order-${key}`}
        name="perOrder"
        inputMode="decimal"
        defaultValue={value('perOrder', moneyInputValue(c?.perOrder))}
        {...fieldProps(errors, 'perOrder', formId)}
      />
      <FieldError errors={errors} name="perOrder" formId={formId} />
      <label htmlFor={`cc-month-${key}`}>{t.perMonth}</label>
      <input
        id={`cc-month-${key}`}
        name="perMonth"
        inputMode="decimal"
        defaultValue={value('perMonth', moneyInputValue(c?.perMonth))}
        {...fieldProps(errors, 'perMonth', formId)}
      />
      <FieldError errors={errors} name="perMonth" formId={formId} />
      <div className="cost-centre-buttons">
        <button type="submit" name="intent" value="save" className="button-small" disabled={pending}>
          {c ? t.save : t.add}
        </button>
        {c ? (
          <button
            type="submit"
            name="intent"
            value={c.isActive ? 'deactivate' : 'activate'}
            className="button-small button-secondary"
            disabled={pending}
          >
            {c.isActive ? t.deactivate : t.activate}
          </button>
        ) : null}
      </div>
      <FormMessage state={state} />
    </form>
  );
}
