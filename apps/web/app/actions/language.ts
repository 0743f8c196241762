'use server';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { isLanguage } from '../../lib/i18n/dictionary';
import { LANGUAGE_COOKIE } from '../../lib/i18n/server';
import { backTo } from '../../lib/return-to';

/** Stores the chosen language for a year and shows the same page again in it. */
export async function setLanguage(form: FormData): Promise<void> {
  const language = form.get('language');
  if (isLanguage(language)) {
    (await cookies()).set(LANGUAGE_COOKIE, language, { path: '/', maxAge: 365 * 24 * 60 * 60, sameSite: 'lax' });
  }
  redirect(await backTo());
}
