/**
 * The order benchmarks (docs/benchmarks.md, "Order scenarios"):
 *
 * - `order-create`: 50 buyers of one company ("Bench Buyers AS") each place an order of a 20-line cart at the
 *   same moment, round after round; orders/s over the timed phases, createorder p50/p99, and checks that no
 *   order was lost or doubled (SQL counts, distinct ids, Idempotency-Key replays).
 * - `simulate-200`, `simulate-200-lines`: POST /api/order/simulate of a 200-line cart / 200 ad-hoc lines.
 * - `order-history`: a company's order list (GET /api/ardis/order/orders) over a table of ≥ 1,000,000 orders.
 *
 * Setup is idempotent and kept between runs: the company, its contacts and shopping lists, and the history
 * orders are made once (SQL where the API has no call for it, the API otherwise) and reused.
 */
import { randomUUID } from 'node:crypto';
import { type Database, openDatabase } from '../../apps/api/src/db';
import { hashPassword } from '../../apps/api/src/lib/password';
import { hash32, Rng } from '../../apps/api/src/seed/random';
import { type ApiProcess, cpuMs, postgresCpuMs } from './api';
import type { ScenarioData } from './database';
import type { Entry } from './report';

export const BENCH_COMPANY = 'Bench Buyers AS';
const BENCH_ORG_NUMBER = '899999998';
/** The bench contacts' password (they exist only in the benchmark database). */
const BENCH_PASSWORD = 'bench-Orders-2026';
const BUYERS = 50;
const ORDER_LINES = 20;
const SIMULATE_LINES = 200;
const MARKET = 'NO';
const ZIP_CODE = '0150';
const ORDER_LIST = `bench-order-${ORDER_LINES}`;
const SIMULATE_LIST = `bench-simulate-${SIMULATE_LINES}`;
/** History rows get their own order-number prefix: the API numbers EN + 7 digits from order_number_seq. */
const HISTORY_PREFIX = 'HX';
const HISTORY_CHUNK = 100_000;
/** The demo company's share of the history, as issue 3 §9 asks: 100,000 of 1,000,000. */
const NORDLYS_SHARE = 0.1;

type Contact = { id: string; email: string };

/** What the order scenarios need from the database, made before the API starts. */
export type OrderData = {
  companyId: string;
  deliveryAddressId: string;
  buyers: Contact[];
  /** The owner of the 200-line cart that simulate-200 prices (not one of the 50 buyers). */
  simulator: Contact;
  /** The demo buyer (buyer@nordlys.example): order-history lists Nordlys's orders as this person. */
  nordlysBuyerId: string;
  /** SKUs sold and list-priced in NO from one unit, active, no prescription: what the carts hold. */
  orderableSkus: string[];
  history: HistoryInfo | null;
};

export type HistoryInfo = {
  orders: number;
  nordlysOrders: number;
  inserted: number;
  seconds: number;
};

type Log = (message: string) => void;

const count = async (database: Database, text: string, params: unknown[] = []) =>
  Number((await database.query(text, params)).rows[0]?.n ?? 0);

/**
 * The bench company (market NO, a credit limit no cart reaches, Nordlys's contract price list, an invoice and a
 * delivery address in 0150 Oslo) with 50 buyers and one more contact for simulate; and, when `historyOrders` is
 * given, at least that many orders in the database. Everything is found again on later runs.
 */
