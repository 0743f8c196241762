// Auth.js (next-auth v5) at /api/auth: who the person is, and the API tokens the web server calls with.
// Sessions are JWTs in an encrypted cookie (no database: only the API opens it). The cookie holds the API's
// access and refresh tokens; the session the browser can read (/api/auth/session) holds neither.

import { AccessDenied } from '@auth/core/errors';
import { ApiError } from '@engros/client';
import { headers } from 'next/headers';
import NextAuth, { CredentialsSignin, type NextAuthConfig, type User } from 'next-auth';
import type { JWT } from 'next-auth/jwt';
import Credentials from 'next-auth/providers/credentials';
import type { EmailConfig } from 'next-auth/providers/email';
import Passkey from 'next-auth/providers/passkey';
import { clientHeadersFrom, requestClientHeaders, serverApi } from './lib/api';
import { apiAdapter } from './lib/auth/adapter';
import { readEidCookie } from './lib/auth/eid-cookie';
import { isEmailAddress } from './lib/auth/email-address';
import { authSecret } from './lib/auth/secret';
import { readSessionToken } from './lib/auth/session-cookie';
import {
  needsRefresh,
  refreshApiTokens,
  revokeApiTokens,
  type SignInMethod,
  type SignInResult,
  tokensFrom,
} from './lib/auth/tokens';
import { problemOf } from './lib/errors';
import { isLanguage } from './lib/i18n/dictionary';
import { safeReturnTo } from './lib/return-to';

/**
 * A failed sign-in with a code our sign-in page turns into a message (the code lands in the URL: no details), and
 * for a locked sign-in the API's wait, so the page can say how long (the server actions read it off the error).
 */
