import { count, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startMailbox } from '../../../../../sandbox/src/mailbox';
import { testClient } from '../../../test/client';
import {
  createAgent,
  createCategory,
  createCompanyWithPeople,
  createDeliveryAddress,
  createPriceList,
  createProduct,
  deliveryDate,
  setContract,
} from '../../../test/factories';
import { bearer, createTestApp, secretHeaders } from '../../../test/helper';
import { idempotencyKeys, mailOutbox, orderLines, orders, prices } from '../../db/schema';
import { createSmtpTransport } from '../../integrations/mail';
import type { JobContext } from '../../lib/jobs';
import { sendDueMail } from '../mail/sender';
import { purgeIdempotencyKeysJob } from './jobs';
import * as orderRepo from './repository';
import { IDEMPOTENCY_KEY_TTL_MS } from './service';

const { app, database } = await createTestApp();
const api = testClient(app);
const db = database.db;

const category = await createCategory(database);
await createProduct(database, { category, vatClass: 'reduced', variants: [{ sku: 'ORD-A', stock: 500 }] });
await createProduct(database, { category, variants: [{ sku: 'ORD-B', stock: 500 }] });
await createPriceList(database, {
  prices: [
    { sku: 'ORD-A', unitPrice: 10_000 },
    { sku: 'ORD-B', unitPrice: 2_000 },
  ],
});
const contract = await createPriceList(database, {
  kind: 'contract',
  code: 'CONTRACT-ORD',
  prices: [{ sku: 'ORD-A', unitPrice: 8_000 }],
});

type Who = { token?: string; secret?: boolean };
const headers = (o: Who, extra: Record<string, string> = {}) => ({
  ...(o.token ? bearer(o.token) : {}),
  ...(o.secret ? secretHeaders : {}),
  ...extra,
});
const cartWrite = (path: string, body: object, o: Who) =>
  api.post(`/api/ardis/cart/${path}`, { headers: headers(o), body });
const createOrder = (body: object, o: Who, key?: string) =>
  api.post('/api/ardis/cart/createorder', { headers: headers(o, key ? { 'idempotency-key': key } : {}), body });
const getOrder = (query: Record<string, string>, o: Who) => api.get('/api/ardis/order', { headers: headers(o), query });
const listOrders = (query: Record<string, string>, o: Who) =>
  api.get('/api/ardis/order/orders', { headers: headers(o), query });
const cancel = (query: Record<string, string>, o: Who) =>
  api.delete('/api/ardis/order/cancelorder', { headers: headers(o), query });

async function newCompany() {
  const people = await createCompanyWithPeople(database, { markets: ['NO', 'SE'] });
  const delivery = await createDeliveryAddress(database, people.company.id);
  return { ...people, delivery: delivery };
}
type Company = Awaited<ReturnType<typeof newCompany>>;

/** Fills the buyer's cart so it is ready for checkout; answers the cart. */
async function readyCart(c: Company, lines: [string, number][] = [['ORD-A', 2]]) {
  const pid = c.buyer.contact.id;
  for (const [sku, quantity] of lines) {
    expect((await cartWrite('addorderline', { pid, sku, quantity }, { token: c.buyer.token })).statusCode).toBe(200);
  }
  const res = await cartWrite(
    'updatemetadata',
    { pid, deliveryAddressId: c.delivery.id, requestedDeliveryDate: deliveryDate(), purchaseOrderNumber: 'PO-1' },
    { token: c.buyer.token },
  );
  expect(res.statusCode).toBe(200);
  return res.json();
}

const ordersOf = async (companyId: string) =>
  (await db.select({ n: count() }).from(orders).where(eq(orders.companyId, companyId)))[0]!.n;

