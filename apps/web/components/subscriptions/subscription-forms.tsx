'use client';
// The subscription forms that need state: the API's answer beside each form, typed values kept.
import { useActionState } from 'react';
import {
  createSubscription,
  endSubscription,
  pauseOrResume,
  replaceTemplate,
  type SubscriptionFormState,
  updateSubscription,
} from '../../app/actions/subscriptions';
import type { FieldErrors } from '../../lib/forms';
import { listsTexts } from '../../lib/i18n/areas/lists';
import type { Language } from '../../lib/i18n/dictionary';
import { FieldError, fieldProps } from '../ui/field-error';
import { FormMessage } from '../ui/form-message';

const idle: SubscriptionFormState = { status: 'idle' };

/** A delivery day offered in a form: the value, and how it reads (weekday, date, cut-off). */
export type DayOption = { date: string; label: string };

function IntervalField({
  id,
  value,
  label,
  errors,
}: {
  id: string;
  value: string;
  label: string;
  errors?: FieldErrors;
}) {
  return (
    <>
      <label htmlFor={id} className="block">
        {label}
      </label>
      <input
        id={id}
        name="intervalWeeks"
        type="number"
        inputMode="numeric"
        min={1}
        max={52}
        step={1}
        required
        defaultValue={value}
        {...fieldProps(errors, 'intervalWeeks', id)}
      />
      <FieldError errors={errors} name="intervalWeeks" formId={id} />
    </>
  );
}

export function CreateSubscriptionForm({
  language,
  addressId,
  days,
}: {
  language: Language;
  addressId: string;
  days: DayOption[];
}) {
  const t = listsTexts[language].subscriptions;
  const [state, action, isPending] = useActionState(createSubscription, idle);
  const v = state.version ?? 0;
  const typed = state.values;
  return (
    <form action={action} className="lists-form" data-create-subscription key={v}>
      <input type="hidden" name="deliveryAddressId" value={addressId} />
      <label htmlFor="sub-name" className="block">
        {t.name}
      </label>
      <input
        id="sub-name"
        name="name"
        type="text"
        maxLength={100}
        placeholder={t.namePlaceholder}
        defaultValue={typed?.name ?? ''}
        {...fieldProps(state.fieldErrors, 'name', 'sub-create')}
      />
      <FieldError errors={state.fieldErrors} name="name" formId="sub-create" />
      <IntervalField
        id="sub-interval"
        label={t.intervalLabel}
        value={typed?.intervalWeeks ?? '1'}
        errors={state.fieldErrors}
      />
      <label htmlFor="sub-first" className="block">
        {t.firstDate}
      </label>
      <select
        id="sub-first"
        name="firstDeliveryDate"
        required
        defaultValue={typed?.firstDeliveryDate ?? days[0]?.date}
        {...fieldProps(state.fieldErrors, 'firstDeliveryDate', 'sub-create')}
      >
        {days.map((day) => (
          <option key={day.date} value={day.date}>
            {day.label}
          </option>
        ))}
      </select>
      <FieldError errors={state.fieldErrors} name="firstDeliveryDate" formId="sub-create" />
      <div>
        <button type="submit" className="button" disabled={isPending || days.length === 0}>
          {t.createButton}
        </button>
      </div>
      <FormMessage state={state} data-subscription-message="create" />
    </form>
  );
}

export function ChangeSubscriptionForm({
  language,
  id,
  intervalWeeks,
  nextDate,
  days,
}: {
  language: Language;
  id: string;
  intervalWeeks: number;
  nextDate: string;
  days: DayOption[];
}) {
  const t = listsTexts[language].subscriptions;
  const [state, action, isPending] = useActionState(updateSubscription, idle);
  const typed = state.status === 'error' ? state.values : undefined;
  return (
    <form
      action={action}
      className="lists-form"
      data-change-subscription
      key={`${state.version ?? 0}-${intervalWeeks}-${nextDate}`}
    >
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="currentInterval" value={intervalWeeks} />
      <input type="hidden" name="currentNextDate" value={nextDate} />
      <IntervalField
        id="sub-change-interval"
        label={t.intervalLabel}
        value={typed?.intervalWeeks ?? String(intervalWeeks)}
        errors={state.fieldErrors}
      />
      <label htmlFor="sub-next" className="block">
        {t.nextDate}
      </label>
      <select
        id="sub-next"
        name="nextDate"
        defaultValue={typed?.nextDate ?? ''}
        {...fieldProps(state.fieldErrors, 'nextDate', 'sub-change')}
      >
        <option value="">{t.keepDate}</option>
        {days
          .filter((day) => day.date !== nextDate)
          .map((day) => (
            <option key={day.date} value={day.date}>
              {day.label}
            </option>
          ))}
      </select>
      <FieldError errors={state.fieldErrors} name="nextDate" formId="sub-change" />
      <div>
        <button type="submit" className="button-small" disabled={isPending}>
          {t.save}
        </button>
      </div>
      <FormMessage state={state} data-subscription-message="change" />
    </form>
  );
}

export function PauseResumeForm({ language, id, isPaused }: { language: Language; id: string; isPaused: boolean }) {
  const t = listsTexts[language].subscriptions;
  const [state, action, isPending] = useActionState(pauseOrResume, idle);
  return (
    <form action={action} className="lists-form" data-pause-resume>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="action" value={isPaused ? 'resume' : 'pause'} />
      <div>
        <button type="submit" className="button button-secondary" disabled={isPending}>
          {isPaused ? t.resume : t.pause}
        </button>
      </div>
      <FormMessage state={state} data-subscription-message="pause" />
    </form>
  );
}

export function ReplaceTemplateForm({ language, id }: { language: Language; id: string }) {
  const t = listsTexts[language].subscriptions;
  const [state, action, isPending] = useActionState(replaceTemplate, idle);
  return (
    <form action={action} className="lists-form" data-replace-template>
      <input type="hidden" name="id" value={id} />
      <div>
        <button type="submit" className="button-small button-secondary" disabled={isPending}>
          {t.replaceTemplate}
        </button>
      </div>
      <FormMessage state={state} data-subscription-message="template" />
    </form>
  );
}

export function EndSubscriptionForm({ language, id }: { language: Language; id: string }) {
  const t = listsTexts[language].subscriptions;
  const [state, action, isPending] = useActionState(endSubscription, idle);
  return (
    <details className="danger-details" open={state.status === 'error' ? true : undefined}>
      <summary>{t.end}</summary>
      <form action={action} className="lists-form" data-end-subscription key={state.version ?? 0}>
        <input type="hidden" name="id" value={id} />
        <label htmlFor="sub-end-reason" className="block">
          {t.endReason}
        </label>
        <textarea
          id="sub-end-reason"
          name="reason"
          rows={2}
          maxLength={500}
          defaultValue={state.values?.reason ?? ''}
          {...fieldProps(state.fieldErrors, 'reason', 'sub-end')}
        />
        <FieldError errors={state.fieldErrors} name="reason" formId="sub-end" />
        <div>
          <button type="submit" className="button button-secondary" disabled={isPending}>
            {t.endButton}
          </button>
        </div>
        <FormMessage state={state} data-subscription-message="end" />
      </form>
    </details>
  );
}
