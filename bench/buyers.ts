/**
 * Load (issue 8, part 4; docs/faults.md "Load"): BENCH_BUYERS (200) simulated buyers for BENCH_BUYERS_DURATION
 * seconds (BENCH_DURATION when set, else 60) against the API on PostgreSQL. Each buyer loops: browse a category
 * page, search, add two or three lines, set the delivery, and check out: on invoice with an Idempotency-Key, or
 * (every fourth checkout) by card through the Nets stand-in (create the payment, pay on the hosted page, come back,
 * make the order). Afterwards the database is checked: every order the buyers were answered exists once, nothing
 * else was ordered, every order is whole, each card payment has one order and Nets reserved exactly its total,
 * nothing charged twice. Reports throughput, p50/p99 per request and per checkout, errors and the check.
 *
 * Scenario `buyers-200` of `npm run bench`: it runs only when asked (BENCH_ONLY=buyers-200, or BENCH_LOAD=1 with
 * the rest), after the other scenarios, on an API process of its own (pointed at a Nets stand-in) on the same
 * benchmark database. Its company "Load Buyers AS" and 200 buyers are made once and kept.
 */
import { randomUUID } from 'node:crypto';
import { type Database, openDatabase } from '../apps/api/src/db';
import { addresses, companies, companyContacts, contacts } from '../apps/api/src/db/schema';
import { issueSession } from '../apps/api/src/modules/auth/service';
import { accessTokenKey } from '../apps/api/src/modules/auth/tokens';
import { nextDeliveryDates } from '../apps/api/src/modules/delivery/calendar';
import { startNets } from '../sandbox/src/nets';
import { type ApiProcess, startApi } from './lib/api';
import type { Entry } from './lib/report';

export const BUYERS_SCENARIO = 'buyers-200';
const COMPANY = 'Load Buyers AS';
const NETS_KEY = 'bench-nets-secret-key-load';

export type BuyersSettings = { buyers: number; durationSeconds: number; cardShare: number };
export function buyersSettings(): BuyersSettings {
  return {
    buyers: Number(process.env.BENCH_BUYERS ?? 200),
    durationSeconds: Number(process.env.BENCH_BUYERS_DURATION ?? process.env.BENCH_DURATION ?? 60),
    cardShare: 0.25,
  };
}

export type BuyersResult = BuyersSettings & {
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  checkouts: number;
  checkoutsPerSecond: number;
  cardCheckouts: number;
  p50: number;
  p99: number;
  checkoutP50: number;
  checkoutP99: number;
  errors: number;
  /** Up to 10 error descriptions. */
  errorSamples: string[];
  /** Orders answered to a buyer but missing, orders in the database no buyer was answered, orders answered twice. */
  lost: number;
  unexpected: number;
  duplicated: number;
  /** Orders without lines or whose net is not the sum of their lines. */
  broken: number;
  /** Card payments whose Nets reservation differs from their order's total, or that made more than one order. */
  chargeProblems: number;
};

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

type Buyer = { contactId: string; token: string };

