'use client';
import { useActionState } from 'react';
import { type AccountFormState, saveConsents } from '../../app/actions/account';
import { accountTexts } from '../../lib/i18n/areas/account';
import type { Language } from '../../lib/i18n/dictionary';
import { FormMessage } from '../ui/form-message';

type Consent = {
  type: 'terms_of_sale' | 'marketing_email' | 'marketing_sms' | 'newsletter' | 'data_processing';
  isGranted: boolean;
  /** Formatted time of the last answer, or null when never answered. */
  changed: string | null;
};

/** One checkbox per consent; saving sends only what changed (an unanswered one left unticked stays unanswered). */
export function ConsentsForm({ language, consents }: { language: Language; consents: Consent[] }) {
  const t = accountTexts[language];
  const texts = t.consents;
  const [state, action, isPending] = useActionState<AccountFormState, FormData>(saveConsents, { status: 'idle' });
  return (
    <form action={action} className="form account-form">
      <fieldset className="choices">
        <legend className="visually-hidden">{texts.title}</legend>
        {consents.map((consent) => (
          <div className="choice" key={`${consent.type}-${consent.changed ?? 'never'}-${consent.isGranted}`}>
            <input type="hidden" name="type" value={consent.type} />
            <input
              type="hidden"
              name={`was.${consent.type}`}
              value={consent.changed === null ? '' : String(consent.isGranted)}
            />
            <input
              type="checkbox"
              id={`consent-${consent.type}`}
              name={`granted.${consent.type}`}
              defaultChecked={consent.isGranted}
              aria-describedby={`consent-${consent.type}-when`}
            />
            <label htmlFor={`consent-${consent.type}`}>
              {texts.types[consent.type]}
              <br />
              <span className="muted" id={`consent-${consent.type}-when`}>
                {consent.changed === null ? texts.notAnswered : texts.changedAt(consent.changed)}
              </span>
            </label>
          </div>
        ))}
      </fieldset>
      <div>
        <button type="submit" className="button" disabled={isPending}>
          {t.save}
        </button>
        <FormMessage state={state} />
      </div>
    </form>
  );
}
