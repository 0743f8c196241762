'use client';
// The account's passkeys: register one (WebAuthn through Auth.js's Passkey provider), rename, remove.
import { useRouter } from 'next/navigation';
import { signIn as webAuthnSignIn } from 'next-auth/webauthn';
import { useActionState, useState } from 'react';
import { type PasskeyFormState, removePasskey, renamePasskey } from '../../app/actions/auth';
import { signinTexts } from '../../lib/i18n/areas/signin';
import type { Language } from '../../lib/i18n/dictionary';
import { FormMessage } from '../ui/form-message';

const isCancel = (error: unknown) =>
  error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');

/** Registers a passkey for the signed-in person; the list above is re-read afterwards. */
export function RegisterPasskeyButton({ language }: { language: Language }) {
  const t = signinTexts[language].passkeys;
  const router = useRouter();
  const [state, setState] = useState<PasskeyFormState>({});
  const [isPending, setPending] = useState(false);
  const register = async () => {
    if (typeof window.PublicKeyCredential === 'undefined') {
      setState({ status: 'error', message: t.unsupported });
      return;
    }
    setPending(true);
    setState({ message: t.registering });
    try {
      const result = await webAuthnSignIn('passkey', {
        action: 'register',
        redirect: false,
        redirectTo: '/account/passkeys',
      });
      setState(
        result?.ok && !result.error ? { status: 'ok', message: t.registered } : { status: 'error', message: t.failed },
      );
      router.refresh();
    } catch (error) {
      setState({ status: 'error', message: isCancel(error) ? t.cancelled : t.failed });
    }
    setPending(false);
  };
  return (
    <div className="passkey-register">
      <button type="button" className="button" onClick={register} disabled={isPending}>
        {t.register}
      </button>
      <FormMessage state={state} />
    </div>
  );
}

/** One passkey's name form and remove button; the typed name stays after a refusal. */
export function PasskeyActions({
  language,
  passkeyId,
  name,
  label,
}: {
  language: Language;
  passkeyId: string;
  name: string;
  label: string;
}) {
  const t = signinTexts[language].passkeys;
  const [renamed, rename, isRenaming] = useActionState<PasskeyFormState, FormData>(renamePasskey, { name });
  const [removed, remove, isRemoving] = useActionState<PasskeyFormState, FormData>(removePasskey, {});
  const inputId = `passkey-name-${passkeyId}`;
  const message = removed.message ? removed : renamed;
  return (
    <div className="passkey-actions">
      <form action={rename} className="passkey-rename">
        <input type="hidden" name="passkeyId" value={passkeyId} />
        <label htmlFor={inputId} className="visually-hidden">
          {t.nameLabel(label)}
        </label>
        <input
          id={inputId}
          name="name"
          type="text"
          maxLength={80}
          defaultValue={renamed.name ?? name}
          key={renamed.name ?? name}
          placeholder={t.unnamed}
        />
        <button type="submit" className="button button-secondary" disabled={isRenaming}>
          {t.rename}
        </button>
      </form>
      <form action={remove}>
        <input type="hidden" name="passkeyId" value={passkeyId} />
        <button
          type="submit"
          className="button button-secondary passkey-remove"
          disabled={isRemoving}
          aria-label={t.removeLabel(label)}
        >
          {t.remove}
        </button>
      </form>
      <FormMessage state={message} />
    </div>
  );
}
