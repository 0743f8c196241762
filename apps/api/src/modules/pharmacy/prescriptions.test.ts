import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testClient } from '../../../test/client';
import { createCategory, createPerson, createPrescription, createProduct, isoDay, link } from '../../../test/factories';
import { createTestApp } from '../../../test/helper';
import { prescriptions } from '../../db/schema';

const { app, database } = await createTestApp();
const api = testClient(app);

let rxProduct: Awaited<ReturnType<typeof createProduct>>;
let rxSku: string;

beforeAll(async () => {
  const category = await createCategory(database);
  rxProduct = await createProduct(database, {
    category,
    name: { nb: 'Amoksicillin 500 mg', en: 'Amoxicillin 500 mg' },
    isPrescriptionOnly: true,
    variants: [{ name: { nb: '20 stk', en: '20 pcs' } }, { name: '100 stk' }, { isActive: false }],
  });
  rxSku = rxProduct.variants[0]!.sku;
});

const get = (url: string, token: string | undefined, query: Record<string, string> = {}, lang?: 'nb' | 'en') =>
  api.get(`/api/ardis/prescription/${url}`, { token, query, lang });
const addByReference = (token: string | undefined, body: Record<string, unknown>, lang?: 'nb' | 'en') =>
  api.post('/api/ardis/prescription/prescriptions/add-by-reference', { token, body, lang });

describe('GET /api/ardis/prescription/prescriptions', () => {
  it("lists the person's prescriptions, newest first, with the status they have today", async () => {
    const person = await createPerson(database);
    const old = await createPrescription(database, {
      personId: person.pid,
      issuedOn: isoDay(-400),
      validUntil: isoDay(-35),
      lines: [{ sku: rxSku, quantityAllowed: 2 }],
    });
    const used = await createPrescription(database, {
      personId: person.pid,
      issuedOn: isoDay(-30),
      lines: [{ sku: rxSku, quantityAllowed: 2, quantityUsed: 2 }],
    });
    const cancelled = await createPrescription(database, {
      personId: person.pid,
      issuedOn: isoDay(-20),
      status: 'cancelled',
      lines: [{ sku: rxSku, quantityAllowed: 2 }],
    });
    const active = await createPrescription(database, {
      personId: person.pid,
      issuedOn: isoDay(-1),
      lines: [
        { sku: rxSku, quantityAllowed: 2 },
        { productId: rxProduct.id, quantityAllowed: 1 },
      ],
    });
    await createPrescription(database, {
      personId: (await createPerson(database)).pid,
      lines: [{ sku: rxSku, quantityAllowed: 1 }],
    });

    const res = await get('prescriptions', person.token, { pid: person.pid });
    expect(res.statusCode).toBe(200);
    expect(res.json().pid).toBe(person.pid);
    expect(
      res.json().items.map((p: { prescriptionId: string; status: string }) => [p.prescriptionId, p.status]),
    ).toEqual([
      [active.id, 'active'],
      [cancelled.id, 'cancelled'],
      [used.id, 'used'],
      [old.id, 'expired'],
    ]);
    expect(res.json().items[0]).toMatchObject({
      reference: active.reference,
      prescriber: { name: 'Dr. Test Lege', number: '1234567' },
      lineCount: 2,
    });
    // pid defaults to the caller.
    expect((await get('prescriptions', person.token)).json().items).toHaveLength(4);
  });

  it('answers a linked person, 404 for others, 400 for a malformed pid, 401 without a token', async () => {
    const parent = await createPerson(database);
    const child = await createPerson(database);
    const stranger = await createPerson(database);
    await link(database, parent, child);
    await createPrescription(database, { personId: child.pid, lines: [{ sku: rxSku, quantityAllowed: 1 }] });
    expect((await get('prescriptions', parent.token, { pid: child.pid })).json().items).toHaveLength(1);
    expect((await get('prescriptions', parent.token)).json().items).toHaveLength(0);
    expect((await get('prescriptions', stranger.token, { pid: child.pid })).statusCode).toBe(404);
    expect((await get('prescriptions', child.token, { pid: parent.pid })).statusCode).toBe(404);
    const bad = await get('prescriptions', parent.token, { pid: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([expect.objectContaining({ path: 'querystring.pid' })]);
    expect((await get('prescriptions', undefined)).statusCode).toBe(401);
  });
});

describe('GET /api/ardis/prescription/{prescriptionId}', () => {
  it('answers the lines with names and what is left', async () => {
    const person = await createPerson(database);
    const rx = await createPrescription(database, {
      personId: person.pid,
      lines: [
        { sku: rxSku, quantityAllowed: 3, quantityUsed: 1 },
        { productId: rxProduct.id, quantityAllowed: 2 },
      ],
    });
    const res = await get(rx.id, person.token, { pid: person.pid }, 'en');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      prescriptionId: rx.id,
      status: 'active',
      lines: [
        { sku: rxSku, productId: null, name: '20 pcs', quantityAllowed: 3, quantityUsed: 1, quantityRemaining: 2 },
        { sku: null, productId: rxProduct.id, name: 'Amoxicillin 500 mg', quantityRemaining: 2 },
      ],
    });
  });

  it("answers 404 for another person's or an unknown prescription, 400 for a malformed id, 401", async () => {
    const person = await createPerson(database);
    const other = await createPerson(database);
    const theirs = await createPrescription(database, {
      personId: other.pid,
      lines: [{ sku: rxSku, quantityAllowed: 1 }],
    });
    expect((await get(theirs.id, person.token)).statusCode).toBe(404);
    expect((await get(theirs.id, person.token, { pid: other.pid })).statusCode).toBe(404);
    expect((await get(randomUUID(), person.token)).statusCode).toBe(404);
    expect((await get('not-a-uuid', person.token)).statusCode).toBe(400);
    expect((await get(theirs.id, undefined)).statusCode).toBe(401);
    expect((await get(theirs.id, other.token)).statusCode).toBe(200);
  });
});