/** The load company with `count` buyers (made once, kept), a delivery address, and fresh tokens for `secret`. */
async function prepareBuyers(database: Database, count: number, secret: string) {
  const db = database.db;
  let company = (await database.query('select id from companies where name = $1', [COMPANY])).rows[0]?.id as
    | string
    | undefined;
  if (!company) {
    const [row] = await db
      .insert(companies)
      .values({
        name: COMPANY,
        orgNumber: '999000111',
        market: 'NO',
        markets: ['NO'],
        currency: 'NOK',
        creditLimit: 1_000_000_000_000,
      })
      .returning();
    company = row!.id;
    await db.insert(addresses).values([
      {
        companyId: company,
        type: 'invoice',
        name: COMPANY,
        line1: 'Lastveien 1',
        zipCode: '0155',
        city: 'Oslo',
        country: 'NO',
        isDefault: true,
      },
      {
        companyId: company,
        type: 'delivery',
        name: 'Lager',
        line1: 'Lagerveien 1',
        zipCode: '0150',
        city: 'Oslo',
        country: 'NO',
      },
    ]);
  }
  const delivery = (
    await database.query(`select id from addresses where company_id = $1 and type = 'delivery' limit 1`, [company])
  ).rows[0]!.id as string;
  const existing = await database.query(
    `select c.id from contacts c join company_contacts cc on cc.contact_id = c.id where cc.company_id = $1 order by c.email`,
    [company],
  );
  const ids = existing.rows.map((r) => String(r.id));
  for (let i = ids.length; i < count; i++) {
    const [contact] = await db
      .insert(contacts)
      .values({
        email: `load-buyer-${String(i).padStart(3, '0')}@bench.example`,
        firstName: 'Load',
        lastName: `Buyer ${i}`,
      })
      .returning();
    await db.insert(companyContacts).values({ companyId: company, contactId: contact!.id, role: 'buyer' });
    ids.push(contact!.id);
  }
  // Leftovers of an interrupted run: every buyer starts with an empty cart.
  await database.query(
    `delete from cart_lines where cart_id in (select id from carts where company_id = $1 and status = 'open')`,
    [company],
  );
  const key = accessTokenKey(secret);
  const buyers: Buyer[] = [];
  for (const id of ids.slice(0, count)) {
    const tokens = await issueSession(
      db,
      { key, accessTtlSeconds: 3600, refreshTtlSeconds: 3600 },
      { id, staffRole: null },
    );
    buyers.push({ contactId: id, token: tokens.accessToken });
  }
  // In stock, not prescription-only, priced, and deliverable within three days (the delivery dates below).
  const skus = (
    await database.query(
      `select v.sku from variants v join products p on p.id = v.product_id
        where v.is_active and p.is_active and not p.is_prescription_only and v.stock >= 100 and v.lead_time_days <= 3
          and exists (select 1 from prices pr where pr.sku = v.sku)
        order by md5(v.sku) limit 500`,
    )
  ).rows.map((r) => String(r.sku));
  const categories = (await database.query('select slug from categories order by slug')).rows.map((r) =>
    String(r.slug),
  );
  const terms = (
    await database.query(
      `select distinct lower(split_part(name->>'nb', ' ', 1)) as w from products order by 1 limit 200`,
    )
  ).rows
    .map((r) => String(r.w))
    .filter((w) => w.length >= 3);
  return { companyId: company, deliveryAddressId: delivery, buyers, skus, categories, terms };
}

