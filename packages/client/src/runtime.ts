// The hand-written half of the client: how one described operation becomes one HTTP call.
// No Node-only imports: this runs in Node 20, in Next.js server code and in browsers alike.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type BodyKind = 'json' | 'form' | 'none';
export type ResponseKind = 'json' | 'file';

/** Everything the runtime needs to know about one operation; the generator writes one per operation. */
export type OperationSpec = {
  readonly method: HttpMethod;
  /** Path template with `{name}` placeholders, e.g. `/api/product/{productId}/properties`. */
  readonly path: string;
  readonly pathParams: readonly string[];
  readonly requiredQuery: readonly string[];
  readonly optionalQuery: readonly string[];
  readonly requiredHeaders: readonly string[];
  readonly body: BodyKind;
  readonly response: ResponseKind;
  /** Error statuses the operation documents: their bodies are parsed into `ApiError.result`. */
  readonly handledStatuses: readonly number[];
  /** Success statuses besides 200 and 204 that the operation declares (answered like 200). */
  readonly successStatuses: readonly number[];
};

export type QueryScalar = string | number | boolean | Date;
export type QueryValue = QueryScalar | readonly QueryScalar[] | null | undefined;

/** What every call accepts besides its own path, query and body. */
export type CallOptions = {
  /** Sent as Accept-Language; the API answers in that language (nb, en). Overrides the client's language. */
  language?: string;
  signal?: AbortSignal;
  /** Extra request headers for this call. */
  headers?: Record<string, string>;
  /** Further fetch options (e.g. Next.js `cache` or `next: { revalidate }`). */
  init?: Omit<RequestInit, 'method' | 'headers' | 'body' | 'signal'>;
};

/** The input of any operation, as the runtime sees it; generated functions narrow it per operation. */
export type OperationInput = CallOptions & {
  path?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
};

/** A file answer: the bytes, the name from Content-Disposition, the status and the headers. */
export type FileResponse = {
  data: Blob;
  fileName: string | undefined;
  status: number;
  headers: Record<string, string>;
};

export type TokenSource = string | (() => string | undefined | Promise<string | undefined>);

export type ClientConfig = {
  /** The API's origin, e.g. `http://127.0.0.1:4000`. */
  baseUrl: string;
  /** A person's access token (or a function giving one per call), sent as `Authorization: Bearer`. */
  accessToken?: TokenSource;
  /** The shared secret of trusted servers, sent as `x-shop-secret`. Never give it to a browser. */
  shopSecret?: string;
  /** Default language of every call (Accept-Language). */
  language?: string;
  /** A fetch implementation; the global fetch when absent. */
  fetch?: typeof fetch;
};

/** Sends one operation; the generated functions are thin typed wrappers around it. */
export type Send = <TResult>(spec: OperationSpec, input?: OperationInput) => Promise<TResult>;

export const SERVER_SIDE_ERROR = 'A server side error occurred.';
export const UNEXPECTED_ERROR = 'An unexpected server error occurred.';

/** A non-success answer. `result` is the parsed error body, only for the statuses the call handles. */
export class ApiError<TResult = unknown> extends Error {
  override readonly name = 'ApiError';
  readonly isApiError = true;
  readonly status: number;
  /** The raw response text. */
  readonly response: string;
  readonly headers: Record<string, string>;
  readonly result: TResult | undefined;

  constructor(message: string, status: number, response: string, headers: Record<string, string>, result?: TResult) {
    super(message);
    this.status = status;
    this.response = response;
    this.headers = headers;
    this.result = result;
  }

  /** True for an ApiError, even one from another copy of this module (bundlers may load two). */
  static isApiError(error: unknown): error is ApiError {
    return error instanceof ApiError || (error as { isApiError?: unknown } | null)?.isApiError === true;
  }
}

function isMissing(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

function scalarToString(value: QueryScalar): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

/** Fills the path template; a missing required path parameter fails before any request. */
export function buildPath(spec: OperationSpec, values: Record<string, unknown> = {}): string {
  for (const name of spec.pathParams) {
    if (isMissing(values[name])) throw new Error(`The parameter '${name}' must be defined.`);
  }
  return spec.path.replace(/\{([^}]+)\}/g, (_match, name: string) =>
    encodeURIComponent(scalarToString(values[name] as QueryScalar)),
  );
}

