// The message for a sign-in error code: ours (the signin area's), then Auth.js's error types, then the default.
import { dictionaries, type Language } from '../i18n/dictionary';

export function errorText(language: Language, code: string | undefined): string | undefined {
  if (!code) return undefined;
  const ours = dictionaries[language].signin.errors as Record<string, string>;
  const errors = dictionaries[language].auth.errors as Record<string, string>;
  // Own keys only: the code comes from the URL, and "__proto__" or "constructor" would find an object (a 500).
  if (Object.hasOwn(ours, code)) return ours[code];
  return Object.hasOwn(errors, code) ? errors[code] : errors.default;
}