describe('GET /api/ardis/prescription/products/{prescriptionId}', () => {
  it('lists the active variants each line allows, with the quantity left (0 unless active)', async () => {
    const person = await createPerson(database);
    const rx = await createPrescription(database, {
      personId: person.pid,
      lines: [
        { sku: rxSku, quantityAllowed: 3, quantityUsed: 1 },
        { productId: rxProduct.id, quantityAllowed: 4 },
      ],
    });
    const res = await get(`products/${rx.id}`, person.token, { pid: person.pid });
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { sku: string; quantityRemaining: number; lineId: string }[];
    expect(res.json().status).toBe('active');
    expect(items.map((i) => [i.sku, i.quantityRemaining])).toEqual([
      [rxSku, 2],
      [rxProduct.variants[0]!.sku, 4],
      [rxProduct.variants[1]!.sku, 4],
    ]);
    expect(items[0]).toMatchObject({ productId: rxProduct.id, isPrescriptionOnly: true, name: '20 stk' });

    const expired = await createPrescription(database, {
      personId: person.pid,
      issuedOn: isoDay(-100),
      validUntil: isoDay(-2),
      lines: [{ sku: rxSku, quantityAllowed: 3 }],
    });
    const late = (await get(`products/${expired.id}`, person.token)).json();
    expect(late).toMatchObject({ status: 'expired', items: [{ sku: rxSku, quantityRemaining: 0 }] });
  });

  it("answers 404 for another person's prescription, 400 for a malformed id, 401 without a token", async () => {
    const person = await createPerson(database);
    const other = await createPerson(database);
    const theirs = await createPrescription(database, {
      personId: other.pid,
      lines: [{ sku: rxSku, quantityAllowed: 1 }],
    });
    expect((await get(`products/${theirs.id}`, person.token)).statusCode).toBe(404);
    expect((await get(`products/${theirs.id}`, person.token, { pid: other.pid })).statusCode).toBe(404);
    expect((await get('products/x', person.token)).statusCode).toBe(400);
    expect((await get(`products/${theirs.id}`, undefined)).statusCode).toBe(401);
  });
});