/** Builds the query string: required parameters must not be null; arrays become repeated keys. */
export function buildQuery(spec: OperationSpec, values: Record<string, unknown> = {}): string {
  for (const name of spec.requiredQuery) {
    if (values[name] === undefined || values[name] === null) {
      throw new Error(`The parameter '${name}' cannot be null.`);
    }
  }
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    const items = Array.isArray(value) ? value : [value];
    for (const item of items) {
      if (item !== undefined && item !== null) search.append(name, scalarToString(item as QueryScalar));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function formBody(body: unknown): URLSearchParams {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, scalarToString(item as QueryScalar));
  }
  return form;
}

function headersToRecord(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  headers.forEach((value, name) => {
    out[name] = value;
  });
  return out;
}

/** The file name of a Content-Disposition header; RFC 5987 `filename*` wins over `filename`. */
export function fileNameFromDisposition(disposition: string | null | undefined): string | undefined {
  if (!disposition) return undefined;
  const extended = /filename\*\s*=\s*(?:[\w!#$%&+^`{}~-]+)?'[^']*'([^;]+)/i.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"(.*)"$/, '$1'));
    } catch {
      // A malformed escape: fall back to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:\\.|[^"\\])*)"|([^;]+))/i.exec(disposition);
  if (!plain) return undefined;
  const name = plain[1] !== undefined ? plain[1].replace(/\\(.)/g, '$1') : plain[2]?.trim();
  return name || undefined;
}

function parseJson(text: string): unknown {
  return text === '' ? null : JSON.parse(text);
}

function tryParseJson(text: string): unknown {
  try {
    return parseJson(text);
  } catch {
    return undefined;
  }
}

async function resolveToken(source: TokenSource | undefined): Promise<string | undefined> {
  if (source === undefined) return undefined;
  return typeof source === 'function' ? source() : source;
}

/** Makes the one function that sends every operation for a client configuration. */
export function createSender(config: ClientConfig): Send {
  const baseUrl = config.baseUrl.replace(/\/+$/, '');
  // Looked up per call so that a fetch patched later (Next.js, test tools) is the one used.
  const doFetch: typeof fetch = config.fetch ?? ((input, init) => globalThis.fetch(input, init));

  return async function send<TResult>(spec: OperationSpec, input: OperationInput = {}): Promise<TResult> {
    const url = baseUrl + buildPath(spec, input.path) + buildQuery(spec, input.query);
    for (const name of spec.requiredHeaders) {
      if (isMissing(input.headers?.[name])) throw new Error(`The parameter '${name}' must be defined.`);
    }

    const headers: Record<string, string> = {
      accept: spec.response === 'file' ? '*/*' : 'application/json, application/problem+json',
    };
    const language = input.language ?? config.language;
    if (language) headers['accept-language'] = language;
    if (config.shopSecret) headers['x-shop-secret'] = config.shopSecret;
    const token = await resolveToken(config.accessToken);
    if (token) headers.authorization = `Bearer ${token}`;

    let body: BodyInit | undefined;
    if (spec.body === 'json' && input.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(input.body);
    } else if (spec.body === 'form' && input.body !== undefined) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = formBody(input.body);
    }
    for (const [name, value] of Object.entries(input.headers ?? {})) {
      if (value !== undefined && value !== null) headers[name.toLowerCase()] = String(value);
    }

    const response = await doFetch(url, { ...input.init, method: spec.method, headers, body, signal: input.signal });
    const status = response.status;
    const responseHeaders = headersToRecord(response.headers);

    if (status === 204) {
      await response.body?.cancel();
      return null as TResult;
    }
    if (status === 200 || spec.successStatuses.includes(status)) {
      if (spec.response === 'file') {
        const file: FileResponse = {
          data: await response.blob(),
          fileName: fileNameFromDisposition(response.headers.get('content-disposition')),
          status,
          headers: responseHeaders,
        };
        return file as TResult;
      }
      const text = await response.text();
      try {
        return parseJson(text) as TResult;
      } catch {
        throw new ApiError('Could not parse the response as JSON.', status, text, responseHeaders);
      }
    }

    const text = await response.text();
    if (spec.handledStatuses.includes(status)) {
      throw new ApiError(SERVER_SIDE_ERROR, status, text, responseHeaders, tryParseJson(text));
    }
    throw new ApiError(UNEXPECTED_ERROR, status, text, responseHeaders);
  };
}
