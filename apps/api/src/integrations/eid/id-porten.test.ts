import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { startEid, TEST_PERSONS } from '../../../../../sandbox/src/eid';
import { POST_LOGOUT_URI, pickPerson, REDIRECT_URI } from '../../modules/eid/test-kit';
import { createEidProvider, type EidConfig } from './id-porten';

// The ID-porten adapter on its own against the stand-in: the checks openid-client makes for us, mapped to our codes.
const eid = await startEid({ port: 0, redirectUris: [REDIRECT_URI] });
afterAll(() => eid.stop());
afterEach(() => eid.setFaults({}));

const config = (issuer: string): EidConfig => ({
  issuer,
  clientId: 'engros-web',
  clientSecret: 'engros-eid-dev-secret-change-me',
  redirectUri: REDIRECT_URI,
  postLogoutRedirectUri: POST_LOGOUT_URI,
  timeoutMs: 1500,
});

/** One sign-in through the adapter: the authorization URL, the person at the stand-in, the code exchange. */
async function signIn(provider: ReturnType<typeof createEidProvider>) {
  const login = { state: 'state-0123456789', nonce: 'nonce-0123456789', codeVerifier: 'v'.repeat(43) };
  const url = await provider.authorizationUrl({ ...login, acr: 'idporten-loa-substantial', uiLocales: 'nb' });
  const callback = await pickPerson(url, { pid: TEST_PERSONS[0]!.pid });
  return provider.exchangeCode({
    code: callback.get('code')!,
    state: login.state,
    iss: callback.get('iss') ?? undefined,
    codeVerifier: login.codeVerifier,
    nonce: login.nonce,
  });
}

describe('eID adapter (openid-client)', () => {
  it('answers 503 when the issuer cannot be reached, 502 when discovery names another issuer', async () => {
    const args = {
      state: 's',
      nonce: 'n',
      codeVerifier: 'v'.repeat(43),
      acr: 'idporten-loa-low' as const,
      uiLocales: 'nb',
    };
    const down = createEidProvider(config('http://127.0.0.1:9'));
    await expect(down.authorizationUrl(args)).rejects.toMatchObject({
      code: 'eid_unavailable',
      status: 503,
    });
    const other = createEidProvider(config(`${eid.issuer}/other`));
    await expect(other.authorizationUrl(args)).rejects.toMatchObject({
      code: 'eid_provider_error',
      status: 502,
    });
    // Plain http only to a loopback stand-in: anything else is refused before a request is made.
    const plain = createEidProvider(config('http://idporten.example'));
    await expect(plain.authorizationUrl(args)).rejects.toMatchObject({
      code: 'eid_provider_error',
      detail: expect.stringContaining('HTTPS'),
    });
  });

  it('verifies the id_token and says which check failed', async () => {
    const provider = createEidProvider(config(eid.issuer));
    const ok = await signIn(provider);
    expect(ok.claims).toMatchObject({ iss: eid.issuer, aud: 'engros-web', nonce: 'nonce-0123456789' });
    expect(ok.claims.pid).toMatch(/^\d{11}$/);
    expect(ok.expiresIn).toBe(120);

    const now = Math.floor(Date.now() / 1000);
    const cases = [
      ['foreign-key', 'JWT signature verification failed'],
      ['bad-signature', 'JWT signature verification failed'],
      [{ claims: { aud: 'someone-else' } }, 'aud does not match'],
      [{ claims: { iss: 'https://idporten.evil.example' } }, 'iss does not match'],
      [{ claims: { exp: now - 16, iat: now - 136 } }, 'expired'],
      [{ claims: { aud: ['engros-web', 'someone-else'], azp: 'someone-else' } }, 'azp does not match'],
    ] as const;
    for (const [fault, detail] of cases) {
      eid.setFaults({ idToken: fault as never });
      await expect(signIn(provider), JSON.stringify(fault)).rejects.toMatchObject({
        code: 'eid_id_token_invalid',
        detail,
      });
    }
    // Within the 15 s clock tolerance an id_token just past its exp still passes.
    eid.setFaults({ idToken: { claims: { exp: now - 5, iat: now - 125 } } });
    expect((await signIn(provider)).claims.exp).toBe(now - 5);
  });
});