export async function prepareOrderData(
  database: Database,
  options: { historyOrders: number | null; log: Log },
): Promise<OrderData> {
  const nordlys = await database.query(
    `select c.id as company_id, c.price_list_id, k.id as buyer_id
     from companies c, contacts k
     where c.name = 'Nordlys Dagligvare AS' and lower(k.email) = 'buyer@nordlys.example'`,
  );
  const demo = nordlys.rows[0];
  if (!demo) throw new Error('The demo company or buyer@nordlys.example is missing: reseed');

  let companyId = (await database.query('select id from companies where name = $1', [BENCH_COMPANY])).rows[0]?.id;
  if (!companyId) {
    const inserted = await database.query(
      `insert into companies (name, org_number, market, markets, currency, credit_limit, email, price_list_id)
       select $1, $2, m.code, array[m.code], m.currency, $3, 'orders@bench-buyers.example', $4
       from markets m where m.code = $5
       on conflict do nothing
       returning id`,
      [BENCH_COMPANY, BENCH_ORG_NUMBER, 1_000_000_000_000_000, demo.price_list_id, MARKET],
    );
    companyId = inserted.rows[0]?.id;
    if (!companyId) throw new Error(`Could not create "${BENCH_COMPANY}" (org number ${BENCH_ORG_NUMBER} taken?)`);
  }
  // Whatever earlier runs or other tools did: unblocked, credit far above any cart.
  await database.query(
    `update companies set credit_limit = $2, is_blocked = false, blocked_reason = null where id = $1`,
    [companyId, 1_000_000_000_000_000],
  );
  for (const type of ['invoice', 'delivery']) {
    await database.query(
      `insert into addresses (company_id, type, name, line1, zip_code, city, country, is_default)
       select $1::uuid, $2::text, $3::text, 'Karl Johans gate 1', $4::text, 'Oslo', $5::text, true
       where not exists (select 1 from addresses where company_id = $1 and type = $2 and zip_code = $4 and deleted_at is null)`,
      [companyId, type, BENCH_COMPANY, ZIP_CODE, MARKET],
    );
  }
  const address = await database.query(
    `select id from addresses where company_id = $1 and type = 'delivery' and zip_code = $2 and deleted_at is null
     order by created_at limit 1`,
    [companyId, ZIP_CODE],
  );
  const deliveryAddressId = String(address.rows[0]!.id);

  const emails = [
    ...Array.from({ length: BUYERS }, (_, i) => `bench-buyer-${String(i + 1).padStart(2, '0')}@bench-buyers.example`),
    'bench-simulate@bench-buyers.example',
  ];
  const missing = await count(
    database,
    `select $2::int - count(*)::int as n from contacts where lower(email) = any($1)`,
    [emails, emails.length],
  );
  if (missing > 0) {
    const passwordHash = await hashPassword(BENCH_PASSWORD);
    await database.query(
      `insert into contacts (email, first_name, last_name, locale, password_hash, email_verified_at)
       select e, 'Bench', 'Buyer ' || n, 'en', $2, now() from unnest($1::text[]) with ordinality as t(e, n)
       on conflict do nothing`,
      [emails, passwordHash],
    );
  }
  const contacts = await database.query(`select id, lower(email) as email from contacts where lower(email) = any($1)`, [
    emails,
  ]);
  const byEmail = new Map(contacts.rows.map((r) => [String(r.email), String(r.id)]));
  const all = emails.map((email) => {
    const id = byEmail.get(email);
    if (!id) throw new Error(`Contact ${email} is missing after insert (e-mail taken with another case?)`);
    return { id, email };
  });
  await database.query(
    `insert into company_contacts (company_id, contact_id, role, is_active, accepted_at)
     select $1, c, 'buyer', true, now() from unnest($2::uuid[]) c
     on conflict (company_id, contact_id) do update set role = 'buyer', is_active = true`,
    [companyId, all.map((c) => c.id)],
  );

  const skus = await database.query(
    `select v.sku from variants v join products p on p.id = v.product_id
     where v.is_active and p.is_active and not p.is_prescription_only
       and exists (select 1 from prices pr join price_lists pl on pl.id = pr.price_list_id
                   where pr.sku = v.sku and pr.min_quantity = 1 and pl.kind = 'list' and pl.market = $1)
     order by md5(v.sku) limit 5000`,
    [MARKET],
  );

  const history =
    options.historyOrders === null
      ? null
      : await ensureOrderHistory(database, {
          target: options.historyOrders,
          nordlysId: String(demo.company_id),
          benchCompanyId: String(companyId),
          log: options.log,
        });

  return {
    companyId: String(companyId),
    deliveryAddressId,
    buyers: all.slice(0, BUYERS),
    simulator: all[BUYERS]!,
    nordlysBuyerId: String(demo.buyer_id),
    orderableSkus: skus.rows.map((r) => String(r.sku)),
    history,
  };
}

/**
 * Tops the orders table up to `target` rows with set-based inserts (generate_series, 100,000 rows a statement):
 * the demo company holds 10 % (100,000 of 1,000,000), the rest spread evenly over the other companies that have
 * members (not the bench company, whose orders order-create makes). Created over the last 3 years; delivered,
 * except 3 % cancelled and the last 3 days' orders still confirmed or shipped. Each row carries its company's
 * addresses as snapshots, one member as the person who ordered, one VAT rate; no order lines and no status
 * events (the order list reads neither). Numbers are HX + 8 digits. Then VACUUM ANALYZE.
 */
