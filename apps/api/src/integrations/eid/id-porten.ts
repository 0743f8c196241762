import * as oidc from 'openid-client';
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

/** The claims of an id_token openid-client has verified, with ID-porten's own. */
export type IdTokenClaims = oidc.IDToken & { pid?: string; acr?: string; locale?: string; sid?: string };

/** ID-porten's tokens and the verified claims of its id_token. */
export type ProviderTokens = {
  accessToken: string;
  idToken: string;
  refreshToken: string | null;
  expiresIn: number;
  claims: IdTokenClaims;
};

/** ID-porten's default access-token lifetime, for a token response without `expires_in`. */
const DEFAULT_EXPIRES_IN_S = 120;
/** Clock difference we accept on `exp`/`iat` (openid-client's default is 30 s). */
const CLOCK_TOLERANCE_S = 15;
/** Plain http is for the local stand-in only (openid-client refuses it unless told). */
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The adapter for ID-porten (OpenID Connect, PROTOCOLS.md) on openid-client (docs/decisions/004): discovery,
 * the authorization URL (PKCE S256), the code and refresh grants with client_secret_basic and the id_token
 * checks, userinfo, revocation and the end-session URL. Every outbound call has a time limit; a timeout or an
 * unreachable provider is `eid_unavailable` (503), an error answer `eid_provider_error` (502), so callers never
 * half-finish.
 */
export function createEidProvider(config: EidConfig) {
  const issuer = new URL(config.issuer);
  const isLocal = issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname);
  // The library aborts each call after `timeout`; a refused connection or that abort is "unavailable".
  const send: oidc.CustomFetch = (url, init) =>
    // The library's options are a RequestInit (its body type is wider than the DOM lib's, which packages/client uses).
    fetch(url, init as RequestInit).catch((error: unknown) => {
      throw new AppError('eid_unavailable', { cause: error });
    });
  let configuration: Promise<oidc.Configuration> | null = null;

  /** The discovery document, fetched once and kept; a failed fetch is tried again on the next call. */
  function discover(): Promise<oidc.Configuration> {
    configuration ??= oidc
      .discovery(
        issuer,
        config.clientId,
        { id_token_signed_response_alg: 'RS256', [oidc.clockTolerance]: CLOCK_TOLERANCE_S },
        oidc.ClientSecretBasic(config.clientSecret),
        {
          [oidc.customFetch]: send,
          timeout: config.timeoutMs / 1000,
          // Non-repudiation: also verify the id_token's signature by the JWKS, not only TLS to the token endpoint.
          execute: [oidc.enableNonRepudiationChecks, ...(isLocal ? [oidc.allowInsecureRequests] : [])],
        },
      )
      .catch((error: unknown) => {
        configuration = null;
        throw providerError(error, 'discovery');
      });
    return configuration;
  }

  function tokensOf(response: oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers): ProviderTokens {
    const claims = response.claims() as IdTokenClaims | undefined;
    if (!response.id_token || !claims) {
      throw new AppError('eid_provider_error', { detail: 'token response without id_token' });
    }
    return {
      accessToken: response.access_token,
      idToken: response.id_token,
      refreshToken: response.refresh_token ?? null,
      expiresIn: response.expires_in ?? DEFAULT_EXPIRES_IN_S,
      claims,
    };
  }

  return {
    config,

    /** Where to send the browser: code flow, PKCE S256, state, nonce, acr_values and ui_locales. */
    async authorizationUrl(options: {
      state: string;
      nonce: string;
      codeVerifier: string;
      acr: AcrLevel;
      uiLocales: string;
    }): Promise<string> {
      const server = await discover();
      const url = oidc.buildAuthorizationUrl(server, {
        redirect_uri: config.redirectUri,
        scope: 'openid profile',
        state: options.state,
        nonce: options.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(options.codeVerifier),
        code_challenge_method: 'S256',
        acr_values: options.acr,
        ui_locales: options.uiLocales,
      });
      return url.toString();
    },

    /**
     * Finishes the code flow for the callback's `code`, `state` and `iss`: `iss` must name our issuer (RFC 9207,
     * required when discovery promises it), the code is exchanged with the PKCE verifier, and the id_token is
     * verified (RS256 signature by the JWKS, iss, aud, azp, exp/iat with 15 s tolerance, sub, nonce). A refused
     * code or a wrong `iss` is `eid_code_invalid`, a failed id_token check `eid_id_token_invalid`. The acr level
     * is the caller's to compare (it depends on the sign-in).
     */
    async exchangeCode(options: {
      code: string;
      state: string;
      iss?: string;
      codeVerifier: string;
      nonce: string;
    }): Promise<ProviderTokens> {
      const server = await discover();
      const callback = new URL(config.redirectUri);
      callback.searchParams.set('code', options.code);
      callback.searchParams.set('state', options.state);
      if (options.iss !== undefined) callback.searchParams.set('iss', options.iss);
      try {
        const response = await oidc.authorizationCodeGrant(server, callback, {
          pkceCodeVerifier: options.codeVerifier,
          // The state was spent against our store already; the library compares the callback's to it anyway.
          expectedState: options.state,
          expectedNonce: options.nonce,
          idTokenExpected: true,
        });
        return tokensOf(response);
      } catch (error) {
        if (isInvalidGrant(error)) throw new AppError('eid_code_invalid', { cause: error });
        const refused = authorizationResponseProblem(error);
        if (refused) throw new AppError('eid_code_invalid', { detail: refused, cause: error });
        throw providerError(error, 'token endpoint');
      }
    },

    /** Refreshes the provider's tokens (id_token verified as above, no nonce); null when its session has ended. */
    async refresh(refreshToken: string): Promise<ProviderTokens | null> {
      const server = await discover();
      try {
        return tokensOf(await oidc.refreshTokenGrant(server, refreshToken));
      } catch (error) {
        if (isInvalidGrant(error)) return null;
        throw providerError(error, 'token endpoint');
      }
    },

    /** The person's claims from the userinfo endpoint for `sub`; null when the access token is no longer accepted. */
    async userinfo(accessToken: string, sub: string): Promise<Record<string, unknown> | null> {
      const server = await discover();
      if (!server.serverMetadata().userinfo_endpoint) return null;
      try {
        return await oidc.fetchUserInfo(server, accessToken, sub);
      } catch (error) {
        if (statusOf(error) === 401) return null;
        throw providerError(error, 'userinfo');
      }
    },

    /** Revokes a provider token; best effort (a failure leaves it to expire by itself). */
    async revoke(token: string, hint: 'refresh_token' | 'access_token'): Promise<void> {
      try {
        const server = await discover();
        if (!server.serverMetadata().revocation_endpoint) return;
        await oidc.tokenRevocation(server, token, { token_type_hint: hint });
      } catch {
        // ignored: logout must not fail because the provider is slow
      }
    },

    /** The RP-initiated logout URL (id_token_hint, post_logout_redirect_uri, state, client_id); null without discovery. */
    async endSessionUrl(options: { idTokenHint: string; state: string }): Promise<string | null> {
      let server: oidc.Configuration;
      try {
        server = await discover();
      } catch {
        return null;
      }
      if (!server.serverMetadata().end_session_endpoint) return null;
      return oidc
        .buildEndSessionUrl(server, {
          id_token_hint: options.idTokenHint,
          post_logout_redirect_uri: config.postLogoutRedirectUri,
          state: options.state,
        })
        .toString();
    },
  };
}

