// A local stand-in for ID-porten (../../../../shared/PROTOCOLS.md, eID sign-in): OpenID Connect by the
// `oidc-provider` library, configured to ID-porten's rules (code flow with PKCE S256, state and nonce required,
// acr levels, `pid` in id_token and userinfo, refresh tokens, RP-initiated logout, RS256, `iss` in the
// authorization response), a plain HTML page to pick a synthetic test person, and fault injection for the
// API's reliability tests (docs/eid.md).
/// <reference path="./oidc-provider.d.ts" />
import { createHmac, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import type { StandIn } from '../stand-in';
import { TEST_PERSONS } from './persons';
import { isValidPid } from './pid';

export { TEST_PERSONS, type TestPerson } from './persons';
export { isValidPid } from './pid';

/** Development client; the API's EID_CLIENT_ID / EID_CLIENT_SECRET default to the same values. */
export const DEV_EID_CLIENT_ID = 'engros-web';
export const DEV_EID_CLIENT_SECRET = 'engros-eid-dev-secret-change-me';
export const DEV_EID_REDIRECT_URI = 'http://localhost:3000/api/auth/callback/idporten';
export const DEV_EID_POST_LOGOUT_REDIRECT_URI = 'http://localhost:3000/';
/** The web app's front-channel logout URI (ID-porten loads it in an iframe with `iss` and `sid`). */
export const DEV_EID_FRONTCHANNEL_LOGOUT_URI = 'http://localhost:3000/logout/frontchannel';

/** Security levels, lowest first. */
export const ACR_LEVELS = ['idporten-loa-low', 'idporten-loa-substantial', 'idporten-loa-high'] as const;
export type AcrLevel = (typeof ACR_LEVELS)[number];

/** Faults to inject; change them at run time with `setFaults` or `POST /_faults` (JSON), clear with `DELETE /_faults`. */
export type EidFaults = {
  /** Delay before the token and userinfo endpoints answer (ms). */
  latencyMs?: number;
  /** The token endpoint answers this status (e.g. 500) with an OAuth error body and issues nothing. */
  tokenStatus?: number;
  /** The token endpoint never answers (the client must time out). */
  hangToken?: boolean;
  /**
   * Tamper with the id_token of token responses: `foreign-key` signs it with another key under the same `kid`,
   * `bad-signature` changes a claim after signing, `{ claims }` overrides claims and signs with the real key
   * (e.g. a wrong `aud`, an `exp` in the past).
   */
  idToken?: 'foreign-key' | 'bad-signature' | { claims: Record<string, unknown> };
};

export type EidOptions = {
  port?: number;
  host?: string;
  /** Public issuer URL; default `http://<host>:<port>`. */
  issuer?: string;
  clientId?: string;
  clientSecret?: string;
  redirectUris?: string[];
  postLogoutRedirectUris?: string[];
  /** Front-channel logout URIs of the client (EID_FRONTCHANNEL_LOGOUT_URI). */
  frontchannelLogoutUris?: string[];
  faults?: EidFaults;
};

export type EidStandIn = StandIn & {
  issuer: string;
  faults: EidFaults;
  setFaults: (faults: EidFaults) => void;
};

type Lang = 'nb' | 'en';
type Account = { pid: string; locale: Lang };

const list = (value: string | undefined) =>
  value
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const b64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');

/** Signs a JWT with RS256 (node:crypto; PKCS#1 v1.5 is RSA's default padding). */
function signJwt(header: Record<string, unknown>, payload: Record<string, unknown>, key: KeyObject) {
  const input = `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(payload))}`;
  return `${input}.${sign('sha256', Buffer.from(input), key).toString('base64url')}`;
}

function decodeJwt(token: string) {
  const [h, p, s] = token.split('.');
  return {
    header: JSON.parse(Buffer.from(h ?? '', 'base64url').toString()) as Record<string, unknown>,
    payload: JSON.parse(Buffer.from(p ?? '', 'base64url').toString()) as Record<string, unknown>,
    signature: s ?? '',
  };
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

const texts = {
  nb: {
    title: 'Logg inn med testperson',
    intro:
      'Dette er en lokal testtjeneste formet som ID-porten. Velg en syntetisk testperson eller skriv inn et fødselsnummer.',
    typed: 'Eller skriv inn fødselsnummer (11 siffer)',
    level: 'Sikkerhetsnivå',
    submit: 'Logg inn',
    cancel: 'Avbryt',
    invalid: 'Fødselsnummeret er ugyldig (11 siffer med gyldige kontrollsiffer).',
    missing: 'Velg en testperson eller skriv inn et fødselsnummer.',
    logoutTitle: 'Logg ut',
    logoutIntro: 'Vil du logge ut av testtjenesten?',
    loggedOut: 'Du er logget ut.',
    error: 'Noe gikk galt',
  },
  en: {
    title: 'Sign in as a test person',
    intro:
      'This is a local test service shaped like ID-porten. Pick a synthetic test person or type an identity number.',
    typed: 'Or type an identity number (11 digits)',
    level: 'Security level',
    submit: 'Sign in',
    cancel: 'Cancel',
    invalid: 'The identity number is not valid (11 digits with valid check digits).',
    missing: 'Pick a test person or type an identity number.',
    logoutTitle: 'Sign out',
    logoutIntro: 'Do you want to sign out of the test service?',
    loggedOut: 'You are signed out.',
    error: 'Something went wrong',
  },
} as const;

const langOf = (uiLocales: string | undefined): Lang => (uiLocales?.trim().startsWith('en') ? 'en' : 'nb');

const page = (lang: Lang, title: string, body: string) => `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:34rem;margin:2rem auto;padding:0 1rem}label{display:block;margin:.4rem 0}
.error{color:#a00;font-weight:600}fieldset{margin:1rem 0}button{margin-right:.5rem;padding:.4rem 1rem}</style>
</head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;

/** Starts the stand-in on loopback (EID_PORT or 4100 by default). */
export async function startEid(options: EidOptions = {}): Promise<EidStandIn> {
  const env = process.env;
  const host = options.host ?? '127.0.0.1';
  const clientId = options.clientId ?? env.EID_CLIENT_ID ?? DEV_EID_CLIENT_ID;
  const clientSecret = options.clientSecret ?? env.EID_CLIENT_SECRET ?? DEV_EID_CLIENT_SECRET;
  const redirectUris = options.redirectUris ?? list(env.EID_REDIRECT_URI) ?? [DEV_EID_REDIRECT_URI];
  const postLogoutRedirectUris = options.postLogoutRedirectUris ??
    list(env.EID_POST_LOGOUT_REDIRECT_URI) ?? [DEV_EID_POST_LOGOUT_REDIRECT_URI];
  const frontchannelLogoutUris = options.frontchannelLogoutUris ??
    list(env.EID_FRONTCHANNEL_LOGOUT_URI) ?? [DEV_EID_FRONTCHANNEL_LOGOUT_URI];
  let faults: EidFaults = { ...options.faults };

  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const foreignKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const kid = `eid-${randomBytes(6).toString('hex')}`;
  const jwk = { ...signingKey.privateKey.export({ format: 'jwk' }), kid, use: 'sig', alg: 'RS256' };

  // `sub` is pairwise-looking: a keyed hash of the pid per client, stable across restarts, never the pid itself.
  const subOf = (pid: string) =>
    createHmac('sha256', `engros-eid-pairwise:${clientId}`).update(pid).digest('base64url');
  const accounts = new Map<string, Account>();

  const hanging = new Set<ServerResponse>();
  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.writeHead(503).end();
  const server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? Number(env.EID_PORT ?? 4100), host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const issuer = options.issuer ?? `http://${host}:${port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        post_logout_redirect_uris: postLogoutRedirectUris,
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
        id_token_signed_response_alg: 'RS256',
        require_auth_time: true,
      },
    ],
    clientAuthMethods: ['client_secret_basic', 'client_secret_post', 'private_key_jwt'],
    responseTypes: ['code'],
    pkce: { required: () => true },
    acrValues: [...ACR_LEVELS],
    scopes: ['openid', 'profile'],
    claims: { amr: null, openid: ['sub', 'pid', 'locale'], profile: ['pid', 'locale'] },
    // ID-porten puts pid and locale in the id_token too, not only in userinfo.
    conformIdTokenClaims: false,
    jwks: { keys: [jwk] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    discovery: { ui_locales_supported: ['nb', 'nn', 'en', 'se'] },
    findAccount: async (_ctx: unknown, sub: string) => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: async () => ({ sub, pid: account.pid, locale: account.locale }) };
    },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      revocation: {
        enabled: true,
        // A client revokes only its own tokens.
        allowedPolicy: async (_ctx: unknown, client: { clientId: string }, token: { clientId?: string }) =>
          token.clientId === client.clientId,
      },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: { body: string; type: string }, form: string) => {
          const t = texts.nb;
          ctx.type = 'html';
          ctx.body = page(
            'nb',
            t.logoutTitle,
            `${form}<p>${t.logoutIntro} / ${texts.en.logoutIntro}</p>
<button type="submit" form="op.logoutForm" name="logout" value="yes">${t.logoutTitle} / ${texts.en.logoutTitle}</button>`,
          );
        },
        postLogoutSuccessSource: async (ctx: { body: string; type: string }) => {
          ctx.type = 'html';
          ctx.body = page('nb', texts.nb.logoutTitle, `<p>${texts.nb.loggedOut} / ${texts.en.loggedOut}</p>`);
        },
      },
    },
    renderError: async (ctx: { body: string; type: string }, out: Record<string, string>) => {
      ctx.type = 'html';
      ctx.body = page(
        'nb',
        texts.nb.error,
        `<p class="error">${escapeHtml(out.error ?? 'error')}: ${escapeHtml(out.error_description ?? '')}</p>`,
      );
    },
    // Refresh tokens for every client allowed the grant (ID-porten needs no offline_access scope).
    issueRefreshToken: async (_ctx: unknown, client: { grantTypeAllowed: (grant: string) => boolean }) =>
      client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    routes: {
      authorization: '/authorize',
      token: '/token',
      userinfo: '/userinfo',
      jwks: '/jwks',
      end_session: '/logout',
      revocation: '/revoke',
    },
    ttl: {
      AccessToken: 120,
      AuthorizationCode: 60,
      IdToken: 120,
      RefreshToken: 600,
      Session: 1800,
      Interaction: 600,
      Grant: 1800,
    },
  });

  // ID-porten always puts `sid` (the session at ID-porten) in the id_token: front-channel logout names it.
  provider.Client.prototype.includeSid = () => true;

  // Fault injection on the token and userinfo endpoints.
  provider.use(async (ctx, next) => {
    const isToken = ctx.path === '/token' && ctx.method === 'POST';
    if ((isToken || ctx.path === '/userinfo') && faults.latencyMs) {
      await new Promise((resolve) => setTimeout(resolve, faults.latencyMs));
    }
    if (isToken && faults.tokenStatus) {
      ctx.status = faults.tokenStatus;
      ctx.body = { error: 'server_error', error_description: 'injected fault' };
      return;
    }
    await next();
    const body = ctx.body as { id_token?: string } | undefined;
    if (isToken && faults.idToken && body && typeof body.id_token === 'string') {
      body.id_token = tamper(body.id_token, faults.idToken);
    }
  });

  function tamper(token: string, fault: NonNullable<EidFaults['idToken']>): string {
    const { header, payload, signature } = decodeJwt(token);
    if (fault === 'foreign-key') return signJwt(header, payload, foreignKey);
    if (fault === 'bad-signature') {
      return `${token.split('.')[0]}.${b64url(JSON.stringify({ ...payload, pid: '17810151242' }))}.${signature}`;
    }
    return signJwt(header, { ...payload, ...fault.claims }, signingKey.privateKey);
  }

  const providerHandler = provider.callback();

  function pickerPage(uid: string, params: Record<string, string | undefined>, error?: string, typed = '') {
    const lang = langOf(params.ui_locales);
    const t = texts[lang];
    const requested = params.acr_values?.split(' ').find((v) => (ACR_LEVELS as readonly string[]).includes(v));
    const level = requested ?? 'idporten-loa-substantial';
    const persons = TEST_PERSONS.map(
      (p, i) =>
        `<label><input type="radio" name="person" value="${p.pid}"${i === 0 && !typed ? ' checked' : ''}> ${escapeHtml(p.name)} — ${p.pid} <small>(${escapeHtml(p.note[lang])})</small></label>`,
    ).join('\n');
    const levels = ACR_LEVELS.map((l) => `<option value="${l}"${l === level ? ' selected' : ''}>${l}</option>`).join(
      '',
    );
    return page(
      lang,
      t.title,
      `<p>${t.intro}</p>${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<fieldset>${persons}</fieldset>
<label>${t.typed} <input name="pid" inputmode="numeric" autocomplete="off" value="${escapeHtml(typed)}"></label>
<label>${t.level} <select name="acr">${levels}</select></label>
<button type="submit">${t.submit}</button>
</form>
<form method="post" action="/interaction/${escapeHtml(uid)}/abort"><button type="submit">${t.cancel}</button></form>`,
    );
  }

  async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
  }

  async function readJson(req: IncomingMessage): Promise<unknown> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    return text ? JSON.parse(text) : {};
  }

  const sendHtml = (res: ServerResponse, status: number, html: string) =>
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(html);

  async function interaction(req: IncomingMessage, res: ServerResponse, uid: string, action: string | undefined) {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) return sendHtml(res, 400, page('nb', texts.nb.error, '<p>interaction mismatch</p>'));
    const params = details.params;
    if (req.method === 'GET' && !action) return sendHtml(res, 200, pickerPage(uid, params));
    if (req.method === 'POST' && action === 'abort') {
      return provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'The user cancelled the sign-in' },
        { mergeWithLastSubmission: false },
      );
    }
    if (req.method === 'POST' && action === 'login') {
      const form = await readForm(req);
      const lang = langOf(params.ui_locales);
      const typed = form.get('pid')?.replace(/\s/g, '') ?? '';
      const pid = typed || form.get('person') || '';
      if (!pid) return sendHtml(res, 400, pickerPage(uid, params, texts[lang].missing, typed));
      if (!isValidPid(pid)) return sendHtml(res, 400, pickerPage(uid, params, texts[lang].invalid, typed));
      const acrInput = form.get('acr') ?? '';
      const acr = (ACR_LEVELS as readonly string[]).includes(acrInput) ? acrInput : 'idporten-loa-substantial';
      const sub = subOf(pid);
      accounts.set(sub, { pid, locale: lang });
      const grant = new provider.Grant({ accountId: sub, clientId: params.client_id ?? clientId });
      grant.addOIDCScope(params.scope ?? 'openid');
      const grantId = await grant.save();
      return provider.interactionFinished(
        req,
        res,
        {
          login: { accountId: sub, acr, amr: ['TestID'], remember: false },
          consent: { grantId },
        },
        { mergeWithLastSubmission: false },
      );
    }
    return sendHtml(res, 405, page('nb', texts.nb.error, '<p>method not allowed</p>'));
  }

  /**
   * Front-channel logout, as when the person signs out at another service of the same ID-porten session: the
   * page loads every client's front-channel logout URI in an iframe with `iss` and that client's `sid`, and the
   * session ends here (its grants, so refresh tokens stop working too).
   */
  async function logoutElsewhere(req: IncomingMessage, res: ServerResponse) {
    const ctx = provider.createContext(req, res);
    const session = await provider.Session.get(ctx);
    const frames: string[] = [];
    for (const [client, authorization] of Object.entries(session.authorizations ?? {})) {
      const sid = session.sidFor(client);
      if (client === clientId && sid) {
        for (const uri of frontchannelLogoutUris) {
          const target = new URL(uri);
          target.searchParams.set('iss', issuer);
          target.searchParams.set('sid', sid);
          frames.push(`<iframe src="${escapeHtml(target.href)}" title="${escapeHtml(client)}" hidden></iframe>`);
        }
      }
      if (authorization.grantId) await (await provider.Grant.find(authorization.grantId))?.destroy();
    }
    await session.destroy();
    sendHtml(
      res,
      200,
      page(
        'nb',
        texts.nb.logoutTitle,
        `<p>${texts.nb.loggedOut} / ${texts.en.loggedOut}</p><p data-notified="${frames.length}">${frames.length} tjeneste(r) varslet / service(s) notified.</p>${frames.join('')}`,
      ),
    );
  }

  async function admin(req: IncomingMessage, res: ServerResponse) {
    if (req.method === 'POST') faults = { ...faults, ...((await readJson(req)) as EidFaults) };
    else if (req.method === 'DELETE') faults = {};
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(faults));
  }

  handle = (req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    const run = async () => {
      const match = /^\/interaction\/([\w-]+)(?:\/(login|abort))?$/.exec(url.pathname);
      if (match) return interaction(req, res, match[1] as string, match[2]);
      if (url.pathname === '/_faults') return admin(req, res);
      if (url.pathname === '/logout/elsewhere' && req.method === 'GET') return logoutElsewhere(req, res);
      if (url.pathname === '/authorize') {
        // ID-porten requires state and nonce; oidc-provider alone requires nonce only for implicit flows.
        const params = req.method === 'GET' ? url.searchParams : null;
        const missing = params && ['state', 'nonce'].filter((name) => !params.get(name));
        if (missing && missing.length > 0) {
          return sendHtml(
            res,
            400,
            page('nb', texts.nb.error, `<p class="error">invalid_request: missing ${missing.join(', ')}</p>`),
          );
        }
      }
      if (url.pathname === '/token' && req.method === 'POST' && faults.hangToken) {
        hanging.add(res);
        res.on('close', () => hanging.delete(res));
        return;
      }
      providerHandler(req, res);
    };
    run().catch((error: unknown) => {
      if (!res.headersSent) {
        const message = error instanceof Error ? error.message : String(error);
        sendHtml(res, 400, page('nb', texts.nb.error, `<p class="error">${escapeHtml(message)}</p>`));
      }
    });
  };

  return {
    name: 'eid',
    issuer,
    urls: {
      issuer,
      discovery: `${issuer}/.well-known/openid-configuration`,
      faults: `${issuer}/_faults`,
      'logout elsewhere (front-channel)': `${issuer}/logout/elsewhere`,
    },
    get faults() {
      return faults;
    },
    setFaults: (next) => {
      faults = { ...next };
    },
    stop: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
