/**
 * Changes made while buyers browse (issue 18: a catalog that stays fast while it is kept up to date), each through
 * the back office as the catalog manager, one change at a time and at most one every `intervalMs` (a change waits its
 * turn behind the load like any request), for as long as a scenario runs. What they show is what such a change drops
 * (docs/decisions/006-caches.md, "Scoped changes"):
 * - `startPriceChurn`: an ERP keeping other companies' contract prices in step; before scoped changes, every priced
 *   answer of every company;
 * - `startPictureChurn`: staff editing pictures' alt texts; before pictures had a cache namespace of their own, every
 *   catalog cache (cards, counts, name orders, the taxonomy);
 * - `startStockChurn`: an ERP's stock feed; before stock had a cache namespace of its own, every catalog cache too;
 * - `startTextChurn`: staff editing descriptions; before a product's texts reached only search and its page, every
 *   catalog cache too;
 * - `startNameChurn`: staff correcting names; before a product's names reached only what orders by name, search and
 *   its own page and card, every catalog cache too.
 */
import { openDatabase } from '../../apps/api/src/db';
import { type ApiProcess, signIn } from './api';

/** The contract list changed: a seeded company's other than the scenarios' buyer's (Nordlys). */
const CHURN_LIST = 'CONTRACT-NO-01';

export type Churn = { stop: () => Promise<{ changes: number; failures: number }> };

type ChurnOptions = { api: Pick<ApiProcess, 'baseUrl' | 'secret'>; databaseUrl: string; intervalMs: number };

/** Rows of the benchmark's database the changes go through, read once before they start. */
async function rowsOf<T>(databaseUrl: string, text: string, params: unknown[] = []): Promise<T[]> {
  const database = await openDatabase({ url: databaseUrl, poolSize: 1 });
  try {
    return (await database.query(text, params)).rows as T[];
  } finally {
    await database.close();
  }
}

/** The catalog manager's access token: every change goes through the back office as that person. */
async function catalogManagerToken(options: ChurnOptions): Promise<string> {
  const { token, note } = await signIn(options.api, 'katalog@engros.example');
  if (!token) throw new Error(`the catalog manager cannot sign in: ${note}`);
  return token;
}

/**
 * A stored text changed each round, the same way back: `suffix` added to it, or taken away when an earlier run left
 * it there (so every call changes what is stored).
 */
const toggled = (text: string, suffix: string) =>
  text.endsWith(suffix) ? text.slice(0, -suffix.length) : `${text}${suffix}`;

/**
 * Sends `send(i, token)` as the catalog manager (signed in now unless `token` is given) one at a time, one every
 * `intervalMs`, until stopped; `stop` ends them and counts what was sent.
 */
async function churn(
  options: ChurnOptions,
  send: (i: number, token: string) => Promise<Response>,
  signedIn?: string,
): Promise<Churn> {
  const token = signedIn ?? (await catalogManagerToken(options));
  let changes = 0;
  let failures = 0;
  let running = true;
  const loop = (async () => {
    for (let i = 0; running; i++) {
      const startedAt = performance.now();
      const res = await send(i, token).catch(() => null);
      await res?.arrayBuffer();
      if (res?.ok) changes++;
      else failures++;
      const left = options.intervalMs - (performance.now() - startedAt);
      if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return { changes, failures };
    },
  };
}

/** Starts the price changes: one SKU's tiers in `CHURN_LIST` at a time. */
export async function startPriceChurn(options: ChurnOptions): Promise<Churn> {
  type Tier = { minQuantity: number; unitPrice: number };
  const rows = await rowsOf<{ id: string; sku: string; tiers: Tier[] }>(
    options.databaseUrl,
    `select pl.id, p.sku, json_agg(json_build_object('minQuantity', p.min_quantity, 'unitPrice', p.unit_price)
       order by p.min_quantity) as tiers
     from price_lists pl join prices p on p.price_list_id = pl.id
     where pl.code = $1 group by pl.id, p.sku order by p.sku limit 200`,
    [CHURN_LIST],
  );
  if (rows.length === 0) throw new Error(`no prices in ${CHURN_LIST}`);
  return churn(options, (i, token) => {
    const row = rows[i % rows.length]!;
    // Every tier as it is, the first one minor unit off and back in turns (the list ends as it was after an even
    // number of rounds, a minor unit off on some SKUs otherwise).
    const isOff = Math.floor(i / rows.length) % 2 === 0;
    const tiers = row.tiers.map((tier, at) => (at === 0 && isOff ? { ...tier, unitPrice: tier.unitPrice + 1 } : tier));
    return fetch(`${options.api.baseUrl}/api/backoffice/price-lists/${row.id}/prices/${row.sku}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ tiers }),
    });
  });
}

/**
 * Starts the picture changes: the Norwegian alt text of one of 200 products' first pictures at a time, a word added
 * or taken away from what is stored, and back on the next round (an earlier run's word left over is taken away
 * first, so each call changes the text).
 */
export async function startPictureChurn(options: ChurnOptions): Promise<Churn> {
  const rows = await rowsOf<{ productId: string; imageId: string; alt: string }>(
    options.databaseUrl,
    `select distinct on (i.product_id) i.product_id as "productId", i.id as "imageId", i.alt->>'nb' as alt
     from product_images i order by i.product_id, i.position limit 200`,
  );
  if (rows.length === 0) throw new Error('no pictures to change');
  return churn(options, (i, token) => {
    const row = rows[i % rows.length]!;
    const alt = Math.floor(i / rows.length) % 2 === 0 ? toggled(row.alt, ' (oppdatert)') : row.alt;
    return fetch(`${options.api.baseUrl}/api/backoffice/products/${row.productId}/images/${row.imageId}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ alt: { nb: alt } }),
    });
  });
}