export async function ensureOrderHistory(
  database: Database,
  options: { target: number; nordlysId: string; benchCompanyId: string; log: Log },
): Promise<HistoryInfo> {
  const started = performance.now();
  const total = await count(database, 'select count(*)::int as n from orders');
  const nordlys = await count(database, 'select count(*)::int as n from orders where company_id = $1', [
    options.nordlysId,
  ]);
  const nordlysMissing = Math.max(0, Math.round(options.target * NORDLYS_SHARE) - nordlys);
  const othersMissing = Math.max(0, options.target - total - nordlysMissing);
  let inserted = 0;
  if (nordlysMissing + othersMissing > 0) {
    options.log(
      `Inserting ${(nordlysMissing + othersMissing).toLocaleString('en-US')} history orders ` +
        `(${nordlysMissing.toLocaleString('en-US')} for Nordlys); the table has ${total.toLocaleString('en-US')}.`,
    );
    const departments = (await database.query('select distinct department from products order by 1')).rows.map((r) =>
      String(r.department),
    );
    let next =
      (await count(
        database,
        `select coalesce(max(substr(order_number, 3)::bigint), 0) as n from orders where order_number like $1`,
        [`${HISTORY_PREFIX}%`],
      )) + 1;
    const insert = async (which: 'nordlys' | 'others', rows: number) => {
      for (let done = 0; done < rows; ) {
        const n = Math.min(HISTORY_CHUNK, rows - done);
        await database.query(historyInsertSql(which), [
          n,
          next,
          departments,
          options.nordlysId,
          options.benchCompanyId,
          HISTORY_PREFIX,
        ]);
        done += n;
        next += n;
        inserted += n;
        options.log(`  ${inserted.toLocaleString('en-US')} inserted`);
      }
    };
    await insert('nordlys', nordlysMissing);
    await insert('others', othersMissing);
  }
  if (inserted > 0 || !(await analyzedSince(database))) {
    // Statistics and the visibility map, as autovacuum would leave a table in use: the list's count(*) is an
    // index-only scan only on all-visible pages.
    options.log('VACUUM ANALYZE orders…');
    await database.query('vacuum (analyze) orders');
  }
  return {
    orders: await count(database, 'select count(*)::int as n from orders'),
    nordlysOrders: await count(database, 'select count(*)::int as n from orders where company_id = $1', [
      options.nordlysId,
    ]),
    inserted,
    seconds: (performance.now() - started) / 1000,
  };
}

async function analyzedSince(database: Database): Promise<boolean> {
  const { rows } = await database.query(
    `select last_vacuum is not null or last_autovacuum is not null as ok from pg_stat_user_tables where relname = 'orders'`,
  );
  return rows[0]?.ok === true;
}

/** $1 rows, numbers from $2, departments $3, Nordlys $4, bench company $5, prefix $6. */
function historyInsertSql(which: 'nordlys' | 'others'): string {
  const where =
    which === 'nordlys' ? 'c.id = $4::uuid and $5::uuid is not null' : 'c.id <> $4::uuid and c.id <> $5::uuid';
  const snapshot = (type: string) =>
    `(select jsonb_build_object('id', a.id, 'name', a.name, 'line1', a.line1, 'line2', a.line2,
              'zipCode', a.zip_code, 'city', a.city, 'country', a.country)
      from addresses a where a.company_id = c.id and a.type = '${type}' and a.deleted_at is null
      order by a.created_at limit 1)`;
  return `
    with pool as (
      select c.id, c.market, c.currency, row_number() over (order by c.id) as rn,
             (select cc.contact_id from company_contacts cc where cc.company_id = c.id
              order by cc.role = 'viewer', cc.created_at, cc.contact_id limit 1) as contact_id,
             ${snapshot('delivery')} as delivery,
             ${snapshot('invoice')} as invoice
      from companies c
      where ${where} and exists (select 1 from company_contacts cc where cc.company_id = c.id)
    ),
    size as (select count(*)::int as k from pool),
    rows as (
      select g,
             1 + floor(random() * (select k from size))::int as pick,
             now() - random() * interval '3 years' as created,
             random() as r_status,
             floor(random() * 5)::int as days,
             (2000 + floor(random() * random() * 2000000))::bigint as net
      from generate_series(0, $1::int - 1) g
    )
    insert into orders (order_number, company_id, contact_id, department, market, currency, status,
                        requested_delivery_date, delivery_address, invoice_address, net, vat, gross,
                        shipping_method, created_at)
    select $6 || lpad(($2::bigint + r.g)::text, 8, '0'), p.id, p.contact_id,
           ($3::text[])[1 + (r.g % array_length($3::text[], 1))],
           p.market, p.currency,
           case when r.created > now() - interval '1 day' then 'confirmed'
                when r.created > now() - interval '3 days' then 'shipped'
                when r.r_status < 0.03 then 'cancelled'
                else 'delivered' end,
           (r.created + (1 + r.days) * interval '1 day')::date,
           p.delivery, p.invoice, r.net,
           jsonb_build_array(jsonb_build_object('rate', 2500, 'base', r.net, 'vat', round(r.net * 0.25)::bigint)),
           r.net + round(r.net * 0.25)::bigint,
           'route', r.created
    from rows r join pool p on p.rn = r.pick`;
}

