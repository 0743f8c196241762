'use server';
// Sign-in, sign-out and company switch, as server actions (they work without JavaScript too).
import { ApiError } from '@engros/client';
import { revalidatePath } from 'next/cache';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { AuthError, CredentialsSignin } from 'next-auth';
import { signIn, signOut, updateSession } from '../../auth';
import { requestClientHeaders, serverApi } from '../../lib/api';
import { EID_STATE_COOKIE, EID_STATE_MAX_AGE_S, writeEidCookie } from '../../lib/auth/eid-cookie';
import { isEmailAddress } from '../../lib/auth/email-address';
import { readSessionToken } from '../../lib/auth/session-cookie';
import { revokeApiTokens } from '../../lib/auth/tokens';
import { viewerApi } from '../../lib/auth/viewer';
import { errorMessage } from '../../lib/errors';
import { parseForm } from '../../lib/forms';
import { dictionaries } from '../../lib/i18n/dictionary';
import { getDictionary, getLanguage } from '../../lib/i18n/server';
import { backTo, safeReturnTo } from '../../lib/return-to';
import {
  eidStartForm,
  emailLinkForm,
  passkeyIdForm,
  passwordSignInForm,
  renamePasskeyForm,
  switchCompanyForm,
} from './schemas/auth';

export type SignInFormState = { error?: string; email: string; retryAfterSeconds?: number };

/** The API's wait for a locked sign-in, as auth.ts put it on the refusal (none for other refusals). */
const retryAfterOf = (error: CredentialsSignin) => (error as { retryAfterSeconds?: number }).retryAfterSeconds;

/** Password sign-in; on failure the form comes back with the e-mail kept and an error code for the message. */
export async function signInWithPassword(_previous: SignInFormState, form: FormData): Promise<SignInFormState> {
  // The refusals here are codes the page words (lib/auth/error-text.ts): the schema's texts are not shown.
  const parsed = parseForm(form, passwordSignInForm, dictionaries.en);
  const typedEmail = form.get('email');
  if (!parsed.isValid) return { email: typeof typedEmail === 'string' ? typedEmail.trim() : '', error: 'missing' };
  const { email, password, returnTo } = parsed.value;
  try {
    await signIn('password', { email, password, redirectTo: safeReturnTo(returnTo) });
  } catch (error) {
    if (error instanceof CredentialsSignin) return { email, error: error.code, retryAfterSeconds: retryAfterOf(error) };
    if (error instanceof AuthError) return { email, error: 'default' };
    throw error; // the redirect after a successful sign-in
  }
  return { email };
}

export type EmailLinkFormState = { error?: string; email: string; retryAfterSeconds?: number };

/**
 * Asks Auth.js's e-mail provider for a sign-in link (its token goes to the API through the adapter, the API mails
 * the link). Success goes to "Check your email"; the answer is the same whether the address has an account.
 */
export async function signInWithEmailLink(_previous: EmailLinkFormState, form: FormData): Promise<EmailLinkFormState> {
  const parsed = parseForm(form, emailLinkForm, dictionaries.en);
  const email = parsed.isValid ? parsed.value.email : '';
  // The API's own check, before Auth.js (whose normalising turns some near misses into someone's real address).
  if (!parsed.isValid || !isEmailAddress(email)) {
    const typed = form.get('email');
    return { email: typeof typed === 'string' ? typed.trim() : '', error: 'email_invalid' };
  }
  let target: string;
  try {
    target = await signIn('email', { email, redirectTo: safeReturnTo(parsed.value.returnTo), redirect: false });
  } catch (error) {
    if (error instanceof CredentialsSignin) return { email, error: error.code, retryAfterSeconds: retryAfterOf(error) };
    if (error instanceof AuthError) return { email, error: 'EmailSignin' };
    throw error;
  }
  const failed = new URL(target, 'http://local').searchParams.get('error');
  if (failed) return { email, error: failed === 'Configuration' ? 'unavailable' : failed };
  // Auth.js answers its own /api/auth/verify-request (which redirects to pages.verifyRequest): go there directly,
  // a server action's redirect to a route handler's redirect is not followed by the client router.
  redirect('/login/verify-request');
}

