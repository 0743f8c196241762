import type { Db } from '../../db';
import type { Caller } from '../../lib/access';
import {
  batchCachePerDatabase,
  cacheGeneration,
  cachePerDatabase,
  invalidateCaches,
  scopeIds,
  scopeVersion,
} from '../../lib/cache';
import { AppError, notFound, rule } from '../../lib/errors';
import type { Language, Text } from '../../lib/i18n';
import { visibleAmong } from '../assortment';
import * as repo from './repository';
import {
  bestPrice,
  compareCandidates,
  effectiveTiers,
  listPrice,
  type PriceRow,
  type PriceSourceFacts,
  priceSourceText,
  vatOf,
} from './rules';
import type {
  FromPrice,
  PricedLine,
  PriceSource,
  PricesBody,
  PricesResponse,
  unavailableReasons,
  VariantPrice,
} from './schemas';

/** Lines one price call may carry: a large order or cart, yet bounded work per request. */
export const MAX_PRICE_LINES = 500;
/** The market of anonymous visitors and of people who belong to several companies. */
export const DEFAULT_MARKET = 'NO';

/** Who is being priced: market, currency, VAT rates and the contract list, if any. */
export type PriceContext = repo.CandidateLists & {
  customerId: string | null;
  vatRates: repo.MarketRow['vatRates'];
};

const marketsCache = cachePerDatabase<Map<string, repo.MarketRow>>({ namespace: 'price', max: 1, ttlMs: 60_000 });

/**
 * The parts of the prices a change can touch alone (lib/cache.ts `scopes`; docs/decisions/006-caches.md, "Scoped
 * changes"): one contract list's prices reach only the price contexts holding it; a market's list or campaign every
 * context of its market and currency; a company's markets and contract list only that company's context.
 */
const CONTRACT = 'c:';
const MARKET = 'm:';
const COMPANY = 'co:';
const contractScope = (listId: string) => `${CONTRACT}${listId}`;
const marketScope = (market: string, currency: string) => `${MARKET}${market}:${currency}`;
const companyScope = (customerId: string) => `${COMPANY}${customerId}`;

/**
 * Drops, on every node once committed, what shows one price list's prices: kept answers of the contexts it prices
 * (a contract list: those holding it; a list or campaign: its market's and currency's). Every other kept answer
 * stays. For changes to a list's prices; a change to what a list is (its validity, its name) or to which lists
 * exist is `invalidateCaches('price')`.
 */
export function listPricesChanged(list: { id: string; kind: string; market: string; currency: string }) {
  const scope = list.kind === 'contract' ? contractScope(list.id) : marketScope(list.market, list.currency);
  invalidateCaches('price', { scopes: [scope] });
}

/**
 * Whether a price change of these scopes (`invalidateCaches('price', { scopes })`) can change what a visitor without
 * a company sees: only one to a market's list or campaign can (contract lists and companies' pricing cannot).
 */
const reachesListPrices = (scopes: readonly string[]) =>
  scopes.length === 0 || scopes.some((scope) => scope.startsWith(MARKET));

/**
 * The companies whose prices a change of these scopes can change (a contract list: those holding it; a company's
 * pricing: that company), for caches kept per company outside the API (the web's company pages); null when it can
 * reach every company (a market's list or campaign, or the whole namespace).
 */
export async function companiesPricedBy(db: Db, scopes: readonly string[]): Promise<string[] | null> {
  if (reachesListPrices(scopes)) return null;
  const holders = await repo.findContractHolders(db, scopeIds(scopes, CONTRACT));
  return [...new Set([...scopeIds(scopes, COMPANY), ...holders])];
}

/** Drops, on every node once committed, a company's pricing (its markets, its contract list), and only that. */
export function companyPricingChanged(customerId: string) {
  invalidateCaches('price', { scopes: [companyScope(customerId)] });
}

/**
 * What a kept priced answer's key holds of its price context: the market, currency and contract list, and the
 * versions of their prices, so a change to one list's prices (`listPricesChanged`) reaches only the answers that
 * show them. With the price namespace's generation too: a cache of the catalog namespace alone that keys by it (a
 * listing's order by price) follows every price change as well.
 */