// ---------------------------------------------------------------------------------------------------------------
// Through the API

type Session = Contact & { token: string };

type Answer<T> = { status: number; body: T; text: string; ms: number };

async function call<T = Record<string, unknown>>(
  api: ApiProcess,
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const started = performance.now();
  const res = await fetch(`${api.baseUrl}${path}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  const ms = performance.now() - started;
  let body: T;
  try {
    body = JSON.parse(text) as T;
  } catch {
    body = {} as T;
  }
  return { status: res.status, body, text, ms };
}

/** The answer, or an error naming the call when its status is not `expected`. */
async function expect<T = Record<string, unknown>>(
  expected: number,
  api: ApiProcess,
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<T> {
  const answer = await call<T>(api, method, path, options);
  if (answer.status !== expected) {
    throw new Error(`${method} ${path.split('?')[0]} answered ${answer.status} ${answer.text.slice(0, 200)}`);
  }
  return answer.body;
}

/** Runs `work` over `items` with at most `limit` at a time; answers in the items' order. */
async function mapLimit<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>) {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      out[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

async function signIn(api: ApiProcess, contact: Contact): Promise<Session> {
  const body = await expect<{ accessToken: string; contactId: string }>(200, api, 'POST', '/api/customer/check-user', {
    headers: { 'x-shop-secret': api.secret },
    body: { email: contact.email, password: BENCH_PASSWORD },
  });
  if (body.contactId !== contact.id) throw new Error(`check-user gave ${body.contactId} for ${contact.email}`);
  return { ...contact, token: body.accessToken };
}

/** Empties the open carts of these people in the bench company (a run stopped half-way leaves lines behind). */
async function emptyCarts(database: Database, companyId: string, contactIds: string[]) {
  await database.query(
    `delete from cart_lines where cart_id in (
       select id from carts where kind = 'cart' and status = 'open' and company_id = $1 and contact_id = any($2))`,
    [companyId, contactIds],
  );
}

/**
 * The person's shopping list `name` with `size` lines of orderable SKUs (made through the API once; a list with
 * another line count, e.g. from a stopped run, is deleted and made again).
 */
async function ensureList(
  api: ApiProcess,
  database: Database,
  options: { session: Session; companyId: string; name: string; size: number; skus: string[] },
): Promise<string> {
  const { session } = options;
  const found = await database.query(
    `select c.id, (select count(*)::int from cart_lines l where l.cart_id = c.id) as lines
     from carts c join shopping_lists s on s.cart_id = c.id
     where c.contact_id = $1 and c.company_id = $2 and s.name = $3`,
    [session.id, options.companyId, options.name],
  );
  const keep = found.rows.find((r) => Number(r.lines) === options.size);
  const stale = found.rows.filter((r) => r !== keep).map((r) => String(r.id));
  if (stale.length > 0) await database.query('delete from carts where id = any($1)', [stale]);
  if (keep) return String(keep.id);

  const list = await expect<{ id: string }>(201, api, 'POST', '/api/shoppinglist/create', {
    token: session.token,
    body: { customerId: options.companyId, name: options.name },
  });
  const rng = new Rng(hash32(`${session.email}|${options.name}`));
  let added = 0;
  for (const sku of rng.shuffle(options.skus)) {
    if (added === options.size) break;
    const answer = await call(api, 'POST', `/api/shoppinglist/${list.id}/lines`, {
      token: session.token,
      body: { sku, quantity: rng.int(1, 12) },
    });
    if (answer.status === 200) added++;
    else if (answer.status !== 422) {
      throw new Error(`POST /api/shoppinglist/{id}/lines answered ${answer.status} ${answer.text.slice(0, 200)}`);
    }
  }
  if (added < options.size) throw new Error(`Only ${added} of ${options.size} SKUs could go on a shopping list`);
  return list.id;
}

/**
 * The person's open cart filled from the list (one transaction in the API) and made ready for checkout: the
 * bench address and the second open route date (the first one's cut-off may pass during a run), route shipping.
 */
async function fillCart(
  api: ApiProcess,
  options: { session: Session; listId: string; companyId: string; deliveryAddressId: string },
) {
  const { session } = options;
  // The answer is the cart and what changed per line against the list.
  const { cart } = await expect<{ cart: { id: string; lines: unknown[] } }>(
    200,
    api,
    'POST',
    `/api/shoppinglist/${options.listId}/to-cart`,
    { token: session.token, body: { pid: session.id } },
  );
  const dates = await expect<{ dates: { date: string }[] }>(200, api, 'POST', '/api/delivery/dates', {
    token: session.token,
    body: { market: MARKET, zipCode: ZIP_CODE, cartId: cart.id, count: 3 },
  });
  const date = dates.dates[1]?.date ?? dates.dates[0]?.date;
  if (!date) throw new Error(`No delivery dates for ${MARKET} ${ZIP_CODE}`);
  await expect(200, api, 'POST', '/api/ardis/cart/updatemetadata', {
    token: session.token,
    body: {
      pid: session.id,
      customerId: options.companyId,
      deliveryAddressId: options.deliveryAddressId,
      requestedDeliveryDate: date,
      shippingMethod: 'route',
    },
  });
  return { cartId: cart.id, lines: cart.lines.length, date };
}

export type OrderCreateResult = {
  rounds: number;
  buyers: number;
  linesPerOrder: number;
  /** Orders placed in the timed phases / their summed wall time. */
  ordersPerSecond: number;
  timedSeconds: number;
  /** Every round's timed phase (ms). */
  roundMs: number[];
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Untimed preparation per round (to-cart, dates, updatemetadata for 50 buyers), mean ms. */
  prepareMs: number;
  /** CPU time of the API process during the timed phases per order placed (ms; /proc, 10 ms ticks), or null. */
  apiCpuMsPerOrder: number | null;
  /** CPU time of the PostgreSQL processes during the timed phases per order placed (ms), or null. */
  postgresCpuMsPerOrder: number | null;
  verified: boolean;
  problems: string[];
  statuses: Record<string, number>;
  setupSeconds: number;
};

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** What the scenarios share once the API runs. */
export class OrderBench {
  private database: Database | null = null;
  private sessions: Session[] | null = null;
  /** order-history's page query plan in short ("Limit > Index Scan Backward using …"), once it ran. */
  historyPlan: string | null = null;

  constructor(
    private readonly options: {
      api: ApiProcess;
      databaseUrl: string;
      data: OrderData;
      scenarioData: ScenarioData;
      demoToken: string | null;
      log: Log;
    },
  ) {}

  private async db(): Promise<Database> {
    this.database ??= await openDatabase({ url: this.options.databaseUrl, poolSize: 2 });
    return this.database;
  }

  async close() {
    await this.database?.close();
    this.database = null;
  }

  /** Every bench contact signed in (buyers first, then the simulator), a few at a time: scrypt is slow on purpose. */
  private async signedIn(): Promise<Session[]> {
    const { api, data } = this.options;
    this.sessions ??= await mapLimit([...data.buyers, data.simulator], 4, (contact) => signIn(api, contact));
    return this.sessions;
  }

  /**
   * order-create: `rounds` timed rounds (and one untimed warm-up round when `warmup`). Each round fills the 50
   * carts (not timed), then sends the 50 createorder calls at once, each with a fresh Idempotency-Key.
   */
  async orderCreate(options: { rounds: number; warmup: boolean }): Promise<OrderCreateResult> {
    const { api, data, log } = this.options;
    const database = await this.db();
    const setupStarted = performance.now();
    const sessions = (await this.signedIn()).slice(0, BUYERS);
    await emptyCarts(
      database,
      data.companyId,
      sessions.map((s) => s.id),
    );
    const lists = await mapLimit(sessions, 5, (session) =>
      ensureList(api, database, {
        session,
        companyId: data.companyId,
        name: ORDER_LIST,
        size: ORDER_LINES,
        skus: data.orderableSkus,
      }),
    );
    const setupSeconds = (performance.now() - setupStarted) / 1000;

    const problems: string[] = [];
    const statuses: Record<string, number> = {};
    const latencies: number[] = [];
    const roundMs: number[] = [];
    const prepareMs: number[] = [];
    const ids: string[] = [];
    let lastRound: { key: string; id: string | null }[] = [];
    let apiCpu = 0;
    let postgresCpu = 0;

    const countOrders = () =>
      count(database, 'select count(*)::int as n from orders where company_id = $1', [data.companyId]);

    const round = async (timed: boolean) => {
      const prepared = performance.now();
      const carts = await mapLimit(sessions, 10, (session, i) =>
        fillCart(api, {
          session,
          listId: lists[i]!,
          companyId: data.companyId,
          deliveryAddressId: data.deliveryAddressId,
        }),
      );
      const short = carts.filter((c) => c.lines !== ORDER_LINES).length;
      if (short > 0) problems.push(`${short} carts did not hold ${ORDER_LINES} lines before createorder`);
      if (timed) prepareMs.push(performance.now() - prepared);
      const keys = sessions.map(() => randomUUID());
      const cpuBefore = cpuMs(api.pid);
      const postgresBefore = postgresCpuMs();
      const started = performance.now();
      const answers = await Promise.all(
        sessions.map((session, i) =>
          call<{ id?: string; lines?: unknown[] }>(api, 'POST', '/api/ardis/cart/createorder', {
            token: session.token,
            headers: { 'idempotency-key': keys[i]! },
            body: { pid: session.id, customerId: data.companyId },
          }),
        ),
      );
      const wall = performance.now() - started;
      const cpuAfter = cpuMs(api.pid);
      const postgresAfter = postgresCpuMs();
      if (postgresBefore !== null && postgresAfter !== null) postgresCpu += postgresAfter - postgresBefore;
      else postgresCpu = Number.NaN;
      if (!timed) return;
      roundMs.push(wall);
      if (cpuBefore !== null && cpuAfter !== null) apiCpu += cpuAfter - cpuBefore;
      else apiCpu = Number.NaN;
      lastRound = answers.map((answer, i) => ({
        key: keys[i]!,
        id: answer.status === 200 ? (answer.body.id ?? null) : null,
      }));
      for (const answer of answers) {
        latencies.push(answer.ms);
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        if (answer.status === 200 && answer.body.id) {
          ids.push(answer.body.id);
          if (answer.body.lines?.length !== ORDER_LINES) {
            problems.push(`order ${answer.body.id} came back with ${answer.body.lines?.length} lines`);
          }
        } else if (problems.length < 20) {
          // The checkout problems' codes say why a cart was refused (the title alone does not).
          const codes = (answer.body as { problems?: { code: string }[] }).problems?.map((p) => p.code).join(',');
          problems.push(
            `createorder answered ${answer.status} ${codes ? `(${codes}) ` : ''}${answer.text.slice(0, 160)}`,
          );
        }
      }
    };

    if (options.warmup) {
      log('order-create: warm-up round (not counted)…');
      await round(false);
    }
    const before = await countOrders();
    for (let r = 0; r < options.rounds; r++) await round(true);
    const after = await countOrders();

    // Nothing lost or doubled: 200s with distinct ids, exactly that many new rows, each with its 20 lines.
    const expected = BUYERS * options.rounds;
    if (ids.length !== expected) problems.push(`${ids.length} of ${expected} createorder calls answered 200`);
    const distinct = new Set(ids).size;
    if (distinct !== ids.length) problems.push(`${ids.length - distinct} order ids came back twice`);
    if (after - before !== expected) problems.push(`the company's orders grew by ${after - before}, not ${expected}`);
    const stored = await database.query(
      `select count(*)::int as orders, (select count(*)::int from order_lines where order_id = any($1) and kind = 'product') as lines
       from orders where id = any($1) and company_id = $2`,
      [ids, data.companyId],
    );
    const storedOrders = Number(stored.rows[0]?.orders ?? 0);
    const storedLines = Number(stored.rows[0]?.lines ?? 0);
    if (storedOrders !== distinct) problems.push(`${storedOrders} of ${distinct} answered orders are in the table`);
    if (storedLines !== distinct * ORDER_LINES) {
      problems.push(`${storedLines} product lines stored for ${distinct} orders (want ${distinct * ORDER_LINES})`);
    }

    // The last round again with the same keys: the same orders, none new (the carts are empty by now).
    const replays = await Promise.all(
      lastRound.map((sent, i) =>
        call<{ id?: string }>(api, 'POST', '/api/ardis/cart/createorder', {
          token: sessions[i]!.token,
          headers: { 'idempotency-key': sent.key },
          body: { pid: sessions[i]!.id, customerId: data.companyId },
        }),
      ),
    );
    const mismatched = replays.filter((answer, i) => answer.status !== 200 || answer.body.id !== lastRound[i]!.id);
    if (mismatched.length > 0) {
      const first = mismatched[0]!;
      problems.push(
        `${mismatched.length} of ${replays.length} replays did not answer the same order (first: ${first.status} ${first.text.slice(0, 120)})`,
      );
    }
    const afterReplay = await countOrders();
    if (afterReplay !== after) problems.push(`replaying the keys added ${afterReplay - after} orders`);

    const sorted = [...latencies].sort((a, b) => a - b);
    const timedSeconds = roundMs.reduce((sum, ms) => sum + ms, 0) / 1000;
    return {
      rounds: options.rounds,
      buyers: BUYERS,
      linesPerOrder: ORDER_LINES,
      ordersPerSecond: timedSeconds > 0 ? ids.length / timedSeconds : 0,
      timedSeconds,
      roundMs: roundMs.map((ms) => Math.round(ms * 10) / 10),
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      max: sorted[sorted.length - 1] ?? Number.NaN,
      prepareMs: prepareMs.reduce((a, b) => a + b, 0) / Math.max(1, prepareMs.length),
      apiCpuMsPerOrder: Number.isFinite(apiCpu) && ids.length > 0 ? apiCpu / ids.length : null,
      postgresCpuMsPerOrder: Number.isFinite(postgresCpu) && ids.length > 0 ? postgresCpu / ids.length : null,
      verified: problems.length === 0,
      problems,
      statuses,
      setupSeconds,
    };
  }

  /** Load scenarios in run.ts's shape: `setup` prepares the data and answers the request headers. */
  loadScenarios(): OrderLoadScenario[] {
    const { api, data, scenarioData, log } = this.options;
    const rng = new Rng(20_260_322);
    const simulator = async () => (await this.signedIn())[BUYERS]!;
    let simulatorSession: Session | null = null;
    const historyPage = () =>
      rng.weighted([
        [1, 60],
        [rng.int(2, 5), 30],
        [rng.int(6, 50), 10],
      ] as const);
    return [
      {
        name: 'simulate-200',
        description: 'POST /api/order/simulate {pid}: the open cart of 200 lines (from a 200-line list), 1 connection',
        connections: 1,
        method: 'POST',
        setup: async () => {
          const database = await this.db();
          const session = await simulator();
          simulatorSession = session;
          await emptyCarts(database, data.companyId, [session.id]);
          const listId = await ensureList(api, database, {
            session,
            companyId: data.companyId,
            name: SIMULATE_LIST,
            size: SIMULATE_LINES,
            skus: data.orderableSkus,
          });
          const cart = await fillCart(api, {
            session,
            listId,
            companyId: data.companyId,
            deliveryAddressId: data.deliveryAddressId,
          });
          if (cart.lines !== SIMULATE_LINES)
            throw new Error(`the cart holds ${cart.lines} lines, not ${SIMULATE_LINES}`);
          const sim = await expect<{ lines: unknown[]; problems: { code: string; isBlocking: boolean }[] }>(
            200,
            api,
            'POST',
            '/api/order/simulate',
            { token: session.token, body: { pid: session.id, customerId: data.companyId } },
          );
          const blocking = sim.problems.filter((p) => p.isBlocking).map((p) => p.code);
          if (sim.lines.length !== SIMULATE_LINES || blocking.length > 0) {
            throw new Error(
              `simulate gave ${sim.lines.length} lines, blocking problems: ${blocking.join(', ') || 'none'}`,
            );
          }
          return { authorization: `Bearer ${session.token}` };
        },
        next: () => ({
          path: '/api/order/simulate',
          body: { pid: simulatorSession!.id, customerId: data.companyId },
        }),
      },
      {
        name: 'simulate-200-lines',
        description: 'POST /api/order/simulate {pid, lines}: 200 random SKUs (quantities 1–60), 1 connection',
        connections: 1,
        method: 'POST',
        setup: async () => {
          const session = await simulator();
          simulatorSession = session;
          return { authorization: `Bearer ${session.token}` };
        },
        next: () => ({
          path: '/api/order/simulate',
          body: {
            pid: simulatorSession!.id,
            customerId: data.companyId,
            lines: rng.sample(scenarioData.skus, SIMULATE_LINES).map((sku) => ({ sku, quantity: rng.int(1, 60) })),
          },
        }),
      },
      {
        name: 'order-history',
        description:
          'GET /api/ardis/order/orders?pid&customerId=<Nordlys>&skip&take=20 as the demo buyer over ≥ 1 M orders; ' +
          'page 1 (60 %), 2–5 (30 %), 6–50 (10 %)',
        connections: 50,
        setup: async () => {
          if (!this.options.demoToken) throw new Error('no access token for the demo buyer');
          if (!data.history) throw new Error('the history orders were not prepared');
          // The plan of the page query as the API sends it (newest first, id as tiebreaker), for the report.
          const explained = await (await this.db()).query(
            `explain (format json) select * from orders where company_id = $1
             order by created_at desc, id desc limit 20 offset 0`,
            [scenarioData.nordlysId],
          );
          const plan = (explained.rows[0]!['QUERY PLAN'] as { Plan: PlanNode }[])[0]!.Plan;
          this.historyPlan = planOutline(plan);
          log(`order-history: page query plan ${this.historyPlan}`);
          return { authorization: `Bearer ${this.options.demoToken}` };
        },
        next: () => ({
          path:
            `/api/ardis/order/orders?pid=${data.nordlysBuyerId}&customerId=${scenarioData.nordlysId}` +
            `&skip=${(historyPage() - 1) * 20}&take=20`,
        }),
      },
    ];
  }
}

