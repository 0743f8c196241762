// Who calls, and what they may reach: the caller model every module's routes and services use.
// The Fastify plugin that authenticates and runs the declared checks is plugins/access.ts.
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db';
import type { CompanyRole, StaffRole } from '../db/schema';
import { AppError, type ErrorCode, rule } from './errors';
import type { Language } from './i18n';

export type Person = {
  kind: 'person';
  contactId: string;
  familyId: string;
  /**
   * The staff role this call acts with on customers' data (services treat any role as "staff may"). Null for
   * customers, and for staff whose role may not change customers' data when the call changes something through a
   * customer call (read-only and catalog staff: see `actsForCustomers`).
   */
  staffRole: StaffRole | null;
  /** Active memberships: companyId → role. */
  companies: Map<string, CompanyRole>;
};
export type Caller = { kind: 'anonymous' } | { kind: 'secret' } | Person;

/**
 * Which staff roles may call a back-office (`agent`) route: every such route declares one of these (the access
 * plugin refuses to register one that does not), and the OpenAPI document lists them as `x-staff-roles`.
 * Administrators may call everything.
 */
export const staffAccess = {
  /** Reads of every back-office page: all staff, read-only included. */
  read: ['administrator', 'catalog_manager', 'customer_service', 'read_only'],
  /** Customers, orders, quotes, support. */
  customers: ['administrator', 'customer_service'],
  /** Products, media, categories, prices, assortments, search words, delivery calendars. */
  catalog: ['administrator', 'catalog_manager'],
  /** Staff accounts, shop settings, the whole audit log. */
  admin: ['administrator'],
} as const satisfies Record<string, readonly StaffRole[]>;

/**
 * Whether a staff role acts for customers through customers' own calls (a cart, a list, an approval): customer
 * service and administrators do; read-only and catalog staff only read them.
 */
export const actsForCustomers = (role: StaffRole | null, method: string) =>
  role !== null && (role === 'administrator' || role === 'customer_service' || ['GET', 'HEAD'].includes(method));

/** Who may call a route. `optional`: anyone, but a person token is read when present. */
export type AuthMode = 'public' | 'optional' | 'person' | 'agent' | 'secret' | 'person-or-secret';

/** Where a route finds the id it must own, e.g. `params.customerId` or `query.addressId`. */
export type IdPath = `${'params' | 'query' | 'body'}.${string}`;

/** What an owned resource belongs to: a company, a person, or both. */
export type Owner = { companyId?: string | null; contactId?: string | null };
export type OwnerResolver = (db: Database, id: string) => Promise<Owner | null>;

export type AccessRule = {
  kind: string;
  path: IdPath;
  /** Least company role needed (viewer < buyer < admin). Default: viewer. */
  role?: CompanyRole;
  /**
   * The refusal when the id is unknown or not the caller's (the two alike), instead of 404 not_found: a spec call
   * whose handled statuses have 422 but no 404 answers a 422 its client can read (docs/client.md, "Statuses").
   */
  unknown?: ErrorCode;
};

declare module 'fastify' {
  interface FastifyRequest {
    lang: Language;
    caller: Caller;
  }
  interface FastifyContextConfig {
    auth?: AuthMode;
    access?: AccessRule[];
    /** The staff roles an `agent` route admits (`staffAccess`); required on every one. */
    staff?: readonly StaffRole[];
  }
}

const roleRank: Record<CompanyRole, number> = { viewer: 1, buyer: 2, admin: 3 };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string) => UUID.test(value);

/** Declares that a route's id at `path` must belong to the caller (`kind` names a registered resolver). */
export const owns = (kind: string, path: IdPath, role?: CompanyRole, unknown?: ErrorCode): AccessRule => ({
  kind,
  path,
  role,
  ...(unknown ? { unknown } : {}),
});

/** The signed-in person of a `person`/`agent` route (the access plugin has already refused everyone else). */
export function personOf(request: FastifyRequest): Person {
  if (request.caller.kind !== 'person') throw new AppError('unauthenticated');
  return request.caller;
}

/** Checks a person's right to one resource; throws 404 when it is not theirs, 403 when their role is too low. */
export function assertOwner(person: Person, owner: Owner | null, role: CompanyRole = 'viewer') {
  if (person.staffRole) return; // back-office staff act on behalf of every customer
  if (!owner) throw new AppError('not_found');
  if (owner.contactId && owner.contactId !== person.contactId) throw new AppError('not_found');
  if (owner.companyId) {
    const have = person.companies.get(owner.companyId);
    if (!have) throw new AppError('not_found');
    if (roleRank[have] < roleRank[role]) throw new AppError('forbidden');
  }
}

/**
 * The company a person's call means: `customerId` when given, else the caller's only company (none → 422
 * no_company_access, several → 422 company_required). The caller needs `role` in it (else 404, or 403).
 */
export function companyOfCall(person: Person, customerId: string | undefined, role: CompanyRole = 'viewer'): string {
  let companyId = customerId;
  if (!companyId) {
    if (person.companies.size === 0) throw rule('no_company_access');
    if (person.companies.size > 1) throw rule('company_required');
    companyId = person.companies.keys().next().value as string;
  }
  assertOwner(person, { companyId }, role);
  return companyId;
}