describe('POST /api/ardis/cart/createorder', () => {
  it('sends every column of orders (but its drawn number) and order_lines, typed as the tables, in the order statement', () => {
    // The statement's record types restate the tables' columns: they must not drift from the schema.
    const typed = (columns: readonly (readonly [string, string])[]) =>
      columns.map(([name, type]) => `${name} ${type.replace('timestamptz', 'timestamp with time zone')}`).sort();
    const ofTable = (table: typeof orders | typeof orderLines, except: string[] = []) =>
      Object.values(getTableColumns(table))
        .filter((column) => !except.includes(column.name))
        .map((column) => `${column.name} ${column.getSQLType()}`)
        .sort();
    expect(typed(orderRepo.LINE_COLUMNS)).toEqual(ofTable(orderLines));
    expect(typed(orderRepo.ORDER_COLUMNS)).toEqual(ofTable(orders, ['order_number']));
  });

  it('places the order with prices, addresses and history, and empties the cart', async () => {
    const c = await newCompany();
    const cart = await readyCart(c, [
      ['ORD-A', 2],
      ['ORD-B', 1],
    ]);
    const res = await createOrder({ pid: c.buyer.contact.id, expectedVersion: cart.version }, { token: c.buyer.token });
    expect(res.statusCode).toBe(200);
    const order = res.json();
    expect(order).toMatchObject({
      customerId: c.company.id,
      pid: c.buyer.contact.id,
      status: 'confirmed',
      department: 'OSLO',
      market: 'NO',
      currency: 'NOK',
      purchaseOrderNumber: 'PO-1',
      requestedDeliveryDate: cart.metadata.requestedDeliveryDate,
      deliveryAddress: { id: c.delivery.id, line1: 'Lagerveien 1', zipCode: '0150' },
      history: [{ status: 'confirmed', by: c.buyer.contact.id }],
    });
    expect(order.orderNumber).toMatch(/^EN\d{7}$/);
    expect(order.lines).toHaveLength(2);
    expect(order.lines[0]).toMatchObject({ sku: 'ORD-A', quantity: 2, unitPrice: 10_000, lineTotal: 20_000 });
    expect(order.lines[0].agreement).toMatchObject({ kind: 'list' });
    expect(order.totals.net).toBe(22_000);
    expect(order.totals.gross).toBe(cart.totals.gross);
    // The answer is built from what was written (one statement, not read back): a later read says the same,
    // down to each line's id and the first event's time.
    const read = await getOrder({ orderId: order.id, department: order.department }, { token: c.buyer.token });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(order);
    expect(order.history[0].at).toBe(order.createdAt);
    const after = await api.get('/api/ardis/cart', { token: c.buyer.token, query: { pid: c.buyer.contact.id } });
    expect(after.json().lines).toEqual([]);
    expect(after.json().version).toBeGreaterThan(cart.version);
    // A second call (double click) on the empty cart makes no second order.
    const again = await createOrder({ pid: c.buyer.contact.id }, { token: c.buyer.token });
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('cart_empty');
    expect(await ordersOf(c.company.id)).toBe(1);
  });

  it('stores the contract price and its agreement for a contract customer', async () => {
    const c = await newCompany();
    await setContract(database, c.company.id, contract.id);
    await readyCart(c);
    const res = await createOrder({ pid: c.buyer.contact.id }, { token: c.buyer.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().lines[0]).toMatchObject({
      unitPrice: 8_000,
      listUnitPrice: 10_000,
      agreement: { kind: 'contract', code: 'CONTRACT-ORD', priceListId: contract.id },
    });
  });

  it("keeps each line's department on a cart that mixes departments, and the order takes its first line's", async () => {
    await createProduct(database, { category, department: 'BERGEN', variants: [{ sku: 'ORD-BGO', stock: 50 }] });
    await createPriceList(database, { code: 'BGO-LIST', prices: [{ sku: 'ORD-BGO', unitPrice: 700 }] });
    const c = await newCompany();
    await readyCart(c, [
      ['ORD-A', 1],
      ['ORD-BGO', 2],
    ]);
    const res = await createOrder({ pid: c.buyer.contact.id }, { token: c.buyer.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().department).toBe('OSLO');
    expect(res.json().lines.map((l: { sku: string; department: string }) => [l.sku, l.department])).toEqual([
      ['ORD-A', 'OSLO'],
      ['ORD-BGO', 'BERGEN'],
    ]);
  });

  it('replays the same Idempotency-Key and body, and refuses the key with another body', async () => {
    const c = await newCompany();
    await readyCart(c);
    const pid = c.buyer.contact.id;
    const first = await createOrder({ pid }, { token: c.buyer.token }, 'key-1');
    expect(first.statusCode).toBe(200);
    const replay = await createOrder({ pid }, { token: c.buyer.token }, 'key-1');
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    const other = await createOrder({ pid, expectedVersion: 99 }, { token: c.buyer.token }, 'key-1');
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('idempotency_key_reused');
    expect(await ordersOf(c.company.id)).toBe(1);

    // The cart filled again: a replay would make a new order, whose statement the used key fails and rolls back;
    // the first order is answered, and the new cart, its mail queue and the key stay as they were.
    const refilled = await readyCart(c, [['ORD-B', 3]]);
    const mails = async () => (await db.select({ n: count() }).from(mailOutbox))[0]!.n;
    const mailsBefore = await mails();
    const late = await createOrder({ pid }, { token: c.buyer.token }, 'key-1');
    expect(late.statusCode).toBe(200);
    expect(late.json()).toEqual(first.json());
    expect(await ordersOf(c.company.id)).toBe(1);
    expect(await mails()).toBe(mailsBefore);
    const cart = await api.get('/api/ardis/cart', { token: c.buyer.token, query: { pid } });
    expect(cart.json()).toMatchObject({ version: refilled.version, lines: [{ sku: 'ORD-B', quantity: 3 }] });
    // A new key orders the refilled cart.
    const next = await createOrder({ pid }, { token: c.buyer.token }, 'key-2');
    expect(next.statusCode).toBe(200);
    expect(next.json().id).not.toBe(first.json().id);
    expect(await ordersOf(c.company.id)).toBe(2);
  });

  it('forgets a key after its 24 hours: the same key then places a new order, and the purge job deletes old keys', async () => {
    const c = await newCompany();
    await readyCart(c);
    const pid = c.buyer.contact.id;
    const first = await createOrder({ pid }, { token: c.buyer.token }, 'key-day');
    expect(first.statusCode).toBe(200);
    const dayAgo = new Date(Date.now() - IDEMPOTENCY_KEY_TTL_MS - 1000);
    await db.update(idempotencyKeys).set({ createdAt: dayAgo }).where(eq(idempotencyKeys.key, 'key-day'));
    await readyCart(c);
    const second = await createOrder({ pid }, { token: c.buyer.token }, 'key-day');
    expect(second.statusCode).toBe(200);
    expect(second.json().id).not.toBe(first.json().id);
    expect(await ordersOf(c.company.id)).toBe(2);

    await db.update(idempotencyKeys).set({ createdAt: dayAgo }).where(eq(idempotencyKeys.key, 'key-day'));
    const kept = await createOrder({ pid }, { token: c.buyer.token }, 'key-fresh');
    expect(kept.statusCode).toBe(422); // empty cart: the key is not stored
    const ctx = { database, env: {} as JobContext['env'], log: app.log, now: () => new Date() };
    expect(await purgeIdempotencyKeysJob.run(ctx)).toEqual({ deleted: 1 });
    expect(await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.contactId, pid))).toEqual([]);
  });

  it('makes exactly one order for concurrent calls on the same cart', async () => {
    const c = await newCompany();
    await readyCart(c);
    const pid = c.buyer.contact.id;
    const answers = await Promise.all([
      createOrder({ pid }, { token: c.buyer.token }),
      createOrder({ pid }, { token: c.buyer.token }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect(answers.find((r) => r.statusCode === 422)!.json().code).toBe('cart_empty');
    expect(await ordersOf(c.company.id)).toBe(1);
  });

  /**
   * createorder locks the cart and reads its lines in one statement (docs/decisions/011). A lock that waited for
   * another transaction's change of the cart would leave that statement with the lines of its older snapshot: the
   * lines it orders and the emptied cart it finds must be the ones committed before the lock was granted.
   */
  describe.runIf(database.kind === 'postgres')('while another transaction holds the cart (PostgreSQL)', () => {
    /** Runs `change` in a transaction holding the buyer's cart row lock until a createorder waits for it. */
    async function orderWhileHeld(c: Company, change: (tx: typeof db, cartId: string) => Promise<void>) {
      const pid = c.buyer.contact.id;
      let answer: ReturnType<typeof createOrder> | undefined;
      await db.transaction(async (tx) => {
        const locked = await tx.execute(
          sql`select id from carts where contact_id = ${pid} and kind = 'cart' and status = 'open' for update`,
        );
        const cartId = (locked as unknown as { rows: { id: string }[] }).rows[0]!.id;
        await change(tx as unknown as typeof db, cartId);
        await tx.execute(sql`update carts set version = version + 1 where id = ${cartId}`);
        answer = createOrder({ pid }, { token: c.buyer.token });
        // Committed only once the order's lock statement waits for this transaction.
        for (let waited = 0; waited < 200; waited++) {
          const { rows } = await database.query(
            `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query like '%seen.version%'`,
          );
          if ((rows[0]?.n as number) > 0) break;
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      });
      return answer!;
    }

    it('orders the lines committed while it waited for the cart', async () => {
      const c = await newCompany();
      await readyCart(c);
      const res = await orderWhileHeld(c, async (tx, cartId) => {
        await tx.execute(
          sql`insert into cart_lines (cart_id, sku, quantity, currency) values (${cartId}, 'ORD-B', 3, 'NOK')`,
        );
      });
      expect(res.statusCode, res.body).toBe(200);
      const products = res.json().lines.filter((line: { kind: string }) => line.kind === 'product');
      expect(products.map((line: { sku: string; quantity: number }) => [line.sku, line.quantity])).toEqual([
        ['ORD-A', 2],
        ['ORD-B', 3],
      ]);
    });

    it('finds the cart emptied by the order it waited for', async () => {
      const c = await newCompany();
      await readyCart(c);
      const res = await orderWhileHeld(c, async (tx, cartId) => {
        await tx.execute(sql`delete from cart_lines where cart_id = ${cartId}`);
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().code).toBe('cart_empty');
      expect(await ordersOf(c.company.id)).toBe(0);
    });
  });

  it('answers the same order to concurrent calls with the same Idempotency-Key', async () => {
    const c = await newCompany();
    await readyCart(c);
    const pid = c.buyer.contact.id;
    const answers = await Promise.all([
      createOrder({ pid }, { token: c.buyer.token }, 'same-key'),
      createOrder({ pid }, { token: c.buyer.token }, 'same-key'),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(answers[0]!.json().id).toBe(answers[1]!.json().id);
    expect(await ordersOf(c.company.id)).toBe(1);
  });

  it('answers 422 cart_changed for a stale expectedVersion and checkout_blocked with the problems', async () => {
    const c = await newCompany();
    const cart = await readyCart(c);
    const pid = c.buyer.contact.id;
    const stale = await createOrder({ pid, expectedVersion: cart.version - 1 }, { token: c.buyer.token });
    expect(stale.statusCode).toBe(422);
    expect(stale.json()).toMatchObject({ code: 'cart_changed', version: cart.version });
    await cartWrite('updatemetadata', { pid, requestedDeliveryDate: null }, { token: c.buyer.token });
    const blocked = await createOrder({ pid }, { token: c.buyer.token });
    expect(blocked.statusCode).toBe(422);
    expect(blocked.json().code).toBe('checkout_blocked');
    expect(blocked.json().problems.map((p: { code: string }) => p.code)).toContain('delivery_date_missing');
    expect(await ordersOf(c.company.id)).toBe(0);
  });

  it('refuses an order at a price the buyer did not see (422 price_changed with the new totals)', async () => {
    await createProduct(database, { category, variants: [{ sku: 'ORD-MOVING', stock: 50 }] });
    const list = await createPriceList(database, { code: 'MOVING', prices: [{ sku: 'ORD-MOVING', unitPrice: 1_000 }] });
    const c = await newCompany();
    const cart = await readyCart(c, [['ORD-MOVING', 3]]);
    await db.update(prices).set({ unitPrice: 1_200 }).where(eq(prices.priceListId, list.id));
    const pid = c.buyer.contact.id;
    const seen = { pid, expectedVersion: cart.version, expectedGross: cart.totals.gross };
    const res = await createOrder(seen, { token: c.buyer.token });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'price_changed', totals: { net: 3_600 } });
    expect(await ordersOf(c.company.id)).toBe(0);
    const again = await createOrder({ ...seen, expectedGross: res.json().totals.gross }, { token: c.buyer.token });
    expect(again.statusCode).toBe(200);
    expect(again.json().totals.net).toBe(3_600);
  });

  it('answers 400, 401, 403 for the secret and a viewer, 404 for another company', async () => {
    const c = await newCompany();
    const other = await newCompany();
    expect((await createOrder({ pid: 'nope' }, { token: c.buyer.token })).statusCode).toBe(400);
    expect((await createOrder({ pid: c.buyer.contact.id }, { token: c.buyer.token }, 'x'.repeat(65))).statusCode).toBe(
      400,
    );
    expect((await createOrder({ pid: c.buyer.contact.id }, {})).statusCode).toBe(401);
    expect((await createOrder({ pid: c.buyer.contact.id }, { secret: true })).statusCode).toBe(403);
    expect((await createOrder({ pid: c.viewer.contact.id }, { token: c.viewer.token })).statusCode).toBe(403);
    const res = await createOrder({ pid: c.buyer.contact.id, customerId: other.company.id }, { token: c.buyer.token });
    expect(res.statusCode).toBe(404);
  });
});

const c = await newCompany();
const other = await newCompany();
const placed: { id: string; department: string }[] = [];
for (let i = 0; i < 3; i++) {
  await readyCart(c);
  const res = await createOrder({ pid: c.buyer.contact.id }, { token: c.buyer.token });
  placed.push(res.json());
}
const ref = (o: { id: string; department: string }) => ({ orderId: o.id, department: o.department });

describe('order reads and cancelling', () => {
  it('GET /api/ardis/order answers members (viewers too) and 404 across companies or departments', async () => {
    const res = await getOrder(ref(placed[0]!), { token: c.viewer.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: placed[0]!.id, lines: [{ sku: 'ORD-A' }] });
    expect((await getOrder(ref(placed[0]!), { token: other.buyer.token })).statusCode).toBe(404);
    expect((await getOrder({ ...ref(placed[0]!), department: 'BERGEN' }, { token: c.buyer.token })).statusCode).toBe(
      404,
    );
    // The spec's order reads handle 404 and 422, not 400: bad parameters are 422 request_invalid (docs/client.md).
    const malformed = await getOrder({ orderId: 'nope', department: 'OSLO' }, { token: c.buyer.token });
    expect([malformed.statusCode, malformed.json().code]).toEqual([422, 'request_invalid']);
    expect((await getOrder({ orderId: placed[0]!.id }, { token: c.buyer.token })).statusCode).toBe(422);
    expect((await getOrder(ref(placed[0]!), {})).statusCode).toBe(401);
  });

  it('GET /api/ardis/order/orders pages newest first with the total', async () => {
    const pid = c.viewer.contact.id;
    const first = await listOrders({ pid, skip: '0', take: '2' }, { token: c.viewer.token });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ total: 3, totalIsExact: true });
    // Counting stops at the cap: beyond it the total says "at least".
    expect(await orderRepo.countOrders(db, c.company.id, 2)).toEqual({ total: 2, isExact: false });
    expect(await orderRepo.countOrders(db, c.company.id, 3)).toEqual({ total: 3, isExact: true });
    const second = await listOrders({ pid, skip: '2', take: '2' }, { token: c.viewer.token });
    const ids = [...first.json().items, ...second.json().items].map((o: { id: string }) => o.id);
    expect(ids).toEqual([placed[2]!.id, placed[1]!.id, placed[0]!.id]);
    expect((await listOrders({ pid, skip: '0', take: '101' }, { token: c.viewer.token })).statusCode).toBe(422);
    expect((await listOrders({ pid, skip: '0' }, { token: c.viewer.token })).statusCode).toBe(422);
    expect((await listOrders({ pid, skip: '0', take: '5' }, {})).statusCode).toBe(401);
    expect((await listOrders({ pid, skip: '0', take: '5' }, { token: other.buyer.token })).statusCode).toBe(404);
    const cross = await listOrders(
      { pid: other.buyer.contact.id, customerId: c.company.id, skip: '0', take: '5' },
      { token: other.buyer.token },
    );
    expect(cross.statusCode).toBe(404);
  });

  it('DELETE /api/ardis/order/cancelorder cancels a confirmed order once', async () => {
    const target = placed[1]!;
    expect((await cancel(ref(target), { token: c.viewer.token })).statusCode).toBe(403);
    expect((await cancel(ref(target), { token: other.buyer.token })).statusCode).toBe(404);
    expect((await cancel(ref(target), {})).statusCode).toBe(401);
    expect((await cancel({ orderId: target.id }, { token: c.buyer.token })).statusCode).toBe(422);
    const pid = c.viewer.contact.id;
    const statusInList = async () =>
      (await listOrders({ pid, skip: '0', take: '5' }, { token: c.viewer.token }))
        .json()
        .items.find((o: { id: string }) => o.id === target.id)?.status;
    expect(await statusInList()).toBe('confirmed'); // the page is now cached
    const res = await cancel(ref(target), { token: c.buyer.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('cancelled');
    // The cached history page is dropped by the write: the list shows the cancel at once.
    expect(await statusInList()).toBe('cancelled');
    expect(res.json().history.map((e: { status: string }) => e.status)).toEqual(['confirmed', 'cancelled']);
    const again = await cancel(ref(target), { token: c.buyer.token });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ code: 'order_not_cancellable', orderStatus: 'cancelled' });
  });
});

describe('order history filters', () => {
  it('GET /api/ardis/order/orders filters by status and Oslo days, pages stably and counts the filtered', async () => {
    const f = await newCompany();
    const orders5: { id: string; department: string }[] = [];
    for (let i = 0; i < 5; i++) {
      await readyCart(f);
      orders5.push((await createOrder({ pid: f.buyer.contact.id }, { token: f.buyer.token })).json());
    }
    const made = orders5.map((o) => o.id);
    // Placed on these moments (UTC); 23:30 UTC on 1 March is already 2 March in Oslo.
    const placedAt = [
      '2026-02-27T10:00:00Z',
      '2026-03-01T23:30:00Z',
      '2026-03-02T12:00:00Z',
      '2026-03-02T12:00:00Z',
      '2026-03-05T08:00:00Z',
    ];
    const statuses = ['delivered', 'delivered', 'cancelled', 'delivered', 'confirmed'] as const;
    for (const [i, id] of made.entries()) {
      await db
        .update(orders)
        .set({ createdAt: new Date(placedAt[i]!), status: statuses[i]! })
        .where(eq(orders.id, id));
    }
    const pid = f.viewer.contact.id;
    const list = async (query: Record<string, string>) => {
      const res = await listOrders({ pid, skip: '0', take: '10', ...query }, { token: f.viewer.token });
      expect(res.statusCode).toBe(200);
      return res.json() as { items: { id: string; status: string }[]; total: number; totalIsExact: boolean };
    };
    const ids = (page: { items: { id: string }[] }) => page.items.map((o) => o.id);
    // Same moment for two orders: ties newest-first by id.
    const tied = [made[2]!, made[3]!].sort().reverse();
    expect(ids(await list({}))).toEqual([made[4], ...tied, made[1], made[0]]);

    const delivered = await list({ status: 'delivered' });
    expect(ids(delivered)).toEqual([made[3], made[1], made[0]]);
    expect(delivered).toMatchObject({ total: 3, totalIsExact: true });
    expect(await list({ from: '2026-03-02' })).toMatchObject({ total: 4 });
    expect(ids(await list({ from: '2026-03-02', to: '2026-03-02' }))).toEqual([...tied, made[1]]);
    expect(ids(await list({ to: '2026-03-01' }))).toEqual([made[0]]);
    expect(ids(await list({ status: 'delivered', from: '2026-03-02', to: '2026-03-04' }))).toEqual([made[3], made[1]]);
    expect(await list({ status: 'picking' })).toMatchObject({ items: [], total: 0 });

    // Paging with a filter: pages of one meet without gaps or repeats, in the unpaged order.
    const paged: string[] = [];
    for (let skip = 0; skip < 4; skip++) {
      const res = await listOrders(
        { pid, skip: String(skip), take: '1', from: '2026-03-01' },
        { token: f.viewer.token },
      );
      expect(res.json()).toMatchObject({ total: 4, skip, take: 1 });
      paged.push(...ids(res.json()));
    }
    expect(paged).toEqual([made[4], ...tied, made[1]]);

    // A write here shows in the filtered page and count at once.
    const before = await list({ status: 'confirmed' });
    expect(before).toMatchObject({ total: 1 });
    const res = await cancel(ref(orders5[4]!), { token: f.buyer.token });
    expect(res.statusCode).toBe(200);
    expect(await list({ status: 'confirmed' })).toMatchObject({ items: [], total: 0 });
    expect(await list({ status: 'cancelled' })).toMatchObject({ total: 2 });

    const bad = async (query: Record<string, string>) =>
      (await listOrders({ pid, skip: '0', take: '10', ...query }, { token: f.viewer.token })).statusCode;
    // 422 request_invalid: the spec's order list handles 404 and 422, not 400.
    expect(await bad({ from: '2026-02-30' })).toBe(422);
    expect(await bad({ from: '02.03.2026' })).toBe(422);
    expect(await bad({ to: 'yesterday' })).toBe(422);
    expect(await bad({ from: '2026-03-05', to: '2026-03-01' })).toBe(422);
    expect(await bad({ status: 'lost' })).toBe(422);
    // Filters do not open another company's history.
    const cross = await listOrders(
      { pid: other.buyer.contact.id, customerId: f.company.id, skip: '0', take: '5', status: 'delivered' },
      { token: other.buyer.token },
    );
    expect(cross.statusCode).toBe(404);
    expect((await listOrders({ pid, skip: '0', take: '5', status: 'delivered' }, {})).statusCode).toBe(401);
  });
});

describe('order mails', () => {
  const mailsTo = (email: string) => db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

  it('confirms a placed order once (not again for a replayed key), and tells of a cancel', async () => {
    const m = await newCompany();
    const email = m.buyer.contact.email;
    await readyCart(m, [['ORD-A', 3]]);
    const first = await createOrder({ pid: m.buyer.contact.id }, { token: m.buyer.token }, 'mail-key-1');
    expect(first.statusCode).toBe(200);
    const replay = await createOrder({ pid: m.buyer.contact.id }, { token: m.buyer.token }, 'mail-key-1');
    expect(replay.json().id).toBe(first.json().id);

    const order = first.json();
    const [confirmation, ...more] = await mailsTo(email);
    expect(more).toEqual([]);
    expect(confirmation).toMatchObject({
      template: 'order-confirmation',
      subject: `Ordrebekreftelse ${order.orderNumber}`,
    });
    // Queued in the order's statement, the number the order drew put in its place, in the subject and the text.
    expect(confirmation!.text).toContain(`ordre ${order.orderNumber}`);
    expect(confirmation!.text).not.toContain('[order-number:');
    expect(confirmation!.text).toContain('3 × ');
    expect(confirmation!.text).toContain('(ORD-A)');
    expect(confirmation!.text).toContain('PO-1');
    expect(confirmation!.text).toContain(`/account/orders/${order.id}`);
    expect(confirmation!.text).toMatch(/Å betale inkl\. mva\.: [\d\s]+,\d{2}\s?kr/u);

    expect((await cancel(ref(order), { token: m.buyer.token })).statusCode).toBe(200);
    const templates = (await mailsTo(email)).map((mail) => mail.template).sort();
    expect(templates).toEqual(['order-cancelled', 'order-confirmation']);
  });

  it('sends nothing for an order that was refused', async () => {
    const m = await newCompany();
    await readyCart(m);
    const stale = await createOrder({ pid: m.buyer.contact.id, expectedVersion: 1 }, { token: m.buyer.token });
    expect(stale.statusCode).toBe(422);
    expect(await mailsTo(m.buyer.contact.email)).toEqual([]);
  });

  it('delivers the confirmation over SMTP to the real mailbox stand-in', async () => {
    const mailbox = await startMailbox({ smtpPort: 0, httpPort: 0 });
    try {
      const m = await newCompany();
      const email = m.buyer.contact.email;
      await readyCart(m, [['ORD-A', 2]]);
      const order = (await createOrder({ pid: m.buyer.contact.id }, { token: m.buyer.token })).json();
      // Only this test's mail is due: everything earlier tests queued counts as sent.
      await db.update(mailOutbox).set({ sentAt: new Date() }).where(ne(mailOutbox.to, email));
      const transport = createSmtpTransport(`smtp://127.0.0.1:${mailbox.smtpPort}`);
      try {
        const result = await sendDueMail({
          database,
          transport,
          from: 'Engros <ordre@engros.test>',
          now: () => new Date(),
        });
        expect(result).toMatchObject({ sent: 1, failed: 0 });
      } finally {
        transport.close();
      }
      const url = `http://127.0.0.1:${mailbox.httpPort}/api/messages?to=${encodeURIComponent(email)}`;
      const { messages } = (await (await fetch(url)).json()) as {
        messages: { to: string[]; subject: string; text: string }[];
      };
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatchObject({ to: [email], subject: `Ordrebekreftelse ${order.orderNumber}` });
      expect(messages[0]!.text).toContain('2 × ');
      expect(messages[0]!.text).toContain('(ORD-A)');
      expect(messages[0]!.text).toContain('PO-1');
      expect(messages[0]!.text).toContain(`/account/orders/${order.id}`);
    } finally {
      await mailbox.stop();
    }
  });

  it('tells of a shipment the back office records', async () => {
    const m = await newCompany();
    await readyCart(m);
    const order = (await createOrder({ pid: m.buyer.contact.id }, { token: m.buyer.token })).json();
    const agent = await createAgent(database);
    for (const status of ['picking', 'shipped']) {
      const res = await api.post(`/api/backoffice/orders/${order.id}/status`, { token: agent.token, body: { status } });
      expect(res.statusCode, res.body).toBe(200);
    }
    const shipped = (await mailsTo(m.buyer.contact.email)).find((mail) => mail.template === 'order-shipped');
    expect(shipped?.subject).toBe(`Ordre ${order.orderNumber} er sendt`);
  });
});

describe('POST /api/ardis/order/reorder', () => {
  const reorder = (body: object, o: Who) => api.post('/api/ardis/order/reorder', { headers: headers(o), body });

  it("puts the order's lines in the cart at today's prices and says what changed", async () => {
    const c = await newCompany();
    await readyCart(c, [
      ['ORD-A', 2],
      ['ORD-B', 1],
    ]);
    const placed = (await createOrder({ pid: c.buyer.contact.id }, { token: c.buyer.token })).json();
    await db
      .update(prices)
      .set({ unitPrice: sql`${prices.unitPrice} + 2000` })
      .where(eq(prices.sku, 'ORD-A'));
    const gone = await db.select().from(prices).where(eq(prices.sku, 'ORD-B'));
    await db.delete(prices).where(eq(prices.sku, 'ORD-B'));
    try {
      const body = { pid: c.buyer.contact.id, orderId: placed.id, department: placed.department };
      const res = await reorder(body, { token: c.buyer.token });
      expect(res.statusCode, res.body).toBe(200);
      const { cart, lines } = res.json();
      expect(lines.map((l: { sku: string; outcome: string }) => [l.sku, l.outcome])).toEqual([
        ['ORD-A', 'price_up'],
        ['ORD-B', 'unavailable'],
      ]);
      expect(lines[0]).toMatchObject({ orderedUnitPrice: 10_000, unitPrice: 12_000, quantity: 2 });
      expect(cart.lines.map((l: { sku: string; quantity: number }) => [l.sku, l.quantity])).toEqual([['ORD-A', 2]]);
      // Viewers may not; another company's people do not see the order.
      expect((await reorder({ ...body, pid: c.viewer.contact.id }, { token: c.viewer.token })).statusCode).toBe(403);
      const other = await newCompany();
      expect((await reorder({ ...body, pid: other.buyer.contact.id }, { token: other.buyer.token })).statusCode).toBe(
        404,
      );
    } finally {
      await db.insert(prices).values(gone);
      await db
        .update(prices)
        .set({ unitPrice: sql`${prices.unitPrice} - 2000` })
        .where(eq(prices.sku, 'ORD-A'));
    }
  });
});
