import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../src/lib/context';
import { bearer, secretHeaders } from './helper';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who calls: a signed-in person (token; null for nobody), the web server (secret), in which language. */
export type Caller = {
  token?: string | null;
  secret?: boolean;
  lang?: 'nb' | 'en';
  headers?: Record<string, string>;
  /** The client's address as the API sees it (rate limits, audit). */
  remoteAddress?: string;
};

export type Call = Caller & {
  query?: Record<string, string>;
  /** An object goes as JSON; a string or Buffer goes as it is (name its content-type in `headers`). */
  body?: object | string | Buffer;
};

/** The inject answer: statusCode, headers, body and json<T>(). */
export type TestResponse = LightMyRequestResponse;

export type TestClient = {
  request: (method: Method, url: string, call?: Call) => Promise<TestResponse>;
  get: (url: string, call?: Call) => Promise<TestResponse>;
  post: (url: string, call?: Call) => Promise<TestResponse>;
  put: (url: string, call?: Call) => Promise<TestResponse>;
  patch: (url: string, call?: Call) => Promise<TestResponse>;
  delete: (url: string, call?: Call) => Promise<TestResponse>;
  /** The same client with defaults for every call (a person, a language); a call's own values win. */
  as: (defaults: Caller) => TestClient;
};

/**
 * The API tests' one way to call the app through HTTP (`app.inject`, no socket): the caller's token, the web server's
 * secret and the language become headers, so a test names who calls rather than how.
 */
export function testClient(app: Pick<App, 'inject'>, defaults: Caller = {}): TestClient {
  const request = (method: Method, url: string, call: Call = {}) => {
    const token = call.token !== undefined ? call.token : defaults.token;
    const lang = call.lang ?? defaults.lang;
    const remoteAddress = call.remoteAddress ?? defaults.remoteAddress;
    return app.inject({
      method,
      url,
      ...(call.query ? { query: call.query } : {}),
      headers: {
        ...(token ? bearer(token) : {}),
        ...((call.secret ?? defaults.secret) ? secretHeaders : {}),
        ...(lang ? { 'accept-language': lang } : {}),
        ...defaults.headers,
        ...call.headers,
      },
      ...(call.body !== undefined ? { payload: call.body } : {}),
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  };
  return {
    request,
    get: (url, call) => request('GET', url, call),
    post: (url, call) => request('POST', url, call),
    put: (url, call) => request('PUT', url, call),
    patch: (url, call) => request('PATCH', url, call),
    delete: (url, call) => request('DELETE', url, call),
    as: (more) => testClient(app, { ...defaults, ...more, headers: { ...defaults.headers, ...more.headers } }),
  };
}
