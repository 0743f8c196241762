import { createRemoteJWKSet, type JWTPayload, errors as joseErrors, jwtVerify } from 'jose';
import { AppError } from '../../lib/errors';

/** The security levels of ID-porten, lowest first; a sign-in must reach the level it asked for. */
export const ACR_LEVELS = ['idporten-loa-low', 'idporten-loa-substantial', 'idporten-loa-high'] as const;
export type AcrLevel = (typeof ACR_LEVELS)[number];
export const acrRank = (acr: unknown) => ACR_LEVELS.indexOf(acr as AcrLevel);

export type EidConfig = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  postLogoutRedirectUri: string;
  timeoutMs: number;
};

type Metadata = {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  userinfo_endpoint?: string;
  end_session_endpoint?: string;
  revocation_endpoint?: string;
  authorization_response_iss_parameter_supported?: boolean;
};

export type ProviderTokens = {
  accessToken: string;
  idToken: string;
  refreshToken: string | null;
  expiresIn: number;
};

/** What the id_token check gives back: the verified claims. */
export type IdTokenClaims = JWTPayload & { pid?: string; acr?: string; nonce?: string; locale?: string };

/**
 * The adapter for ID-porten (OpenID Connect, PROTOCOLS.md): discovery, the authorization URL, the code and
 * refresh grants with client_secret_basic, the id_token check against the JWKS, userinfo, revocation and the
 * end-session URL. Every outbound call has a time limit; a timeout or an unreachable provider is
 * `eid_unavailable` (503), an error answer `eid_provider_error` (502), so callers never half-finish.
 */
