import { createHash } from 'node:crypto';
import type { Db, DbOrTx } from '../../db';
import type { companies, FieldVersions } from '../../db/schema';
import { AppError, rule } from '../../lib/errors';
import { companyPricingChanged } from '../price';
import * as repo from './repository';
import {
  type BusinessCustomerChangedBody,
  type EventAddress,
  type EventReceipt,
  type FieldGroup,
  fieldGroups,
} from './schemas';

export const EVENT_TYPE = 'business-customer-changed';

/** JSON with sorted keys: the same event body always hashes alike, whatever the key order on the wire. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * Whether an event at (`at`, `eventId`) is newer than the version that last set a field.
 * Ties on time are broken by event id, so every delivery order ends in the same state.
 */
export function isNewer(at: Date, eventId: string, version: { at: string; eventId: string } | undefined): boolean {
  if (!version) return true;
  const known = new Date(version.at).getTime();
  if (at.getTime() !== known) return at.getTime() > known;
  return eventId > version.eventId;
}

function toReceipt(row: repo.InboundEventRow, customerNumber: number, isDuplicate: boolean): EventReceipt {
  return {
    eventId: row.eventId,
    status: isDuplicate ? 'duplicate' : row.status,
    originalStatus: row.status,
    appliedAt: row.receivedAt.toISOString(),
    occurredAt: row.occurredAt.toISOString(),
    companyId: row.companyId,
    customerNumber,
    appliedFields: row.appliedFields as FieldGroup[],
    staleFields: row.staleFields as FieldGroup[],
  };
}

async function resolveCompany(db: DbOrTx, body: BusinessCustomerChangedBody): Promise<string> {
  const found = await repo.findCompanyIds(db, body);
  const ids = [found.byNumber, found.byOrg].filter((v) => v !== undefined);
  if (ids.some((id) => id === null)) {
    throw rule('event_company_unknown', {
      reason: 'not_found',
      customerNumber: body.customerNumber,
      orgNumber: body.orgNumber,
      market: body.market,
    });
  }
  if (new Set(ids).size > 1) {
    throw rule('event_company_unknown', {
      reason: 'customer_number_and_org_number_differ',
      customerNumber: body.customerNumber,
      orgNumber: body.orgNumber,
    });
  }
  return ids[0]!;
}

/** An address must be in one of the company's markets, with that country's zip code format. */
async function checkAddress(
  db: DbOrTx,
  company: typeof companies.$inferSelect,
  field: FieldGroup,
  address: EventAddress,
) {
  if (!company.markets.includes(address.country)) {
    throw rule('market_not_allowed', { field, country: address.country });
  }
  const [market] = await repo.findMarkets(db, [address.country]);
  if (!market || !new RegExp(market.zipPattern).test(address.zipCode)) {
    throw rule('zip_code_invalid', { field, country: address.country, zipCode: address.zipCode });
  }
}

const addressValues = (a: EventAddress) => ({
  name: a.name,
  line1: a.line1,
  line2: a.line2 || null,
  zipCode: a.zipCode,
  city: a.city,
  country: a.country,
});

/**
 * Applies a business-customer change from the order-management system, once per event id.
 * Per field group, only an event newer than the one that last set the group changes it (docs/events.md).
 */
export async function applyBusinessCustomerChanged(
  db: Db,
  options: { body: BusinessCustomerChangedBody },
): Promise<EventReceipt> {
  const { body } = options;
  const payloadHash = createHash('sha256').update(canonicalJson(body)).digest('hex');
  const occurredAt = new Date(body.occurredAt);
  const companyId = await resolveCompany(db, body);

  let pricingChanged = false;
  const receipt = await db.transaction(async (tx) => {
    pricingChanged = false;
    const company = await repo.lockCompany(tx, companyId);
    if (!company) throw rule('event_company_unknown', { reason: 'not_found', customerNumber: body.customerNumber });

    const seen = await repo.findEvent(tx, body.eventId);
    if (seen) {
      if (seen.payloadHash !== payloadHash) throw rule('event_id_reused', { eventId: body.eventId });
      return toReceipt(seen, company.customerNumber, true);
    }

    // Validate everything the event says before deciding what is stale: a broken event is refused whole.
    const { changes } = body;
    if (changes.invoiceAddress) await checkAddress(tx, company, 'invoiceAddress', changes.invoiceAddress);
    if (changes.deliveryAddress) await checkAddress(tx, company, 'deliveryAddress', changes.deliveryAddress);
    let priceListId: string | null | undefined;
    if (changes.priceList !== undefined) {
      const list = changes.priceList ? await repo.findPriceListByCode(tx, changes.priceList.code) : null;
      if (changes.priceList && !list) throw rule('price_list_unknown', { code: changes.priceList.code });
      priceListId = list?.id ?? null;
    }

    const versions: FieldVersions = { ...(await repo.findVersions(tx, company.id)) };
    const present = fieldGroups.filter((group) => changes[group] !== undefined);
    const applied = present.filter((group) => isNewer(occurredAt, body.eventId, versions[group]));
    const stale = present.filter((group) => !applied.includes(group));

    const update: Partial<typeof companies.$inferInsert> = {};
    for (const group of applied) {
      versions[group] = { at: occurredAt.toISOString(), eventId: body.eventId };
      switch (group) {
        case 'name':
          update.name = changes.name!;
          break;
        case 'blocked':
          update.isBlocked = changes.blocked!.isBlocked;
          update.blockedReason = changes.blocked!.isBlocked ? changes.blocked!.reason! : null;
          break;
        case 'credit':
          update.creditLimit = changes.credit!.status === 'stopped' ? 0 : changes.credit!.limit;
          break;
        case 'priceList':
          update.priceListId = priceListId ?? null;
          pricingChanged = update.priceListId !== company.priceListId;
          break;
        case 'invoiceAddress':
          await repo.upsertDefaultAddress(tx, company.id, 'invoice', addressValues(changes.invoiceAddress!));
          break;
        case 'deliveryAddress':
          await repo.upsertDefaultAddress(tx, company.id, 'delivery', addressValues(changes.deliveryAddress!));
          break;
      }
    }
    if (Object.keys(update).length > 0) await repo.updateCompany(tx, company.id, update);
    if (applied.length > 0) await repo.saveVersions(tx, company.id, versions);

    const row = await repo.insertEvent(tx, {
      eventId: body.eventId,
      type: EVENT_TYPE,
      companyId: company.id,
      occurredAt,
      payloadHash,
      payload: body,
      status: applied.length > 0 ? 'applied' : 'stale',
      appliedFields: applied,
      staleFields: stale,
    });
    // The same id for another company arrived at the same instant: let the caller retry into the duplicate path.
    if (!row) throw new AppError('conflict');
    return toReceipt(row, company.customerNumber, false);
  });
  // Pricing keeps each company's contract list (price's companyCache): committed, every node drops it, when it changed
  // (an order system sending every customer each night repeats most lists, and a stale event changes nothing).
  if (pricingChanged) companyPricingChanged(companyId);
  return receipt;
}