describe('POST /api/ardis/prescription/prescriptions/add-by-reference', () => {
  it('claims an unclaimed prescription when the birth date matches; again is the same answer', async () => {
    const parent = await createPerson(database);
    const child = await createPerson(database);
    await link(database, parent, child);
    const rx = await createPrescription(database, {
      personId: null,
      reference: 'RX-ABCD-1234',
      patientBirthDate: '2016-02-29',
      lines: [{ sku: rxSku, quantityAllowed: 2 }],
    });
    const res = await addByReference(parent.token, {
      pid: child.pid,
      reference: ' rx-abcd-1234 ',
      birthDate: '2016-02-29',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      prescriptionId: rx.id,
      pid: child.pid,
      status: 'active',
      lines: [{ sku: rxSku }],
    });
    expect((await get('prescriptions', child.token)).json().items).toHaveLength(1);
    const again = await addByReference(parent.token, {
      pid: child.pid,
      reference: 'RX-ABCD-1234',
      birthDate: '2016-02-29',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().prescriptionId).toBe(rx.id);
  });

  it('a wrong birth date is 422 and claims nothing; unknown or held by another person is 422 alike', async () => {
    const person = await createPerson(database);
    const other = await createPerson(database);
    const rx = await createPrescription(database, {
      personId: null,
      patientBirthDate: '1990-01-01',
      lines: [{ sku: rxSku, quantityAllowed: 1 }],
    });
    const wrong = await addByReference(person.token, { reference: rx.reference, birthDate: '1990-01-02' }, 'en');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      code: 'prescription_check_failed',
      title: 'The details do not match the prescription.',
    });
    const [row] = await database.db.select().from(prescriptions).where(eq(prescriptions.id, rx.id));
    expect(row!.personId).toBeNull();
    // An everyday refusal the spec's client reads (422), the same for unknown and held by someone else.
    const unknown = await addByReference(person.token, { reference: 'RX-NONE-0000', birthDate: '1990-01-01' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().code).toBe('prescription_reference_unknown');
    const held = await createPrescription(database, {
      personId: other.pid,
      patientBirthDate: '1990-01-01',
      lines: [{ sku: rxSku, quantityAllowed: 1 }],
    });
    const heldAnswer = await addByReference(person.token, { reference: held.reference, birthDate: '1990-01-01' });
    expect(heldAnswer.statusCode).toBe(422);
    expect(heldAnswer.json().code).toBe('prescription_reference_unknown');
    // A person the caller is not linked to cannot be given a prescription either.
    expect(
      (await addByReference(person.token, { pid: other.pid, reference: rx.reference, birthDate: '1990-01-01' }))
        .statusCode,
    ).toBe(404);
  });

  it('validates the body (400 listing each field) and needs a token (401)', async () => {
    const person = await createPerson(database);
    const bad = await addByReference(person.token, { reference: 'a b', birthDate: '1. mai' });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['body.birthDate', 'body.reference']);
    expect((await addByReference(undefined, { reference: 'RX-1234', birthDate: '1990-01-01' })).statusCode).toBe(401);
  });

  it('limits guesses to 10 a minute per caller (429), not for other callers', async () => {
    const guesser = await createPerson(database);
    const other = await createPerson(database);
    for (let i = 0; i < 10; i++) {
      const res = await addByReference(guesser.token, { reference: `RX-GUESS-${i}`, birthDate: '1990-01-01' });
      expect(res.statusCode).toBe(422);
    }
    const limited = await addByReference(guesser.token, { reference: 'RX-GUESS-X', birthDate: '1990-01-01' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('too_many_requests');
    expect((await addByReference(other.token, { reference: 'RX-GUESS-X', birthDate: '1990-01-01' })).statusCode).toBe(
      422,
    );
  });
});
