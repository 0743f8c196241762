// Catalog reads on a streaming replica (issue 18, docs/scaling.md "Read replica"). The test starts a PostgreSQL primary
// of its own and a hot standby streaming from it (pg_basebackup -R), and two API processes as production runs them
// with DATABASE_URL on the primary and DATABASE_READ_URL on the standby. Node A may lag 10 minutes, node B 1 second.
// The proof that a read came from the standby: the standby's WAL replay is paused (pg_wal_replay_pause) and a row is
// changed on the primary by hand, with no cache invalidation; only the standby still has the old value. So:
//   - a catalog read on A answers the old value (the standby), while the cart and createorder price with the new
//     one and write (the primary);
//   - a change made through the API on one node is read at once on both, though the standby has not replayed it:
//     after an invalidation a node reads the primary until the standby has replayed the primary's WAL position;
//   - B, whose standby lags more than its bound, reads the primary; A, within its bound, still the standby;
//   - a standby that is down is not waited for: reads go to the primary, /ready stays 200; back up, it is used again.
// Self-contained (its own servers on free ports, removed afterwards), so it runs wherever the PostgreSQL server
// binaries are installed, with or without DATABASE_URL; skipped, saying so, where they are not.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db';
import { seedReference } from '../src/seed/reference';
import {
  createAgent,
  createCategory,
  createCompanyWithPeople,
  createContact,
  createDeliveryAddress,
  createPriceList,
  createProduct,
  norwegianOrgNumber,
  osloAddress,
  signIn,
} from './factories';
import {
  type ApiProcess,
  buildApi,
  call,
  createOrder,
  NEEDS_POSTGRES_BINARIES,
  type PrivatePostgres,
  postgresBinDir,
  readyCart,
  startApi,
  startPrivatePostgres,
  startStandby,
  until,
} from './processes';

const hasBinaries = postgresBinDir() !== null;
const why = hasBinaries ? '' : ` — skipped: ${NEEDS_POSTGRES_BINARIES}`;

let primary: PrivatePostgres;
let standby: PrivatePostgres;
let standbyPool: pg.Pool;
let database: Database;
let build: Awaited<ReturnType<typeof buildApi>>;
let a: ApiProcess;
let b: ApiProcess;
let company: Awaited<ReturnType<typeof newCompany>>;
let agent: Awaited<ReturnType<typeof createAgent>>;
let product: Awaited<ReturnType<typeof createProduct>>;
const SKU = `RPL-${randomBytes(3).toString('hex').toUpperCase()}`;
const FIRST_PRICE = 10_000;

async function newCompany() {
  const people = await createCompanyWithPeople(database);
  const delivery = await createDeliveryAddress(database, people.company.id);
  return { ...people, delivery };
}

/** The standby has replayed everything the primary has written so far. */
async function standbyCaughtUp() {
  const { rows } = await database.query('select pg_current_wal_lsn()::text as lsn');
  await until(
    'the standby to replay the primary',
    async () =>
      (await standbyPool.query('select pg_last_wal_replay_lsn() >= $1::pg_lsn as done', [rows[0]!.lsn])).rows[0]!.done,
    15_000,
  );
}

async function pauseReplay() {
  await standbyPool.query('select pg_wal_replay_pause()');
  await until(
    'replay to pause',
    async () =>
      (await standbyPool.query("select pg_get_wal_replay_pause_state() = 'paused' as paused")).rows[0]!.paused,
    10_000,
  );
}

async function resumeReplay() {
  await standbyPool.query('select pg_wal_replay_resume()');
}

/** What a node's /ready says of its replica (`in-use`: catalog reads go to it). */
async function replicaState(node: ApiProcess): Promise<string> {
  const res = await fetch(`${node.url}/ready`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { readReplica: string }).readReplica;
}

const untilState = (node: ApiProcess, state: string, timeoutMs = 15_000) =>
  until(`${node.name}'s replica to be ${state}`, async () => (await replicaState(node)) === state, timeoutMs);

