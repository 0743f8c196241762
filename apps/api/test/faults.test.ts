// Faults against real processes (issue 8, docs/faults.md): the API runs as `npm start` runs it (bundled, plain node)
// on a PostgreSQL test database and is killed with SIGKILL in the middle of work; the Nets stand-in is slow, fails
// and delivers webhooks twice and out of order; the network to it is cut by a proxy; the API's database
// connections are terminated (a real PostgreSQL restart, on a server of its own, is test/pg-restart.test.ts).
// Afterwards every order is whole or absent, nothing is charged or ordered twice, and the API recovers by itself.
// PGlite cannot be opened by two processes: the file skips there (CI sets DATABASE_URL).
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type NetsStandIn, startNets } from '../../../sandbox/src/nets';
import type { Database } from '../src/db';
import { parseEnv } from '../src/env';
import { requestPaymentAction } from '../src/modules/payment/actions';
import { sendPaymentActionsJob } from '../src/modules/payment/jobs';
import { runDueSubscriptions } from '../src/modules/subscription/job';
import {
  createCategory,
  createCompanyWithPeople,
  createDeliveryAddress,
  createPriceList,
  createProduct,
  dueSubscriptionDate,
  SUBSCRIPTION_RUN_TIMEOUT_MS,
} from './factories';
import { createTestDatabase, TEST_SECRET } from './helper';
import {
  type Answer,
  type ApiProcess,
  buildApi,
  call,
  createOrder,
  databaseUrlOf,
  expectWholeOrAbsent as expectWholeOrAbsentIn,
  freePort,
  NEEDS_POSTGRES,
  ordersOf as ordersOfCompanies,
  readyCart as readyCartWith,
  type Send,
  sleep,
  startApi,
  subscribeToCart,
  type TcpProxy,
  tcpProxy,
  until,
} from './processes';

const hasPostgres = Boolean(process.env.DATABASE_URL);
// Without PostgreSQL the suite is skipped, and its title says why.
const why = hasPostgres ? '' : ` — skipped: ${NEEDS_POSTGRES}`;

const NETS_KEY = 'faults-nets-secret-key-01';
const HOOK_AUTH = 'faultsWebhookAuth2026';
const SKUS = ['FLT-A', 'FLT-B', 'FLT-C'];

let database: Database;
let url: string;
let admin: pg.Client;
let build: Awaited<ReturnType<typeof buildApi>>;
let nets: NetsStandIn;
let netsLine: TcpProxy;
let main: ApiProcess;
const started: ApiProcess[] = [];

type Company = Awaited<ReturnType<typeof newCompany>>;
async function newCompany(values: { creditLimit?: number } = {}) {
  const people = await createCompanyWithPeople(database, values);
  const delivery = await createDeliveryAddress(database, people.company.id);
  return { ...people, delivery };
}

const readyCart = (base: string, c: Company) => readyCartWith(base, c, SKUS);
const ordersOf = (companyIds: string[]) => ordersOfCompanies(database, companyIds);
const expectWholeOrAbsent = (companies: Company[]) =>
  expectWholeOrAbsentIn(
    database,
    companies.map((c) => c.company.id),
    SKUS.length,
  );

