// API errors as messages for people: the API's own title (in the caller's language) for the rules it names,
// our texts for the rest. Never a stack trace or a raw response.
import { ApiError, type Problem } from '@engros/client';
import type { Dictionary } from './i18n/dictionary';

export function problemOf(error: unknown): Problem | undefined {
  if (!ApiError.isApiError(error)) return undefined;
  const result = error.result as Problem | undefined;
  if (result && typeof result === 'object' && typeof result.title === 'string') return result;
  try {
    const parsed = JSON.parse(error.response) as Problem;
    return typeof parsed?.title === 'string' ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The thing asked for does not exist for this person: 404, or the 422 `…_unknown` that the spec's ticket and
 * subscription calls answer instead (their clients read only 422; docs/client.md, "Statuses").
 */
export function isNotFound(error: unknown, unknownCode?: string): boolean {
  if (!ApiError.isApiError(error)) return false;
  return error.status === 404 || (unknownCode !== undefined && problemOf(error)?.code === unknownCode);
}

/** One readable sentence for a failed call. */
export function errorMessage(error: unknown, t: Dictionary): string {
  if (!ApiError.isApiError(error)) return t.errors.unavailable;
  if (error.status === 401) return t.errors.signInAgain;
  if (error.status >= 500) return t.errors.unavailable;
  const problem = problemOf(error);
  if (error.status === 403) return problem?.title ?? t.errors.forbidden;
  if (!problem) return t.errors.generic;
  // A refusal of named fields says which ones (the API's title alone, "the request has invalid fields", does not):
  // 400, or 422 request_invalid on the spec calls whose client reads no 400 (docs/client.md, "Statuses").
  const fields = [
    ...new Set((problem.errors ?? []).map((e) => e.path.replace(/^(body|query|params)\./, '').split('.')[0] ?? '')),
  ];
  const isFieldRefusal = error.status === 400 || problem.code === 'request_invalid';
  if (isFieldRefusal && fields.length > 0 && fields.every(Boolean)) {
    return t.forms.fieldsRefused(fields.map((field) => t.forms.fieldNames[field] ?? field));
  }
  const detail = problem.detail && problem.detail !== problem.title ? ` ${problem.detail}` : '';
  return `${problem.title}${detail}`;
}
