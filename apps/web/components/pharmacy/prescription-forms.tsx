'use client';
import { useActionState } from 'react';
import { addByReference, addPrescriptionItem, type PrescriptionFormState } from '../../app/actions/prescriptions';
import { listsTexts } from '../../lib/i18n/areas/lists';
import type { Language } from '../../lib/i18n/dictionary';
import { FieldError, fieldProps } from '../ui/field-error';
import { FormMessage } from '../ui/form-message';
import Link from '../ui/link';

const idle: PrescriptionFormState = { status: 'idle' };

/** Claim a prescription by the reference on the slip and the patient's birth date (the API's check). */
export function AddByReferenceForm({ language, pid }: { language: Language; pid: string }) {
  const t = listsTexts[language].prescriptions;
  const [state, action, isPending] = useActionState(addByReference, idle);
  const v = state.version ?? 0;
  return (
    <form action={action} className="lists-form" data-add-prescription>
      <input type="hidden" name="pid" value={pid} />
      <label htmlFor="rx-reference" className="block">
        {t.reference}
      </label>
      <input
        id="rx-reference"
        name="reference"
        type="text"
        required
        maxLength={64}
        autoComplete="off"
        defaultValue={state.values?.reference ?? ''}
        key={`r-${v}`}
        {...fieldProps(state.fieldErrors, 'reference', 'rx')}
      />
      <FieldError errors={state.fieldErrors} name="reference" formId="rx" />
      <label htmlFor="rx-birth" className="block">
        {t.birthDate}
      </label>
      <input
        id="rx-birth"
        name="birthDate"
        type="date"
        required
        defaultValue={state.values?.birthDate ?? ''}
        key={`b-${v}`}
        {...fieldProps(state.fieldErrors, 'birthDate', 'rx')}
      />
      <FieldError errors={state.fieldErrors} name="birthDate" formId="rx" />
      <div>
        <button type="submit" className="button-small" disabled={isPending}>
          {t.addButton}
        </button>
      </div>
      <FormMessage state={state} />
    </form>
  );
}

/** One item of a prescription into the cart, at most what is left (the action counts the cart too). */
export function PrescriptionItemForm({
  language,
  prescriptionId,
  sku,
  name,
  remaining,
}: {
  language: Language;
  prescriptionId: string;
  sku: string;
  name: string;
  remaining: number;
}) {
  const dict = listsTexts[language];
  const t = dict.prescriptions;
  const [state, action, isPending] = useActionState(addPrescriptionItem, idle);
  const inputId = `rx-qty-${sku}`;
  const messageId = `rx-msg-${sku}`;
  return (
    <form action={action} className="add-to-cart" data-prescription-item={sku}>
      <input type="hidden" name="prescriptionId" value={prescriptionId} />
      <input type="hidden" name="sku" value={sku} />
      <label htmlFor={inputId}>
        {t.quantity}
        <span className="visually-hidden"> {sku}</span>
      </label>
      <input
        id={inputId}
        name="quantity"
        type="number"
        inputMode="numeric"
        min={1}
        max={Math.max(1, remaining)}
        step={1}
        required
        defaultValue={state.values?.quantity ?? '1'}
        key={`q-${state.version ?? 0}`}
        aria-describedby={state.message ? messageId : undefined}
        aria-invalid={state.status === 'error' ? true : undefined}
      />
      <button type="submit" className="button" disabled={isPending}>
        {t.addToCart}
        <span className="visually-hidden">: {name}</span>
      </button>
      <FormMessage state={state} id={messageId} />
      {state.status === 'ok' ? <Link href="/cart">{dict.subscriptions.viewCart}</Link> : null}
    </form>
  );
}
