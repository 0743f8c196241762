import { sql } from 'drizzle-orm';
import type { Db } from '../db';
import {
  orderLines,
  orderStatusEvents,
  orders,
  prices,
  productProperties,
  products,
  searchDocuments,
  variantProperties,
  variants,
} from '../db/schema';
import type { Storage } from '../integrations/storage';
import { hashPassword } from '../lib/password';
import { indexProducts } from '../modules/catalog';
import { seedAssortments } from './assortments';
import { withIndexesDeferred } from './bulk';
import { seedCatalog } from './catalog';
import { seedContent } from './content';
import { DEMO_PASSWORD, planCustomers, seedCustomers } from './customers';
import { seedOrderHistory } from './history';
import { type DemoPictures, renderDemoPictures } from './media';
import { seedPharmacy } from './pharmacy';
import { seedPrices } from './prices';
import { seedPunchout } from './punchout';
import { seedReference } from './reference';
import { seedScaleCompanies } from './scale';
import { seedSupport } from './support';

/** Default size of the demo catalog (products; about 3.3 variants each). */
export const DEFAULT_PRODUCTS = 2_000;

export type SeedPhase = 'catalog' | 'prices' | 'customers' | 'companies' | 'search' | 'media';

export type SeedOptions = {
  /** Number of products (default 2,000); variants, prices and properties scale with it. */
  products?: number;
  /** Scale companies with their own price list and assortment (seed/scale.ts; default none). */
  companies?: number;
  log?: (message: string) => void;
  /** Progress within a phase, for progress bars: `done` of `total` units. */
  onProgress?: (phase: SeedPhase, done: number, total: number) => void;
  /** The instant campaign validity is relative to (default: now). */
  now?: Date;
  /** Where demo product pictures go (seed/media.ts); without it the products have no pictures. */
  storage?: Storage;
};

export type SeedSummary = {
  products: number;
  variants: number;
  companies: number;
  contacts: number;
  ms: Record<SeedPhase, number>;
  /** Demo pictures rendered and the products that got one; `ms.media` is the wait for them after the other phases. */
  media: DemoPictures | null;
};

/**
 * Deterministic demo data: reference data, a wholesaler's catalog, list, campaign and
 * contract prices, customers with contacts, addresses, invitations and consents, and the
 * search index. The same options give the same rows and ids. One transaction per phase.
 */
export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  const count = options.products ?? DEFAULT_PRODUCTS;
  const log = options.log ?? (() => {});
  const progress = options.onProgress ?? (() => {});
  const ms = { catalog: 0, prices: 0, customers: 0, companies: 0, search: 0, media: 0 } as Record<SeedPhase, number>;
  const timed = async <T>(phase: SeedPhase, work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await work();
    ms[phase] = Math.round(performance.now() - started);
    return result;
  };

  await seedReference(db);
  const passwordHash = hashPassword(DEMO_PASSWORD);
  const plan = planCustomers();

  const variantSummaries = await timed('catalog', () =>
    db.transaction((tx) =>
      withIndexesDeferred(tx, [products, variants, productProperties, variantProperties], () =>
        seedCatalog(tx, { products: count, onProgress: (done) => progress('catalog', done, count) }),
      ),
    ),
  );
  log(`catalog: ${count} products, ${variantSummaries.length} variants (${ms.catalog} ms)`);
  // Rendered while the next phases write (sharp works on the thread pool), attached at the end.
  const pictures = options.storage ? renderDemoPictures(db, options.storage) : null;

  await timed('prices', () =>
    db.transaction((tx) =>
      withIndexesDeferred(tx, [prices], () =>
        seedPrices(tx, {
          variants: variantSummaries,
          contracts: plan.contracts,
          now: options.now,
          onProgress: (done) => progress('prices', done, variantSummaries.length),
        }),
      ),
    ),
  );
  log(`prices: list and campaign prices in 3 markets, ${plan.contracts.length} contract lists (${ms.prices} ms)`);

  const priceListIds = new Map(plan.contracts.map((c) => [c.code, c.id]));
  const customers = await timed('customers', async () => {
    const hash = await passwordHash;
    return db.transaction((tx) => seedCustomers(tx, { companies: plan.companies, priceListIds, passwordHash: hash }));
  });
  progress('customers', 1, 1);
  log(`customers: ${customers.companies} companies, ${customers.contacts} contacts (${ms.customers} ms)`);
  const historyStarted = performance.now();
  const history = await db.transaction((tx) =>
    withIndexesDeferred(tx, [orders, orderLines, orderStatusEvents], () =>
      seedOrderHistory(tx, { companies: plan.companies, variants: variantSummaries, now: options.now }),
    ),
  );
  log(
    `order history: ${history.orders} orders, ${history.lines} lines over the past year (${Math.round(performance.now() - historyStarted)} ms)`,
  );
  await db.transaction((tx) => seedPharmacy(tx, { now: options.now }));
  await db.transaction((tx) => seedPunchout(tx));
  await db.transaction((tx) => seedSupport(tx, { now: options.now }));
  const hash = await passwordHash;
  await db.transaction((tx) => seedAssortments(tx, { passwordHash: hash }));
  const scaleCompanies = options.companies ?? 0;
  if (scaleCompanies > 0) {
    await timed('companies', () =>
      db.transaction((tx) =>
        seedScaleCompanies(tx, {
          count: scaleCompanies,
          passwordHash: hash,
          onProgress: (done) => progress('companies', done, scaleCompanies),
        }),
      ),
    );
    log(`companies: ${scaleCompanies} with their own price list and assortment (${ms.companies} ms)`);
  }

  await timed('search', async () => {
    await db.transaction((tx) => withIndexesDeferred(tx, [searchDocuments, products], () => indexProducts(tx)));
    // Fresh statistics for good plans, and a visibility map so facet counts and name orders
    // can use index-only scans (autovacuum may be off or late after a bulk load).
    await db.execute(sql`vacuum analyze`);
  });
  progress('search', 1, 1);
  log(`search index built (${ms.search} ms)`);
  await db.transaction((tx) => seedContent(tx));
  const media = pictures ? await timed('media', pictures) : null;
  if (media) log(`pictures: ${media.pictures} drawn for ${media.products} products (${ms.media} ms after the rest)`);

  return {
    products: count,
    variants: variantSummaries.length,
    companies: customers.companies + scaleCompanies,
    contacts: customers.contacts,
    ms,
    media,
  };
}
