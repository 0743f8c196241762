// Server side: the person's language comes from the `lang` cookie the header's switch sets; nb otherwise.
import { cookies } from 'next/headers';
import { cache } from 'react';
import { type Dictionary, defaultLanguage, dictionaries, isLanguage, type Language } from './dictionary';

export const LANGUAGE_COOKIE = 'lang';

/** The language of this request (one cookie read per render). */
export const getLanguage = cache(async (): Promise<Language> => {
  const value = (await cookies()).get(LANGUAGE_COOKIE)?.value;
  return isLanguage(value) ? value : defaultLanguage;
});

export async function getDictionary(): Promise<{ language: Language; t: Dictionary }> {
  const language = await getLanguage();
  return { language, t: dictionaries[language] };
}
