// The cart as answered: its lines priced now, shipping and totals (docs/cart.md); and the reads ordering needs.
import { createHash } from 'node:crypto';
import type { Db, DbOrTx } from '../../db';
import { readTogether } from '../../db/prepared';
import { assertOwner, type Person } from '../../lib/access';
import { cachePerDatabase, inflatedKept, keptDeflated } from '../../lib/cache';
import { AppError, notFound, rule } from '../../lib/errors';
import type { Language, Text } from '../../lib/i18n';
import { findAddress } from '../customer';
import { firstShippingDate, isShippingMethod, type ShippingMethodCode, shippingFee, shippingName } from '../delivery';
import { type CardImage, skuImages, skuPicturesVersion } from '../media';
import type { PricedLine } from '../price';
import {
  calculatePrices,
  priceSourceOf,
  pricingKey,
  resolvePriceContext,
  totalsOf,
  vatOf,
  watchPriceValidity,
} from '../price';
import { buysIn, openCartOf, ownerCompanyId, resolveOwner, type Who } from './owner';
import * as repo from './repository';
import { type Cart, type CartLine, cart as cartAnswer } from './schemas';

/** Prices lines now for the company in a market; null when the company may no longer buy there. */
export async function priceNow(
  db: Db,
  options: {
    caller: Person;
    companyId: string;
    market: string;
    lines: { sku: string; quantity: number }[];
    lang: Language;
  },
): Promise<PricedLine[] | null> {
  if (options.lines.length === 0) return [];
  try {
    const priced = await calculatePrices(db, {
      caller: options.caller,
      body: { customerId: options.companyId, market: options.market, lines: options.lines },
      lang: options.lang,
    });
    return priced.lines;
  } catch (error) {
    if (error instanceof AppError && error.code === 'market_not_allowed') return null;
    throw error;
  }
}

/** The price a line is stored with (reads re-price; the snapshot shows what it cost when last changed). */
export const priceSnapshot = (line: PricedLine): repo.LinePrice => ({
  unitPrice: line.unitPrice,
  listUnitPrice: line.listUnitPrice,
  vatRate: line.vatRate,
  currency: line.currency,
  agreementKind: line.agreement?.kind ?? null,
  agreementCode: line.agreement?.code ?? null,
});

/** The one line message a cart line carries when its company no longer buys in the cart's market. */
const marketNotAllowedText: Text = {
  nb: 'Kunden handler ikke i handlekurvens marked.',
  en: "The customer does not buy in the cart's market.",
};

/**
 * Cart lines as answered (carts and shopping lists alike): priced now where `priced` has the
 * line; otherwise unavailable, with the price stored on the line when `keepStoredPrice`.
 */
export function toCartLines(options: {
  rows: repo.CartLineRow[];
  info: Awaited<ReturnType<typeof repo.loadSkuInfo>>;
  priced: PricedLine[] | null;
  lang: Language;
  keepStoredPrice: boolean;
  /** Each SKU's picture (media's skuImages). */
  images: Map<string, CardImage>;
}): CartLine[] {
  return options.rows.map((row, index) => {
    const now = options.priced?.[index];
    // A SKU pricing calls unknown (also one outside the company's assortment) shows nothing of the product.
    const sku = now?.reason === 'unknown_sku' ? undefined : options.info.get(row.sku);
    const unitPrice = now ? now.unitPrice : options.keepStoredPrice ? row.unitPrice : null;
    const vatRate = now ? now.vatRate : options.keepStoredPrice ? row.vatRate : null;
    const lineTotal = unitPrice === null ? null : unitPrice * row.quantity;
    return {
      id: row.id,
      sku: row.sku,
      name: sku ? sku.name[options.lang] || sku.name.nb : null,
      quantity: row.quantity,
      packSize: sku?.packSize ?? null,
      available: now ? now.available : false,
      reason: now ? now.reason : 'market_not_allowed',
      message: now ? now.message : options.keepStoredPrice ? marketNotAllowedText[options.lang] : null,
      unitPrice,
      listUnitPrice: now ? now.listUnitPrice : options.keepStoredPrice ? row.listUnitPrice : null,
      vatRate,
      lineTotal,
      vatAmount: lineTotal === null || vatRate === null ? null : vatOf(lineTotal, vatRate),
      agreement: now?.agreement
        ? { kind: now.agreement.kind, code: now.agreement.code, name: now.agreement.name }
        : null,
      priceSource: priceSourceOf(now?.agreement ?? null, options.lang),
      // The stored snapshot is the price when the line was added or last changed: a different price now is marked.
      previousUnitPrice:
        now?.unitPrice != null &&
        row.unitPrice !== null &&
        row.currency === now.currency &&
        row.unitPrice !== now.unitPrice
          ? row.unitPrice
          : null,
      stock: sku?.stock ?? null,
      isInStock: (sku?.stock ?? 0) >= row.quantity,
      isPrescriptionOnly: sku?.isPrescriptionOnly ?? false,
      addedAt: row.addedAt.toISOString(),
      image: options.images.get(row.sku) ?? null,
    };
  });
}

