// Past one machine (issue 8, docs/scaling.md): two API processes on one PostgreSQL database behind one port (a
// round-robin TCP proxy, as a layer-4 load balancer), each with its background-job workers on. Chat posted on one
// node reaches a stream on the other, a queued job runs once, and createorder with one Idempotency-Key sent to both
// nodes at once places one order. The web half (a session signed in on one web node works on the other) is in
// apps/web/e2e/cluster.test.ts, where the production build of the web app already exists.

import { randomUUID } from 'node:crypto';
import http from 'node:http';
import PgBoss from 'pg-boss';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db';
import { nextDeliveryDates } from '../src/modules/delivery/calendar';
import { openSse } from '../src/modules/ticket/test-kit';
import {
  createAgent,
  createCategory,
  createCompanyWithPeople,
  createDeliveryAddress,
  createPriceList,
  createProduct,
  dueSubscriptionDate,
  SUBSCRIPTION_RUN_TIMEOUT_MS,
  setContract,
} from './factories';
import { bearer, createTestDatabase } from './helper';
import {
  type ApiProcess,
  buildApi,
  databaseUrlOf,
  NEEDS_POSTGRES,
  startApi,
  subscribeToCart,
  type TcpProxy,
  tcpProxy,
} from './processes';

const hasPostgres = Boolean(process.env.DATABASE_URL);
// Without PostgreSQL the suite is skipped, and its title says why.
const why = hasPostgres ? '' : ` — skipped: ${NEEDS_POSTGRES}`;

let database: Database;
let build: Awaited<ReturnType<typeof buildApi>>;
let nodes: ApiProcess[] = [];
let proxy: TcpProxy;
const SKUS = ['CLU-A', 'CLU-B'];