type PlanNode = { 'Node Type': string; 'Index Name'?: string; 'Relation Name'?: string; Plans?: PlanNode[] };

/** A plan's nodes down its first branch: "Limit > Gather Merge > Sort > Parallel Seq Scan on orders". */
function planOutline(node: PlanNode): string {
  const parts: string[] = [];
  for (let n: PlanNode | undefined = node; n; n = n.Plans?.[0]) {
    const on = n['Index Name'] ? ` using ${n['Index Name']}` : n['Relation Name'] ? ` on ${n['Relation Name']}` : '';
    parts.push(`${n['Node Type']}${on}`);
  }
  return parts.join(' > ');
}

export type OrderLoadScenario = {
  name: string;
  description: string;
  connections: number;
  method?: 'GET' | 'POST';
  setup: () => Promise<Record<string, string>>;
  next: () => { path: string; body?: unknown };
};

/** The table rows of order-create: throughput against its target, latencies, and the loss/double check. */
export function orderCreateEntries(result: OrderCreateResult | undefined, unavailable?: string): Entry[] {
  const bad = unavailable ?? (result ? undefined : 'not run');
  const checkNote = result && !result.verified ? result.problems.slice(0, 3).join('; ') : undefined;
  const note = bad ?? checkNote;
  const latency = (p: 'p50' | 'p99'): Entry => ({
    name: `order-create ${p}`,
    value: result ? result[p] : null,
    unit: 'ms',
    baseline: null,
    ratio: null,
    target: 'info',
    pass: !bad,
    ...(bad ? { note: bad } : {}),
  });
  return [
    {
      name: 'order-create orders/s',
      value: result ? result.ordersPerSecond : null,
      unit: 'orders/s',
      baseline: null,
      ratio: null,
      target: '>= 200 orders/s, none lost or doubled',
      pass: !bad && result !== undefined && result.verified && result.ordersPerSecond >= 200,
      ...(note ? { note } : {}),
    },
    latency('p50'),
    latency('p99'),
    {
      name: 'order-create check',
      value: result ? result.buyers * result.rounds : null,
      unit: 'orders',
      baseline: null,
      ratio: null,
      target: 'all 200, distinct ids, +50×rounds rows, replays same',
      pass: !bad && result !== undefined && result.verified,
      ...(note ? { note } : {}),
    },
  ];
}
