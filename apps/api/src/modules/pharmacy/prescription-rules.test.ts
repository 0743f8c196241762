import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createPerson, createPrescription, createProduct, isoDay } from '../../../test/factories';
import { createTestDatabase } from '../../../test/helper';
import { prescriptionLines, prescriptionUsages } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { allocate, consumePrescriptions, prescriptionProblems, releasePrescriptions } from './prescription-rules';

const database = await createTestDatabase();
const { db } = database;
// The rules run on the database alone; no app is needed.
afterAll(() => database.close());

const today = isoDay(0);
let rx: Awaited<ReturnType<typeof createProduct>>;
let otc: Awaited<ReturnType<typeof createProduct>>;
let [skuA, skuB] = ['', ''];

beforeAll(async () => {
  const category = await createCategory(database);
  rx = await createProduct(database, { category, isPrescriptionOnly: true, variants: [{}, {}] });
  otc = await createProduct(database, { category });
  [skuA, skuB] = [rx.variants[0]!.sku, rx.variants[1]!.sku];
});

const usedOf = async (lineIds: string[]) => {
  const rows = await db
    .select({ id: prescriptionLines.id, used: prescriptionLines.quantityUsed })
    .from(prescriptionLines)
    .where(inArray(prescriptionLines.id, lineIds));
  return lineIds.map((id) => rows.find((r) => r.id === id)!.used);
};

describe('allocate (pure)', () => {
  it('spends SKU lines before product lines, in the given order, and reports what is short', () => {
    const lines = [
      { id: 'p1', sku: null, productId: 'P', remaining: 3 },
      { id: 's1', sku: 'A', productId: null, remaining: 2 },
      { id: 's2', sku: 'A', productId: null, remaining: 1 },
    ];
    expect(
      allocate(
        [
          { sku: 'A', productId: 'P', quantity: 4 },
          { sku: 'B', productId: 'P', quantity: 3 },
        ],
        lines,
      ),
    ).toEqual({
      allocations: [
        { lineId: 's1', sku: 'A', quantity: 2 },
        { lineId: 's2', sku: 'A', quantity: 1 },
        { lineId: 'p1', sku: 'A', quantity: 1 },
        { lineId: 'p1', sku: 'B', quantity: 2 },
      ],
      shortfalls: [{ sku: 'B', quantity: 3, covered: 2, hasPrescription: true }],
    });
  });
});

describe('prescriptionProblems', () => {
  it('has nothing to say about SKUs that need no prescription, or unknown SKUs', async () => {
    const person = await createPerson(database);
    expect(
      await prescriptionProblems(db, {
        personId: person.pid,
        today,
        lines: [
          { sku: otc.variants[0]!.sku, quantity: 5 },
          { sku: 'NO-SUCH-SKU', quantity: 1 },
        ],
      }),
    ).toEqual([]);
  });

  it('blocks prescription-only SKUs without a valid prescription of that person', async () => {
    const person = await createPerson(database);
    const other = await createPerson(database);
    await createPrescription(database, { personId: other.pid, lines: [{ sku: skuA, quantityAllowed: 10 }] });
    await createPrescription(database, {
      personId: person.pid,
      issuedOn: isoDay(-100),
      validUntil: isoDay(-1),
      lines: [{ sku: skuA, quantityAllowed: 10 }],
    });
    await createPrescription(database, {
      personId: person.pid,
      status: 'cancelled',
      lines: [{ sku: skuA, quantityAllowed: 10 }],
    });
    await createPrescription(database, {
      personId: person.pid,
      issuedOn: isoDay(2),
      validUntil: isoDay(30),
      lines: [{ sku: skuA, quantityAllowed: 10 }],
    });
    const problems = await prescriptionProblems(db, {
      personId: person.pid,
      today,
      lang: 'en',
      lines: [{ sku: skuA, quantity: 1 }],
    });
    expect(problems).toEqual([
      {
        code: 'prescription_required',
        message: 'The item requires a valid prescription.',
        isBlocking: true,
        sku: skuA,
        quantity: 1,
        quantityCovered: 0,
      },
    ]);
  });

  it('counts quantities over lines and prescriptions, valid through the last day', async () => {
    const person = await createPerson(database);
    await createPrescription(database, {
      personId: person.pid,
      validUntil: today,
      lines: [{ sku: skuA, quantityAllowed: 2, quantityUsed: 1 }],
    });
    await createPrescription(database, { personId: person.pid, lines: [{ productId: rx.id, quantityAllowed: 2 }] });
    const ok = [
      { sku: skuA, quantity: 2 },
      { sku: skuB, quantity: 1 },
    ];
    expect(await prescriptionProblems(db, { personId: person.pid, today, lines: ok })).toEqual([]);
    // The same SKU on two lines adds up.
    const tooMuch = await prescriptionProblems(db, {
      personId: person.pid,
      today,
      lines: [...ok, { sku: skuA, quantity: 1 }],
    });
    expect(tooMuch).toEqual([
      expect.objectContaining({ code: 'prescription_quantity_exceeded', sku: skuB, quantity: 1, quantityCovered: 0 }),
    ]);
    // Past valid-until, only the product-wide prescription is left.
    expect(
      await prescriptionProblems(db, { personId: person.pid, today: isoDay(1), lines: [{ sku: skuA, quantity: 2 }] }),
    ).toEqual([]);
    expect(
      await prescriptionProblems(db, { personId: person.pid, today: isoDay(1), lines: [{ sku: skuA, quantity: 3 }] }),
    ).toEqual([expect.objectContaining({ code: 'prescription_quantity_exceeded', quantity: 3, quantityCovered: 2 })]);
  });
});

