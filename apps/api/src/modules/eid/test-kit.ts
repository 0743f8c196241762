import { afterAll, expect } from 'vitest';
import { startEid } from '../../../../../sandbox/src/eid';
import { testClient } from '../../../test/client';
import { createTestApp, TEST_SECRET } from '../../../test/helper';
import type { App } from '../../lib/context';

/** Test helpers for eID: the real stand-in on a free port, and a small browser (cookies, redirects, forms). */

export const REDIRECT_URI = 'http://127.0.0.1:3999/api/auth/callback/idporten';
export const POST_LOGOUT_URI = 'http://127.0.0.1:3999/';

/** The stand-in and an API pointed at it (EID_TIMEOUT_MS short so timeouts are quick). */
export async function createEidTestApp() {
  const eid = await startEid({ port: 0, redirectUris: [REDIRECT_URI], postLogoutRedirectUris: [POST_LOGOUT_URI] });
  const ctx = await createTestApp({
    EID_ISSUER: eid.issuer,
    EID_REDIRECT_URI: REDIRECT_URI,
    EID_POST_LOGOUT_REDIRECT_URI: POST_LOGOUT_URI,
    EID_TIMEOUT_MS: '1500',
  });
  afterAll(() => eid.stop());
  return { ...ctx, eid };
}

let ipSerial = 0;
/** A distinct client address per sign-in, so the per-address rate limit does not meet other tests. */
export const nextIp = () => `10.9.${Math.floor(ipSerial / 250)}.${(ipSerial++ % 250) + 1}`;

/** A browser's cookie jar and redirects, enough for the provider's pages. */
export class Browser {
  private jar = new Map<string, string>();

  private keep(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at);
      const value = pair!.slice(at + 1);
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.jar.delete(name);
      else this.jar.set(name, value);
    }
  }

  async fetch(url: string | URL, init: RequestInit = {}) {
    const cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) },
    });
    this.keep(response);
    return response;
  }

  /** Follows redirects on the provider until one leaves it (to `stopAt`); answers that URL or the last response. */
  async follow(url: string | URL, stopAt: string, init: RequestInit = {}) {
    let response = await this.fetch(url, init);
    let current = new URL(url);
    for (let hops = 0; hops < 10 && response.status >= 300 && response.status < 400; hops++) {
      const next = new URL(response.headers.get('location')!, current);
      if (next.toString().startsWith(stopAt)) return { redirect: next, response };
      current = next;
      response = await this.fetch(next);
    }
    return { redirect: null, response };
  }
}

/**
 * Plays the browser through the stand-in: opens the authorization URL, picks (types) the person and level on
 * the page, and answers the callback's query (code, state, iss).
 */
export async function pickPerson(
  authorizationUrl: string,
  options: { pid: string; acr?: string; browser?: Browser },
): Promise<URLSearchParams> {
  const browser = options.browser ?? new Browser();
  const opened = await browser.follow(authorizationUrl, REDIRECT_URI);
  expect(opened.response.status).toBe(200);
  const html = await opened.response.text();
  const action = /action="(\/interaction\/[^"]+\/login)"/.exec(html)?.[1];
  expect(action).toBeDefined();
  const form = new URLSearchParams({ pid: options.pid });
  if (options.acr) form.set('acr', options.acr);
  const done = await browser.follow(new URL(action!, authorizationUrl), REDIRECT_URI, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  expect(done.redirect, `no redirect back: ${done.response.status}`).not.toBeNull();
  return done.redirect!.searchParams;
}

/** POST /api/idporten/authorize from one client address. */
export function authorize(app: App, body: Record<string, unknown> = {}, ip = nextIp()) {
  return testClient(app).post('/api/idporten/authorize', { body, remoteAddress: ip });
}

/**
 * POST /api/idporten/token as the web server does it: with the shared secret, for one browser address
 * (x-client-ip). `headers` replaces the web server's headers (a caller without the secret).
 */
export function token(
  app: App,
  params: URLSearchParams | Record<string, string>,
  ip = nextIp(),
  headers: Record<string, string> = { 'x-shop-secret': TEST_SECRET, 'x-client-ip': ip },
) {
  const p = params instanceof URLSearchParams ? Object.fromEntries(params) : params;
  return testClient(app).post('/api/idporten/token', {
    body: { code: p.code, state: p.state, ...(p.iss ? { iss: p.iss } : {}) },
    headers,
    remoteAddress: ip,
  });
}

/** A whole sign-in: authorize, the browser at the stand-in, token. */
export async function signInWithEid(app: App, options: { pid: string; acr?: string; body?: Record<string, unknown> }) {
  const started = await authorize(app, options.body ?? {});
  expect(started.statusCode, started.body).toBe(200);
  const callback = await pickPerson(started.json().url, { pid: options.pid, acr: options.acr });
  return { started, callback, response: await token(app, callback) };
}
