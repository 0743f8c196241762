import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db';
import type { StaffRole } from '../db/schema';
import { type AuthMode, actsForCustomers, assertOwner, type IdPath, isUuid, type OwnerResolver } from '../lib/access';
import { invalidateCaches, isCacheNamespace, offInvalidation, onInvalidation } from '../lib/cache';
import { AppError } from '../lib/errors';
import { pickLanguage } from '../lib/i18n';
import {
  accessTokenKey,
  createAccessTokenVerifier,
  forgetPrincipal,
  LiveSessions,
  loadPrincipal,
} from '../modules/auth';

declare module 'fastify' {
  interface FastifyInstance {
    registerOwner: (kind: string, resolver: OwnerResolver) => void;
    /** This node's live token families (tests look at it). */
    liveSessions: LiveSessions;
  }
}

function pick(request: FastifyRequest, path: IdPath): unknown {
  let value: unknown = request;
  for (const key of path.split('.')) {
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  }
  return value;
}

function digest(value: string) {
  return createHash('sha256').update(value).digest();
}

/**
 * Authentication and the one place for ownership checks. Routes declare
 * `config.auth` and `config.access`; nothing else in a route checks who calls.
 */
export const accessPlugin = fp(
  async (app: FastifyInstance, opts: { database: Database; shopSecret: string }) => {
    const secretDigest = digest(opts.shopSecret);
    const verifyAccessToken = createAccessTokenVerifier(accessTokenKey(opts.shopSecret));
    // Which token families are live (a sign-out refuses its access tokens at once, on every node).
    const sessions = new LiveSessions(opts.database, app.log.child({ module: 'live-sessions' }), {
      onContactRevoked: (contactId) => {
        forgetPrincipal(contactId);
        // A membership or account change (a new company among them): the catalog's reads of a company come from the
        // primary until the read replica has it too (docs/scaling.md, "Read replica").
        opts.database.replica?.changeCommitted();
      },
      onInvalidation: (message) => {
        const [namespace = '', ...scopes] = message.split(' ');
        if (isCacheNamespace(namespace)) invalidateCaches(namespace, { fromPeer: true, scopes });
      },
    });
    await sessions.start();
    // A catalog, price or order change on this node drops the other nodes' caches too: the namespace, then the
    // parts of it the change touched, if only those (lib/cache.ts `scopes`), separated by spaces.
    const tell = (namespace: string, scopes: readonly string[]) =>
      void sessions.publishInvalidation([namespace, ...scopes].join(' '));
    onInvalidation(tell);
    app.addHook('onClose', async () => offInvalidation(tell));
    app.decorate('liveSessions', sessions);
    app.addHook('preClose', async () => sessions.stop());
    const resolvers = new Map<string, OwnerResolver>();

    app.decorate('registerOwner', (kind: string, resolver: OwnerResolver) => {
      resolvers.set(kind, resolver);
    });
    app.decorateRequest('lang', 'nb');
    app.decorateRequest('caller', null as never);

    app.addHook('onRequest', async (request) => {
      request.lang = pickLanguage(request.headers['accept-language']);
      request.caller = { kind: 'anonymous' };
    });

    async function authenticate(request: FastifyRequest, mode: AuthMode, staff: readonly StaffRole[] | undefined) {
      const secret = request.headers['x-shop-secret'];
      if (typeof secret === 'string' && secret.length > 0) {
        if (!timingSafeEqual(digest(secret), secretDigest)) throw new AppError('unauthenticated');
        request.caller = { kind: 'secret' };
        return;
      }
      const header = request.headers.authorization;
      if (!header) return;
      const match = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(header);
      const claims = match?.[1] ? await verifyAccessToken(match[1]) : null;
      if (!claims) {
        if (mode === 'public') return;
        throw new AppError('invalid_token');
      }
      // The family's liveness comes from memory in the steady state; only a miss waits on the database.
      const known = sessions.knownLive(claims.familyId);
      const [principal, isLive] =
        known === undefined
          ? await Promise.all([loadPrincipal(opts.database.db, claims.contactId), sessions.isLive(claims.familyId)])
          : [await loadPrincipal(opts.database.db, claims.contactId), known];
      if (!principal || !principal.isActive || claims.issuedAtMs < principal.tokensValidAfter.getTime() || !isLive) {
        throw new AppError('invalid_token');
      }
      const role = principal.staffRole;
      if (mode === 'agent' && !(role && staff?.includes(role))) throw new AppError('forbidden');
      request.caller = {
        kind: 'person',
        contactId: claims.contactId,
        familyId: claims.familyId,
        // On a back-office route the role is checked above; on a customer call, read-only and catalog staff read.
        staffRole: mode === 'agent' || actsForCustomers(role, request.method) ? role : null,
        companies: new Map(principal.memberships.map((m) => [m.companyId, m.role])),
      };
    }

    app.addHook('onRoute', (route) => {
      const mode: AuthMode = route.config?.auth ?? 'person';
      const rules = route.config?.access ?? [];
      const staff = route.config?.staff;
      if (route.url.startsWith('/docs') || mode === 'public') return;
      if (mode === 'agent' && !staff?.length) {
        throw new Error(`${route.method} ${route.url}: a back-office route declares its staff roles (config.staff)`);
      }
      const check = async (request: FastifyRequest) => {
        await authenticate(request, mode, staff);
        const caller = request.caller;
        switch (mode) {
          case 'optional':
            break;
          case 'secret':
            if (caller.kind !== 'secret')
              throw new AppError(caller.kind === 'anonymous' ? 'unauthenticated' : 'forbidden');
            break;
          case 'person':
            if (caller.kind !== 'person')
              throw new AppError(caller.kind === 'anonymous' ? 'unauthenticated' : 'forbidden');
            break;
          case 'agent':
            // The staff role was checked against `config.staff` when the token was read.
            if (caller.kind !== 'person')
              throw new AppError(caller.kind === 'anonymous' ? 'unauthenticated' : 'forbidden');
            break;
          case 'person-or-secret':
            if (caller.kind === 'anonymous') throw new AppError('unauthenticated');
            break;
        }
      };
      const checkOwnership = async (request: FastifyRequest) => {
        const caller = request.caller;
        if (caller.kind !== 'person') return; // the secret is the trusted web server; anonymous never gets here with rules
        for (const rule of rules) {
          const value = pick(request, rule.path);
          if (value === undefined || value === null || value === '') continue;
          const resolver = resolvers.get(rule.kind);
          if (!resolver) throw new Error(`No owner resolver registered for "${rule.kind}"`);
          const id = String(value);
          // A company the caller belongs to exists: its membership answers without a query.
          const owner =
            rule.kind === 'company' && caller.companies.has(id)
              ? { companyId: id }
              : isUuid(id)
                ? await resolver(opts.database, id)
                : null;
          try {
            assertOwner(caller, owner, rule.role);
          } catch (error) {
            if (rule.unknown && error instanceof AppError && error.code === 'not_found')
              throw new AppError(rule.unknown);
            throw error;
          }
        }
      };
      // Authentication before body parsing (so anonymous calls get 401, not 400); ownership after validation.
      route.onRequest = [...toArray(route.onRequest), check];
      if (rules.length > 0) route.preHandler = [checkOwnership, ...toArray(route.preHandler)];
    });
  },
  { name: 'access' },
);

function toArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}
