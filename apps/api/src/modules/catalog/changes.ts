// What the web servers hear to drop the signed-out pages they keep (docs/decisions/018-page-cache.md): every
// invalidation of the catalog's or the prices' caches in this API process, its own and its peers' (docs/scaling.md),
// as a Server-Sent Event. A web server keeps pages only while its stream is open, so a page it keeps can never
// outlive a change it did not hear of.
import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db';
import { type CacheNamespace, PRODUCT_PART, scopeIds, watchInvalidations } from '../../lib/cache';
import { companiesShapedBy } from '../assortment';
import { companiesPricedBy } from '../price';
import { renamedCategories } from './names';
import * as repo from './repository';
import { categoryPath, loadTaxonomy } from './taxonomy';

/**
 * The namespaces whose changes a signed-out page can show: products, categories, pictures, stock, texts, names,
 * content, list prices. Not `search` alone: every change of what search indexed comes with the products whose texts
 * or names it was (`texts`, `names`), and the web drops its kept searches with their pages.
 */
const SHOWN_ON_PAGES = new Set<CacheNamespace>(['catalog', 'pictures', 'stock', 'texts', 'names', 'price', 'content']);
const HEARTBEAT_MS = 15_000;
/** Companies named in one event at most; a change reaching more drops every company's pages. */
const MAX_NAMED_COMPANIES = 200;
/** Products named in one event at most; a change reaching more drops every page. */
const MAX_NAMED_PRODUCTS = 200;

/** The companies a change in parts (`scopes`) of a namespace reaches; null: every page. */
type Reached = (db: Db, scopes: readonly string[]) => Promise<string[] | null>;
/** The `changed` event's data for a change in parts; null when no page shows it. */
type ChangeData = (db: Db, namespace: CacheNamespace, scopes: readonly string[]) => Promise<string | null>;

/**
 * The event's data for a change heard in parts (`scopes`) of a namespace whose parts can be companies'
 * (`reached`): the namespace when a visitor's page can show it (a market's list prices: `companiesPricedBy` answers
 * null), else `<namespace>:companies` and the ids of the companies whose own pages it can change. Without ids, every
 * company's pages: too many to name, or the lookup failed. Null when no company holds what changed (a contract list
 * given to nobody yet): no page shows it.
 */
const companiesData =
  (reached: Reached): ChangeData =>
  async (db, namespace, scopes) => {
    const companies = await reached(db, scopes).catch(() => undefined);
    if (companies === null) return namespace;
    if (companies?.length === 0) return null;
    const named = companies && companies.length <= MAX_NAMED_COMPANIES ? ` ${companies.join(' ')}` : '';
    return `${namespace}:companies${named}`;
  };

/**
 * The slugs of the products a change in parts names (`PRODUCT_PART`: media's `changedPictures`, stock.ts), for the
 * web's kept pages: each shows its products by a link with the slug (and a product page its own). Null when that
 * cannot be told (no product named, more than MAX_NAMED_PRODUCTS, or one unknown): every page.
 */
async function productsNamedBy(db: Db, scopes: readonly string[]): Promise<string[] | null> {
  const ids = [...new Set(scopeIds(scopes, PRODUCT_PART))];
  if (ids.length === 0 || ids.length > MAX_NAMED_PRODUCTS) return null;
  const slugs = await repo.findSlugs(db, ids);
  return slugs.length === ids.length ? slugs : null;
}

/**
 * The event's data for a change heard in parts of a namespace whose parts name products (`productsNamedBy`):
 * `<namespace>:products` and the slugs, or the namespace alone (every page) when they cannot be told. A kept page
 * shows a product by linking it (the web keeps the slugs each page links: apps/web/lib/page-cache.ts, `dropShowing`).
 */
const productsData: ChangeData = async (db, namespace, scopes) => {
  const slugs = await productsNamedBy(db, scopes).catch(() => null);
  return slugs?.length ? `${namespace}:products ${slugs.join(' ')}` : namespace;
};

/**
 * The slugs (in both languages) of the categories whose listings hold the products a rename names (`renamedCategories`):
 * their own and every one above them, as a listing holds its subcategories' products. Null when none is named or one
 * is not in the taxonomy: every listing.
 */
