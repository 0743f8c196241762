import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { isValidPid, startEid, TEST_PERSONS } from '../../../../../sandbox/src/eid';
import { birthDateOf, maskPid } from './pid';
import { Browser } from './test-kit';

// The eID stand-in on its own, over HTTP: the rules of PROTOCOLS.md it enforces and its person page.
const REDIRECT = 'http://127.0.0.1:3999/cb';
const eid = await startEid({ port: 0, redirectUris: [REDIRECT] });
afterAll(() => eid.stop());

const PKCE = {
  verifier: 'xyo94uhy3zKvgB0NJwLms86SwcjtWviEOpkBnGgaLlo',
  challenge: 'b7elB7ZyxIXgFyvBznKvxl7wOB-H17Pz0a3B62NIMFI',
};

function authorizeUrl(overrides: Record<string, string | null> = {}) {
  const url = new URL(`${eid.issuer}/authorize`);
  const params: Record<string, string | null> = {
    response_type: 'code',
    client_id: 'engros-web',
    redirect_uri: REDIRECT,
    scope: 'openid profile',
    state: 'state-1234567890',
    nonce: 'nonce-1234567890',
    code_challenge: PKCE.challenge,
    code_challenge_method: 'S256',
    acr_values: 'idporten-loa-substantial',
    ui_locales: 'en',
    ...overrides,
  };
  for (const [key, value] of Object.entries(params)) if (value !== null) url.searchParams.set(key, value);
  return url.toString();
}

describe('eID stand-in', () => {
  it('publishes discovery shaped like ID-porten', async () => {
    const doc = (await (await fetch(`${eid.issuer}/.well-known/openid-configuration`)).json()) as Record<
      string,
      unknown
    >;
    expect(doc).toMatchObject({
      issuer: eid.issuer,
      end_session_endpoint: `${eid.issuer}/logout`,
      response_types_supported: ['code'],
      code_challenge_methods_supported: ['S256'],
      acr_values_supported: ['idporten-loa-low', 'idporten-loa-substantial', 'idporten-loa-high'],
      ui_locales_supported: ['nb', 'nn', 'en', 'se'],
      id_token_signing_alg_values_supported: ['RS256'],
      authorization_response_iss_parameter_supported: true,
    });
    expect(doc.token_endpoint_auth_methods_supported).toEqual(
      expect.arrayContaining(['client_secret_basic', 'client_secret_post', 'private_key_jwt']),
    );
    expect(doc.claims_supported).toContain('pid');
    expect(doc.revocation_endpoint).toBeDefined();
  });

  it('matches the PKCE test vector of PROTOCOLS.md', () => {
    expect(createHash('sha256').update(PKCE.verifier).digest('base64url')).toBe(PKCE.challenge);
  });

  it('requires state, nonce and PKCE', async () => {
    for (const missing of ['state', 'nonce']) {
      const res = await fetch(authorizeUrl({ [missing]: null }), { redirect: 'manual' });
      expect(res.status).toBe(400);
      expect(await res.text()).toContain(`missing ${missing}`);
    }
    const noPkce = await fetch(authorizeUrl({ code_challenge: null, code_challenge_method: null }), {
      redirect: 'manual',
    });
    expect(noPkce.status).toBe(303);
    expect(new URL(noPkce.headers.get('location')!).searchParams.get('error')).toBe('invalid_request');
  });

  it('offers the test persons in the asked language and refuses an invalid number on the page', async () => {
    const browser = new Browser();
    const opened = await browser.follow(authorizeUrl(), REDIRECT);
    const html = await opened.response.text();
    expect(html).toContain('Sign in as a test person');
    for (const person of TEST_PERSONS) expect(html).toContain(person.pid);
    const action = /action="(\/interaction\/[^"]+\/login)"/.exec(html)![1]!;
    const bad = await browser.fetch(new URL(action, eid.issuer), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'pid=12345678901',
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('not valid');
  });

  it('lists only valid identity numbers', () => {
    for (const person of TEST_PERSONS) expect(isValidPid(person.pid), person.pid).toBe(true);
    expect(isValidPid('12838441253')).toBe(false);
    expect(isValidPid('1283844125')).toBe(false);
  });
});

describe('pid display', () => {
  it('masks all but the birth-date part and reads the birth date (synthetic, D-number, 2000s)', () => {
    expect(maskPid('12838441252')).toBe('128384*****');
    expect(birthDateOf('12838441252')).toBe('1984-03-12');
    expect(birthDateOf('17810151242')).toBe('2001-01-17');
    expect(birthDateOf('52038441252')).toBe('1984-03-12');
    expect(birthDateOf('31028441252')).toBeNull();
  });
});
