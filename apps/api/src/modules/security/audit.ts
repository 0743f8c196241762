import type { FastifyRequest } from 'fastify';
import type { Db, DbOrTx } from '../../db';
import type { AuditOutcome } from '../../db/schema/security';
// request.caller is declared by the access plugin; the type import brings that declaration to any program using this file.
import type {} from '../../lib/access';
import { type AuditFilter, findAuditEvents, insertAuditEvent } from './repository';

/** The client behind a request: its address and browser. */
export type Client = { ip: string | null; userAgent: string | null };

const MAX_USER_AGENT = 400;

function header(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  const text = Array.isArray(value) ? value[0] : value;
  return text ? text.slice(0, MAX_USER_AGENT) : null;
}

/**
 * Who is behind a request. The web server calls with the shared secret on behalf of a browser and tells the
 * browser's address and user agent in x-client-ip / x-client-user-agent; those headers are believed only from a
 * caller holding the secret. Anyone else is the request's own address (Fastify's, honouring TRUST_PROXY).
 */
export function clientOf(request: FastifyRequest): Client {
  if (request.caller?.kind === 'secret') {
    const ip = header(request, 'x-client-ip');
    if (ip) return { ip: ip.slice(0, 64), userAgent: header(request, 'x-client-user-agent') };
  }
  return { ip: request.ip ?? null, userAgent: header(request, 'user-agent') };
}

/** What the audit log records (docs/security.md). */
export type AuditAction =
  | 'sign_in'
  | 'sign_out'
  | 'password_changed'
  | 'company_updated'
  | 'contact_invited'
  | 'role_changed'
  | 'contact_deactivated'
  | 'contact_reactivated'
  | 'invitation_withdrawn'
  | 'invitation_accepted'
  | 'invitation_declined'
  | 'join_approved'
  | 'join_rejected'
  | 'approval_settings_changed'
  | 'approval_rule_added'
  | 'approval_rule_removed'
  | 'search_synonyms_added'
  | 'search_synonyms_removed';

export type AuditEntry = {
  action: AuditAction | StaffAction;
  outcome?: AuditOutcome;
  method?: 'password' | 'email' | 'passkey' | 'eid' | 'punchout' | null;
  contactId?: string | null;
  email?: string | null;
  companyId?: string | null;
  actorContactId?: string | null;
  client?: Client | null;
  details?: Record<string, unknown>;
  entityType?: string | null;
  entityId?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

/** A back-office change: `<entity>_<verb>`, e.g. product_updated, price_list_copied, staff_created. */
export type StaffAction = `${string}_${'created' | 'updated' | 'deleted' | 'copied' | 'ended' | 'moved' | 'imported'}`;

/** Keys that never go into `details`, whatever a caller hands over. */
const SECRET_KEY = /password|token|secret|code_verifier|nonce|^card|^pan$|cvc/i;

function cleanDetails(details: Record<string, unknown> = {}): Record<string, unknown> {
  return Object.fromEntries(Object.entries(details).filter(([key]) => !SECRET_KEY.test(key)));
}

/** Writes one audit entry; pass the transaction of the change it records, so both land or neither. */
export async function audit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await insertAuditEvent(db, {
    action: entry.action,
    outcome: entry.outcome ?? 'success',
    method: entry.method ?? null,
    contactId: entry.contactId ?? null,
    email: entry.email ? entry.email.trim().toLowerCase().slice(0, 320) : null,
    companyId: entry.companyId ?? null,
    actorContactId: entry.actorContactId ?? null,
    ip: entry.client?.ip ?? null,
    userAgent: entry.client?.userAgent ?? null,
    details: cleanDetails(entry.details),
    entityType: entry.entityType ?? null,
    entityId: entry.entityId ?? null,
    before: entry.before ? cleanDetails(entry.before) : null,
    after: entry.after ? cleanDetails(entry.after) : null,
  });
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Records a staff member's change to one thing in the audit log (issue 17 §1): who, when, what, and the fields
 * that changed with their values before and after (a creation has no before, a deletion no after). Pass the
 * transaction of the change. Nothing is written when an update changed nothing.
 */
export async function auditChange(
  db: DbOrTx,
  change: {
    by: string;
    entity: string;
    id: string;
    verb: 'created' | 'updated' | 'deleted' | 'copied' | 'ended' | 'moved' | 'imported';
    before?: Record<string, unknown> | null;
    after?: Record<string, unknown> | null;
    companyId?: string | null;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  let before = change.before ?? null;
  let after = change.after ?? null;
  if (before && after) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
      (key) => !same(before?.[key], after?.[key]),
    );
    if (keys.length === 0 && change.verb === 'updated') return;
    before = Object.fromEntries(keys.map((key) => [key, before?.[key] ?? null]));
    after = Object.fromEntries(keys.map((key) => [key, after?.[key] ?? null]));
  }
  await audit(db, {
    action: `${change.entity}_${change.verb}`,
    actorContactId: change.by,
    companyId: change.companyId ?? null,
    entityType: change.entity,
    entityId: change.id,
    before,
    after,
    details: change.details,
  });
}

export type AuditQuery = AuditFilter;

/**
 * Audit entries newest first. For a company: its own changes, and a person's own events (sign-ins, sign-outs,
 * password changes) only from when they joined (accepted an invitation, were approved, registered the company) and
 * while they were an active member: never from before, never while invited, never after they left (issue 14: an
 * invitation must not open someone's sign-in history). Without a company (agents): everything, by person/action.
 */
export async function listAuditEvents(db: Db, query: AuditQuery) {
  const { rows, total } = await findAuditEvents(db, query);
  return {
    items: rows.map(({ event, actorEmail, subjectEmail }) => ({
      id: event.id,
      at: event.createdAt.toISOString(),
      action: event.action,
      outcome: event.outcome,
      method: event.method,
      contactId: event.contactId,
      email: subjectEmail ?? null,
      customerId: event.companyId,
      actorContactId: event.actorContactId,
      actorEmail: actorEmail ?? null,
      ip: event.ip,
      userAgent: event.userAgent,
      details: event.details,
      entityType: event.entityType,
      entityId: event.entityId,
      before: event.before,
      after: event.after,
    })),
    total,
    skip: query.skip,
    take: query.take,
  };
}
