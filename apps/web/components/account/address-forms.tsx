'use client';
import { useActionState } from 'react';
import { type AccountFormState, deleteAddress, saveAddress } from '../../app/actions/account';
import { accountTexts } from '../../lib/i18n/areas/account';
import type { Language } from '../../lib/i18n/dictionary';
import { FieldError, fieldProps } from '../ui/field-error';
import { FormMessage } from '../ui/form-message';
import Link from '../ui/link';

export type AddressValues = {
  name: string;
  line1: string;
  line2: string;
  zipCode: string;
  city: string;
  country: string;
  contactName: string;
  phone: string;
  deliveryInstructions: string;
};

type FormProps = {
  language: Language;
  /** Set when editing an address; absent when adding one. */
  addressId?: string;
  initial: AddressValues;
  isDefault?: boolean;
  countries: { code: string; name: string }[];
};

/** Adds or edits a delivery address. A refusal (zip code, market) keeps everything typed and names the field. */
export function AddressForm({ language, addressId, initial, isDefault = false, countries }: FormProps) {
  const t = accountTexts[language];
  const texts = t.addresses;
  const [state, action, isPending] = useActionState<AccountFormState, FormData>(saveAddress, { status: 'idle' });
  const values = state.status === 'error' && state.values ? (state.values as Partial<AddressValues>) : initial;
  const idPrefix = addressId ? `address-${addressId.slice(0, 8)}` : 'address-new';
  const messageId = `${idPrefix}-message`;
  const text = (
    name: keyof AddressValues,
    label: string,
    options: { required?: boolean; autoComplete?: string; type?: string; className?: string } = {},
  ) => (
    <div className={`field ${options.className ?? ''}`}>
      <label htmlFor={`${idPrefix}-${name}`}>
        {label}
        {options.required ? null : <span className="muted"> {t.optional}</span>}
      </label>
      <input
        id={`${idPrefix}-${name}`}
        name={name}
        type={options.type ?? 'text'}
        required={options.required}
        autoComplete={options.autoComplete ?? 'off'}
        defaultValue={values[name] ?? ''}
        {...fieldProps(state.fieldErrors, name, idPrefix)}
      />
      <FieldError errors={state.fieldErrors} name={name} formId={idPrefix} />
    </div>
  );
  const defaultChecked = state.status === 'error' && state.values ? state.values.isDefault === 'on' : isDefault;
  return (
    <form action={action} className="form account-form">
      {addressId ? <input type="hidden" name="addressId" value={addressId} /> : null}
      <div className="account-fields" key={state.round ?? 0}>
        {text('name', texts.name, { required: true, autoComplete: 'organization' })}
        {text('line1', texts.line1, { required: true, autoComplete: 'address-line1' })}
        {text('line2', texts.line2, { autoComplete: 'address-line2' })}
        <div className="account-field-row">
          {text('zipCode', texts.zipCode, { required: true, autoComplete: 'postal-code', className: 'field-zip' })}
          {text('city', texts.city, { required: true, autoComplete: 'address-level2' })}
        </div>
        <div className="field">
          <label htmlFor={`${idPrefix}-country`}>{texts.country}</label>
          <select
            id={`${idPrefix}-country`}
            name="country"
            defaultValue={values.country || countries[0]?.code}
            {...fieldProps(state.fieldErrors, 'country', idPrefix)}
          >
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
          <FieldError errors={state.fieldErrors} name="country" formId={idPrefix} />
        </div>
        {text('contactName', texts.contactName, { autoComplete: 'name' })}
        {text('phone', texts.phone, { autoComplete: 'tel', type: 'tel' })}
        <div className="field">
          <label htmlFor={`${idPrefix}-deliveryInstructions`}>
            {texts.deliveryInstructions} <span className="muted">{t.optional}</span>
          </label>
          <textarea
            id={`${idPrefix}-deliveryInstructions`}
            name="deliveryInstructions"
            rows={2}
            maxLength={500}
            defaultValue={values.deliveryInstructions ?? ''}
            {...fieldProps(state.fieldErrors, 'deliveryInstructions', idPrefix)}
          />
          <FieldError errors={state.fieldErrors} name="deliveryInstructions" formId={idPrefix} />
        </div>
        {isDefault && addressId ? null : (
          <label className="check">
            <input type="checkbox" name="isDefault" defaultChecked={defaultChecked} /> {texts.makeDefault}
          </label>
        )}
      </div>
      <div className="account-form-actions">
        <button type="submit" className="button" disabled={isPending}>
          {addressId ? t.save : texts.add}
        </button>
        {addressId ? <Link href="/account/addresses">{t.cancel}</Link> : null}
        <FormMessage state={state} id={messageId} />
      </div>
    </form>
  );
}

/** Deletes one delivery address; a refusal is shown beside the button. */
export function AddressDeleteForm({
  language,
  addressId,
  name,
}: {
  language: Language;
  addressId: string;
  name: string;
}) {
  const t = accountTexts[language];
  const [state, action, isPending] = useActionState<AccountFormState, FormData>(deleteAddress, { status: 'idle' });
  return (
    <form action={action} className="account-inline-form">
      <input type="hidden" name="addressId" value={addressId} />
      <button
        type="submit"
        className="button-small button-secondary"
        disabled={isPending}
        aria-label={t.addresses.deleteLabel(name)}
      >
        {t.addresses.delete}
      </button>
      <FormMessage state={state} />
    </form>
  );
}
