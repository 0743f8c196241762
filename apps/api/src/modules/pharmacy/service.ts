import type { Db, DbOrTx } from '../../db';
import type { PersonRelation } from '../../db/schema';
import type { Person as Caller } from '../../lib/access';
import { marketToday } from '../../lib/dates';
import { notFound, rule } from '../../lib/errors';
import { type Language, localize } from '../../lib/i18n';
import { companyOfCaller, visibleProductIds } from '../assortment';
import { areaWeekdays, findDeliveryArea } from '../delivery';
import * as repo from './repository';
import type {
  AddAddressBody,
  AddByReferenceBody,
  EditAddressBody,
  Person,
  PersonAddress,
  Prescription,
  PrescriptionSummary,
  UpdatePersonBody,
} from './schemas';

/** Pharmacy dates (valid-until, today) are Norwegian calendar dates. */
export const pharmacyToday = (now = new Date()) => marketToday('NO', now);

type Who = { caller: Caller; lang: Language };

/**
 * The one check of every `pid`: the caller, or a person the caller is linked to. Anything else is
 * not found (not even staff: prescriptions are health data). Returns how the caller relates to them.
 */
export async function requirePerson(db: DbOrTx, caller: Caller, pid: string): Promise<'self' | PersonRelation> {
  if (pid === caller.contactId) return 'self';
  const relation = await repo.findLink(db, caller.contactId, pid);
  if (!relation) throw notFound('No such person.');
  return relation;
}

const toPerson = (row: repo.PersonRow, relation: Person['relation'], activePid: string | null): Person => ({
  pid: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phone: row.phone,
  birthDate: row.birthDate,
  relation,
  isActive: row.id === activePid,
});

async function loadPerson(db: DbOrTx, pid: string, relation: Person['relation'], activePid: string | null) {
  const row = await repo.findPerson(db, pid);
  if (!row) throw notFound('No such person.');
  return toPerson(row, relation, activePid);
}

async function sessionView(db: DbOrTx, caller: Caller, activePid: string) {
  const self = await repo.findPerson(db, caller.contactId);
  if (!self) throw notFound('No such person.');
  const linked = await repo.listLinkedPersons(db, caller.contactId);
  const persons = [toPerson(self, 'self', activePid), ...linked.map((row) => toPerson(row, row.relation, activePid))];
  const person = persons.find((p) => p.pid === activePid);
  if (!person) throw notFound('No such person.');
  return { activePid, person, persons };
}

/** Starts the pharmacy session of this sign-in, acting as the caller (or as `pid`, a linked person). */
export async function login(db: Db, options: Who & { pid?: string }) {
  const { caller } = options;
  const activePid = options.pid ?? caller.contactId;
  return db.transaction(async (tx) => {
    await requirePerson(tx, caller, activePid);
    await repo.startSession(tx, { familyId: caller.familyId, contactId: caller.contactId, activePersonId: activePid });
    return sessionView(tx, caller, activePid);
  });
}

/** Switches whom the caller acts as in the open pharmacy session (422 pharmacy_session_required without one). */
export async function changePerson(db: Db, options: Who & { pid: string }) {
  const { caller, pid } = options;
  return db.transaction(async (tx) => {
    await requirePerson(tx, caller, pid);
    const session = await repo.findOpenSession(tx, caller.familyId, caller.contactId);
    if (!session) throw rule('pharmacy_session_required');
    await repo.setActivePerson(tx, caller.familyId, pid);
    return sessionView(tx, caller, pid);
  });
}

/** Ends the pharmacy session of this sign-in; the API sign-in itself stays. */
export async function logout(db: Db, options: Who) {
  await repo.endSession(db, options.caller.familyId, options.caller.contactId);
  return { isLoggedOut: true as const };
}

/** One person's profile; without pid the session's active person, else the caller. */
export async function getPerson(db: Db, options: Who & { pid?: string }) {
  const { caller } = options;
  const session = await repo.findOpenSession(db, caller.familyId, caller.contactId);
  if (options.pid) {
    const relation = await requirePerson(db, caller, options.pid);
    return loadPerson(db, options.pid, relation, session?.activePersonId ?? null);
  }
  // A link removed after change-person falls back to the caller rather than failing.
  const activePid = session?.activePersonId ?? null;
  const wanted = activePid ?? caller.contactId;
  const relation = wanted === caller.contactId ? 'self' : await repo.findLink(db, caller.contactId, wanted);
  return relation ? loadPerson(db, wanted, relation, activePid) : loadPerson(db, caller.contactId, 'self', activePid);
}

