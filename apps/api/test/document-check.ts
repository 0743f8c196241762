import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/**
 * Checks an answer against the API's own OpenAPI document (issue 19 §3): its status is declared for the operation
 * (or, for what can meet any request — 5xx, 408, 413, 414, 429, 431 — the `default` answer), its media type is one
 * the status declares, and a JSON body matches the declared schema. `createTestApp` runs it on every answer a test
 * receives through `app.inject`, so the document cannot drift from the code unnoticed.
 */

type Schema = boolean | { [key: string]: unknown };
type Response = { content?: Record<string, { schema?: Schema }> };
type Operation = { responses?: Record<string, Response> };
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
};

/** The statuses any request can meet besides its operation's own: they may fall to the `default` answer. */
const ANY_REQUEST = new Set([408, 413, 414, 429, 431]);
const DOCUMENT_ID = 'openapi.json';

type Template = { method: string; path: string; pattern: RegExp; score: number; operation: Operation };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function templateOf(method: string, path: string, operation: Operation): Template {
  const segments = path.split('/');
  const parts = segments.map((segment) => segment.split(/(\{[^}]+\})/).filter(Boolean));
  const pattern = new RegExp(
    `^${parts.map((pieces) => pieces.map((p) => (/^\{.+\}$/.test(p) ? '[^/]+' : escapeRegExp(p))).join('')).join('/')}$`,
  );
  // The router takes a literal segment before a parameter: the most literal template wins.
  const score = parts.reduce((sum, pieces) => sum + (pieces.some((p) => /^\{.+\}$/.test(p)) ? 0 : 2), 0);
  return { method, path, pattern, score, operation };
}

/** Points every `#/components/…` reference at the one document schema the validator holds. */
function rebase(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rebase);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === '$ref' && typeof inner === 'string' && inner.startsWith('#/') ? `${DOCUMENT_ID}${inner}` : rebase(inner),
    ]),
  );
}

export type DocumentCheck = (answer: {
  method: string;
  url: string;
  status: number;
  contentType: string | undefined;
  body: string;
}) => string | null;

/** A checker for one document: answers null when the answer matches, else what does not. */
export function documentCheck(document: Document): DocumentCheck {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  ajv.addSchema({ $id: DOCUMENT_ID, components: rebase(document.components ?? {}) } as object);
  const templates = Object.entries(document.paths)
    .flatMap(([path, item]) => Object.entries(item).map(([method, op]) => templateOf(method.toUpperCase(), path, op)))
    .sort((a, b) => b.score - a.score);
  const compiled = new Map<string, ValidateFunction>();

  return ({ method, url, status, contentType, body }) => {
    const path = (url.split('?')[0] ?? '').replace(/(.)\/+$/, '$1');
    const template = templates.find((t) => t.method === method && t.pattern.test(path));
    if (!template) return null; // no operation: the router's 404, HEAD, the document itself
    const where = `${method} ${template.path} → ${status}`;
    const responses = template.operation.responses ?? {};
    const declared =
      responses[String(status)] ?? (status >= 500 || ANY_REQUEST.has(status) ? responses.default : undefined);
    if (!declared) return `${where}: the status is not declared (declared: ${Object.keys(responses).join(', ')})`;

    // A redirect's body is no part of the contract: its Location is.
    if (status >= 300 && status < 400) return null;
    const content = declared.content ?? {};
    if (body === '' && (status === 204 || Object.keys(content).length === 0)) return null;
    const mediaType = contentType?.split(';')[0]?.trim().toLowerCase();
    if (!mediaType) return `${where}: a body without a Content-Type`;
    const media = content[mediaType] ?? content['*/*'];
    if (!media)
      return `${where}: ${mediaType} is not declared (declared: ${Object.keys(content).join(', ') || 'none'})`;
    if (!/^application\/(?:[\w.+-]+\+)?json$/.test(mediaType) || media.schema === undefined) return null;

    const key = `${where} ${mediaType}`;
    let validate = compiled.get(key);
    if (!validate) {
      validate = ajv.compile(rebase(media.schema) as object);
      compiled.set(key, validate);
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return `${where}: the body is not JSON`;
    }
    if (validate(parsed)) return null;
    const problems = (validate.errors ?? [])
      .slice(0, 5)
      .map((e) => `${e.instancePath || '(body)'} ${e.message}`)
      .join('; ');
    return `${where}: the body does not match the document: ${problems}`;
  };
}
