import type { FastifyRequest } from 'fastify';
import { createEidProvider } from '../../integrations/eid';
import { personOf } from '../../lib/access';
import type { RoutesPlugin } from '../../lib/context';
import { problems } from '../../lib/schemas';
import { perRefreshToken, signInRateLimit } from '../auth';
import { clientOf } from '../security';
import * as s from './schemas';
import { sealKey } from './seal';
import * as service from './service';

const tags = ['eid'];

/**
 * eID sign-in (ID-porten, docs/eid.md): the API is the confidential OpenID Connect client. The web app asks for
 * the URL to send the browser to, receives the browser back on its callback and hands code, state and iss here.
 *
 * authorize, refresh and logout are `optional`: a browser that is not signed in yet (or whose access token has
 * expired) must reach them, yet a bearer token is read when sent, so the document lists `bearer`. token (the code
 * exchange) takes the shared secret only: it finishes a sign-in, which only the web server does.
 */
export const eidRoutes: RoutesPlugin = (app, ctx) => {
  const env = ctx.env;
  const webOrigin = env.WEB_ORIGIN?.split(',')[0]?.trim().replace(/\/$/, '') || `http://localhost:${env.WEB_PORT}`;
  const deps: service.EidDeps = {
    db: ctx.database.db,
    tokens: ctx.tokens,
    sealKey: sealKey(env.SHOP_SECRET),
    provider: createEidProvider({
      issuer: env.EID_ISSUER,
      clientId: env.EID_CLIENT_ID,
      clientSecret: env.EID_CLIENT_SECRET,
      redirectUri: env.EID_REDIRECT_URI ?? `${webOrigin}/api/auth/callback/idporten`,
      postLogoutRedirectUri: env.EID_POST_LOGOUT_REDIRECT_URI ?? `${webOrigin}/`,
      timeoutMs: env.EID_TIMEOUT_MS,
    }),
  };
  const callerOf = (request: FastifyRequest) => (request.caller.kind === 'person' ? request.caller : null);

  app.post('/api/idporten/authorize', {
    config: { auth: 'optional', rateLimit: signInRateLimit },
    schema: {
      tags,
      summary: 'Start an eID sign-in: the URL to send the browser to',
      description:
        'Makes state, nonce and a PKCE verifier (kept here, single use, 10 minutes) and answers the authorization URL ' +
        '(code flow, S256, acr_values, ui_locales). With `invitationToken` the invitation is accepted for the person ' +
        'who signs in. 503/502 when the provider cannot be reached. 10 calls a minute per client address (429).',
      body: s.eidAuthorizeBody,
      response: { 200: s.eidAuthorizeResult, ...problems(400, 401, 429, 502, 503) },
    },
    handler: async (request) =>
      service.startSignIn(deps, { ...request.body, uiLocales: request.body.uiLocales ?? request.lang }),
  });

  // The shared secret, as every other sign-in completion (check-user, sign-in/session, punch-out): a code and
  // state seen outside the browser (a log, a Referer) cannot be redeemed by anyone but the web server.
  app.post('/api/idporten/token', {
    config: { auth: 'secret', rateLimit: signInRateLimit },
    schema: {
      tags,
      summary: 'Finish an eID sign-in: code, state and iss for our API tokens',
      description:
        'Spends the state, exchanges the code with the PKCE verifier, verifies the id_token (RS256 by the JWKS, iss, ' +
        'aud, exp/iat with 15 s tolerance, nonce, acr at least the level asked for) and signs in the contact whose ' +
        'externalId is the pid, or accepts the invitation the sign-in carried. 400 eid_state_invalid (unknown, ' +
        'expired or reused state), eid_code_invalid (refused code or wrong iss), eid_id_token_invalid, eid_acr_too_low; ' +
        '422 no_company_access when the person has no company here (nothing is created); 502/503 when the provider ' +
        'fails or does not answer (nothing is created). Ten refused callbacks from one client address in an hour lock ' +
        'it for 15 minutes (429 sign_in_locked). For the web server only (the shared secret; 401 without it, 403 ' +
        'with a person token).',
      body: s.eidTokenBody,
      response: { 200: s.eidTokenResult, ...problems(400, 401, 403, 404, 422, 429, 502, 503) },
    },
    handler: async (request) => service.completeSignIn(deps, { ...request.body, client: clientOf(request) }),
  });

  app.post('/api/idporten/refresh', {
    config: { auth: 'optional', rateLimit: perRefreshToken },
    schema: {
      tags,
      summary: 'Refresh an eID session and rotate our refresh token',
      description:
        "Refreshes ID-porten's tokens kept for this sign-in and rotates our refresh token (as /api/session/refresh). " +
        "401 invalid_token when the token is not of an eID sign-in or ID-porten's session has ended (our session " +
        'ends with it).',
      body: s.eidRefreshBody,
      response: { 200: s.eidRefreshResult, ...problems(400, 401, 429, 502, 503) },
    },
    handler: async (request) => service.refreshSignIn(deps, request.body),
  });

  app.post('/api/idporten/logout', {
    config: { auth: 'optional', rateLimit: signInRateLimit },
    schema: {
      tags,
      summary: 'Sign out of an eID session: revoke our session, answer the end-session URL',
      description:
        "The session is the bearer token's, or that of `refreshToken` (so an expired access token can still sign " +
        "out). Our token family and ID-porten's refresh token are revoked; send the browser to `endSessionUrl` " +
        '(id_token_hint, post_logout_redirect_uri, state) to end the provider session.',
      body: s.eidLogoutBody,
      response: { 200: s.eidLogoutResult, ...problems(400, 401, 429) },
    },
    handler: async (request) =>
      service.signOut(deps, { caller: callerOf(request), refreshToken: request.body.refreshToken }),
  });

  app.post('/api/idporten/frontchannel-logout', {
    config: { auth: 'secret' },
    schema: {
      tags,
      summary: 'Front-channel logout: ID-porten ended the session `sid`',
      description:
        "The web app's front-channel logout URI passes on ID-porten's `iss` and `sid`. Every live session of that " +
        'ID-porten session ends and its token family is revoked (the next refresh answers 401). Idempotent; an ' +
        'unknown `sid` or another issuer ends nothing.',
      body: s.eidFrontchannelLogoutBody,
      response: { 200: s.eidFrontchannelLogoutResult, ...problems(400, 401, 403) },
    },
    handler: async (request) => service.frontchannelLogout(deps, request.body),
  });

  app.get('/api/idporten/user-info', {
    config: { auth: 'person' },
    schema: {
      tags,
      summary: "The signed-in person's eID identity",
      description:
        "From ID-porten's userinfo while its access token lives, else from the verified id_token. The identity " +
        'number is masked to its birth-date part. 400 eid_session_required when this session did not sign in with ' +
        "eID (400: the spec's only handled status for this call).",
      response: { 200: s.eidUserInfo, ...problems(400, 401, 403) },
    },
    handler: async (request) => service.getUserInfo(deps, { caller: personOf(request) }),
  });
};