/** The product page as the company's buyer (or `as`) sees it on a node: its name and the buyer's price. */
async function productPage(node: ApiProcess, as = { customerId: company.company.id, token: company.buyer.token }) {
  const res = await call(node.url, 'GET', `/api/catalog/products/${product.id}?customerId=${as.customerId}`, as.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const variants = res.body.variants as { sku: string; price: { unitPrice: number } | null }[];
  return { name: res.body.name as string, price: variants.find((v) => v.sku === SKU)?.price?.unitPrice };
}

/** Changes the product's name and its price on the primary by hand: no API node hears of it. */
async function changeBehindTheApi(values: { name?: string; price?: number }) {
  if (values.name) {
    await database.query('update products set name = $2::jsonb where id = $1', [
      product.id,
      JSON.stringify({ nb: values.name, en: values.name }),
    ]);
  }
  if (values.price) await database.query('update prices set unit_price = $2 where sku = $1', [SKU, values.price]);
}

/** Renames the product through the back office on a node (a catalog change every node hears of). */
async function renameThroughApi(node: ApiProcess, name: string) {
  const current = await call(node.url, 'GET', `/api/backoffice/products/${product.id}`, agent.token);
  expect(current.status).toBe(200);
  // What the GET answers is what the PUT takes, but for the ids and dates (dropped) and an EAN left out when none.
  const variants = (current.body.variants as Record<string, unknown>[]).map(({ gtin, ...variant }) =>
    gtin ? { ...variant, gtin } : variant,
  );
  const res = await call(node.url, 'PUT', `/api/backoffice/products/${product.id}`, agent.token, {
    ...current.body,
    name: { nb: name, en: name },
    variants,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

describe.skipIf(!hasBinaries)(`catalog reads on a streaming replica (DATABASE_READ_URL)${why}`, () => {
  beforeAll(async () => {
    const building = buildApi();
    primary = await startPrivatePostgres();
    standby = await startStandby(primary);
    standbyPool = new pg.Pool({ connectionString: standby.url, max: 2 });
    standbyPool.on('error', () => {});
    database = await openDatabase({ url: primary.url, poolSize: 4 });
    await database.migrate();
    await seedReference(database.db);
    const category = await createCategory(database);
    product = await createProduct(database, {
      category,
      name: 'Replikaprodukt',
      variants: [{ sku: SKU, stock: 1_000 }],
    });
    await createPriceList(database, { prices: [{ sku: SKU, unitPrice: FIRST_PRICE }] });
    company = await newCompany();
    agent = await createAgent(database, 'catalog_manager');
    build = await building;
    const node = (name: string, maxLagMs: number) =>
      startApi(build.entry, {
        name,
        databaseUrl: primary.url,
        readDatabaseUrl: standby.url,
        // The test changes rows by hand, behind the API (nothing drops a cache then), and reads prices from product
        // pages to see which server answered: so its nodes keep no per-key caches (a product page's prices are kept
        // 10 s otherwise) and every read goes to a database.
        env: { DATABASE_POOL_SIZE: '4', DATABASE_READ_MAX_LAG_MS: String(maxLagMs), CACHES: 'off' },
      });
    [a, b] = await Promise.all([node('replica-a', 600_000), node('replica-b', 1_000)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    build?.remove();
    await standbyPool?.end();
    await database?.close();
    await standby?.remove();
    await primary?.remove();
  });

  it('catalog reads come from the replica; the cart, createorder and every write from the primary', async () => {
    await standbyCaughtUp();
    await Promise.all([untilState(a, 'in-use'), untilState(b, 'in-use')]);
    // A's read pool is connected to the standby, under its own name.
    const categories = await call(a.url, 'GET', '/api/catalog/categories', company.buyer.token);
    expect(categories.status).toBe(200);
    const { rows } = await standbyPool.query(
      "select count(*)::int as n from pg_stat_activity where application_name = 'engros-replica-a-read'",
    );
    expect(rows[0]!.n).toBeGreaterThan(0);

    await pauseReplay();
    await changeBehindTheApi({ name: 'Replikaprodukt, nytt navn', price: 12_000 });
    // Only the standby still has the old row: A read it there (A's bound is 10 minutes).
    expect(await productPage(a)).toEqual({ name: 'Replikaprodukt', price: FIRST_PRICE });
    expect(await replicaState(a)).toBe('in-use');

    // The cart prices on the primary; createorder prices and writes there (the standby is read-only and paused).
    await readyCart(a.url, company, [SKU]);
    const cart = await call(a.url, 'GET', `/api/ardis/cart?pid=${company.buyer.contact.id}`, company.buyer.token);
    const lines = cart.body.lines as { sku: string; unitPrice: number }[];
    expect(lines.find((line) => line.sku === SKU)?.unitPrice).toBe(12_000);
    const order = await createOrder(a.url, company, randomBytes(8).toString('hex'));
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    const written = await database.query('select unit_price::int as price from order_lines where order_id = $1', [
      order.body.id,
    ]);
    expect(written.rows.map((row) => row.price)).toEqual([12_000]);
    // Still the standby's old page: nothing told A of the hand-made change.
    expect((await productPage(a)).price).toBe(FIRST_PRICE);
  });

  it('a change through the API is read at once on both nodes, though the replica has not replayed it', async () => {
    // Replay is still paused: A reads the product from the standby.
    expect((await productPage(a)).name).toBe('Replikaprodukt');
    await renameThroughApi(b, 'Replikaprodukt, fra baksiden');
    // B dropped its caches before it answered, and reads the primary until the standby has replayed the change.
    expect((await productPage(b)).name).toBe('Replikaprodukt, fra baksiden');
    // A hears B's invalidation within milliseconds (no TTL has run out) and then reads the primary too.
    await until(
      'node A to show the new name',
      async () => (await productPage(a)).name === 'Replikaprodukt, fra baksiden',
      2_000,
      50,
    );
    expect(await replicaState(a)).toBe('catching-up');
    expect((await productPage(a)).price).toBe(12_000);

    // Replayed: both nodes go back to the standby by themselves.
    await resumeReplay();
    await standbyCaughtUp();
    await Promise.all([untilState(a, 'in-use'), untilState(b, 'in-use')]);
    // Shown to be the standby again the same way as before: pause, change by hand, A still answers the old price.
    await pauseReplay();
    await changeBehindTheApi({ price: 13_000 });
    expect((await productPage(a)).price).toBe(12_000);
  });

  it('a replica lagging more than the bound is not read: B (1 s) reads the primary, A (10 min) the replica', async () => {
    // Replay is still paused and the primary has written since: after a second B counts its standby as behind.
    await untilState(b, 'behind', 10_000);
    expect((await productPage(b)).price).toBe(13_000);
    expect(await replicaState(a)).toBe('in-use');
    expect((await productPage(a)).price).toBe(12_000);
    // Logged at B's next poll (the bound is a matter of time, /ready works it out when asked).
    await until('B to log it', async () => b.lines().some((line) => line.readReplica === 'behind'), 5_000);

    await resumeReplay();
    await standbyCaughtUp();
    await Promise.all([untilState(a, 'in-use'), untilState(b, 'in-use')]);
    expect((await productPage(a)).price).toBe(13_000);
  });

  it('a company registered on one node is priced on the other at once, though the replica has not replayed it', async () => {
    const contact = await createContact(database);
    const token = (await signIn(database, contact)).accessToken;
    await pauseReplay();
    const registered = await call(b.url, 'POST', '/api/customer/initcompany', token, {
      name: 'Replika Kafé AS',
      orgNumber: norwegianOrgNumber(),
      market: 'NO',
      invoiceAddress: osloAddress,
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    // The new membership's notification reaches A within milliseconds: from then on A reads the company's prices from
    // the primary (the standby does not know the company: read there, the page would answer 404).
    await untilState(a, 'catching-up', 2_000);
    const customerId = registered.body.customerId as string;
    expect((await productPage(a, { customerId, token })).price).toBe(13_000);

    await resumeReplay();
    await standbyCaughtUp();
    await Promise.all([untilState(a, 'in-use'), untilState(b, 'in-use')]);
  });

  it('a replica that is down is not waited for: reads go to the primary, /ready stays 200; back up, it is used', async () => {
    await standby.stop('fast');
    // The first statement on a lost connection fails over to the primary within the same request.
    expect(await productPage(a)).toEqual({ name: 'Replikaprodukt, fra baksiden', price: 13_000 });
    expect((await call(a.url, 'GET', '/api/catalog/search?q=Replikaprodukt', company.buyer.token)).status).toBe(200);
    await untilState(a, 'down', 5_000);
    expect((await productPage(b)).price).toBe(13_000);
    await changeBehindTheApi({ price: 14_000 });
    expect((await productPage(a)).price).toBe(14_000);

    await standby.start();
    await standbyCaughtUp();
    await Promise.all([untilState(a, 'in-use'), untilState(b, 'in-use')]);
    expect((await productPage(a)).price).toBe(14_000);
    expect(a.lines().some((line) => line.readReplica === 'down')).toBe(true);
  });
});