describe.skipIf(!hasPostgres)(`faults in real processes (PostgreSQL)${why}`, () => {
  beforeAll(async () => {
    database = await createTestDatabase();
    url = databaseUrlOf(database)!;
    admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    build = await buildApi();
    nets = await startNets({ port: 0, secretKey: NETS_KEY });
    netsLine = await tcpProxy([{ port: Number(new URL(nets.url).port) }]);
    const category = await createCategory(database);
    for (const sku of SKUS) await createProduct(database, { category, variants: [{ sku, stock: 1_000_000 }] });
    await createPriceList(database, {
      prices: SKUS.map((sku, i) => ({ sku, unitPrice: 1_000 * (i + 1) + 37 })),
    });
    const port = await freePort();
    main = await startApi(build.entry, {
      name: 'faults-main',
      databaseUrl: url,
      port,
      env: {
        NETS_API_URL: netsLine.url,
        NETS_SECRET_KEY: NETS_KEY,
        NETS_WEBHOOK_AUTHORIZATION: HOOK_AUTH,
        NETS_TIMEOUT_MS: '1500',
        API_PUBLIC_URL: `http://127.0.0.1:${port}`,
        WEB_ORIGIN: 'http://shop.test',
      },
    });
    started.push(main);
  });
  afterAll(async () => {
    await Promise.all(started.map((p) => p.stop()));
    await netsLine?.close();
    await nets?.stop();
    await admin?.end();
    build?.remove();
    await database?.close();
  });

  it('card payments with a slow, failing Nets that sends webhooks twice and out of order: one order and one charge each', async () => {
    Object.assign(nets.faults, {
      latencyMs: 150,
      failNext: { count: 3, status: 502 },
      duplicateWebhooks: true,
      webhookDelayMs: { 'payment.reservation.created.v2': 250 },
    });
    const buyers = await Promise.all(Array.from({ length: 6 }, () => newCompany({ creditLimit: 0 })));
    for (const c of buyers) await readyCart(main.url, c);
    const failures: Answer[] = [];
    const paid = await Promise.all(
      buyers.map(async (c) => {
        const path = `/carts/${c.buyer.contact.id}/payment-providers/nets`;
        let created: Answer;
        for (let attempt = 0; ; attempt++) {
          created = await call(main.url, 'POST', path, c.buyer.token, {});
          if (created.status !== 502 || attempt === 3) break;
          failures.push(created);
        }
        expect(created.status, JSON.stringify(created.body)).toBe(200);
        const tx = created.body as { transactionId: string; paymentId: string; hostedPaymentPageUrl: string };
        const page = await (await fetch(tx.hostedPaymentPageUrl)).text();
        const action = /<form method="post" action="([^"]+)"/.exec(page)![1]!;
        const back = await fetch(new URL(action, tx.hostedPaymentPageUrl), {
          method: 'POST',
          body: new URLSearchParams({ cardNumber: '4925000000000004', expiry: '12/39', cvc: '123' }),
          redirect: 'manual',
        });
        expect(back.status).toBe(303);
        // The browser comes back twice (a double click on the return page): still one order.
        const orders = await Promise.all([
          call(main.url, 'POST', `${path}/${tx.transactionId}/create-order`, c.buyer.token, {}),
          call(main.url, 'POST', `${path}/${tx.transactionId}/create-order`, c.buyer.token, {}),
        ]);
        for (const o of orders) expect(o.status, JSON.stringify(o.body)).toBe(200);
        expect(orders[0]!.body.orderId).toBe(orders[1]!.body.orderId);
        return { c, tx, orderId: orders[0]!.body.orderId as string };
      }),
    );
    // Nets failed three calls: each answered 502 problem+json and stored nothing; the retry went through.
    expect(failures).toHaveLength(3);
    for (const f of failures) {
      expect(f.type).toContain('application/problem+json');
      expect(f.body.code).toBe('payment_provider_error');
    }
    await nets.settled();
    const orders = await ordersOf(buyers.map((c) => c.company.id));
    expect(orders).toHaveLength(buyers.length);
    const { rows: events } = await database.query(
      `select payment_id, count(*)::int as n from payment_events where payment_id = any($1) group by payment_id`,
      [paid.map((p) => p.tx.paymentId)],
    );
    // created, reservation, checkout completed: each delivered twice by Nets, each counted once here
    expect(events.map((e) => e.n)).toEqual(paid.map(() => 3));

    // Charges: queued twice each, sent by two workers at once while Nets hangs once, fails twice and is slow.
    for (const p of paid) {
      await database.db.transaction((t) => requestPaymentAction(t, { orderId: p.orderId, action: 'charge' }));
      await database.db.transaction((t) => requestPaymentAction(t, { orderId: p.orderId, action: 'charge' }));
    }
    Object.assign(nets.faults, { hangNext: 1, failNext: { count: 2, status: 500 } });
    const env = parseEnv({
      NODE_ENV: 'test',
      SHOP_SECRET: TEST_SECRET,
      NETS_API_URL: nets.url,
      NETS_SECRET_KEY: NETS_KEY,
      NETS_TIMEOUT_MS: '1500',
    });
    const silent = { info: () => {}, warn: () => {}, error: () => {} } as never;
    for (let round = 0; round < 6; round++) {
      const at = new Date(Date.now() + round * 30 * 60_000); // past each retry's backoff
      await Promise.all([0, 1].map(() => sendPaymentActionsJob.run({ database, env, log: silent, now: () => at })));
    }
    for (const p of paid) {
      const res = await fetch(`${nets.url}/v1/payments/${p.tx.paymentId}`, { headers: { authorization: NETS_KEY } });
      const payment = ((await res.json()) as { payment: { summary: Record<string, number>; charges?: unknown[] } })
        .payment;
      const order = orders.find((o) => o.company_id === p.c.company.id)!;
      expect(payment.summary.reservedAmount).toBeGreaterThan(0);
      expect(payment.summary.chargedAmount).toBe(payment.summary.reservedAmount);
      expect(payment.charges ?? []).toHaveLength(1);
      expect(order.lines).toBe(SKUS.length);
    }
  }, 60_000);

  it('the network to Nets cut: a clean 502/504 problem, nothing stored, and it works again once restored', async () => {
    for (const key of Object.keys(nets.faults)) delete nets.faults[key as keyof typeof nets.faults];
    const c = await newCompany({ creditLimit: 0 });
    await readyCart(main.url, c);
    const path = `/carts/${c.buyer.contact.id}/payment-providers/nets`;
    netsLine.cut();
    const cut = await call(main.url, 'POST', path, c.buyer.token, {});
    expect([502, 503, 504]).toContain(cut.status);
    expect(cut.type).toContain('application/problem+json');
    expect(cut.body.code).toMatch(/^payment_provider_/);
    const { rows } = await database.query('select count(*)::int as n from payment_transactions where contact_id = $1', [
      c.buyer.contact.id,
    ]);
    expect(rows[0]!.n).toBe(0);
    expect((await fetch(`${main.url}/ready`)).status).toBe(200); // a stand-in down is not the API down
    netsLine.restore();
    const again = await call(main.url, 'POST', path, c.buyer.token, {});
    expect(again.status, JSON.stringify(again.body)).toBe(200);
  }, 30_000);

  it('SIGKILL with createorder calls in flight: each order whole or absent, and the retry with the key gives one', async () => {
    const victim = await startApi(build.entry, { name: 'faults-killed', databaseUrl: url });
    started.push(victim);
    const buyers = await Promise.all(Array.from({ length: 24 }, () => newCompany()));
    for (const c of buyers) await readyCart(main.url, c);
    const keys = new Map(buyers.map((c) => [c.company.id, randomUUID()]));
    const ids = buyers.map((c) => c.company.id);
    const inFlight = buyers.map((c) =>
      createOrder(victim.url, c, keys.get(c.company.id)!).catch((error: Error) => ({ error: error.message })),
    );
    // Kill as soon as the first order is committed: the others are somewhere between parsing and commit.
    await until('a first order', async () => (await ordersOf(ids)).length > 0, 10_000, 5);
    await victim.kill();
    const answers = await Promise.all(inFlight);
    const placedBefore = answers.filter((a) => 'status' in a && a.status === 200) as Answer[];
    const cutOff = answers.filter((a) => 'error' in a);
    expect(cutOff.length, 'some calls were cut by the kill').toBeGreaterThan(0);
    const before = await expectWholeOrAbsent(buyers);
    expect(before.length).toBeLessThan(buyers.length);

    // The clients retry with the same key, on another node.
    const retried = await Promise.all(buyers.map((c) => createOrder(main.url, c, keys.get(c.company.id)!)));
    for (const r of retried) expect(r.status, JSON.stringify(r.body)).toBe(200);
    for (const first of placedBefore) expect(retried.map((r) => r.body.id)).toContain(first.body.id);
    const after = await expectWholeOrAbsent(buyers);
    expect(after).toHaveLength(buyers.length);
    expect(new Set(retried.map((r) => r.body.id)).size).toBe(buyers.length);
  }, 60_000);

  it(
    'SIGKILL during a subscription run: no period ordered twice, no half order, and the next run finishes the rest',
    async () => {
      const place = { market: 'NO', zipCode: '0150' };
      // A delivery date whose period the run orders now (its window open, its cut-off minutes away).
      const firstDeliveryDate = await dueSubscriptionDate(place);
      const buyers = await Promise.all(Array.from({ length: 40 }, () => newCompany()));
      const subscriptionIds: string[] = [];
      const send: Send = (method, path, token, body) => call(main.url, method, path, token, body);
      for (const c of buyers) {
        subscriptionIds.push(await subscribeToCart(send, c, { skus: SKUS, quantity: 2, firstDeliveryDate }));
      }
      const subscriptionOrders = async () =>
        (
          await database.query(
            `select o.id, o.subscription_id, o.net::bigint as net, count(l.id)::int as lines,
                  coalesce(sum(l.line_total), 0)::bigint as line_sum
             from orders o left join order_lines l on l.order_id = o.id
            where o.subscription_id = any($1::uuid[]) group by o.id`,
            [subscriptionIds],
          )
        ).rows as { id: string; subscription_id: string; net: string; lines: number; line_sum: string }[];
      const expectWhole = async () => {
        const rows = await subscriptionOrders();
        expect(new Set(rows.map((r) => r.subscription_id)).size).toBe(rows.length); // one per subscription and period
        for (const r of rows) {
          expect(r.lines).toBe(SKUS.length);
          expect(Number(r.line_sum)).toBe(Number(r.net));
        }
        return rows;
      };

      // The run is queued as the cron pass queues it; a worker in the victim process takes it.
      const victim = await startApi(build.entry, {
        name: 'faults-jobs',
        databaseUrl: url,
        env: { JOBS_ENABLED: 'true' },
      });
      started.push(victim);
      const boss = new PgBoss({ connectionString: url, schema: 'pgboss', supervise: false, schedule: false, max: 1 });
      boss.on('error', () => {});
      await boss.start();
      try {
        await until('the queue', async () => Boolean(await boss.getQueue('run-due-subscriptions')), 10_000, 100);
        expect(await boss.send('run-due-subscriptions', {})).toBeTruthy();
        await until('the first subscription order', async () => (await subscriptionOrders()).length > 0, 20_000, 5);
        await victim.kill();
      } finally {
        await boss.stop({ graceful: false });
      }
      const placedBefore = (await expectWhole()).length;
      expect(placedBefore, 'killed in the middle of the run').toBeLessThan(buyers.length);

      // pg-boss retries the killed run once it expires (15 minutes); the retry is this same function.
      const summary = await runDueSubscriptions(database.db, { now: new Date() });
      expect(summary).toMatchObject({ ordered: buyers.length - placedBefore, failed: 0 });
      expect(await expectWhole()).toHaveLength(buyers.length);
      expect(await runDueSubscriptions(database.db, { now: new Date() })).toMatchObject({ ordered: 0, failed: 0 });
    },
    SUBSCRIPTION_RUN_TIMEOUT_MS,
  );

  it('PostgreSQL connections lost: /ready says not ready while the database is unreachable, and the API reconnects by itself', async () => {
    const dbName = new URL(url).pathname.slice(1);
    const terminate = () =>
      admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name = 'engros-faults-main'`,
        [dbName],
      );
    const c = await newCompany();
    const catalog = () => call(main.url, 'GET', `/api/ardis/cart?pid=${c.buyer.contact.id}`, c.buyer.token);
    expect((await catalog()).status).toBe(200);

    // Unreachable: new connections refused and the open ones terminated.
    await admin.query(`alter database ${dbName} with allow_connections false`);
    try {
      await terminate();
      const ready = await fetch(`${main.url}/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ status: 'unavailable', reason: 'database unreachable' });
      const refused = await catalog();
      expect(refused.status).toBe(503);
      expect(refused.type).toContain('application/problem+json');
      expect(refused.body.code).toBe('service_unavailable');
    } finally {
      await admin.query(`alter database ${dbName} with allow_connections true`);
    }
    await until('ready again', async () => (await fetch(`${main.url}/ready`)).status === 200, 5_000);
    expect((await catalog()).status).toBe(200);

    // Connections terminated while checkouts are in flight: whole or absent; the retry with the key gives one.
    const buyers = await Promise.all(Array.from({ length: 12 }, () => newCompany()));
    for (const b of buyers) await readyCart(main.url, b);
    const keys = buyers.map(() => randomUUID());
    const inFlight = Promise.all(buyers.map((b, i) => createOrder(main.url, b, keys[i]!)));
    for (let i = 0; i < 4; i++) {
      await sleep(15);
      await terminate();
    }
    const answers = await inFlight;
    for (const a of answers) {
      expect([200, 409, 503], JSON.stringify(a.body)).toContain(a.status);
      expect(a.status === 200 || String(a.type).includes('application/problem+json')).toBe(true);
    }
    await expectWholeOrAbsent(buyers);
    const retried = await Promise.all(buyers.map((b, i) => createOrder(main.url, b, keys[i]!)));
    for (const [i, r] of retried.entries()) {
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      if (answers[i]!.status === 200) expect(r.body.id).toBe(answers[i]!.body.id);
    }
    expect(await expectWholeOrAbsent(buyers)).toHaveLength(buyers.length);
  }, 60_000);
});