export function pricingKey(context: repo.CandidateLists): string {
  const { market, currency, contractListId } = context;
  const contract = contractListId ? scopeVersion('price', contractScope(contractListId)) : 0;
  const versions = `${cacheGeneration('price')}.${scopeVersion('price', marketScope(market, currency))}.${contract}`;
  return `${market}|${currency}|${contractListId ?? ''}|${versions}`;
}

/**
 * A company's markets and contract list, read on every priced request. Every change to them drops it on every node
 * once committed (`companyPricingChanged`: the back office's contract assignment and customer update, the order
 * system's customer event), so it keeps 5 minutes, the TTL only bounding a lost notification. At 5 s, a shop with a
 * thousand companies met each again only after it had expired: a query on three of four requests (issue 18).
 */
const companyCache = cachePerDatabase<repo.PricingCompany>({ namespace: 'price', max: 5_000, ttlMs: 5 * 60_000 });

/**
 * Price lists start and end by the clock (a campaign, a contract with an end date), with no change anyone commits:
 * at the next such moment this node drops its price caches itself, as a price change would (`invalidateCaches`,
 * every node by its own timer), so a kept answer never shows a list past its end nor misses one that has begun.
 * The moment is read again after every price change (this cache is a price cache), at the latest hourly.
 */
const validityClock = cachePerDatabase<{ at: number | null }>({ namespace: 'price', max: 1, ttlMs: 60 * 60_000 });
const validityTimers = new WeakMap<object, NodeJS.Timeout>();
/** setTimeout's longest delay (~24.8 days); a later moment is waited for in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Makes sure this node drops its price caches when a price list next starts or ends (see `validityClock`). Caches
 * that keep priced answers longer than a moment call it before they build one.
 */
export async function watchPriceValidity(db: Db): Promise<void> {
  const clock = validityClock(db);
  await clock.get('next', async () => {
    const inMs = await repo.findNextValidityChange(db);
    clearTimeout(validityTimers.get(clock));
    if (inMs !== null) {
      const timer = setTimeout(() => invalidateCaches('price', { isLocal: true }), Math.min(inMs, MAX_TIMER_MS));
      timer.unref();
      validityTimers.set(clock, timer);
    }
    return { at: inMs === null ? null : Date.now() + inMs };
  });
}

/** A market's currency and VAT rates, from the per-minute cache of every market. */
export async function findMarket(db: Db, code: string) {
  const markets = await marketsCache(db).get('all', async () => {
    const rows = await repo.listMarkets(db);
    return new Map(rows.map((row) => [row.code, row]));
  });
  return markets.get(code) ?? null;
}

/**
 * Decides whose prices a request sees. A customerId (checked against the caller by the
 * route) gives that company's contract and markets; a person without one gets their only
 * company, or list prices when they belong to several; anonymous callers get list prices.
 */
export async function resolvePriceContext(
  db: Db,
  options: { caller: Caller; customerId?: string; market?: string },
): Promise<PriceContext> {
  const { caller } = options;
  let customerId = options.customerId;
  if (customerId && caller.kind === 'anonymous') throw new AppError('unauthenticated');
  if (!customerId && caller.kind === 'person' && caller.companies.size === 1) {
    customerId = caller.companies.keys().next().value;
  }
  const id = customerId;
  // An unknown company fails the load, so it is not cached (a new company prices at once).
  const company = id
    ? await companyCache(db).get(`${id}|${scopeVersion('price', companyScope(id))}`, async () => {
        const found = await repo.findPricingCompany(db, id);
        if (!found) throw notFound('No such customer.');
        return found;
      })
    : null;
  const marketCode = options.market ?? company?.market ?? DEFAULT_MARKET;
  const market = await findMarket(db, marketCode);
  if (!market) throw rule('market_unknown', { market: marketCode });
  if (company && !company.markets.includes(market.code) && company.market !== market.code) {
    throw rule('market_not_allowed', { market: market.code });
  }
  return {
    customerId: company?.id ?? null,
    market: market.code,
    currency: market.currency,
    vatRates: market.vatRates,
    contractListId: company?.priceListId ?? null,
  };
}