class SignInFailed extends CredentialsSignin {
  retryAfterSeconds?: number;
  constructor(code: string, retryAfterSeconds?: number) {
    super(code);
    this.code = code;
    if (retryAfterSeconds) this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** The wait the API gave a locked sign-in (429 sign_in_locked, retryAfterSeconds); none for a per-minute limit. */
function retryAfterOf(error: unknown): number | undefined {
  if (!ApiError.isApiError(error) || error.status !== 429) return undefined;
  const seconds = Number((problemOf(error) as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}

/** The API's refusal of a sign-in as the error our pages show. */
function refused(error: unknown): SignInFailed {
  return new SignInFailed(failureCode(error), retryAfterOf(error));
}

const THIRTY_DAYS_S = 30 * 24 * 60 * 60;

function languageOf(request: Request): string {
  const match = /(?:^|;\s*)lang=([a-z]{2})/.exec(request.headers.get('cookie') ?? '');
  return match && isLanguage(match[1]) ? match[1] : 'nb';
}

/** Maps the API's refusal to a sign-in code; anything unexpected is "unavailable", never a stack trace. */
function failureCode(error: unknown): string {
  if (ApiError.isApiError(error)) {
    const code = problemOf(error)?.code;
    if (code === 'invalid_credentials') return 'invalid_credentials';
    if (error.status === 429) return 'too_many_requests';
    if (code === 'no_company_access') return 'no_company_access';
    if (code?.startsWith('eid_') || code?.startsWith('invitation_')) return 'eid_failed';
    if (code?.startsWith('punchout_token_')) return code;
    // Anything else (401 unauthenticated = our SHOP_SECRET is wrong, 5xx) is ours, not the person's: log it.
    console.error(`sign-in: the API answered ${error.status} ${code ?? ''}`);
    return 'unavailable';
  }
  console.error(`sign-in: the API could not be reached: ${error instanceof Error ? error.message : String(error)}`);
  return 'unavailable';
}

/** The signed-in person as Auth.js keeps them; the name comes from the contact (secret read). */
async function userFrom(
  result: { contactId: string; companies: SignInResult['companies'] } & Parameters<typeof tokensFrom>[0],
  method: SignInMethod,
  fallbackEmail?: string,
): Promise<User> {
  let name: string | null = null;
  let email: string | null = fallbackEmail ?? null;
  try {
    const contact = await serverApi().getContact({ path: { contactId: result.contactId } });
    name = `${contact.firstName} ${contact.lastName}`.trim() || null;
    email = contact.email;
  } catch {
    // The name is for display only; the sign-in stands without it.
  }
  return {
    id: result.contactId,
    name: name ?? email,
    email,
    signIn: { contactId: result.contactId, companies: result.companies, tokens: tokensFrom(result, method) },
  };
}

/** The path (and query) of the callbackUrl in Auth.js's e-mail link; "/" when there is none. */
function callbackPathOf(link: string): string {
  try {
    const callback = new URL(new URL(link).searchParams.get('callbackUrl') ?? '/', 'http://local');
    return `${callback.pathname}${callback.search}`;
  } catch {
    return '/';
  }
}

/** The person's active companies, as a sign-in answers them (the secret read of their memberships). */
async function activeCompaniesOf(contactId: string): Promise<SignInResult['companies']> {
  const { companies } = await serverApi().listContactCompanies({ path: { contactId } });
  return companies
    .filter((c) => c.status === 'active')
    .map((c) => ({ customerId: c.customerId, name: c.name, role: c.role }));
}

/** The API caps an e-mail link at one hour (docs/sign-in.md); Auth.js is told the same. */
const EMAIL_LINK_MAX_AGE_S = 60 * 60;

/**
 * E-mail link ("magic link"). Auth.js makes the token and the link and keeps the token through the adapter; the
 * API mails the link (its outbox, in the person's language, only to an active person: the answer is the same
 * either way). No SMTP in the web app, so not Auth.js's Nodemailer provider.
 */
const emailProvider: EmailConfig = {
  id: 'email',
  type: 'email',
  name: 'Email',
  from: '',
  maxAge: EMAIL_LINK_MAX_AGE_S,
  /**
   * Instead of Auth.js's normaliser, which NFKC-folds and cuts the domain at a comma (so "a@b.no,x.no" or
   * full-width letters would mail a@b.no a link): only an address the API takes, lower-cased. Also for a post to
   * /api/auth/signin/email that bypasses our form's check.
   */
  normalizeIdentifier(identifier) {
    const email = String(identifier ?? '')
      .trim()
      .toLowerCase();
    if (!isEmailAddress(email)) throw new SignInFailed('email_invalid');
    return email;
  },
  /**
   * The API builds the link itself on WEB_ORIGIN (docs/sign-in.md): we hand it only the token and the path to come
   * back to. Auth.js's own `url` is made from the request's host, which a forged Host header could choose.
   */
  async sendVerificationRequest({ identifier, token, url }) {
    const returnTo = safeReturnTo(callbackPathOf(url));
    try {
      await serverApi({ clientHeaders: await requestClientHeaders() }).sendSignInLink({
        body: { email: identifier, token, ...(returnTo !== '/' ? { returnTo } : {}) },
      });
    } catch (error) {
      // Five links an address in 15 minutes: the page says how long to wait, not that sign-in is broken.
      if (ApiError.isApiError(error) && error.status === 429) throw refused(error);
      throw error;
    }
  },
  options: {},
};

/**
 * A person Auth.js verified itself (e-mail link, passkey): the API starts the session. Registering a passkey
 * happens signed in, and Auth.js then builds a fresh token: the session this browser already has (same person)
 * is kept instead of starting a second one.
 */
async function apiSessionFor(contactId: string, method: 'email' | 'passkey', email?: string | null): Promise<JWT> {
  if (method === 'passkey') {
    const current = await readSessionToken(await headers()).catch(() => null);
    if (current?.api && current.contactId === contactId) return current;
  }
  const result = await serverApi({ clientHeaders: await requestClientHeaders() }).createSignInSession({
    body: { contactId, method, ...(method === 'email' && email ? { email } : {}) },
  });
  const user = await userFrom(result, method, result.email);
  const { companies, tokens } = user.signIn as SignInResult;
  return {
    sub: contactId,
    name: user.name,
    email: user.email,
    contactId,
    companies,
    customerId: companies[0]?.customerId ?? null,
    api: tokens,
  };
}

export const authConfig = {
  secret: authSecret(),
  // A refused password is an everyday event, not a server error: one line, no stack trace.
  logger: {
    // Auth.js warns about the Passkey provider being experimental on every request: known and chosen, so not logged.
    warn(code) {
      if (code !== 'experimental-webauthn') console.warn(`[auth] warning: ${code}`);
    },
    error(error) {
      if (error instanceof CredentialsSignin) console.warn(`[auth] sign-in refused: ${error.code}`);
      else console.error(`[auth] ${error.name}: ${error.message}`);
    },
  },
  trustHost: true,
  session: { strategy: 'jwt', maxAge: THIRTY_DAYS_S },
  pages: { signIn: '/login', signOut: '/logout', error: '/login', verifyRequest: '/login/verify-request' },
  adapter: apiAdapter,
  experimental: { enableWebAuthn: true },
  providers: [
    emailProvider,
    // Passkeys (WebAuthn, @simplewebauthn): registered on the account page after a sign-in, then a way in.
    // The relying party is the shop's own host (from the request: AUTH_TRUST_HOST).
    Passkey({ name: 'Passkey' }),
    Credentials({
      id: 'password',
      name: 'Password',
      credentials: { email: { label: 'Email', type: 'email' }, password: { label: 'Password', type: 'password' } },
      async authorize(credentials, request) {
        const email = typeof credentials.email === 'string' ? credentials.email.trim() : '';
        const password = typeof credentials.password === 'string' ? credentials.password : '';
        if (!email || !password) throw new SignInFailed('missing');
        // What the API would refuse as malformed (400) is a wrong e-mail or password, not an unavailable service.
        if (!isEmailAddress(email) || password.length > 200) throw new SignInFailed('invalid_credentials');
        try {
          const api = serverApi({ language: languageOf(request), clientHeaders: clientHeadersFrom(request.headers) });
          const result = await api.checkUser({
            body: { email, password },
          });
          return await userFrom(result, 'password', email);
        } catch (error) {
          throw refused(error);
        }
      },
    }),
    // eID (ID-porten): the API is the OpenID Connect client (it keeps the PKCE verifier, nonce and provider
    // tokens); we only move the browser. /api/auth/callback/idporten is our own route handler (it shadows the
    // catch-all), which calls signIn('idporten', { code, state, iss }) server side; so this provider is never
    // reachable by a browser POST.
    Credentials({
      id: 'idporten',
      name: 'ID-porten',
      credentials: { code: {}, state: {}, iss: {} },
      async authorize(credentials, request) {
        const code = typeof credentials.code === 'string' ? credentials.code : '';
        const state = typeof credentials.state === 'string' ? credentials.state : '';
        const iss = typeof credentials.iss === 'string' ? credentials.iss : undefined;
        // Login CSRF: the state must be the one this browser started with (our cookie), not another browser's.
        const started = readEidCookie(request.headers.get('cookie'));
        if (!code || !state || !started || started.state !== state) throw new SignInFailed('eid_failed');
        try {
          const api = serverApi({ language: languageOf(request), clientHeaders: clientHeadersFrom(request.headers) });
          const result = await api.exchangeEidCode({
            body: { code, state, ...(iss ? { iss } : {}) },
          });
          const user = await userFrom(result, 'eid');
          if (user.signIn && result.sid) user.signIn.tokens.sid = result.sid;
          return user;
        } catch (error) {
          throw refused(error);
        }
      },
    }),
    // Punch-out: the procurement system's one-time start link (GET /punchout/start?token=…, our route handler)
    // is spent at the API for the company's punch-out contact. /api/auth/callback/punchout is shadowed by a route
    // of ours, so only that handler reaches this provider.
    Credentials({
      id: 'punchout',
      name: 'Punch-out',
      credentials: { token: {} },
      async authorize(credentials, request) {
        const token = typeof credentials.token === 'string' ? credentials.token : '';
        if (!token) throw new SignInFailed('punchout_token_invalid');
        try {
          const api = serverApi({ language: languageOf(request) });
          const started = await api.startPunchoutSession({ body: { token } });
          const memberships = await api.listContactCompanies({
            path: { contactId: started.contactId },
          });
          const company = memberships.companies.find((c) => c.customerId === started.customerId);
          const companies = company ? [{ customerId: company.customerId, name: company.name, role: company.role }] : [];
          if (!company) throw new SignInFailed('no_company_access');
          const user = await userFrom({ ...started, companies }, 'punchout');
          const { id, protocol, operation, returnUrl, target, landingPath, expiresAt } = started.session;
          if (user.signIn) {
            user.signIn.punchout = {
              id,
              protocol,
              operation,
              returnUrl,
              target,
              landingPath,
              expiresAt,
              companyName: company.name,
            };
          }
          return user;
        } catch (error) {
          if (error instanceof SignInFailed) throw error;
          throw refused(error);
        }
      },
    }),
  ],
  callbacks: {
    /**
     * Where Auth.js sends the browser (callbackUrl, redirectTo): only our own site. Auth.js's default throws on a
     * value that is not a URL (a garbage callbackUrl on an e-mail link was a 500).
     */
    redirect({ url, baseUrl }) {
      try {
        const target = new URL(url, `${baseUrl}/`);
        if (target.origin === new URL(baseUrl).origin) return target.href;
      } catch {
        // Not a URL: the front page.
      }
      return baseUrl;
    },
    // A punch-out session signs in a company's technical contact: no passkey may be registered or used for it.
    async signIn({ account }) {
      if (account?.type !== 'webauthn') return true;
      const current = await readSessionToken(await headers()).catch(() => null);
      return !current?.punchout;
    },
    async jwt({ token, user, account, trigger, session }) {
      if (user?.id && (account?.type === 'email' || account?.type === 'webauthn')) {
        const method = account.type === 'email' ? 'email' : 'passkey';
        try {
          return await apiSessionFor(user.id, method, user.email);
        } catch (error) {
          // failureCode logs what is ours; the person lands on the sign-in page with Auth.js's AccessDenied.
          throw new AccessDenied(`the API refused the ${method} session: ${failureCode(error)}`);
        }
      }
      if (user?.signIn) {
        const { contactId, companies, tokens, punchout } = user.signIn;
        return {
          sub: contactId,
          name: user.name,
          email: user.email,
          contactId,
          companies,
          customerId: companies[0]?.customerId ?? null,
          api: tokens,
          ...(punchout ? { punchout } : {}),
        };
      }
      if (!token.api) return null;
      if (trigger === 'update') {
        const change = session as { customerId?: unknown; refreshCompanies?: unknown } | undefined;
        // After accepting an invitation: the companies are read again from the API (never taken from the request,
        // which a browser can send itself to /api/auth/session).
        if (change?.refreshCompanies === true && token.contactId) {
          const fresh = await activeCompaniesOf(token.contactId).catch(() => null);
          if (fresh) token.companies = fresh;
        }
        const wanted = change?.customerId;
        if (typeof wanted === 'string' && token.companies?.some((c) => c.customerId === wanted)) {
          token.customerId = wanted;
        }
      }
      if (needsRefresh(token.api)) {
        const fresh = await refreshApiTokens(token.api);
        if (!fresh) return null; // the API ended the session: sign out here too
        token.api = fresh;
      }
      return token;
    },
    // What /api/auth/session (and so the browser) sees: who, and for which companies. Never the API tokens.
    async session({ session, token }) {
      return {
        expires: session.expires,
        user: { id: token.contactId ?? '', name: token.name ?? null, email: token.email ?? '' },
        contactId: token.contactId,
        companies: token.companies ?? [],
        customerId: token.customerId ?? null,
      };
    },
  },
  events: {
    // The built-in sign-out (POST /api/auth/signout) ends the API session too. Our sign-out action revokes first
    // (it needs eID's end-session URL) and revokeApiTokens remembers, so this does not call twice.
    async signOut(message) {
      const token = 'token' in message ? message.token : null;
      if (token?.api) await revokeApiTokens(token.api);
    },
  },
} satisfies NextAuthConfig;

export const { handlers, auth, signIn, signOut, unstable_update: updateSession } = NextAuth(authConfig);