/** Runs the load against a fresh API process on `databaseUrl`; the API and the Nets stand-in are stopped after. */
export async function runBuyersBench(
  databaseUrl: string,
  settings: BuyersSettings,
  log: (message: string) => void,
): Promise<BuyersResult> {
  const nets = await startNets({ port: 0, secretKey: NETS_KEY });
  let api: ApiProcess | undefined;
  const database = await openDatabase({ url: databaseUrl, poolSize: 4 });
  try {
    api = await startApi(databaseUrl, { NETS_API_URL: nets.url, NETS_SECRET_KEY: NETS_KEY });
    const data = await prepareBuyers(database, settings.buyers, api.secret);
    if (data.skus.length < 10) throw new Error(`only ${data.skus.length} orderable SKUs in the benchmark catalog`);
    log(`${BUYERS_SCENARIO}: ${settings.buyers} buyers for ${settings.durationSeconds} s …`);
    const base = api.baseUrl;
    const latencies: number[] = [];
    const checkoutLatencies: number[] = [];
    const errorSamples: string[] = [];
    let errors = 0;
    const answered: { orderId: string; key: string; card: boolean; paymentId?: string }[] = [];
    const deliveryDates = nextDeliveryDates({
      market: 'NO',
      zipCode: '0150',
      now: new Date(),
      leadTimeDays: 3,
      count: 6,
    });
    const fail = (what: string) => {
      errors++;
      if (errorSamples.length < 10) errorSamples.push(what);
    };
    const call = async (
      buyer: Buyer | null,
      method: string,
      path: string,
      body?: unknown,
      extra: Record<string, string> = {},
    ) => {
      const started = performance.now();
      try {
        const res = await fetch(path.startsWith('http') ? path : `${base}${path}`, {
          method,
          redirect: 'manual',
          headers: {
            ...(buyer ? { authorization: `Bearer ${buyer.token}` } : {}),
            ...(body === undefined
              ? {}
              : {
                  'content-type':
                    body instanceof URLSearchParams ? 'application/x-www-form-urlencoded' : 'application/json',
                }),
            ...extra,
          },
          body:
            body === undefined ? undefined : body instanceof URLSearchParams ? body.toString() : JSON.stringify(body),
        });
        const text = await res.text();
        latencies.push(performance.now() - started);
        if (res.status >= 400) {
          let why = text.slice(0, 160);
          try {
            const problem = JSON.parse(text) as { code?: string; problems?: { code: string }[] };
            why = [problem.code, ...(problem.problems ?? []).map((p) => p.code)].join(' ');
          } catch {
            // not JSON: the start of the text
          }
          fail(`${method} ${path.split('?')[0]!.replace(/[0-9a-f-]{36}/g, '…')} → ${res.status} ${why}`);
          return null;
        }
        return { status: res.status, text, location: res.headers.get('location') };
      } catch (error) {
        fail(`${method} ${path.split('?')[0]} → ${error instanceof Error ? error.message : String(error)}`);
        return null;
      }
    };
    const json = (answer: { text: string } | null) =>
      answer ? (JSON.parse(answer.text) as Record<string, unknown>) : null;

    let checkoutCount = 0;
    const deadline = Date.now() + settings.durationSeconds * 1000;
    const startedAt = performance.now();
    const oneBuyer = async (buyer: Buyer, index: number) => {
      let round = 0;
      while (Date.now() < deadline) {
        round++;
        const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;
        await call(
          buyer,
          'GET',
          `/api/catalog/products?page=${1 + (round % 3)}&pageSize=24&category=${pick(data.categories)}`,
        );
        await call(buyer, 'GET', `/api/catalog/search?q=${encodeURIComponent(pick(data.terms))}`);
        const lines = 2 + (round % 2);
        let ok = true;
        for (let i = 0; i < lines && ok; i++) {
          ok = Boolean(
            await call(buyer, 'POST', '/api/ardis/cart/addorderline', {
              pid: buyer.contactId,
              sku: pick(data.skus),
              quantity: 1 + Math.floor(Math.random() * 3),
            }),
          );
        }
        if (!ok) continue;
        const meta = await call(buyer, 'POST', '/api/ardis/cart/updatemetadata', {
          pid: buyer.contactId,
          deliveryAddressId: data.deliveryAddressId,
          requestedDeliveryDate: deliveryDates[(index + round) % deliveryDates.length]!.date,
        });
        if (!meta) continue;
        const card = (index + round) % Math.round(1 / settings.cardShare) === 0;
        const key = randomUUID();
        const checkoutStarted = performance.now();
        if (card) {
          const payments = `/carts/${buyer.contactId}/payment-providers/nets`;
          const tx = json(await call(buyer, 'POST', payments, {}));
          if (!tx) continue;
          const page = await call(null, 'GET', String(tx.hostedPaymentPageUrl));
          const action = page && /<form method="post" action="([^"]+)"/.exec(page.text)?.[1];
          if (!action) {
            fail('the hosted payment page has no form');
            continue;
          }
          const paid = await call(
            null,
            'POST',
            new URL(action, String(tx.hostedPaymentPageUrl)).toString(),
            new URLSearchParams({ cardNumber: '4925000000000004', expiry: '12/39', cvc: '123' }),
          );
          if (!paid || paid.status !== 303) {
            if (paid) fail(`hosted page answered ${paid.status}`);
            continue;
          }
          const order = json(await call(buyer, 'POST', `${payments}/${tx.transactionId}/create-order`, {}));
          if (!order) continue;
          answered.push({ orderId: String(order.orderId), key, card: true, paymentId: String(tx.paymentId) });
        } else {
          const order = json(
            await call(
              buyer,
              'POST',
              '/api/ardis/cart/createorder',
              { pid: buyer.contactId },
              { 'idempotency-key': key },
            ),
          );
          if (!order) continue;
          answered.push({ orderId: String(order.id), key, card: false });
        }
        checkoutLatencies.push(performance.now() - checkoutStarted);
        checkoutCount++;
      }
    };
    const runStarted = new Date(Date.now() - 1000);
    await Promise.all(data.buyers.map((buyer, index) => oneBuyer(buyer, index)));
    const seconds = (performance.now() - startedAt) / 1000;
    await nets.settled();

    // The check, from the database.
    const { rows } = await database.query(
      `select o.id::text as id, o.net::bigint as net, o.gross::bigint as gross, count(l.id)::int as lines,
              coalesce(sum(l.line_total), 0)::bigint as line_sum
         from orders o left join order_lines l on l.order_id = o.id
        where o.company_id = $1 and o.created_at >= $2 group by o.id`,
      [data.companyId, runStarted],
    );
    const inDb = new Map(rows.map((r) => [String(r.id), r]));
    const answeredIds = answered.map((a) => a.orderId);
    const lost = answeredIds.filter((id) => !inDb.has(id)).length;
    const unexpected = [...inDb.keys()].filter((id) => !answeredIds.includes(id)).length;
    const duplicated = answeredIds.length - new Set(answeredIds).size;
    const broken = rows.filter((r) => r.lines === 0 || Number(r.line_sum) !== Number(r.net)).length;
    let chargeProblems = 0;
    const cards = answered.filter((a) => a.card);
    for (const a of cards) {
      const res = await fetch(`${nets.url}/v1/payments/${a.paymentId}`, { headers: { authorization: NETS_KEY } });
      const payment = ((await res.json()) as { payment: { summary: Record<string, number>; charges?: unknown[] } })
        .payment;
      const order = inDb.get(a.orderId);
      if (!order || payment.summary.reservedAmount !== Number(order.gross) || (payment.charges ?? []).length > 1) {
        chargeProblems++;
      }
    }
    const perPayment = await database.query(
      `select count(*)::int as n from payment_transactions where company_id = $1 and created_at >= $2
         and order_id is not null group by order_id having count(*) > 1`,
      [data.companyId, runStarted],
    );
    chargeProblems += perPayment.rows.length;
    latencies.sort((a, b) => a - b);
    checkoutLatencies.sort((a, b) => a - b);
    return {
      ...settings,
      seconds,
      requests: latencies.length,
      requestsPerSecond: latencies.length / seconds,
      checkouts: checkoutCount,
      checkoutsPerSecond: checkoutCount / seconds,
      cardCheckouts: cards.length,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      checkoutP50: percentile(checkoutLatencies, 50),
      checkoutP99: percentile(checkoutLatencies, 99),
      errors,
      errorSamples,
      lost,
      unexpected,
      duplicated,
      broken,
      chargeProblems,
    };
  } finally {
    await api?.stop();
    await nets.stop();
    await database.close();
  }
}