export type EidProvider = ReturnType<typeof createEidProvider>;

/** What openid-client (oauth4webapi underneath) puts in `cause` of a failed check. */
type CheckDetail = { claim?: string; body?: unknown; parameters?: unknown };

const isInvalidGrant = (error: unknown) =>
  error instanceof oidc.ResponseBodyError && error.status === 400 && error.error === 'invalid_grant';

/** The HTTP status of an error answer (an OAuth error body, a challenge, or just an unexpected status). */
function statusOf(error: unknown): number | undefined {
  if (error instanceof oidc.ResponseBodyError || error instanceof oidc.WWWAuthenticateChallengeError) {
    return error.status;
  }
  if (error instanceof oidc.ClientError && error.cause instanceof Response) return error.cause.status;
  return undefined;
}

/** The failed check openid-client wrapped in a ClientError, and what it says about the checked thing. */
function checkOf(error: unknown): { code: string; message: string; detail: CheckDetail } | null {
  if (!(error instanceof oidc.ClientError) || !(error.cause instanceof Error)) return null;
  const detail = error.cause.cause;
  return {
    code: error.code ?? '',
    message: error.cause.message,
    detail: detail && typeof detail === 'object' ? (detail as CheckDetail) : {},
  };
}

/** A refused authorization response (its `iss` per RFC 9207, its `state`, an `error`): the reason, else null. */
function authorizationResponseProblem(error: unknown): string | null {
  if (error instanceof oidc.AuthorizationResponseError) return `the provider answered ${error.error}`;
  const check = checkOf(error);
  if (!check || !('parameters' in check.detail)) return null;
  return check.message.includes('"iss"') ? 'iss does not name our eID issuer (RFC 9207)' : check.message;
}

/** Why the id_token was refused (claims, times, signature, key), else null. */
function idTokenProblem(error: unknown): string | null {
  const check = checkOf(error);
  if (!check) return null;
  const { claim } = check.detail;
  switch (check.code) {
    case 'OAUTH_JWT_CLAIM_COMPARISON_FAILED':
      return `${claim ?? 'a claim'} does not match`;
    case 'OAUTH_JWT_TIMESTAMP_CHECK_FAILED':
      return claim === 'exp' ? 'expired' : `${claim ?? 'a time claim'} is out of range`;
    case 'OAUTH_KEY_SELECTION_FAILED':
      return 'no key of the provider matches its kid and alg';
    case 'OAUTH_INVALID_RESPONSE':
      // The token response's own faults carry its body; the rest are the id_token's (signature, alg, claims).
      return 'body' in check.detail || 'parameters' in check.detail ? null : check.message;
    case 'OAUTH_PARSE_ERROR':
      return check.message.includes('JWT') ? check.message : null;
    default:
      return null;
  }
}

/**
 * Maps what openid-client throws to our codes: a timeout or unreachable provider 503, a refused id_token 400,
 * anything else the provider answered (an error status, an unreadable body, a document naming another issuer) 502.
 */
function providerError(error: unknown, where: string): AppError {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if (cause instanceof AppError) return cause;
    // A body cut off by the time limit surfaces as a parse error caused by the abort.
    if (cause instanceof DOMException && (cause.name === 'TimeoutError' || cause.name === 'AbortError')) {
      return new AppError('eid_unavailable', { cause: error });
    }
    if (typeof cause !== 'object') break;
  }
  const invalid = idTokenProblem(error);
  if (invalid) return new AppError('eid_id_token_invalid', { detail: invalid, cause: error });
  const status = statusOf(error);
  const detail = status
    ? `${where} answered ${status}`
    : `${where}: ${error instanceof Error ? error.message : 'unreadable answer'}`;
  return new AppError('eid_provider_error', { detail, cause: error });
}
