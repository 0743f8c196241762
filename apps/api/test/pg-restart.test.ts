// The PostgreSQL server restarted in the middle of checkouts (issue 8, docs/faults.md). faults.test.ts can only make
// the database unreachable (the shared server on 127.0.0.1:5432 serves other test files at the same time); here the
// test starts a PostgreSQL server of its own, an API process on it as production runs it (bundled, plain node, jobs
// on), and really restarts the server while checkouts are in flight: `pg_ctl restart -m fast`, then a crash-like
// `pg_ctl stop -m immediate` and a start. The API answers 503 problem+json meanwhile (never 500, never dies), /ready
// says 503 while the server is down and 200 again by itself, every order is whole or absent, the retries with the
// same keys give one order per buyer, and the job runner and the chat LISTEN connection work again afterwards.
// PGlite has no server to restart: the file skips there, as the other process tests do (CI sets DATABASE_URL).
import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db';
import { openSse } from '../src/modules/ticket/test-kit';
import { seedReference } from '../src/seed/reference';
import {
  createAgent,
  createCategory,
  createCompanyWithPeople,
  createDeliveryAddress,
  createPriceList,
  createProduct,
} from './factories';
import { bearer } from './helper';
import {
  type Answer,
  type ApiProcess,
  buildApi,
  call,
  createOrder,
  expectWholeOrAbsent,
  ordersOf,
  type PrivatePostgres,
  readyCart,
  sleep,
  startApi,
  startPrivatePostgres,
  until,
} from './processes';

const hasPostgres = Boolean(process.env.DATABASE_URL);
// Without PostgreSQL the suite is skipped, and its title says why.
const why = hasPostgres ? '' : ' — skipped: needs PostgreSQL (DATABASE_URL): PGlite has no server to restart';

const SKUS = ['RST-A', 'RST-B', 'RST-C'];
// Enough buyers that the last are still in flight when the fault lands (a checkout takes a few milliseconds; the API has
// ten connections), also on a loaded machine.
const BUYERS = 40;

let server: PrivatePostgres;
let database: Database;
let build: Awaited<ReturnType<typeof buildApi>>;
let api: ApiProcess;

async function newCompany() {
  const people = await createCompanyWithPeople(database);
  const delivery = await createDeliveryAddress(database, people.company.id);
  return { ...people, delivery };
}