/**
 * The shipping method's fee (at the market's standard VAT rate) and the totals of the priceable lines plus
 * that fee: the cart answer and simulate's ad-hoc lines both total this way.
 */
export function totalsWithShipping(
  lines: readonly { available: boolean; lineTotal: number | null; vatRate: number | null }[],
  options: { method: ShippingMethodCode; market: string; vatRate: number; lang: Language },
) {
  const { method, vatRate } = options;
  const fee = shippingFee(method, options.market);
  const shipping = { method, name: shippingName(method, options.lang), fee, vatRate, vat: vatOf(fee, vatRate) };
  const goods = lines.flatMap((line) =>
    line.available && line.lineTotal !== null ? [{ lineTotal: line.lineTotal, vatRate: line.vatRate ?? 0 }] : [],
  );
  return { shipping, totals: totalsOf(fee > 0 ? [...goods, { lineTotal: fee, vatRate }] : goods) };
}

/** What drafting a cart gives: the answer, plus the raw prices (agreements) for turning it into an order. */
export type CartDraft = {
  view: Cart;
  priced: PricedLine[] | null;
  leadTimeDays: number;
  shipping: Cart['shipping'];
  /** Name, stock, lead time, department… of the lines' SKUs. */
  info: Map<string, repo.SkuInfo>;
  /** The company still buys in the cart's market (else every line is unavailable). */
  marketAllowed: boolean;
};

type DraftOptions = {
  caller: Person;
  cart: repo.CartRow;
  company: repo.CartCompany;
  lang: Language;
  /** false: lines carry no picture (checkout, simulate and validate show none; one query fewer). */
  withPictures?: boolean;
  /** The cart's lines with their SKUs' facts, when the caller has read them already (renderCart). */
  lines?: Awaited<ReturnType<typeof repo.listLinesWithInfo>>;
};

/**
 * The checkout check a cart answer carries with initCheckout (docs/cart.md lists its rules). It is the checkout
 * module's, which sits above the cart: the composition root (modules/index.ts) hands it to the cart's routes.
 */
export type CartCheck = (
  db: Db,
  options: DraftOptions & { draft: CartDraft; now?: Date },
) => Promise<NonNullable<Cart['checkout']>>;

/**
 * Prices a cart now, writing nothing: the cart answer, simulate, validate and createorder all start here, so their
 * numbers cannot disagree. The checkout check is the checkout module's (checkout/check.ts).
 */
