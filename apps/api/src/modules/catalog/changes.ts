// What the web servers hear to drop the signed-out pages they keep (docs/decisions/018-page-cache.md): every
// invalidation of the catalog's or the prices' caches in this API process, its own and its peers' (docs/scaling.md),
// as a Server-Sent Event. A web server keeps pages only while its stream is open, so a page it keeps can never
// outlive a change it did not hear of.
import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db';
import { type CacheNamespace, watchInvalidations } from '../../lib/cache';
import { companiesShapedBy } from '../assortment';
import { companiesPricedBy, reachesListPrices } from '../price';

/** The namespaces whose changes a signed-out page can show: products, categories, pictures, content, list prices. */
const SHOWN_ON_PAGES = new Set<CacheNamespace>(['catalog', 'price', 'content']);
const HEARTBEAT_MS = 15_000;
/** Companies named in one event at most; a change reaching more drops every company's pages. */
const MAX_NAMED_COMPANIES = 200;

/**
 * The event's data for a change heard: the namespace, or `<namespace>:companies` and the ids of the companies whose
 * own pages it can change (a contract list's prices, a company's pricing or assortment, an assortment's rules: the
 * catalog's only scoped changes), which a visitor's page never shows. Without ids: every company's pages.
 */
async function changedData(db: Db, namespace: CacheNamespace, scopes: readonly string[]): Promise<string | null> {
  const isCompaniesOnly = namespace === 'price' ? !reachesListPrices(scopes) : scopes.length > 0;
  if (!isCompaniesOnly) return namespace;
  const companies = await (namespace === 'price' ? companiesPricedBy(db, scopes) : companiesShapedBy(db, scopes)).catch(
    () => null,
  );
  // No company holds what changed (a contract list given to nobody yet): no page shows it.
  if (companies?.length === 0) return null;
  const named = companies && companies.length <= MAX_NAMED_COMPANIES ? ` ${companies.join(' ')}` : '';
  return `${namespace}:companies${named}`;
}

export const catalogChangesStream = {
  description:
    'text/event-stream: `event: ready` once the stream listens, then `event: changed` (data: the namespace, ' +
    '`catalog`, `price` or `content`; `price:companies` or `catalog:companies` and the ids of the companies, ' +
    "separated by spaces, when the change reaches only what those companies see of their own: a contract list's " +
    "prices, a company's pricing or assortment, an assortment's rules; without ids, every company) for every change " +
    'on any API node; a comment line every 15 s.',
  content: { 'text/event-stream': { schema: z.string() } },
};

/** Streams the changes until the client goes or the app closes (`streams` ends them on preClose). */
export function streamCatalogChanges(db: Db, reply: FastifyReply, streams: Set<PassThrough>) {
  const stream = new PassThrough();
  streams.add(stream);
  const write = (chunk: string) => {
    if (!stream.writableEnded) stream.write(chunk);
  };
  const stopWatching = watchInvalidations((namespace, scopes) => {
    if (!SHOWN_ON_PAGES.has(namespace)) return;
    if (scopes.length === 0) {
      write(`event: changed\ndata: ${namespace}\n\n`);
      return;
    }
    void changedData(db, namespace, scopes).then((data) => {
      if (data !== null) write(`event: changed\ndata: ${data}\n\n`);
    });
  });
  const heartbeat = setInterval(() => write(': keep-alive\n\n'), HEARTBEAT_MS);
  heartbeat.unref();
  const stop = () => {
    clearInterval(heartbeat);
    stopWatching();
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