type Reason = (typeof unavailableReasons)[number];
const reasonText: Record<Reason, Text> = {
  unknown_sku: { nb: 'Varenummeret finnes ikke.', en: 'The item number does not exist.' },
  not_sold: { nb: 'Varen selges ikke lenger.', en: 'The item is no longer sold.' },
  no_price: { nb: 'Varen har ingen pris i markedet.', en: 'The item has no price in the market.' },
  below_minimum_quantity: {
    nb: 'Antallet er lavere enn minste bestillingsantall.',
    en: 'The quantity is below the minimum order quantity.',
  },
};

function agreementOf(row: PriceRow) {
  return {
    kind: row.kind,
    priceListId: row.priceListId,
    code: row.code,
    name: row.name,
    validTo: row.validTo,
    minQuantity: row.minQuantity,
  };
}

/** A line's price source in the caller's language, from the agreement that priced it (or a quote's code). */
export function priceSourceOf(facts: PriceSourceFacts | null, lang: Language): PriceSource | null {
  if (!facts) return null;
  const { kind, code, name, validTo, minQuantity } = facts;
  return { kind, code, name, validTo, minQuantity, text: priceSourceText(facts, lang) };
}

/** Prices one line from its candidate tiers (pure; no database). */
function priceLine(
  line: { sku: string; quantity: number },
  found: repo.SkuPrices | undefined,
  context: PriceContext,
  lang: Language,
): PricedLine {
  const unavailable = (reason: Reason, tiers: PricedLine['tiers'] = []): PricedLine => ({
    sku: line.sku,
    quantity: line.quantity,
    available: false,
    reason,
    message: reasonText[reason][lang],
    currency: context.currency,
    unitPrice: null,
    listUnitPrice: null,
    vatRate: null,
    lineTotal: null,
    vatAmount: null,
    tiers,
    agreement: null,
  });
  if (!found) return unavailable('unknown_sku');
  if (!found.isSellable) return unavailable('not_sold');
  if (found.prices.length === 0) return unavailable('no_price');
  const tiers = effectiveTiers(found.prices);
  const best = bestPrice(found.prices, line.quantity);
  if (!best) return unavailable('below_minimum_quantity', tiers);
  const vatRate = context.vatRates[found.vatClass] ?? 0;
  const lineTotal = best.unitPrice * line.quantity;
  return {
    sku: line.sku,
    quantity: line.quantity,
    available: true,
    reason: null,
    message: null,
    currency: context.currency,
    unitPrice: best.unitPrice,
    listUnitPrice: listPrice(found.prices, line.quantity),
    vatRate,
    lineTotal,
    vatAmount: vatOf(lineTotal, vatRate),
    tiers,
    agreement: agreementOf(best),
  };
}

/**
 * Prices SKU lines for a customer (or anonymously) in one query (after the company's, when
 * there is one). Lines that cannot be
 * priced say why instead of failing the call, so a cart with one dead SKU still prices.
 */
export async function calculatePrices(
  db: Db,
  options: { caller: Caller; body: PricesBody; lang: Language },
): Promise<PricesResponse> {
  const { body, lang } = options;
  if (body.lines.length > MAX_PRICE_LINES) throw rule('too_many_items', { max: MAX_PRICE_LINES });
  const context = await resolvePriceContext(db, {
    caller: options.caller,
    customerId: body.customerId,
    market: body.market,
  });
  const skus = [...new Set(body.lines.map((line) => line.sku))];
  const rows = await repo.loadSkuPrices(db, { ...context, skus });
  // A SKU outside the company's assortment prices as an unknown one (docs/catalog.md, "Assortments"): carts, lists,
  // subscriptions, punch-out and orders all price through here.
  const visible = await visibleAmong(db, { companyId: context.customerId, products: rows });
  const found = new Map(visible.map((row) => [row.sku, row]));
  const lines = body.lines.map((line) => priceLine(line, found.get(line.sku), context, lang));
  let totalExclVat = 0;
  let totalVat = 0;
  for (const line of lines) {
    totalExclVat += line.lineTotal ?? 0;
    totalVat += line.vatAmount ?? 0;
  }
  return {
    customerId: context.customerId,
    market: context.market,
    currency: context.currency,
    lines,
    totalExclVat,
    totalVat,
  };
}