export type EidFormState = { error?: string };

/** Starts an eID sign-in: the API makes state, nonce and PKCE; we bind the state to this browser and go. */
export async function startEidSignIn(_previous: EidFormState, form: FormData): Promise<EidFormState> {
  const language = await getLanguage();
  const parsed = parseForm(form, eidStartForm, dictionaries[language]);
  const returnTo = safeReturnTo(parsed.isValid ? parsed.value.returnTo : undefined);
  let url: string;
  try {
    // The browser's address (x-client-ip): the API counts eID starts per browser, not per web server.
    const started = await serverApi({ language, clientHeaders: await requestClientHeaders() }).authorizeEid({
      body: { returnTo, uiLocales: language },
    });
    const isSecure = (await headers()).get('x-forwarded-proto') === 'https';
    (await cookies()).set(EID_STATE_COOKIE, writeEidCookie({ state: started.state, returnTo }), {
      httpOnly: true,
      sameSite: 'lax', // the provider sends the browser back with a top-level GET from another site
      secure: isSecure,
      path: '/',
      maxAge: EID_STATE_MAX_AGE_S,
    });
    url = started.url;
  } catch (error) {
    return { error: ApiError.isApiError(error) && error.status === 429 ? 'too_many_requests' : 'unavailable' };
  }
  redirect(url);
}

/** Signs out here and at the API; an eID sign-in also ends the provider's session (its end-session page). */
export async function signOutEverywhere(): Promise<void> {
  const token = await readSessionToken(await headers());
  const endSessionUrl = token?.api ? await revokeApiTokens(token.api) : null;
  await signOut({ redirect: false });
  redirect(endSessionUrl ?? '/');
}

/** Switches the company a person in several companies shops for (prices, cart). */
export async function switchCompany(form: FormData): Promise<void> {
  const parsed = parseForm(form, switchCompanyForm, dictionaries.en);
  if (parsed.isValid) await updateSession({ customerId: parsed.value.customerId } as never);
  redirect(await backTo());
}

export type PasskeyFormState = { status?: 'ok' | 'error'; message?: string; name?: string };

/** Renames one of the person's passkeys (the API answers 404 for someone else's); the typed name stays. */
export async function renamePasskey(_previous: PasskeyFormState, form: FormData): Promise<PasskeyFormState> {
  const { api, viewer } = await viewerApi();
  const { t } = await getDictionary();
  const typedName = form.get('name');
  const name = typeof typedName === 'string' ? typedName : '';
  if (!viewer.isSignedIn) return { status: 'error', message: t.errors.signInAgain, name };
  const parsed = parseForm(form, renamePasskeyForm, t);
  if (!parsed.isValid) return { status: 'error', message: parsed.message, name };
  const { passkeyId } = parsed.value;
  try {
    await api.renameMyPasskey({ path: { passkeyId }, body: { name: parsed.value.name } });
  } catch (error) {
    return { status: 'error', message: errorMessage(error, t), name };
  }
  revalidatePath('/account/passkeys');
  return { status: 'ok', message: t.signin.passkeys.renamed, name };
}

/** Removes one of the person's passkeys; it no longer signs anyone in. */
export async function removePasskey(_previous: PasskeyFormState, form: FormData): Promise<PasskeyFormState> {
  const { api, viewer } = await viewerApi();
  const { t } = await getDictionary();
  if (!viewer.isSignedIn) return { status: 'error', message: t.errors.signInAgain };
  const parsed = parseForm(form, passkeyIdForm, t);
  if (!parsed.isValid) return { status: 'error', message: parsed.message };
  try {
    await api.deleteMyPasskey({ path: parsed.value });
  } catch (error) {
    return { status: 'error', message: errorMessage(error, t) };
  }
  revalidatePath('/account/passkeys');
  return { status: 'ok', message: t.signin.passkeys.removed };
}