export async function draftCart(db: Db, options: DraftOptions): Promise<CartDraft> {
  const { cart, company, lang } = options;
  const [{ rows, info }, vatRate] = await readTogether(db, [
    async () => options.lines ?? repo.listLinesWithInfo(db, cart.id),
    () => repo.findStandardVat(db, cart.market),
  ]);
  const marketAllowed = buysIn(company, cart.market);
  const [priced, images] = await readTogether(db, [
    async () =>
      marketAllowed
        ? priceNow(db, {
            caller: options.caller,
            companyId: company.id,
            market: cart.market,
            lines: rows.map((row) => ({ sku: row.sku, quantity: row.quantity })),
            lang,
          })
        : null,
    async () =>
      options.withPictures === false
        ? new Map<string, CardImage>()
        : skuImages(db, { skus: rows.map((row) => row.sku), lang }),
  ]);

  const lines = toCartLines({ rows, info, priced, lang, keepStoredPrice: true, images });
  const method = isShippingMethod(cart.shippingMethod) ? cart.shippingMethod : 'route';
  const { shipping, totals } = totalsWithShipping(lines, { method, market: cart.market, vatRate, lang });
  const { net, vat, gross } = totals;
  const leadTimeDays = Math.max(0, ...rows.map((row) => info.get(row.sku)?.leadTimeDays ?? 0));

  const view: Cart = {
    id: cart.id,
    pid: cart.contactId,
    customerId: cart.companyId,
    status: cart.status,
    market: cart.market,
    currency: cart.currency,
    version: cart.version,
    metadata: {
      purchaseOrderNumber: cart.purchaseOrderNumber,
      comment: cart.comment,
      requestedDeliveryDate: cart.requestedDeliveryDate,
      deliveryAddressId: cart.deliveryAddressId,
      shippingMethod: method,
      costCentreId: cart.costCentreId,
    },
    lines,
    shipping,
    totals: { currency: cart.currency, net, vat, gross },
    createdAt: cart.createdAt.toISOString(),
    updatedAt: cart.updatedAt.toISOString(),
  };
  return { view, priced, leadTimeDays, shipping, info, marketAllowed };
}

/** The first date a cart could be delivered now (its address, method and lead time); null when none. */
export async function firstDeliveryDateOf(db: Db, cartId: string, now: Date): Promise<string | null> {
  const cart = await repo.findCart(db, cartId);
  if (!cart) return null;
  const [address, rows] = await readTogether(db, [
    async () => (cart.deliveryAddressId ? findAddress(db, cart.deliveryAddressId) : null),
    () => repo.listLines(db, cartId),
  ]);
  const info = await repo.loadSkuInfo(
    db,
    rows.map((row) => row.sku),
  );
  const method = isShippingMethod(cart.shippingMethod) ? cart.shippingMethod : 'route';
  const usable = address?.type === 'delivery' ? address : null;
  return firstShippingDate({
    method,
    market: usable?.country ?? cart.market,
    zipCode: usable?.zipCode ?? null,
    now,
    leadTimeDays: Math.max(0, ...rows.map((row) => info.get(row.sku)?.leadTimeDays ?? 0)),
  });
}

/** The caller's open cart in the company, created on first read; with initCheckout, `check` adds the checkout. */
export async function getCart(
  db: Db,
  options: Who & { initCheckout?: boolean; check?: CartCheck; now?: Date },
): Promise<Cart> {
  const company = await resolveOwner(db, options, 'viewer');
  const cart = await openCartOf(db, company, options.caller.contactId);
  const draft = await draftCart(db, { ...options, cart, company });
  if (options.initCheckout && options.check) {
    draft.view.checkout = await options.check(db, { ...options, cart, company, draft });
  }
  return draft.view;
}

/**
 * Cart answers as sent (the cart read without initCheckout: the header's count on every page, the cart page), per
 * everything the answer is made of that is read fresh per request: the cart row (version, metadata, market), its
 * lines (SKUs, quantities, the prices stored on them) with their SKUs' names, stock and lead times, the company
 * (its markets), the price context (market, currency, contract list) and the language. What the answer takes from
 * caches of its own (price rows, assortments, pictures, VAT rates) is dropped with any catalog, price or delivery
 * change on every node (lib/cache.ts namespaces) or any picture's (the SKU pictures' version is in its key), and by
 * a price list starting or ending by the clock at that moment (`watchPriceValidity`), so an answer keeps 5 minutes,
 * as product pages do: a buyer who opens a page a minute still finds it. Pricing 100 lines and checking the answer
 * against the schema cost ~9 ms of API CPU per read, on every page a buyer with a long cart opens (issue 18).
 * Checkout (initCheckout), simulate, validate and createorder still price live.
 * Kept deflated: a cart's JSON repeats its keys on every line (100 lines: 113 kB, 12 kB deflated), so 2,000 kept
 * answers stay within ~25 MB of the API's memory even when every cart is that long; inflating one (0.15 ms) costs
 * far less than pricing it.
 */