/**
 * Listing cards' variant prices (`GET /api/catalog/product-variants`) per price context (market, currency, contract)
 * and SKU, kept 10 s: any price or catalog change drops them on every node (`invalidateCaches`), so only a campaign
 * that starts or ends by the clock shows up to 10 s late, as in listings. Product pages read their prices in their
 * own statement (`variantPricesJson`); checkout and POST /api/price/prices price live.
 */
const variantPriceCache = batchCachePerDatabase<{ price: VariantPrice | null }>({
  namespace: ['catalog', 'price'],
  max: 20_000,
  ttlMs: 10_000,
  packed: true,
});

/** Each SKU's price at quantity 1 with its tiers, for product pages; null where it has none. */
export async function priceVariants(
  db: Db,
  options: { context: PriceContext; skus: string[] },
): Promise<Map<string, VariantPrice | null>> {
  const { context } = options;
  const prefix = `${pricingKey(context)}|`;
  const cached = await variantPriceCache(db).getMany(
    options.skus.map((sku) => prefix + sku),
    async (missing) => {
      const skus = missing.map((key) => key.slice(prefix.length));
      const rows = await repo.loadSkuPrices(db, { ...context, skus });
      const found = new Map(rows.map((row) => [prefix + row.sku, { price: variantPriceOf(row, context) }]));
      return found;
    },
  );
  return new Map([...cached].map(([key, { price }]) => [key.slice(prefix.length), price]));
}

/**
 * Each SKU's price at quantity 1 with its tiers, from the prices a product page's statement read with it
 * (`variantPricesJson`); SKUs without one are absent. The same rules as `priceVariants`, without a query.
 */
export function variantPricesOf(
  found: repo.ProductVariantPrices,
  options: { context: PriceContext; productId: string },
): Map<string, VariantPrice | null> {
  return new Map(
    repo.skuPricesOf(found, options.productId).map((row) => [row.sku, variantPriceOf(row, options.context)]),
  );
}

function variantPriceOf(row: repo.SkuPrices, context: PriceContext): VariantPrice | null {
  const tiers = effectiveTiers(row.prices);
  const first = tiers[0];
  const best = first ? bestPrice(row.prices, first.minQuantity) : null;
  return best && first
    ? {
        currency: context.currency,
        unitPrice: best.unitPrice,
        listUnitPrice: listPrice(row.prices, first.minQuantity),
        vatRate: context.vatRates[row.vatClass] ?? 0,
        agreement: agreementOf(best),
        tiers,
      }
    : null;
}

/** The caller's lowest quantity-1 price per product among its variants ("from" prices); one query. */
export async function fromPrices(
  db: Db,
  options: { context: PriceContext; productIds: string[] },
): Promise<Map<string, FromPrice>> {
  const { context } = options;
  return fromPricesOf(await repo.loadProductBasePrices(db, { ...context, productIds: options.productIds }), context);
}

/**
 * The from-prices of read base prices (`fromPrices`' rule): what a statement of another module read with
 * `basePricesJson` (a listing page's cards), priced without a query of its own.
 */
export function fromPricesOf(rows: repo.ProductBasePrices[], context: PriceContext): Map<string, FromPrice> {
  const result = new Map<string, FromPrice>();
  for (const product of rows) {
    let best: PriceRow | null = null;
    let bestList: number | null = null;
    for (const variant of product.skus) {
      const price = bestPrice(variant.prices, 1);
      if (!price) continue;
      if (!best || compareCandidates(price, best) < 0) {
        best = price;
        bestList = listPrice(variant.prices, 1);
      }
    }
    if (best) {
      result.set(product.productId, {
        amount: best.unitPrice,
        listAmount: bestList,
        currency: context.currency,
        agreementKind: best.kind,
      });
    }
  }
  return result;
}

/** The price lists that may price for the context right now (for sorting listings by price). */
export async function candidatePriceListIds(db: Db, options: { context: PriceContext }): Promise<string[]> {
  return (await repo.findCandidateLists(db, options.context)).map((list) => list.id);
}
