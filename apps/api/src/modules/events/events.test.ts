import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Caller, testClient } from '../../../test/client';
import { contractCase } from '../../../test/contract-case';
import { createCompanyWithPeople, createPriceList } from '../../../test/factories';
import { createTestApp } from '../../../test/helper';
import { addresses, companies, inboundEvents } from '../../db/schema';
import { watchInvalidations } from '../../lib/cache';
import { canonicalJson, isNewer } from './service';

const { app, database } = await createTestApp();
const db = database.db;

const URL = '/omnium/events/business-customer-changed';
const api = testClient(app);
/** An inbound event, sent with the shared secret (as the integration does) unless `caller` says otherwise. */
const send = (body: object, caller: Caller = { secret: true }) => api.post(URL, { ...caller, body });

const contract = await createPriceList(database, { kind: 'contract', code: 'EVT-CONTRACT', prices: [] });
let n = 0;
const eventId = () => `evt-${Date.now()}-${++n}`;
const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute)).toISOString();
const companyRow = async (id: string) => (await db.select().from(companies).where(eq(companies.id, id)))[0]!;
const defaultAddress = async (companyId: string, type: 'invoice' | 'delivery') =>
  (
    await db
      .select()
      .from(addresses)
      .where(and(eq(addresses.companyId, companyId), eq(addresses.type, type), eq(addresses.isDefault, true)))
  )[0];

