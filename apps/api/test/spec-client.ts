/**
 * A client written from the spec alone (docs/spec/seed-spec.md §5 and §8), the way another team would write one
 * without our document or our generated client: it knows the method, the path, the required query parameters and
 * the handled statuses of a call, and nothing else. The contract test (test/contract.test.ts) calls the API through
 * it, so what the spec's clients see is what is tested.
 */

export const SERVER_SIDE_ERROR = 'A server side error occurred.';
export const UNEXPECTED_ERROR = 'An unexpected server error occurred.';

/** §8: any status but 200 and 204 raises this, with the parsed body for handled statuses. */
export class SpecApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly response: string,
    readonly headers: Record<string, string>,
    readonly result: unknown,
  ) {
    super(message);
  }
}

export type SpecCall = {
  method: string;
  path: string;
  requiredQuery: string[];
  handledStatuses: number[];
};

export type SpecRequest = {
  path?: Record<string, string>;
  query?: Record<string, string | number | boolean | string[] | null | undefined>;
  body?: unknown;
  /** The person's access token, or the shared secret (§6). */
  token?: string;
  secret?: string;
  language?: string;
};

/** Sends through any fetch-like function (the tests pass one over `app.inject`). */
export type Transport = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
) => Promise<{ status: number; headers: Record<string, string>; text: string }>;

/** One call as §5 and §8 describe it: checks before sending, then 200 → JSON or null, 204 → null, else an error. */
export async function specCall(transport: Transport, call: SpecCall, request: SpecRequest = {}): Promise<unknown> {
  const path = call.path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    const value = request.path?.[name];
    if (value === undefined || value === null) throw new Error(`The parameter '${name}' must be defined.`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const name of call.requiredQuery) {
    if (request.query?.[name] === null || request.query?.[name] === undefined) {
      throw new Error(`The parameter '${name}' cannot be null.`);
    }
  }
  for (const [name, value] of Object.entries(request.query ?? {})) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
  }
  const headers: Record<string, string> = { accept: 'application/json' };
  if (request.language) headers['accept-language'] = request.language;
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  if (request.secret) headers['x-shop-secret'] = request.secret;
  let body: string | undefined;
  if (request.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.body);
  }
  const query = search.toString();
  const answer = await transport(query ? `${path}?${query}` : path, { method: call.method, headers, body });
  if (answer.status === 200) return answer.text === '' ? null : JSON.parse(answer.text);
  if (answer.status === 204) return null;
  if (call.handledStatuses.includes(answer.status)) {
    let result: unknown;
    try {
      result = answer.text === '' ? null : JSON.parse(answer.text);
    } catch {
      result = undefined;
    }
    throw new SpecApiError(SERVER_SIDE_ERROR, answer.status, answer.text, answer.headers, result);
  }
  throw new SpecApiError(UNEXPECTED_ERROR, answer.status, answer.text, answer.headers, undefined);
}