async function listingsHolding(db: Db, scopes: readonly string[]): Promise<string[] | null> {
  const ids = renamedCategories(scopes);
  if (ids.length === 0) return null;
  const taxonomy = await loadTaxonomy(db);
  const slugs = new Set<string>();
  for (const id of ids) {
    const path = categoryPath(taxonomy, id);
    if (path.length === 0) return null;
    for (const category of path) {
      slugs.add(category.slug);
      if (category.slugEn) slugs.add(category.slugEn);
    }
  }
  return [...slugs];
}

/**
 * The event's data for a rename: `names:products`, the products' slugs and, after ` | `, the slugs of the categories
 * whose listings hold them (`listingsHolding`; left out when they cannot be told: every listing), or the namespace
 * alone (every page) when the products cannot be told.
 */
const namesData: ChangeData = async (db, namespace, scopes) => {
  const data = await productsData(db, namespace, scopes);
  if (data === namespace) return data;
  const categories = await listingsHolding(db, scopes).catch(() => null);
  return categories ? `${data} | ${categories.join(' ')}` : data;
};

/**
 * The namespaces whose changes in parts reach less than every page, and the event's data for one: a contract list's
 * prices, a company's pricing or assortment, an assortment's rules reach companies' own pages; a picture, or the stock
 * or lead times of some products, the pages showing those products; their texts, their own pages and the searches;
 * their names, the pages showing them, the listings holding them and the searches.
 * A change in parts of any other namespace, or of none, reaches every page.
 */
const CHANGE_DATA: Partial<Record<CacheNamespace, ChangeData>> = {
  price: companiesData(companiesPricedBy),
  catalog: companiesData(companiesShapedBy),
  pictures: productsData,
  stock: productsData,
  texts: productsData,
  names: namesData,
};

/**
 * Tells the open streams of one app every change heard in this process, its own and its peers': what a change in
 * parts reaches is worked out once for all of them (one query, not one per web server). Answers how to stop.
 */
export function announceChanges(db: Db, streams: ReadonlySet<PassThrough>): () => void {
  return watchInvalidations((namespace, scopes) => {
    if (!SHOWN_ON_PAGES.has(namespace)) return;
    const send = (data: string | null) => {
      if (data === null) return;
      for (const stream of streams) {
        if (!stream.writableEnded) stream.write(`event: changed\ndata: ${data}\n\n`);
      }
    };
    const data = CHANGE_DATA[namespace];
    if (scopes.length > 0 && data) void data(db, namespace, scopes).then(send);
    else send(namespace);
  });
}

export const catalogChangesStream = {
  description:
    'text/event-stream: `event: ready` once the stream listens, then `event: changed` (data: the namespace, ' +
    '`catalog`, `pictures`, `stock`, `texts`, `names`, `price` or `content`; `price:companies` or `catalog:companies` and the ids of the ' +
    'companies, separated by spaces, when the change reaches only what those companies see of their own: a ' +
    "contract list's prices, a company's pricing or assortment, an assortment's rules; without ids, every company; " +
    '`pictures:products` or `stock:products` and the slugs of the products whose pictures, or whose stock or lead ' +
    'times, changed, separated by spaces: only what shows those products; `texts:products` and the slugs of the ' +
    'products whose description or enrichments changed: their own pages and every search; `names:products` and the ' +
    "slugs of the products whose or whose variants' names or codes changed, then ` | ` and the slugs of the " +
    'categories whose listings hold them: the pages that show them, those listings and every search) for every ' +
    'change on any API node; a comment line every 15 s.',
  content: { 'text/event-stream': { schema: z.string() } },
};

/**
 * Streams the changes (`announceChanges` writes them to every stream of `streams`) until the client goes or the app
 * closes (`streams` ends them on preClose).
 */
export function streamCatalogChanges(reply: FastifyReply, streams: Set<PassThrough>) {
  const stream = new PassThrough();
  streams.add(stream);
  const write = (chunk: string) => {
    if (!stream.writableEnded) stream.write(chunk);
  };
  const heartbeat = setInterval(() => write(': keep-alive\n\n'), HEARTBEAT_MS);
  heartbeat.unref();
  const stop = () => {
    clearInterval(heartbeat);
    streams.delete(stream);
  };
  // The client gone: the stream goes with it (ending it would wait for a reader that is no longer there).
  reply.raw.on('close', () => {
    stop();
    stream.destroy();
  });
  stream.on('close', stop);
  write('retry: 1000\n\nevent: ready\ndata: \n\n');
  return reply
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-cache, no-transform')
    .header('x-accel-buffering', 'no')
    .send(stream);
}
