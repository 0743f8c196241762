import { z } from 'zod';
import { auditOutcomes } from '../../db/schema/security';

const paging = {
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  take: z.coerce.number().int().min(1).max(200).default(50),
};
const filters = {
  action: z.string().trim().min(1).max(64).optional(),
  outcome: z.enum(auditOutcomes).optional(),
};

export const companyAuditQuery = z.object({ customerId: z.uuid(), ...filters, ...paging });
export const backofficeAuditQuery = z.object({
  customerId: z.uuid().optional(),
  contactId: z.uuid().optional(),
  /** Changes one staff member made. */
  actorContactId: z.uuid().optional(),
  /** Changes to one kind of thing (product, price_list, staff, …), and to one of them by id. */
  entityType: z.string().trim().min(1).max(64).optional(),
  entityId: z.string().trim().min(1).max(200).optional(),
  /** From/to this date (yyyy-mm-dd, inclusive, UTC). */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  ...filters,
  ...paging,
});

export const auditEvent = z
  .object({
    id: z.uuid(),
    at: z.string(),
    action: z.string(),
    outcome: z.enum(auditOutcomes),
    method: z.string().nullable(),
    contactId: z.uuid().nullable(),
    email: z.string().nullable(),
    customerId: z.uuid().nullable(),
    actorContactId: z.uuid().nullable(),
    actorEmail: z.string().nullable(),
    ip: z.string().nullable(),
    userAgent: z.string().nullable(),
    details: z.record(z.string(), z.unknown()),
    entityType: z.string().nullable(),
    entityId: z.string().nullable(),
    /** A staff change's changed fields before and after; null on sign-ins and other events. */
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
  })
  .meta({ id: 'AuditEvent' });

export const auditPage = z
  .object({ items: z.array(auditEvent), total: z.number().int(), skip: z.number().int(), take: z.number().int() })
  .meta({ id: 'AuditPage' });