/** The rows of latest.json. */
export function buyersEntries(result: BuyersResult | undefined, unavailable?: string): Entry[] {
  const name = BUYERS_SCENARIO;
  if (!result) {
    const note = unavailable ?? 'not run';
    return [{ name, value: null, unit: 'errors', baseline: null, ratio: null, target: '0 errors', pass: false, note }];
  }
  const who = `${result.buyers} buyers, ${Math.round(result.seconds)} s, ${result.checkouts} checkouts (${result.cardCheckouts} by card)`;
  const integrity = result.lost + result.unexpected + result.duplicated + result.broken + result.chargeProblems;
  return [
    {
      name: `${name}-errors`,
      value: result.errors,
      unit: 'errors',
      baseline: null,
      ratio: null,
      target: '0',
      pass: result.errors === 0,
      note: result.errorSamples.length > 0 ? result.errorSamples.slice(0, 3).join(' | ') : who,
    },
    {
      name: `${name}-orders-check`,
      value: integrity,
      unit: 'problems',
      baseline: null,
      ratio: null,
      target: '0 lost, duplicated, broken or double-charged',
      pass: integrity === 0,
      note: `lost ${result.lost}, unexpected ${result.unexpected}, duplicated ${result.duplicated}, broken ${result.broken}, payment problems ${result.chargeProblems}`,
    },
    {
      name: `${name}-throughput`,
      value: Math.round(result.requestsPerSecond),
      unit: 'req/s',
      baseline: null,
      ratio: null,
      target: 'info',
      pass: true,
      note: `${result.checkoutsPerSecond.toFixed(1)} checkouts/s; ${who}`,
    },
    {
      name: `${name}-p50`,
      value: Number(result.p50.toFixed(1)),
      unit: 'ms',
      baseline: null,
      ratio: null,
      target: 'info',
      pass: true,
      note: `per request; checkout p50 ${result.checkoutP50.toFixed(0)} ms`,
    },
    {
      name: `${name}-p99`,
      value: Number(result.p99.toFixed(1)),
      unit: 'ms',
      baseline: null,
      ratio: null,
      target: 'info',
      pass: true,
      note: `per request; checkout p99 ${result.checkoutP99.toFixed(0)} ms`,
    },
  ];
}