const cartAnswerCache = cachePerDatabase<Buffer>({
  namespace: ['catalog', 'pictures', 'price', 'delivery'],
  max: 2_000,
  ttlMs: 5 * 60_000,
});

/** getCart's answer (no initCheckout) as JSON bytes, checked against the schema once when built (cartAnswerCache). */
export async function renderCart(db: Db, options: Who): Promise<Buffer> {
  const company = await resolveOwner(db, options, 'viewer');
  const cart = await openCartOf(db, company, options.caller.contactId);
  const lines = await repo.listLinesWithInfo(db, cart.id);
  const context = buysIn(company, cart.market)
    ? await resolvePriceContext(db, { caller: options.caller, customerId: company.id, market: cart.market })
    : null;
  const made = JSON.stringify([
    options.lang,
    cart,
    company,
    lines.rows,
    [...lines.info.values()],
    context,
    context && pricingKey(context),
    // Its lines' pictures: a picture change moves it (decision 006, "Scoped changes").
    skuPicturesVersion(),
  ]);
  const key = createHash('sha256').update(made).digest('base64url');
  const kept = await cartAnswerCache(db).get(key, async () => {
    // Before the answer is built: the clock that drops it when a price list starts or ends is running.
    await watchPriceValidity(db);
    const { view } = await draftCart(db, { ...options, cart, company, lines });
    return keptDeflated(JSON.stringify(cartAnswer.parse(view)));
  });
  return inflatedKept(kept);
}

/** Owner of a cart id, for other domains' `owns('cart', …)` rules. */
export const findCartOwner = repo.findCartOwner;

/**
 * For ordering: inside the caller's transaction, finds the caller's open cart (buyer role) and locks its row
 * (SELECT … FOR UPDATE), reading its company, checkout addresses, orderer and lines (for draftCart's `lines`) in
 * the same statement, and `also` (another module's JSON over the cart's company and contact, undefined when the lock
 * waited for a change of the cart). No open cart → 422 cart_empty (none is created). Changes nothing.
 */
export async function lockOpenCart(tx: Db, who: Who, also?: repo.AlsoRead) {
  const found = await repo.lockOpenCartWithCompany(tx, ownerCompanyId(who, 'buyer'), who.caller.contactId, also);
  if (!found.company) throw notFound('No such customer.');
  if (!found.cart) throw rule('cart_empty');
  const { cart, company, addresses, orderer, lines } = found;
  return { cart, company, addresses, orderer, lines, also: found.also };
}

/**
 * Any cart row by id (an open cart, a subscription template, a frozen approval or quote cart) with its company:
 * `lock` takes the row lock (inside a transaction). The caller needs `role` in the cart's company, else 404/403.
 */
export async function loadCart(
  db: Db,
  options: { caller: Person; cartId: string; lock: boolean; role: 'viewer' | 'buyer' },
) {
  const cart = options.lock ? await repo.lockCart(db, options.cartId) : await repo.findCart(db, options.cartId);
  if (!cart) throw notFound('No such cart.');
  assertOwner(options.caller, { companyId: cart.companyId }, options.role);
  const company = await repo.findCompany(db, cart.companyId);
  if (!company) throw notFound('No such customer.');
  return { cart, company };
}

/** The cart's delivery address and its company's invoice address, as the checkout check and the order use them. */
export const checkoutAddressesOf = (db: DbOrTx, cart: Pick<repo.CartRow, 'deliveryAddressId'>, companyId: string) =>
  repo.findCheckoutAddresses(db, cart.deliveryAddressId, companyId);