const ready = async () => {
  const res = await fetch(`${api.url}/ready`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

/** Checkouts in flight; once the first order is committed, `fault` breaks the server. Answers the calls' answers. */
async function checkoutsThrough(fault: () => Promise<void>) {
  const buyers = await Promise.all(Array.from({ length: BUYERS }, () => newCompany()));
  for (const b of buyers) await readyCart(api.url, b, SKUS);
  const keys = buyers.map(() => randomUUID());
  const ids = buyers.map((b) => b.company.id);
  // A call that fails to get an answer (the API died or cut the connection) fails the test here.
  const inFlight = Promise.all(buyers.map((b, i) => createOrder(api.url, b, keys[i]!)));
  await until('a first order', async () => (await ordersOf(database, ids)).length > 0, 10_000, 5);
  await fault();
  return { buyers, keys, ids, inFlight };
}

/** Every answer 200, or a problem the client retries (503, or 409 for a conflict); never a 500. */
function expectCleanAnswers(answers: Answer[]) {
  for (const a of answers) {
    expect([200, 409, 503], JSON.stringify(a.body)).toContain(a.status);
    if (a.status !== 200) expect(a.type).toContain('application/problem+json');
  }
}

/** Whole or absent; then every buyer retries with the same key: one order each, the same one a 200 answered. */
async function expectOneOrderEach(run: Awaited<ReturnType<typeof checkoutsThrough>>, answers: Answer[]) {
  await expectWholeOrAbsent(database, run.ids, SKUS.length);
  const retried = await Promise.all(run.buyers.map((b, i) => createOrder(api.url, b, run.keys[i]!)));
  for (const [i, r] of retried.entries()) {
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    if (answers[i]!.status === 200) expect(r.body.id).toBe(answers[i]!.body.id);
  }
  expect(await expectWholeOrAbsent(database, run.ids, SKUS.length)).toHaveLength(BUYERS);
  expect(new Set(retried.map((r) => r.body.id)).size).toBe(BUYERS);
}

/** The API process is alive and nothing was logged as unhandled or fatal. */
function expectApiUnharmed() {
  expect(api.child.exitCode, 'the API process exited').toBeNull();
  expect(api.child.signalCode).toBeNull();
  const bad = api
    .lines()
    .filter((l) => l.msg === 'unhandled error' || l.msg === 'shutting down after an error' || Number(l.level) >= 60);
  expect(bad, JSON.stringify(bad.slice(0, 3))).toEqual([]);
}

describe.skipIf(!hasPostgres)(`PostgreSQL server restarted in the middle of checkouts (a private server)${why}`, () => {
  beforeAll(async () => {
    server = await startPrivatePostgres(); // throws with the reason when the server binaries are missing
    build = await buildApi();
    // Migrated and seeded as the run's template is (test/global-setup.ts), on the private server.
    database = await openDatabase({ url: server.url, poolSize: 5 });
    await database.migrate();
    await seedReference(database.db);
    const category = await createCategory(database);
    for (const sku of SKUS) await createProduct(database, { category, variants: [{ sku, stock: 1_000_000 }] });
    await createPriceList(database, { prices: SKUS.map((sku, i) => ({ sku, unitPrice: 1_000 * (i + 1) + 37 })) });
    api = await startApi(build.entry, { name: 'pg-restart', databaseUrl: server.url, env: { JOBS_ENABLED: 'true' } });
  });
  afterAll(async () => {
    await api?.stop();
    await database?.close();
    await server?.remove();
    build?.remove();
  });

  it('pg_ctl restart -m fast with checkouts in flight: 200 or 503 problem, ready again by itself, one order per buyer', async () => {
    const seen: number[] = [];
    let isRestarting = true;
    const run = await checkoutsThrough(async () => {
      const watch = (async () => {
        while (isRestarting) {
          seen.push((await ready()).status);
          await sleep(20);
        }
      })();
      await server.restart('fast');
      isRestarting = false;
      await watch;
    });
    const answers = await run.inFlight;
    expectCleanAnswers(answers);
    expect(answers.filter((a) => a.status === 503).length, 'the restart hit calls in flight').toBeGreaterThan(0);
    // /ready answered all along (the process never went away), 503 while the server was down.
    expect(
      seen.every((status) => status === 200 || status === 503),
      seen.join(' '),
    ).toBe(true);
    expect(seen, 'a /ready while the server was down').toContain(503);
    await until('ready again', async () => (await ready()).status === 200, 5_000);
    await expectOneOrderEach(run, answers);
    expectApiUnharmed();
  }, 60_000);

  it('a crash-like stop (-m immediate) with checkouts in flight: 503 while down, ready again by itself once started, one order per buyer', async () => {
    const run = await checkoutsThrough(() => server.stop('immediate'));
    const answers = await run.inFlight;
    expectCleanAnswers(answers);
    expect(answers.filter((a) => a.status === 503).length, 'the stop hit calls in flight').toBeGreaterThan(0);

    // Down: the process is alive (/health), not ready, and every database call is a 503 problem to retry.
    expect((await fetch(`${api.url}/health`)).status).toBe(200);
    expect(await ready()).toMatchObject({
      status: 503,
      body: { status: 'unavailable', reason: 'database unreachable' },
    });
    const [first] = run.buyers;
    const cart = await call(api.url, 'GET', `/api/ardis/cart?pid=${first!.buyer.contact.id}`, first!.buyer.token);
    expect(cart.status).toBe(503);
    expect(cart.type).toContain('application/problem+json');
    expect(cart.body.code).toBe('service_unavailable');
    const retryWhileDown = await createOrder(api.url, first!, run.keys[0]!);
    expect(retryWhileDown.status).toBe(503);
    expect(retryWhileDown.body.code).toBe('service_unavailable');

    // Up again (crash recovery first): ready by itself, without restarting the API.
    await server.start();
    const upAt = performance.now();
    await until('ready again', async () => (await ready()).status === 200, 5_000, 20);
    expect(performance.now() - upAt).toBeLessThan(5_000);
    await expectOneOrderEach(run, answers);
    expectApiUnharmed();
  }, 60_000);

  it('after the restarts: the job runner runs a queued job, the chat LISTEN connection delivers again, and the API stops cleanly', async () => {
    // A chat message goes to the open streams through NOTIFY/LISTEN, the API's one LISTEN connection outside the pool.
    const c = await newCompany();
    const agent = await createAgent(database);
    const chat = await call(api.url, 'POST', '/api/ticket/chat/start', c.buyer.token, {
      customerId: c.company.id,
      message: 'Hei',
    });
    expect(chat.status, JSON.stringify(chat.body)).toBeLessThan(300);
    const chatId = chat.body.id as string;
    const stream = await openSse(`${api.url}/api/ticket/chat/${chatId}/events`, bearer(agent.token));
    expect(stream.status).toBe(200);
    try {
      await stream.waitForEvents(1, 5_000);
      const posted = await call(api.url, 'POST', '/api/ticket/chat/add-customer-message', c.buyer.token, {
        chatId,
        body: 'etter omstart',
      });
      expect(posted.status, JSON.stringify(posted.body)).toBeLessThan(300);
      const events = await stream.waitForEvents(2, 5_000);
      expect((JSON.parse(events[1]!.data) as { body: string }).body).toBe('etter omstart');
    } finally {
      stream.close();
    }

    // pg-boss (its own pool in the API process) takes a job queued now: its worker polls every 10 s.
    const boss = new PgBoss({
      connectionString: server.url,
      schema: 'pgboss',
      supervise: false,
      schedule: false,
      max: 1,
    });
    boss.on('error', () => {});
    await boss.start();
    try {
      const id = await boss.send('purge-refresh-tokens', {});
      expect(id).toBeTruthy();
      await until(
        'the job completed by the API',
        async () => (await boss.getJobById('purge-refresh-tokens', id!))?.state === 'completed',
        25_000,
        200,
      );
    } finally {
      await boss.stop({ graceful: false });
    }
    expectApiUnharmed();

    // And it shuts down cleanly, within the grace: every pool client came back (a client lost by the pool for good
    // made the close wait until close-with-grace killed the process, exit 1).
    const stopping = performance.now();
    await api.stop();
    expect(await api.exited).toBe(0);
    expect(performance.now() - stopping).toBeLessThan(8_000);
  }, 60_000);
});