describe('consumePrescriptions and releasePrescriptions', () => {
  it('takes from the earliest-expiring prescription first and records the usage per order', async () => {
    const person = await createPerson(database);
    const late = await createPrescription(database, {
      personId: person.pid,
      validUntil: isoDay(200),
      lines: [{ sku: skuA, quantityAllowed: 5 }],
    });
    const soon = await createPrescription(database, {
      personId: person.pid,
      validUntil: isoDay(20),
      lines: [{ sku: skuA, quantityAllowed: 2 }],
    });
    const orderId = randomUUID();
    const taken = await db.transaction((tx) =>
      consumePrescriptions(tx, {
        personId: person.pid,
        orderId,
        today,
        lines: [
          { sku: skuA, quantity: 3 },
          { sku: otc.variants[0]!.sku, quantity: 9 },
        ],
      }),
    );
    expect(taken).toEqual([
      { lineId: soon.lines[0]!.id, sku: skuA, quantity: 2 },
      { lineId: late.lines[0]!.id, sku: skuA, quantity: 1 },
    ]);
    expect(await usedOf([soon.lines[0]!.id, late.lines[0]!.id])).toEqual([2, 1]);
    const usages = await db.select().from(prescriptionUsages).where(eq(prescriptionUsages.orderId, orderId));
    expect(usages.map((u) => [u.lineId, u.quantity, u.releasedAt])).toEqual(
      expect.arrayContaining([
        [soon.lines[0]!.id, 2, null],
        [late.lines[0]!.id, 1, null],
      ]),
    );
    // Consuming again for the same order takes nothing more.
    await db.transaction((tx) =>
      consumePrescriptions(tx, { personId: person.pid, orderId, today, lines: [{ sku: skuA, quantity: 3 }] }),
    );
    expect(await usedOf([soon.lines[0]!.id, late.lines[0]!.id])).toEqual([2, 1]);

    expect(await db.transaction((tx) => releasePrescriptions(tx, { orderId }))).toBe(3);
    expect(await usedOf([soon.lines[0]!.id, late.lines[0]!.id])).toEqual([0, 0]);
    // Idempotent: a second release gives nothing back.
    expect(await db.transaction((tx) => releasePrescriptions(tx, { orderId }))).toBe(0);
    expect(await usedOf([soon.lines[0]!.id, late.lines[0]!.id])).toEqual([0, 0]);
    expect(await db.transaction((tx) => releasePrescriptions(tx, { orderId: randomUUID() }))).toBe(0);
  });

  it('throws 422 prescription_required and writes nothing when it cannot cover every line', async () => {
    const person = await createPerson(database);
    const rxA = await createPrescription(database, {
      personId: person.pid,
      lines: [{ sku: skuA, quantityAllowed: 5 }],
    });
    const orderId = randomUUID();
    const attempt = db.transaction((tx) =>
      consumePrescriptions(tx, {
        personId: person.pid,
        orderId,
        today,
        lines: [
          { sku: skuA, quantity: 2 },
          { sku: skuB, quantity: 1 },
        ],
      }),
    );
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    const error = (await attempt.catch((e: AppError) => e)) as AppError;
    expect(error.status).toBe(422);
    expect(error.code).toBe('prescription_required');
    expect(error.extra?.problems).toEqual([expect.objectContaining({ sku: skuB, code: 'prescription_required' })]);
    expect(await usedOf([rxA.lines[0]!.id])).toEqual([0]);
    expect(await db.select().from(prescriptionUsages).where(eq(prescriptionUsages.orderId, orderId))).toEqual([]);
  });

  it('gives usage back once when two releases of one order race', async () => {
    const person = await createPerson(database);
    const rxA = await createPrescription(database, {
      personId: person.pid,
      lines: [{ sku: skuA, quantityAllowed: 4 }],
    });
    const orderId = randomUUID();
    await db.transaction((tx) =>
      consumePrescriptions(tx, { personId: person.pid, orderId, today, lines: [{ sku: skuA, quantity: 3 }] }),
    );
    const given = await Promise.all([1, 2].map(() => db.transaction((tx) => releasePrescriptions(tx, { orderId }))));
    expect(given.sort()).toEqual([0, 3]);
    expect(await usedOf([rxA.lines[0]!.id])).toEqual([0]);
  });

  it('lets one of two orders racing for the last quantity win', async () => {
    const person = await createPerson(database);
    const last = await createPrescription(database, {
      personId: person.pid,
      lines: [{ sku: skuA, quantityAllowed: 3, quantityUsed: 2 }],
    });
    const orders = [randomUUID(), randomUUID()];
    const results = await Promise.allSettled(
      orders.map((orderId) =>
        db.transaction(async (tx) => {
          const taken = await consumePrescriptions(tx, {
            personId: person.pid,
            orderId,
            today,
            lines: [{ sku: skuA, quantity: 1 }],
          });
          // Hold the lock a moment, so the other transaction really waits on it.
          await new Promise((resolve) => setTimeout(resolve, 50));
          return taken;
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect((rejected.reason as AppError).code).toBe('prescription_required');
    expect(await usedOf([last.lines[0]!.id])).toEqual([3]);
    const usages = await db.select().from(prescriptionUsages).where(inArray(prescriptionUsages.orderId, orders));
    expect(usages).toHaveLength(1);
  });
});