describe('POST /omnium/events/business-customer-changed', () => {
  it('applies every field and answers a receipt file', async () => {
    const { company } = await createCompanyWithPeople(database);
    const id = eventId();
    const res = await send({
      eventId: id,
      occurredAt: at(0),
      customerNumber: company.customerNumber,
      changes: {
        name: 'Nytt Navn AS',
        invoiceAddress: { name: 'Nytt Navn AS', line1: 'Fakturagata 5', zipCode: '0160', city: 'Oslo', country: 'no' },
        deliveryAddress: {
          name: 'Lager',
          line1: 'Lagerveien 9',
          line2: 'Port 2',
          zipCode: '0150',
          city: 'Oslo',
          country: 'NO',
        },
        blocked: { isBlocked: true, reason: 'Ubetalte fakturaer' },
        credit: { status: 'ok', limit: 250_000_00 },
        priceList: { code: 'EVT-CONTRACT' },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="receipt-${id}.json"`);
    const receipt = res.json();
    expect(receipt).toMatchObject({
      eventId: id,
      status: 'applied',
      originalStatus: 'applied',
      companyId: company.id,
      customerNumber: company.customerNumber,
      occurredAt: at(0),
      appliedFields: ['name', 'invoiceAddress', 'deliveryAddress', 'blocked', 'credit', 'priceList'],
      staleFields: [],
    });
    expect(Number.isNaN(Date.parse(receipt.appliedAt))).toBe(false);

    const row = await companyRow(company.id);
    expect(row).toMatchObject({
      name: 'Nytt Navn AS',
      isBlocked: true,
      blockedReason: 'Ubetalte fakturaer',
      creditLimit: 250_000_00,
      priceListId: contract.id,
    });
    expect(await defaultAddress(company.id, 'invoice')).toMatchObject({
      line1: 'Fakturagata 5',
      zipCode: '0160',
      country: 'NO',
    });
    expect(await defaultAddress(company.id, 'delivery')).toMatchObject({ line1: 'Lagerveien 9', line2: 'Port 2' });
    // the invoice address was replaced, not added
    const invoiceAddresses = await db
      .select()
      .from(addresses)
      .where(and(eq(addresses.companyId, company.id), eq(addresses.type, 'invoice')));
    expect(invoiceAddresses).toHaveLength(1);
  });

  it('finds the company by org number and market too, and unblocks / stops credit', async () => {
    const { company } = await createCompanyWithPeople(database, { isBlocked: true, blockedReason: 'x' });
    const res = await send({
      eventId: eventId(),
      occurredAt: at(1),
      orgNumber: company.orgNumber,
      market: 'no',
      changes: { blocked: { isBlocked: false }, credit: { status: 'stopped', limit: 100_00 }, priceList: null },
    });
    expect(res.statusCode).toBe(200);
    expect(await companyRow(company.id)).toMatchObject({
      isBlocked: false,
      blockedReason: null,
      creditLimit: 0,
      priceListId: null,
    });
  });

  it('answers a repeat as duplicate with the same receipt and changes nothing again', async () => {
    const { company } = await createCompanyWithPeople(database);
    const event = {
      eventId: eventId(),
      occurredAt: at(2),
      customerNumber: company.customerNumber,
      changes: { name: 'Først AS' },
    };
    const first = (await send(event)).json();
    // someone renames the company in the shop after the event
    await db.update(companies).set({ name: 'Endret i butikken' }).where(eq(companies.id, company.id));
    const again = await send({
      changes: { name: 'Først AS' },
      customerNumber: company.customerNumber,
      occurredAt: at(2),
      eventId: event.eventId,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ...first, status: 'duplicate' });
    expect((await companyRow(company.id)).name).toBe('Endret i butikken');
    expect(await db.select().from(inboundEvents).where(eq(inboundEvents.eventId, event.eventId))).toHaveLength(1);

    const reused = await send({ ...event, changes: { name: 'Noe annet AS' } });
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ code: 'event_id_reused', eventId: event.eventId });
  });

  it("prices a company's new contract list at once, and drops nothing for a list it already has", async () => {
    const { company, agreed, priceNow } = await contractCase(database, api, { code: 'EVT-AGREED' });
    const heard: string[] = [];
    const stop = watchInvalidations((namespace, scopes) => heard.push([namespace, ...scopes].join(' ')));
    try {
      expect(await priceNow()).toBe(10_000);
      const given = { customerNumber: company.customerNumber, changes: { priceList: { code: agreed.code } } };
      expect((await send({ ...given, eventId: eventId(), occurredAt: at(30) })).statusCode).toBe(200);
      // The company's pricing was kept by the call before (5 minutes): the event dropped it on every node.
      expect(await priceNow()).toBe(7_500);
      expect(heard).toEqual([`price co:${company.id}`]);

      // The order system sends the customer again with the same list (its nightly run), and an older event late.
      heard.length = 0;
      expect((await send({ ...given, eventId: eventId(), occurredAt: at(31) })).json().status).toBe('applied');
      const late = { ...given, changes: { priceList: null }, eventId: eventId(), occurredAt: at(29) };
      expect((await send(late)).json().status).toBe('stale');
      expect(await priceNow()).toBe(7_500);
      expect(heard).toEqual([]);
    } finally {
      stop();
    }
  });

  it('applies concurrent deliveries of one event once', async () => {
    const { company } = await createCompanyWithPeople(database);
    const event = {
      eventId: eventId(),
      occurredAt: at(3),
      customerNumber: company.customerNumber,
      changes: { name: 'Samtidig AS' },
    };
    const results = await Promise.all(Array.from({ length: 5 }, () => send(event)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(5).fill(200));
    expect(results.map((r) => r.json().status).sort()).toEqual([
      'applied',
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
    ]);
  });

  it('keeps newer data when an older event arrives late, field by field', async () => {
    const { company } = await createCompanyWithPeople(database);
    const customerNumber = company.customerNumber;
    const newer = await send({
      eventId: eventId(),
      occurredAt: at(30),
      customerNumber,
      changes: { name: 'Nyere AS', credit: { status: 'ok', limit: 500_00 } },
    });
    expect(newer.json().status).toBe('applied');

    // older: name and credit are stale, blocked was never set by a newer event, so it applies
    const older = await send({
      eventId: eventId(),
      occurredAt: at(10),
      customerNumber,
      changes: { name: 'Eldre AS', credit: { status: 'ok', limit: 1 }, blocked: { isBlocked: true, reason: 'Sjekk' } },
    });
    expect(older.statusCode).toBe(200);
    expect(older.json()).toMatchObject({
      status: 'applied',
      appliedFields: ['blocked'],
      staleFields: ['name', 'credit'],
    });
    expect(await companyRow(company.id)).toMatchObject({ name: 'Nyere AS', creditLimit: 500_00, isBlocked: true });

    // wholly older: recorded as stale, nothing changes
    const stale = await send({ eventId: eventId(), occurredAt: at(5), customerNumber, changes: { name: 'Eldst AS' } });
    expect(stale.json()).toMatchObject({
      status: 'stale',
      originalStatus: 'stale',
      appliedFields: [],
      staleFields: ['name'],
    });
    expect((await companyRow(company.id)).name).toBe('Nyere AS');
    const recorded = await db.select().from(inboundEvents).where(eq(inboundEvents.eventId, stale.json().eventId));
    expect(recorded[0]).toMatchObject({ status: 'stale', companyId: company.id });
    expect(
      (
        await send({ eventId: stale.json().eventId, occurredAt: at(5), customerNumber, changes: { name: 'Eldst AS' } })
      ).json().status,
    ).toBe('duplicate');

    // a still newer one wins again
    const newest = await send({
      eventId: eventId(),
      occurredAt: at(31),
      customerNumber,
      changes: { name: 'Nyest AS' },
    });
    expect(newest.json().status).toBe('applied');
    expect((await companyRow(company.id)).name).toBe('Nyest AS');
  });

  it('ends in the same state whatever order events arrive in (ties broken by event id)', () => {
    const v = { at: at(10), eventId: 'b' };
    expect(isNewer(new Date(at(11)), 'a', v)).toBe(true);
    expect(isNewer(new Date(at(9)), 'z', v)).toBe(false);
    expect(isNewer(new Date(at(10)), 'c', v)).toBe(true);
    expect(isNewer(new Date(at(10)), 'a', v)).toBe(false);
    expect(isNewer(new Date(at(10)), 'b', v)).toBe(false);
    expect(isNewer(new Date(at(0)), 'a', undefined)).toBe(true);
    expect(canonicalJson({ b: 1, a: { d: [1, { f: 2, e: 3 }], c: undefined } })).toBe(
      '{"a":{"d":[1,{"e":3,"f":2}]},"b":1}',
    );
  });

  it('refuses unknown companies with 422 and a reason, recording nothing', async () => {
    const { company } = await createCompanyWithPeople(database);
    const other = await createCompanyWithPeople(database);
    const unknownId = eventId();
    const unknown = await send({
      eventId: unknownId,
      occurredAt: at(1),
      customerNumber: 99_999_999,
      changes: { name: 'X' },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({
      code: 'event_company_unknown',
      reason: 'not_found',
      customerNumber: 99_999_999,
    });
    expect(await db.select().from(inboundEvents).where(eq(inboundEvents.eventId, unknownId))).toHaveLength(0);

    const byOrg = await send({
      eventId: eventId(),
      occurredAt: at(1),
      orgNumber: company.orgNumber,
      market: 'SE',
      changes: { name: 'X' },
    });
    expect(byOrg.json()).toMatchObject({ code: 'event_company_unknown', reason: 'not_found' });

    const mismatch = await send({
      eventId: eventId(),
      occurredAt: at(1),
      customerNumber: company.customerNumber,
      orgNumber: other.company.orgNumber,
      changes: { name: 'X' },
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json()).toMatchObject({
      code: 'event_company_unknown',
      reason: 'customer_number_and_org_number_differ',
    });
    expect((await companyRow(company.id)).name).toBe(company.name);
  });

  it('refuses business-rule breaks with 422 and leaves no half-written data', async () => {
    const { company } = await createCompanyWithPeople(database);
    const customerNumber = company.customerNumber;
    const base = { occurredAt: at(1), customerNumber };
    const cases = [
      [{ name: 'Halv AS', priceList: { code: 'NO-SUCH-LIST' } }, 'price_list_unknown'],
      [
        {
          name: 'Halv AS',
          invoiceAddress: { name: 'A', line1: 'B', zipCode: '11357', city: 'Stockholm', country: 'SE' },
        },
        'market_not_allowed',
      ],
      [
        { name: 'Halv AS', deliveryAddress: { name: 'A', line1: 'B', zipCode: '12', city: 'Oslo', country: 'NO' } },
        'zip_code_invalid',
      ],
    ] as const;
    for (const [changes, code] of cases) {
      const id = eventId();
      const res = await send({ ...base, eventId: id, changes });
      expect(res.statusCode, code).toBe(422);
      expect(res.json().code).toBe(code);
      expect(await db.select().from(inboundEvents).where(eq(inboundEvents.eventId, id))).toHaveLength(0);
    }
    expect((await companyRow(company.id)).name).toBe(company.name);
    expect(await defaultAddress(company.id, 'delivery')).toBeUndefined();
  });

  it('lists every bad field as 400', async () => {
    const res = await send({
      eventId: 'has space',
      occurredAt: 'yesterday',
      changes: { credit: { status: 'maybe', limit: -1 } },
    });
    expect(res.statusCode).toBe(400);
    const paths = res
      .json()
      .errors.map((e: { path: string }) => e.path)
      .join(' ');
    for (const field of ['eventId', 'occurredAt', 'credit']) expect(paths).toContain(field);

    for (const payload of [
      { eventId: 'e1', occurredAt: at(1), changes: { name: 'X' } }, // no company
      { eventId: 'e1', occurredAt: at(1), customerNumber: 1, changes: {} }, // nothing to change
      { eventId: 'e1', occurredAt: at(1), customerNumber: 1, changes: { blocked: { isBlocked: true } } }, // block needs a reason
      { eventId: 'e1', occurredAt: at(1), customerNumber: 1, changes: { colour: 'red' } }, // unknown field
      { eventId: 'e1', occurredAt: '2026-01-01T12:00:00', customerNumber: 1, changes: { name: 'X' } }, // no offset
    ]) {
      expect((await send(payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('is for the shared secret only: 401 without or with a wrong one, 403 for a person', async () => {
    const { company, admin } = await createCompanyWithPeople(database);
    const event = {
      eventId: eventId(),
      occurredAt: at(1),
      customerNumber: company.customerNumber,
      changes: { name: 'Hack AS' },
    };
    expect((await send(event, {})).statusCode).toBe(401);
    expect((await send(event, { headers: { 'x-shop-secret': 'wrong' } })).statusCode).toBe(401);
    expect((await send(event, { token: admin.token })).statusCode).toBe(403);
    expect((await companyRow(company.id)).name).toBe(company.name);
  });
});