export function createEidProvider(config: EidConfig) {
  let metadata: Promise<Metadata> | null = null;
  let jwks: ReturnType<typeof createRemoteJWKSet> | null = null;
  const basic = `Basic ${Buffer.from(
    `${encodeURIComponent(config.clientId)}:${encodeURIComponent(config.clientSecret)}`,
  ).toString('base64')}`;

  async function call(url: string, init: RequestInit = {}): Promise<Response> {
    try {
      return await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(config.timeoutMs) });
    } catch (error) {
      throw new AppError('eid_unavailable', { cause: error });
    }
  }

  async function readJson(response: Response): Promise<Record<string, unknown>> {
    try {
      const body = (await response.json()) as unknown;
      if (!body || typeof body !== 'object') throw new Error('not an object');
      return body as Record<string, unknown>;
    } catch (error) {
      // A body cut off by the time limit is a timeout, anything else an unreadable answer.
      if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
        throw new AppError('eid_unavailable', { cause: error });
      }
      throw new AppError('eid_provider_error', { cause: error });
    }
  }

  async function load(): Promise<Metadata> {
    const response = await call(`${config.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
    if (!response.ok) throw new AppError('eid_provider_error', { detail: `discovery answered ${response.status}` });
    const doc = (await readJson(response)) as Metadata;
    if (doc.issuer !== config.issuer || !doc.authorization_endpoint || !doc.token_endpoint || !doc.jwks_uri) {
      throw new AppError('eid_provider_error', { detail: 'discovery document does not match EID_ISSUER' });
    }
    jwks = createRemoteJWKSet(new URL(doc.jwks_uri), { timeoutDuration: config.timeoutMs });
    return doc;
  }

  /** The discovery document, fetched once and kept; a failed fetch is tried again on the next call. */
  function discover(): Promise<Metadata> {
    metadata ??= load().catch((error: unknown) => {
      metadata = null;
      throw error;
    });
    return metadata;
  }

  async function tokenRequest(params: Record<string, string>) {
    const { token_endpoint } = await discover();
    const response = await call(token_endpoint, {
      method: 'POST',
      headers: {
        authorization: basic,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: new URLSearchParams(params),
    });
    const body = response.status < 500 ? await readJson(response) : {};
    if (response.status === 400 && body.error === 'invalid_grant') return { kind: 'invalid_grant' as const };
    if (!response.ok) {
      throw new AppError('eid_provider_error', { detail: `token endpoint answered ${response.status}` });
    }
    if (typeof body.access_token !== 'string' || typeof body.id_token !== 'string') {
      throw new AppError('eid_provider_error', { detail: 'token response without access_token or id_token' });
    }
    const tokens: ProviderTokens = {
      accessToken: body.access_token,
      idToken: body.id_token,
      refreshToken: typeof body.refresh_token === 'string' ? body.refresh_token : null,
      expiresIn: typeof body.expires_in === 'number' ? body.expires_in : 120,
    };
    return { kind: 'ok' as const, tokens };
  }

  return {
    config,
    discover,

    /** Where to send the browser: code flow, PKCE S256, state, nonce, acr_values and ui_locales. */
    async authorizationUrl(options: {
      state: string;
      nonce: string;
      codeChallenge: string;
      acr: AcrLevel;
      uiLocales: string;
    }): Promise<string> {
      const { authorization_endpoint } = await discover();
      const url = new URL(authorization_endpoint);
      const params = {
        response_type: 'code',
        client_id: config.clientId,
        redirect_uri: config.redirectUri,
        scope: 'openid profile',
        state: options.state,
        nonce: options.nonce,
        code_challenge: options.codeChallenge,
        code_challenge_method: 'S256',
        acr_values: options.acr,
        ui_locales: options.uiLocales,
      };
      for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
      return url.toString();
    },

    /** True when the provider promises `iss` in the authorization response (RFC 9207): then it is required. */
    async requiresIssParameter(): Promise<boolean> {
      return (await discover()).authorization_response_iss_parameter_supported === true;
    },

    /** Exchanges a code; a refused code (reused, expired, not ours) is `eid_code_invalid`. */
    async exchangeCode(options: { code: string; codeVerifier: string }): Promise<ProviderTokens> {
      const result = await tokenRequest({
        grant_type: 'authorization_code',
        code: options.code,
        redirect_uri: config.redirectUri,
        code_verifier: options.codeVerifier,
      });
      if (result.kind === 'invalid_grant') throw new AppError('eid_code_invalid');
      return result.tokens;
    },

    /** Refreshes the provider's tokens; null when the provider's session has ended (invalid_grant). */
    async refresh(refreshToken: string): Promise<ProviderTokens | null> {
      const result = await tokenRequest({ grant_type: 'refresh_token', refresh_token: refreshToken });
      return result.kind === 'ok' ? result.tokens : null;
    },

    /**
     * Verifies an id_token: RS256 signature by the provider's JWKS, `iss`, `aud` (our client), `exp`/`iat` with
     * 15 s clock tolerance, and `sub`. Nonce and acr are the caller's to compare (they depend on the sign-in).
     */
    async verifyIdToken(idToken: string): Promise<IdTokenClaims> {
      await discover();
      try {
        const { payload } = await jwtVerify<IdTokenClaims>(idToken, jwks!, {
          issuer: config.issuer,
          audience: config.clientId,
          algorithms: ['RS256'],
          clockTolerance: 15,
          requiredClaims: ['sub', 'iat', 'exp'],
        });
        if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== config.clientId) {
          throw new AppError('eid_id_token_invalid', { detail: 'azp is not our client' });
        }
        return payload;
      } catch (error) {
        if (error instanceof AppError) throw error;
        if (error instanceof joseErrors.JWKSTimeout) throw new AppError('eid_unavailable', { cause: error });
        if (error instanceof joseErrors.JOSEError) {
          const detail =
            error instanceof joseErrors.JWTClaimValidationFailed
              ? `claim ${error.claim}: ${error.reason}`
              : error instanceof joseErrors.JWTExpired
                ? 'expired'
                : error.code;
          throw new AppError('eid_id_token_invalid', { detail, cause: error });
        }
        // The JWKS could not be fetched (network) or read.
        throw new AppError('eid_unavailable', { cause: error });
      }
    },

    /** The person's claims from the userinfo endpoint; null when the access token is no longer accepted. */
    async userinfo(accessToken: string): Promise<Record<string, unknown> | null> {
      const { userinfo_endpoint } = await discover();
      if (!userinfo_endpoint) return null;
      const response = await call(userinfo_endpoint, {
        headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      });
      if (response.status === 401) return null;
      if (!response.ok) throw new AppError('eid_provider_error', { detail: `userinfo answered ${response.status}` });
      return readJson(response);
    },

    /** Revokes a provider token; best effort (a failure leaves it to expire by itself). */
    async revoke(token: string, hint: 'refresh_token' | 'access_token'): Promise<void> {
      try {
        const { revocation_endpoint } = await discover();
        if (!revocation_endpoint) return;
        await call(revocation_endpoint, {
          method: 'POST',
          headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ token, token_type_hint: hint }),
        });
      } catch {
        // ignored: logout must not fail because the provider is slow
      }
    },

    /** The RP-initiated logout URL (id_token_hint, post_logout_redirect_uri, state); null without discovery. */
    async endSessionUrl(options: { idTokenHint: string; state: string }): Promise<string | null> {
      let endpoint: string | undefined;
      try {
        endpoint = (await discover()).end_session_endpoint;
      } catch {
        return null;
      }
      if (!endpoint) return null;
      const url = new URL(endpoint);
      url.searchParams.set('id_token_hint', options.idTokenHint);
      url.searchParams.set('post_logout_redirect_uri', config.postLogoutRedirectUri);
      url.searchParams.set('state', options.state);
      url.searchParams.set('client_id', config.clientId);
      return url.toString();
    },
  };
}

export type EidProvider = ReturnType<typeof createEidProvider>;