type Answer = { status: number; body: Record<string, unknown> };
/** One request on a new connection through the proxy, so consecutive calls land on alternating nodes. */
function viaProxy(method: string, path: string, token: string, body?: object, key?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body ? JSON.stringify(body) : undefined;
    const req = http.request(
      {
        host: '127.0.0.1',
        port: proxy.port,
        method,
        path,
        agent: false,
        headers: {
          ...bearer(token),
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...(key ? { 'idempotency-key': key } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : {} }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
async function direct(node: ApiProcess, method: string, path: string, token: string, body?: object, key?: string) {
  const res = await fetch(`${node.url}${path}`, {
    method,
    headers: {
      ...bearer(token),
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function newCompany() {
  const people = await createCompanyWithPeople(database);
  const delivery = await createDeliveryAddress(database, people.company.id);
  return { ...people, delivery };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(what: string, check: () => Promise<boolean>, timeoutMs: number, pauseMs = 100) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await sleep(pauseMs);
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe.skipIf(!hasPostgres)(`two API nodes behind one port (PostgreSQL)${why}`, () => {
  beforeAll(async () => {
    database = await createTestDatabase();
    build = await buildApi();
    const url = databaseUrlOf(database)!;
    const env = { JOBS_ENABLED: 'true' };
    nodes = await Promise.all([
      startApi(build.entry, { name: 'cluster-a', databaseUrl: url, env }),
      startApi(build.entry, { name: 'cluster-b', databaseUrl: url, env }),
    ]);
    proxy = await tcpProxy(nodes.map((n) => ({ port: n.port })));
    const category = await createCategory(database);
    for (const sku of SKUS) {
      await createProduct(database, { category, name: `Cluprod ${sku}`, variants: [{ sku, stock: 100_000 }] });
    }
    await createPriceList(database, { prices: SKUS.map((sku) => ({ sku, unitPrice: 4_990 })) });
  });
  afterAll(async () => {
    await proxy?.close();
    await Promise.all(nodes.map((n) => n.stop()));
    build?.remove();
    await database?.close();
  });

  it('spreads connections over both nodes, and either answers the same signed-in caller', async () => {
    const c = await newCompany();
    const before = [...proxy.connections];
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => viaProxy('GET', `/api/ardis/cart?pid=${c.buyer.contact.id}`, c.buyer.token)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1); // one cart, whichever node read it
    expect(proxy.connections.map((n, i) => n - before[i]!)).toEqual([3, 3]);
  });

  it('sessions: one refresh token spent on both nodes at once gives both the same new pair; a token from A works on B', async () => {
    const c = await newCompany();
    const [a, b] = nodes as [ApiProcess, ApiProcess];
    const refresh = (node: ApiProcess) =>
      fetch(`${node.url}/api/session/refresh`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refreshToken: c.buyer.tokens.refreshToken }),
      }).then(async (res) => ({ status: res.status, body: (await res.json()) as Record<string, string> }));
    // Two web servers refreshing one session at the same moment, each through another API node.
    const [onA, onB] = await Promise.all([refresh(a), refresh(b)]);
    expect([onA.status, onB.status]).toEqual([200, 200]);
    expect(onA.body.refreshToken).toBe(onB.body.refreshToken);
    const cart = await direct(b, 'GET', `/api/ardis/cart?pid=${c.buyer.contact.id}`, onA.body.accessToken!);
    expect(cart.status).toBe(200);
  });

  it('sessions: a sign-out on node A refuses the access token on node B at once (issue 14 §8)', async () => {
    const c = await newCompany();
    const [a, b] = nodes as [ApiProcess, ApiProcess];
    const cartOn = (node: ApiProcess) =>
      direct(node, 'GET', `/api/ardis/cart?pid=${c.buyer.contact.id}`, c.buyer.token);
    // B has the family in memory (live) and answers from it.
    expect((await cartOn(b)).status).toBe(200);
    expect((await cartOn(b)).status).toBe(200);
    const out = await fetch(`${a.url}/api/session/revoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: c.buyer.tokens.refreshToken }),
    });
    expect(out.status).toBe(204);
    // The revocation's NOTIFY reached B on commit, before A answered: the very next call is refused.
    const refused = await cartOn(b);
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('invalid_token');
    expect((await cartOn(a)).status).toBe(401);
  });

  it('memberships: an admin deactivating or demoting a buyer on node A is in force on node B at once', async () => {
    const c = await newCompany();
    const [a, b] = nodes as [ApiProcess, ApiProcess];
    const addressesOnB = () => direct(b, 'GET', `/api/customer/list-addresses/${c.company.id}`, c.buyer.token);
    const addOnB = () =>
      direct(b, 'POST', '/api/ardis/cart/addorderline', c.buyer.token, {
        pid: c.buyer.contact.id,
        sku: SKUS[0],
        quantity: 1,
      });
    const change = (body: object) =>
      direct(a, 'POST', '/api/customer/change-contact-relation', c.admin.token, {
        customerId: c.company.id,
        contactId: c.buyer.contact.id,
        ...body,
      });
    // B has the buyer's principal in memory (it is reused for 2 s) and answers from it.
    expect((await addOnB()).status).toBe(200);
    expect((await change({ role: 'viewer' })).status).toBe(200);
    // The change's NOTIFY reached B, and B acknowledged it, before A answered: a viewer may not write.
    expect((await addOnB()).status).toBe(403);
    expect((await addressesOnB()).status).toBe(200);
    expect((await change({ isActive: false })).status).toBe(200);
    expect((await addressesOnB()).status).toBe(404);
  });

  it("caches: a catalog change on node A drops node B's cached search within a second (issue 17 §2)", async () => {
    const c = await newCompany();
    const agent = await createAgent(database, 'catalog_manager');
    const [a, b] = nodes as [ApiProcess, ApiProcess];
    const word = `klyngeord${randomUUID().slice(0, 6)}`;
    const found = async () => {
      const res = await direct(b, 'GET', `/api/catalog/search?q=${word}`, c.buyer.token);
      return (res.body.items as unknown[] | undefined)?.length ?? 0;
    };
    // B has searched (its caches hold the answer and the synonyms without the word).
    expect(await found()).toBe(0);
    const added = await direct(a, 'POST', '/api/backoffice/search-synonyms', agent.token, {
      terms: [word, 'cluprod'],
    });
    expect(added.status).toBe(201);
    // No TTL has run out: only A's notification can make B see the new word this soon.
    await until('node B to see the synonym', async () => (await found()) > 0, 1500, 50);
  });

  it("caches: a contract price change on node A reaches node B's kept product page for that company at once", async () => {
    const c = await newCompany();
    const agent = await createAgent(database, 'catalog_manager');
    const [a, b] = nodes as [ApiProcess, ApiProcess];
    const sku = SKUS[0]!;
    const contract = await createPriceList(database, { kind: 'contract', prices: [{ sku, unitPrice: 4_500 }] });
    await setContract(database, c.company.id, contract.id);
    const slug = (await direct(b, 'GET', `/api/catalog/search?q=${sku}`, c.buyer.token)).body.items as {
      slug: string;
    }[];
    const price = async () => {
      const res = await direct(
        b,
        'GET',
        `/api/catalog/products/${slug[0]!.slug}?customerId=${c.company.id}`,
        c.buyer.token,
      );
      return (res.body.variants as { price: { unitPrice: number } }[])[0]!.price.unitPrice;
    };
    // B keeps the page (5 minutes): only A's notification, with the list it touched, can change what it answers.
    expect([await price(), await price()]).toEqual([4_500, 4_500]);
    const changed = await direct(a, 'PUT', `/api/backoffice/price-lists/${contract.id}/prices/${sku}`, agent.token, {
      tiers: [{ minQuantity: 1, unitPrice: 4_200 }],
    });
    expect(changed.status).toBe(200);
    await until('node B to show the new contract price', async () => (await price()) === 4_200, 1500, 50);
  });

  /**
   * For a catalog change made on node A and seen on node B: a buyer, a catalog manager, both nodes, and the product
   * of this SKU as node B's search finds it (kept there from now on).
   */
  /** Saves a product on `node` as the back office's form does: what it reads there, with `changes` on top. */
  async function saveOn(node: ApiProcess, token: string, id: string, changes: object) {
    const edit = (await direct(node, 'GET', `/api/backoffice/products/${id}`, token)).body as {
      variants: { gtin: string | null }[];
    };
    const changed = await direct(node, 'PUT', `/api/backoffice/products/${id}`, token, {
      ...edit,
      ...changes,
      variants: edit.variants.map(({ gtin, ...variant }) => ({ ...variant, ...(gtin ? { gtin } : {}) })),
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
  }

  async function editedProduct(sku: string) {
    const c = await newCompany();
    const agent = await createAgent(database, 'catalog_manager');
    const [a, b] = nodes as [ApiProcess, ApiProcess];
    const hit = (await direct(b, 'GET', `/api/catalog/search?q=${sku}`, c.buyer.token)).body.items as {
      id: string;
      slug: string;
    }[];
    return { c, agent, a, b, ...hit[0]! };
  }

  it("caches: a picture added on node A shows on node B's kept search answer and product page at once", async () => {
    const { c, agent, a, b, id, slug } = await editedProduct(SKUS[1]!);
    const shown = async () => {
      const page = await direct(b, 'GET', `/api/catalog/products/${slug}`, c.buyer.token);
      const search = await direct(b, 'GET', `/api/catalog/search?q=${SKUS[1]}`, c.buyer.token);
      const card = (search.body.items as { id: string; image: unknown }[]).find((item) => item.id === id);
      return { gallery: (page.body.images as unknown[]).length, cover: card?.image ?? null };
    };
    // B keeps both answers: only A's notification, naming the product, can change what they show.
    const before = await shown();
    expect(await shown()).toEqual(before);
    const picture = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3a7' } })
      .jpeg()
      .toBuffer();
    const added = await direct(a, 'POST', `/api/backoffice/products/${id}/images`, agent.token, {
      image: picture.toString('base64'),
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    await until(
      'node B to show the new picture',
      async () => {
        const now = await shown();
        return now.gallery === before.gallery + 1 && now.cover !== null;
      },
      1500,
      50,
    );
  });

  it("caches: a stock level changed on node A shows on node B's kept search answer and product page at once", async () => {
    const { c, agent, a, b, id, slug } = await editedProduct(SKUS[0]!);
    const shown = async () => {
      const page = await direct(b, 'GET', `/api/catalog/products/${slug}`, c.buyer.token);
      const search = await direct(b, 'GET', `/api/catalog/search?q=${SKUS[0]}`, c.buyer.token);
      const card = (search.body.items as { id: string; isInStock: boolean }[]).find((item) => item.id === id);
      return { stock: (page.body.variants as { stock: number }[])[0]!.stock, isInStock: card?.isInStock };
    };
    // B keeps both answers: only A's notification, naming the product, can change what they show.
    const before = await shown();
    expect(await shown()).toEqual(before);
    const edit = (await direct(a, 'GET', `/api/backoffice/products/${id}`, agent.token)).body as {
      variants: { gtin: string | null; stock: number }[];
    };
    const stock = before.stock > 0 ? 0 : 40;
    const changed = await direct(a, 'PUT', `/api/backoffice/products/${id}`, agent.token, {
      ...edit,
      variants: edit.variants.map(({ gtin, ...variant }, index) => ({
        ...variant,
        ...(gtin ? { gtin } : {}),
        ...(index === 0 ? { stock } : {}),
      })),
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    await until(
      'node B to show the new stock',
      async () => {
        const now = await shown();
        return now.stock === stock && now.isInStock === stock > 0;
      },
      1500,
      50,
    );
  });

  it("caches: a description changed on node A shows on node B's kept search answer and product page at once", async () => {
    const { c, agent, a, b, id, slug } = await editedProduct(SKUS[1]!);
    const word = `klyngetekst${randomUUID().slice(0, 6)}`;
    const shown = async () => {
      const page = await direct(b, 'GET', `/api/catalog/products/${slug}`, c.buyer.token);
      const search = await direct(b, 'GET', `/api/catalog/search?q=${word}`, c.buyer.token);
      return {
        description: page.body.description as string,
        found: (search.body.items as { id: string }[]).map((item) => item.id),
      };
    };
    // B keeps both answers: only A's notifications (search's, and the product's texts) can change what they show.
    const before = await shown();
    expect(before.found).toEqual([]);
    expect(await shown()).toEqual(before);
    const description = { nb: `Beskrivelse med ${word}.`, en: 'A description.' };
    await saveOn(a, agent.token, id, { description });
    await until(
      'node B to show the new description',
      async () => {
        const now = await shown();
        return now.description === description.nb && now.found.includes(id);
      },
      1500,
      50,
    );
  });

  it("caches: a name changed on node A shows on node B's kept listing, search answer and product page at once", async () => {
    const { c, agent, a, b, id, slug } = await editedProduct(SKUS[0]!);
    const word = `klyngenavn${randomUUID().slice(0, 6)}`;
    const shown = async () => {
      const page = await direct(b, 'GET', `/api/catalog/products/${slug}`, c.buyer.token);
      const listing = await direct(b, 'GET', '/api/catalog/products?pageSize=100', c.buyer.token);
      const search = await direct(b, 'GET', `/api/catalog/search?q=${word}`, c.buyer.token);
      return {
        name: page.body.name as string,
        card: (listing.body.items as { id: string; name: string }[]).find((item) => item.id === id)?.name,
        found: (search.body.items as { id: string }[]).map((item) => item.id),
      };
    };
    // B keeps the three answers: only A's notifications (search's, and the product's names) can change what they show.
    const before = await shown();
    expect(before.found).toEqual([]);
    expect(await shown()).toEqual(before);
    const name = { nb: `Vare ${word}`, en: `Item ${word}` };
    await saveOn(a, agent.token, id, { name });
    await until(
      'node B to show the new name',
      async () => {
        const now = await shown();
        return now.name === name.nb && now.card === name.nb && now.found.includes(id);
      },
      1500,
      50,
    );
  });

  it('chat: a message posted on one node reaches an event stream held by the other', async () => {
    const c = await newCompany();
    const agent = await createAgent(database);
    const [a, b] = nodes as [ApiProcess, ApiProcess];
    const chat = await direct(a, 'POST', '/api/ticket/chat/start', c.buyer.token, {
      customerId: c.company.id,
      message: 'Hei',
    });
    expect(chat.status, JSON.stringify(chat.body)).toBeLessThan(300);
    const chatId = chat.body.id as string;
    const onB = await openSse(`${b.url}/api/ticket/chat/${chatId}/events`, bearer(agent.token));
    const onA = await openSse(`${a.url}/api/ticket/chat/${chatId}/events`, bearer(c.buyer.token));
    expect([onA.status, onB.status]).toEqual([200, 200]);
    await Promise.all([onA.waitForEvents(1), onB.waitForEvents(1)]);
    // Through the one port: consecutive posts alternate between the nodes.
    for (let i = 0; i < 4; i++) {
      const path = i % 2 === 0 ? '/api/ticket/chat/add-customer-message' : '/api/ticket/chat/add-agent-message';
      const token = i % 2 === 0 ? c.buyer.token : agent.token;
      const res = await viaProxy('POST', path, token, { chatId, body: `melding ${i}` });
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    }
    const seenOnB = await onB.waitForEvents(5, 3000);
    const seenOnA = await onA.waitForEvents(5, 3000);
    const bodies = (list: { data: string }[]) => list.map((e) => (JSON.parse(e.data) as { body: string }).body);
    expect(bodies(seenOnB)).toEqual(['Hei', 'melding 0', 'melding 1', 'melding 2', 'melding 3']);
    expect(bodies(seenOnA)).toEqual(bodies(seenOnB));
    onA.close();
    onB.close();
  });

  it('createorder with one Idempotency-Key sent to both nodes at once: one order, the same answer', async () => {
    const c = await newCompany();
    const pid = c.buyer.contact.id;
    for (const sku of SKUS) {
      expect(
        (await viaProxy('POST', '/api/ardis/cart/addorderline', c.buyer.token, { pid, sku, quantity: 3 })).status,
      ).toBe(200);
    }
    const date = nextDeliveryDates({ market: 'NO', zipCode: '0150', now: new Date(), leadTimeDays: 1, count: 5 })[4]!;
    const meta = await viaProxy('POST', '/api/ardis/cart/updatemetadata', c.buyer.token, {
      pid,
      deliveryAddressId: c.delivery.id,
      requestedDeliveryDate: date.date,
    });
    expect(meta.status).toBe(200);
    const key = randomUUID();
    const answers = await Promise.all(
      [...nodes, ...nodes].map((n) => direct(n, 'POST', '/api/ardis/cart/createorder', c.buyer.token, { pid }, key)),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    const { rows } = await database.query('select count(*)::int as n from orders where company_id = $1', [
      c.company.id,
    ]);
    expect(rows[0]!.n).toBe(1);
  });

  it(
    'jobs: workers on both nodes, a queued subscription run runs on one of them, each period ordered once',
    async () => {
      const place = { market: 'NO', zipCode: '0150' };
      // A delivery date whose period the run orders now (its window open, its cut-off minutes away).
      const firstDeliveryDate = await dueSubscriptionDate(place);
      const subscriptionIds: string[] = [];
      for (let i = 0; i < 6; i++) {
        const c = await newCompany();
        subscriptionIds.push(await subscribeToCart(viaProxy, c, { skus: [SKUS[0]!], quantity: 1, firstDeliveryDate }));
      }
      // Each node starts its jobs after it answers /ready (and both must: two at once once deadlocked in pg-boss's
      // queue setup, scheduler.ts); pg-boss answers a send to a queue that does not exist yet with null.
      await until(
        'both nodes to start their background jobs',
        async () => nodes.every((n) => n.lines().some((line) => line.msg === 'background jobs started')),
        30_000,
        100,
      );
      const url = databaseUrlOf(database)!;
      const boss = new PgBoss({ connectionString: url, schema: 'pgboss', supervise: false, schedule: false, max: 1 });
      boss.on('error', () => {});
      await boss.start();
      let jobId: string;
      try {
        // The queue is 'stately' (one job per state): the nodes' own cron may have a run queued already, so this run
        // carries a key of its own to be queued beside it.
        jobId = (await boss.send('run-due-subscriptions', {}, { singletonKey: 'cluster-test' }))!;
        expect(jobId).toBeTruthy();
        // Each node's worker looks for work every 10 s.
        await until(
          'the run to complete',
          async () => (await boss.getJobById('run-due-subscriptions', jobId))?.state === 'completed',
          30_000,
          250,
        );
      } finally {
        await boss.stop({ graceful: false });
      }
      const ranOn = nodes.filter((n) =>
        n.lines().some((line) => line.jobId === jobId && line.msg === 'background job completed'),
      );
      expect(ranOn).toHaveLength(1);
      const { rows } = await database.query(
        'select subscription_id, count(*)::int as n from orders where subscription_id = any($1::uuid[]) group by 1',
        [subscriptionIds],
      );
      expect(rows).toHaveLength(subscriptionIds.length);
      expect(rows.every((r) => r.n === 1)).toBe(true);
    },
    SUBSCRIPTION_RUN_TIMEOUT_MS,
  );
});
