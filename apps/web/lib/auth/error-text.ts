// The message for a sign-in error code: ours (the signin area's), then Auth.js's error types, then the default.
// The sign-in forms (client) call it too, so it reads the two areas' texts, not the whole dictionary.
import { authTexts } from '../i18n/areas/auth';
import { signinTexts } from '../i18n/areas/signin';
import type { Language } from '../i18n/dictionary';

/**
 * `retryAfterSeconds` (the API's, for a locked sign-in) turns "too many attempts" into the real wait, in minutes;
 * without it (a per-minute limit) the text says to wait a minute.
 */
export function errorText(
  language: Language,
  code: string | undefined,
  retryAfterSeconds?: unknown,
): string | undefined {
  if (!code) return undefined;
  const seconds = Number(retryAfterSeconds);
  if (code === 'too_many_requests' && Number.isFinite(seconds) && seconds > 0) {
    return signinTexts[language].tryAgainIn(Math.min(24 * 60, Math.ceil(seconds / 60)));
  }
  const ours = signinTexts[language].errors as Record<string, string>;
  const errors = authTexts[language].errors as Record<string, string>;
  // Own keys only: the code comes from the URL, and "__proto__" or "constructor" would find an object (a 500).
  if (Object.hasOwn(ours, code)) return ours[code];
  return Object.hasOwn(errors, code) ? errors[code] : errors.default;
}