/** SKUs one stock feed call sets (of `STOCK_FEED_SKUS` in turn). */
const STOCK_FEED_PAGE = 50;
const STOCK_FEED_SKUS = 2_000;

/**
 * Starts the stock feed: `PUT /api/backoffice/stock-levels` with 50 of 2,000 SKUs a call (spread over the catalog), one
 * unit taken off each and given back in turns (the levels end as they were after an even number of rounds). Only SKUs
 * in stock, so a level of 0 never shows up.
 */
export async function startStockChurn(options: ChurnOptions): Promise<Churn> {
  const rows = await rowsOf<{ sku: string; stock: number }>(
    options.databaseUrl,
    `select sku, stock from variants where stock > 1 order by md5(sku) limit ${STOCK_FEED_SKUS}`,
  );
  if (rows.length < STOCK_FEED_PAGE) throw new Error('too few SKUs in stock to feed');
  const pages = Math.floor(rows.length / STOCK_FEED_PAGE);
  return churn(options, (i, token) => {
    const page = rows.slice((i % pages) * STOCK_FEED_PAGE, ((i % pages) + 1) * STOCK_FEED_PAGE);
    const isOff = Math.floor(i / pages) % 2 === 0;
    const levels = page.map((row) => ({ sku: row.sku, stock: isOff ? row.stock - 1 : row.stock }));
    return fetch(`${options.api.baseUrl}/api/backoffice/stock-levels`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ levels }),
    });
  });
}

/** Products whose descriptions or names `startTextChurn` and `startNameChurn` edit in turn. */
const EDIT_CHURN_PRODUCTS = 200;

type Localized = { nb: string; en?: string };

/**
 * Starts edits of one text of products (`field`): `PUT /api/backoffice/products/{id}` with the product as the back
 * office reads it (read once, before the changes start) and that text's Norwegian with `suffix` added or taken away,
 * and back on the next round: each call changes the text from what is stored (an earlier run's suffix left over,
 * too), 200 products spread over the catalog.
 */
async function startEditChurn(options: ChurnOptions, field: 'description' | 'name', suffix: string): Promise<Churn> {
  const ids = await rowsOf<{ id: string }>(
    options.databaseUrl,
    `select id from products where is_active order by md5(id::text) limit ${EDIT_CHURN_PRODUCTS}`,
  );
  const token = await catalogManagerToken(options);
  type Read = { id: string; variants: { gtin: string | null }[] } & Record<typeof field, Localized>;
  const edits: { id: string; body: object; text: Localized }[] = [];
  for (const { id } of ids) {
    const res = await fetch(`${options.api.baseUrl}/api/backoffice/products/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!res.ok) throw new Error(`the back office answered ${res.status} for product ${id}`);
    const { variants, ...product } = (await res.json()) as Read;
    // What the PUT takes: an EAN left out when there is none.
    const body = { ...product, variants: variants.map(({ gtin, ...v }) => ({ ...v, ...(gtin ? { gtin } : {}) })) };
    edits.push({ id, body, text: product[field] });
  }
  const send = (i: number, token: string) => {
    const { id, body, text } = edits[i % edits.length]!;
    const nb = Math.floor(i / edits.length) % 2 === 0 ? toggled(text.nb, suffix) : text.nb;
    return fetch(`${options.api.baseUrl}/api/backoffice/products/${id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, [field]: { ...text, nb } }),
    });
  };
  return churn(options, send, token);
}

/** Staff polishing descriptions: a sentence added to or taken from one of 200 products' Norwegian description. */
export const startTextChurn = (options: ChurnOptions) => startEditChurn(options, 'description', ' Oppdatert.');

/** Staff correcting names: a word added to or taken from one of 200 products' Norwegian name. */
export const startNameChurn = (options: ChurnOptions) => startEditChurn(options, 'name', ' Ny');
