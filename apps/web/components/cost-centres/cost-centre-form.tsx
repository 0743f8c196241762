'use client';
import { useActionState } from 'react';
import { type CostCentreFormState, saveCostCentre } from '../../app/actions/cost-centres';
import { dictionaries, type Language } from '../../lib/i18n/dictionary';

type Centre = {
  id: string;
  code: string;
  name: string;
  deliveryAddressId: string | null;
  perOrder: number | null;
  perMonth: number | null;
  isActive: boolean;
};

const kroner = (minor: number | null) => (minor === null ? '' : (minor / 100).toFixed(2));

/** One cost centre's form (a new one when `centre` is absent): code (new only), name, address, limits. */
export function CostCentreForm(props: {
  centre?: Centre;
  addresses: { id: string; label: string }[];
  language: Language;
}) {
  const t = dictionaries[props.language].costCentres;
  const [state, action, pending] = useActionState<CostCentreFormState, FormData>(saveCostCentre, { status: 'idle' });
  const c = props.centre;
  const key = c?.id ?? 'new';
  return (
    <form action={action} className="cost-centre-form" data-cost-centre-form={c?.code ?? 'new'}>
      {c ? <input type="hidden" name="id" value={c.id} /> : null}
      {c ? null : (
        <>
          <label htmlFor={`cc-code-${key}`}>{t.code}</label>
          <input id={`cc-code-${key}`} name="code" required maxLength={32} pattern="[A-Za-z0-9._\-]+" />
        </>
      )}
      <label htmlFor={`cc-name-${key}`}>{t.name}</label>
      <input id={`cc-name-${key}`} name="name" required maxLength={100} defaultValue={c?.name} />
      <label htmlFor={`cc-address-${key}`}>{t.address}</label>
      <select id={`cc-address-${key}`} name="deliveryAddressId" defaultValue={c?.deliveryAddressId ?? ''}>
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
        type="number"
        min={0}
        step="0.01"
        defaultValue={kroner(c?.perOrder ?? null)}
      />
      <label htmlFor={`cc-month-${key}`}>{t.perMonth}</label>
      <input
        id={`cc-month-${key}`}
        name="perMonth"
        type="number"
        min={0}
        step="0.01"
        defaultValue={kroner(c?.perMonth ?? null)}
      />
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
      {state.status === 'idle' ? null : (
        <p className={`form-message ${state.status}`} role={state.status === 'error' ? 'alert' : 'status'}>
          {state.message}
        </p>
      )}
    </form>
  );
}