/** Updates name, phone and birth date of the caller or a linked person. */
export async function updatePerson(db: Db, options: Who & { input: UpdatePersonBody }) {
  const { caller } = options;
  const { pid, birthDate, ...fields } = options.input;
  return db.transaction(async (tx) => {
    const relation = await requirePerson(tx, caller, pid);
    const changes = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
    await repo.updateContact(tx, pid, changes);
    if (birthDate !== undefined) await repo.setBirthDate(tx, pid, birthDate);
    const session = await repo.findOpenSession(tx, caller.familyId, caller.contactId);
    return loadPerson(tx, pid, relation, session?.activePersonId ?? null);
  });
}

// Addresses

const toAddress = (row: repo.AddressRow): PersonAddress => ({
  addressId: row.id,
  pid: row.personId,
  name: row.name,
  line1: row.line1,
  line2: row.line2,
  zipCode: row.zipCode,
  city: row.city,
  country: row.country,
  phone: row.phone,
  deliveryInstructions: row.deliveryInstructions,
  isDefault: row.isDefault,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** A country we sell in, with a zip code of its format (422 market_unknown / zip_code_invalid). */
async function checkPlace(db: DbOrTx, place: { country: string; zipCode: string }) {
  const market = await repo.findMarket(db, place.country);
  if (!market) throw rule('market_unknown', { market: place.country });
  if (!new RegExp(market.zipPattern).test(place.zipCode)) {
    throw rule('zip_code_invalid', { country: place.country, zipCode: place.zipCode });
  }
}

const optional = <T>(value: T | null | undefined) => (value === undefined ? undefined : (value ?? null));

export async function listAddresses(db: Db, options: Who & { pid: string; skip: number; take: number }) {
  await requirePerson(db, options.caller, options.pid);
  const [total, rows] = await Promise.all([
    repo.countAddresses(db, options.pid),
    repo.listAddresses(db, options.pid, { skip: options.skip, take: options.take }),
  ]);
  return { pid: options.pid, skip: options.skip, take: options.take, total, items: rows.map(toAddress) };
}

async function requireAddress(db: DbOrTx, pid: string, addressId: string) {
  const row = await repo.findAddress(db, pid, addressId);
  if (!row) throw notFound('No such address.');
  return row;
}

export async function getAddress(db: Db, options: Who & { pid: string; addressId: string }) {
  await requirePerson(db, options.caller, options.pid);
  return toAddress(await requireAddress(db, options.pid, options.addressId));
}

/** Adds a private delivery address; the first one (or one asked to be) becomes the default. */
export async function addAddress(db: Db, options: Who & { input: AddAddressBody }) {
  const { pid, isDefault, ...fields } = options.input;
  return db.transaction(async (tx) => {
    await requirePerson(tx, options.caller, pid);
    await checkPlace(tx, fields);
    await repo.lockPerson(tx, pid);
    const isFirst = (await repo.countAddresses(tx, pid)) === 0;
    const row = await repo.insertAddress(tx, {
      personId: pid,
      name: fields.name,
      line1: fields.line1,
      line2: fields.line2 ?? null,
      zipCode: fields.zipCode,
      city: fields.city,
      country: fields.country,
      phone: fields.phone ?? null,
      deliveryInstructions: fields.deliveryInstructions ?? null,
      isDefault: isFirst || Boolean(isDefault),
    });
    if (row.isDefault) await repo.clearOtherDefaults(tx, pid, row.id);
    return toAddress(row);
  });
}

export async function editAddress(db: Db, options: Who & { input: EditAddressBody }) {
  const { pid, addressId, isDefault, ...fields } = options.input;
  return db.transaction(async (tx) => {
    await requirePerson(tx, options.caller, pid);
    await repo.lockPerson(tx, pid);
    const current = await requireAddress(tx, pid, addressId);
    const changes = {
      name: fields.name,
      line1: fields.line1,
      line2: optional(fields.line2),
      zipCode: fields.zipCode,
      city: fields.city,
      country: fields.country,
      phone: optional(fields.phone),
      deliveryInstructions: optional(fields.deliveryInstructions),
      ...(isDefault ? { isDefault: true } : {}),
    };
    const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
    if (fields.country !== undefined || fields.zipCode !== undefined) {
      await checkPlace(tx, { country: fields.country ?? current.country, zipCode: fields.zipCode ?? current.zipCode });
    }
    const row = await repo.updateAddress(tx, current.id, defined);
    if (isDefault) await repo.clearOtherDefaults(tx, pid, row.id);
    return toAddress(row);
  });
}

/** Deletes an address (soft: kept for what points at it); a deleted default passes to the oldest other. */
export async function deleteAddress(db: Db, options: Who & { pid: string; addressId: string }) {
  const { pid } = options;
  return db.transaction(async (tx) => {
    await requirePerson(tx, options.caller, pid);
    await repo.lockPerson(tx, pid);
    const current = await requireAddress(tx, pid, options.addressId);
    await repo.softDeleteAddress(tx, current.id);
    const rest = await repo.listAddresses(tx, pid);
    if (current.isDefault && rest[0] && !rest.some((r) => r.isDefault)) {
      rest[0] = await repo.updateAddress(tx, rest[0].id, { isDefault: true });
    }
    return { pid, skip: 0, take: rest.length, total: rest.length, items: rest.map(toAddress) };
  });
}

/** The markets that deliver to an address: a market of the address's country whose routes serve its zip code. */
export async function addressMarkets(db: Db, options: Who & { pid: string; addressId: string }) {
  await requirePerson(db, options.caller, options.pid);
  const address = await requireAddress(db, options.pid, options.addressId);
  const markets = await repo.listMarkets(db);
  return {
    addressId: address.id,
    markets: markets.flatMap((market) => {
      if (market.code !== address.country) return [];
      const found = findDeliveryArea(market.code, address.zipCode);
      if (found.status !== 'served') return [];
      return [
        {
          market: market.code,
          name: localize(market.name, options.lang),
          currency: market.currency,
          area: {
            code: found.area.code,
            name: localize(found.area.name, options.lang),
            weekdays: areaWeekdays(found.area),
          },
        },
      ];
    }),
  };
}

// Prescriptions

/** The status a person sees: cancelled, expired (outside its dates), used (nothing left) or active. */
export function effectiveStatus(row: repo.PrescriptionRow, remaining: number, today: string): Prescription['status'] {
  if (row.status === 'cancelled') return 'cancelled';
  if (today > row.validUntil || today < row.issuedOn) return 'expired';
  if (remaining <= 0) return 'used';
  return 'active';
}

const toSummary = (
  row: repo.PrescriptionRow,
  counts: { lineCount: number; remaining: number },
  today: string,
): PrescriptionSummary => ({
  prescriptionId: row.id,
  pid: row.personId ?? '',
  reference: row.reference,
  patientName: row.patientName,
  prescriber: { name: row.prescriberName, number: row.prescriberNumber },
  issuedOn: row.issuedOn,
  validUntil: row.validUntil,
  status: effectiveStatus(row, counts.remaining, today),
  lineCount: counts.lineCount,
});

export async function listPrescriptions(db: Db, options: Who & { pid?: string; today?: string }) {
  const pid = options.pid ?? options.caller.contactId;
  await requirePerson(db, options.caller, pid);
  const today = options.today ?? pharmacyToday();
  const rows = await repo.listPrescriptions(db, pid);
  return {
    pid,
    items: rows.map((r) =>
      toSummary(r.prescription, { lineCount: Number(r.lineCount), remaining: Number(r.remaining) }, today),
    ),
  };
}

/**
 * The products of `productIds` the caller may see: those of their company's assortment (docs/catalog.md,
 * "Assortments"; the company as on a product page: a person's only company). A prescription stays the person's
 * slip, but a product outside the assortment answers as an unknown one on it.
 */
function visibleToCaller(db: Db, caller: Caller, productIds: (string | null)[]) {
  return visibleProductIds(db, {
    companyId: companyOfCaller(caller),
    productIds: productIds.filter((id): id is string => id !== null),
  });
}

async function loadPrescription(db: Db, who: Who, row: repo.PrescriptionRow, today: string) {
  const lines = await repo.prescriptionLinesOf(db, row.id);
  const visible = await visibleToCaller(
    db,
    who.caller,
    lines.map((l) => l.catalogProductId),
  );
  const remaining = lines.reduce((sum, l) => sum + (l.line.quantityAllowed - l.line.quantityUsed), 0);
  return {
    ...toSummary(row, { lineCount: lines.length, remaining }, today),
    lines: lines.map(({ line, variantName, productName, catalogProductId }) => {
      // Outside the assortment: named as a line whose product is unknown (no name).
      const name = catalogProductId && visible.has(catalogProductId) ? (variantName ?? productName) : null;
      return {
        lineId: line.id,
        sku: line.sku,
        productId: line.productId,
        name: name ? localize(name, who.lang) : null,
        dosage: line.dosage,
        quantityAllowed: line.quantityAllowed,
        quantityUsed: line.quantityUsed,
        quantityRemaining: line.quantityAllowed - line.quantityUsed,
      };
    }),
  };
}

async function requirePrescription(db: DbOrTx, options: Who & { pid?: string; prescriptionId: string }) {
  const pid = options.pid ?? options.caller.contactId;
  await requirePerson(db, options.caller, pid);
  const row = await repo.findPrescription(db, pid, options.prescriptionId);
  if (!row) throw notFound('No such prescription.');
  return row;
}

export async function getPrescription(
  db: Db,
  options: Who & { pid?: string; prescriptionId: string; today?: string },
): Promise<Prescription> {
  const row = await requirePrescription(db, options);
  return loadPrescription(db, options, row, options.today ?? pharmacyToday());
}

/** The active variants a prescription allows, each with what may still be ordered on its line. */
export async function prescriptionProducts(
  db: Db,
  options: Who & { pid?: string; prescriptionId: string; today?: string },
) {
  const row = await requirePrescription(db, options);
  const [lines, items] = await Promise.all([repo.prescriptionLinesOf(db, row.id), repo.variantsForLines(db, row.id)]);
  const visible = await visibleToCaller(
    db,
    options.caller,
    items.map((item) => item.productId),
  );
  const remaining = lines.reduce((sum, l) => sum + (l.line.quantityAllowed - l.line.quantityUsed), 0);
  const status = effectiveStatus(row, remaining, options.today ?? pharmacyToday());
  return {
    prescriptionId: row.id,
    status,
    // A variant outside the assortment is left out, as an inactive or unknown one is.
    items: items
      .filter((item) => visible.has(item.productId))
      .map((item) => ({
        lineId: item.line.id,
        sku: item.sku,
        productId: item.productId,
        productNumber: item.productNumber,
        name: localize(item.variantName, options.lang),
        isPrescriptionOnly: item.isPrescriptionOnly,
        quantityRemaining: status === 'active' ? item.line.quantityAllowed - item.line.quantityUsed : 0,
      })),
  };
}

/**
 * Claims a prescription by the code on the slip for the person, when the birth date matches the
 * patient's. Unknown, or already claimed by someone else: 422 prescription_reference_unknown (the two look alike). Claimed by the
 * person already: answered as is.
 */
export async function addByReference(db: Db, options: Who & { input: AddByReferenceBody; today?: string }) {
  const pid = options.input.pid ?? options.caller.contactId;
  const claimed = await db.transaction(async (tx) => {
    await requirePerson(tx, options.caller, pid);
    const row = await repo.lockPrescriptionByReference(tx, options.input.reference);
    if (!row || (row.personId !== null && row.personId !== pid)) throw rule('prescription_reference_unknown');
    if (row.patientBirthDate !== options.input.birthDate) throw rule('prescription_check_failed');
    if (row.personId === null) await repo.claimPrescription(tx, row.id, pid);
    return { ...row, personId: pid };
  });
  return loadPrescription(db, options, claimed, options.today ?? pharmacyToday());
}
