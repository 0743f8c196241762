import type { Db, DbOrTx } from '../../db';
import { assertOwner, type Person } from '../../lib/access';
import { AppError, notFound, rule } from '../../lib/errors';
import type { Language, Text } from '../../lib/i18n';
import { findCostCentre } from '../cost-centre';
import { firstShippingDate, isShippingMethod, type ShippingMethodCode, shippingFee, shippingName } from '../delivery';
import type { PricedLine } from '../price';
import { calculatePrices, MAX_PRICE_LINES, totalsOf, vatOf } from '../price';
import * as repo from './repository';
import type {
  AddOrderLineBody,
  Cart,
  CartLine,
  DeleteOrderLineBody,
  SetMarketBody,
  UpdateMetadataBody,
  UpdateOrderLineBody,
} from './schemas';

type Who = { caller: Person; pid: string; customerId?: string; lang: Language };

/**
 * Finds whose cart a call means: `pid` must be the caller (another person's id is not found),
 * the company is `customerId` or the caller's only company. Writes need the buyer role.
 */
async function resolveOwner(db: Db, who: Who, role: 'viewer' | 'buyer') {
  const company = await repo.findCompany(db, ownerCompanyId(who, role));
  if (!company) throw notFound('No such customer.');
  return company;
}

/** The company a call's cart belongs to, checked against the caller (no query). */
function ownerCompanyId(who: Who, role: 'viewer' | 'buyer'): string {
  const { caller } = who;
  if (who.pid !== caller.contactId) throw notFound('No such person.');
  let companyId = who.customerId;
  if (!companyId) {
    if (caller.companies.size === 0) throw rule('no_company_access');
    if (caller.companies.size > 1) throw rule('company_required');
    companyId = caller.companies.keys().next().value as string;
  }
  assertOwner(caller, { companyId }, role);
  return companyId;
}

/** Read from the company row itself: the price module's company cache may lag a few seconds. */
const buysIn = (company: repo.CartCompany, market: string) =>
  company.market === market || company.markets.includes(market);

async function openCartOf(db: Db, company: repo.CartCompany, contactId: string) {
  const currency = (await repo.findMarketCurrency(db, company.market)) ?? company.currency;
  return repo.ensureOpenCart(db, { companyId: company.id, contactId, market: company.market, currency });
}

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
}): CartLine[] {
  return options.rows.map((row, index) => {
    const sku = options.info.get(row.sku);
    const now = options.priced?.[index];
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
      stock: sku?.stock ?? null,
      isInStock: (sku?.stock ?? 0) >= row.quantity,
      isPrescriptionOnly: sku?.isPrescriptionOnly ?? false,
      addedAt: row.addedAt.toISOString(),
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

type DraftOptions = { caller: Person; cart: repo.CartRow; company: repo.CartCompany; lang: Language };

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
  const [{ rows, info }, vatRate] = await Promise.all([
    repo.listLinesWithInfo(db, cart.id),
    repo.findStandardVat(db, cart.market),
  ]);
  const marketAllowed = buysIn(company, cart.market);
  const priced = marketAllowed
    ? await priceNow(db, {
        caller: options.caller,
        companyId: company.id,
        market: cart.market,
        lines: rows.map((row) => ({ sku: row.sku, quantity: row.quantity })),
        lang,
      })
    : null;

  const lines = toCartLines({ rows, info, priced, lang, keepStoredPrice: true });
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
  const [address, rows] = await Promise.all([
    cart.deliveryAddressId ? repo.findAddress(db, cart.deliveryAddressId) : null,
    repo.listLines(db, cartId),
  ]);
  const info = await repo.loadSkuInfo(
    db,
    rows.map((row) => row.sku),
  );
  const method = isShippingMethod(cart.shippingMethod) ? cart.shippingMethod : 'route';
  const usable = address && !address.deletedAt && address.type === 'delivery' ? address : null;
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

/** The cart after a change, read again so the answer shows the new version. */
async function reread(db: Db, who: Who, company: repo.CartCompany, cartId: string) {
  const cart = await repo.findCart(db, cartId);
  if (!cart) throw notFound();
  return (await draftCart(db, { caller: who.caller, cart, company, lang: who.lang })).view;
}

/** Adds a SKU (to its line's quantity when it is already in the cart). */
export async function addOrderLine(db: Db, options: Who & { input: AddOrderLineBody }): Promise<Cart> {
  return addOrderLines(db, { ...options, lines: [{ sku: options.input.sku, quantity: options.input.quantity }] });
}

/**
 * Adds lines to the caller's open cart (quantities add up per SKU): all are priced first and
 * written in one transaction, so one unavailable SKU adds nothing (shopping list → cart).
 */
export async function addOrderLines(
  db: Db,
  options: Who & { lines: { sku: string; quantity: number }[] },
): Promise<Cart> {
  const company = await resolveOwner(db, options, 'buyer');
  // The cart is made only once the lines are known to go in: a refused add leaves no new cart behind.
  const found = await repo.findOpenCart(db, company.id, options.caller.contactId);
  const market = found?.market ?? company.market;
  const existing = new Map((found ? await repo.listLines(db, found.id) : []).map((line) => [line.sku, line]));
  const wanted = new Map<string, number>();
  for (const line of options.lines) wanted.set(line.sku, (wanted.get(line.sku) ?? 0) + line.quantity);
  const newSkus = [...wanted.keys()].filter((sku) => !existing.has(sku)).length;
  if (existing.size + newSkus > MAX_PRICE_LINES) throw rule('too_many_items', { max: MAX_PRICE_LINES });
  const totals = [...wanted].map(([sku, added]) => ({
    sku,
    added,
    quantity: (existing.get(sku)?.quantity ?? 0) + added,
  }));
  if (totals.some((line) => line.quantity > 100_000))
    throw new AppError('validation_failed', {
      errors: [{ path: 'body.quantity', message: 'The line would exceed 100000' }],
    });
  const pricedLines = buysIn(company, market)
    ? await priceNow(db, {
        ...options,
        companyId: company.id,
        market,
        lines: totals.map(({ sku, quantity }) => ({ sku, quantity })),
      })
    : null;
  // The company stopped buying in the cart's market: it must move the cart first (setmarket).
  if (!pricedLines) throw rule('market_not_allowed', { market });
  totals.forEach((line, index) => {
    const priced = pricedLines[index];
    if (!priced?.available) throw rule('sku_not_available', { sku: line.sku, reason: priced?.reason ?? null });
  });
  const cart = found ?? (await openCartOf(db, company, options.caller.contactId));
  await db.transaction(async (tx) => {
    await repo.lockCart(tx, cart.id);
    for (const [index, line] of totals.entries()) {
      await repo.addToLine(tx, {
        cartId: cart.id,
        sku: line.sku,
        quantity: line.added,
        ...priceSnapshot(pricedLines[index]!),
      });
    }
    await repo.touchCart(tx, cart.id);
  });
  return reread(db, options, company, cart.id);
}

async function findLine(db: Db, cartId: string, ref: { lineId?: string; sku?: string }) {
  const lines = await repo.listLines(db, cartId);
  const line = lines.find((l) => (ref.lineId ? l.id === ref.lineId : l.sku === ref.sku));
  if (!line) throw notFound('No such line in the cart.');
  return line;
}

/** Sets a line's quantity; 0 removes the line. */
export async function updateOrderLine(db: Db, options: Who & { input: UpdateOrderLineBody }): Promise<Cart> {
  const { input } = options;
  const company = await resolveOwner(db, options, 'buyer');
  const cart = await openCartOf(db, company, options.caller.contactId);
  const line = await findLine(db, cart.id, input);
  const [priced] =
    input.quantity > 0
      ? ((await priceNow(db, {
          ...options,
          companyId: company.id,
          market: cart.market,
          lines: [{ sku: line.sku, quantity: input.quantity }],
        })) ?? [])
      : [];
  await db.transaction(async (tx) => {
    await repo.lockCart(tx, cart.id);
    if (input.quantity === 0) await repo.deleteLine(tx, line.id);
    else await repo.updateLine(tx, line.id, { quantity: input.quantity, ...(priced ? priceSnapshot(priced) : {}) });
    await repo.touchCart(tx, cart.id);
  });
  return reread(db, options, company, cart.id);
}

/** Removes a line. */
export async function deleteOrderLine(db: Db, options: Who & { input: DeleteOrderLineBody }): Promise<Cart> {
  const company = await resolveOwner(db, options, 'buyer');
  const cart = await openCartOf(db, company, options.caller.contactId);
  const line = await findLine(db, cart.id, options.input);
  await db.transaction(async (tx) => {
    await repo.lockCart(tx, cart.id);
    await repo.deleteLine(tx, line.id);
    await repo.touchCart(tx, cart.id);
  });
  return reread(db, options, company, cart.id);
}

/** Purchase-order number, comment, requested delivery date and delivery address; null clears. */
export async function updateMetadata(db: Db, options: Who & { input: UpdateMetadataBody }): Promise<Cart> {
  const { input } = options;
  const company = await resolveOwner(db, options, 'buyer');
  const cart = await openCartOf(db, company, options.caller.contactId);
  if (input.deliveryAddressId) {
    const address = await repo.findAddress(db, input.deliveryAddressId);
    if (!address || address.companyId !== company.id) throw notFound('No such address.');
    if (address.type !== 'delivery' || address.deletedAt) throw rule('delivery_address_invalid');
  }
  const values: Partial<repo.CartRow> = {};
  if (input.costCentreId) {
    const centre = await findCostCentre(db, input.costCentreId);
    if (!centre || centre.companyId !== company.id) throw notFound('No such cost centre.');
    if (!centre.isActive) throw rule('cost_centre_inactive');
    if (centre.deliveryAddressId && input.deliveryAddressId === undefined) {
      values.deliveryAddressId = centre.deliveryAddressId;
    }
  }
  if (input.costCentreId !== undefined) values.costCentreId = input.costCentreId;
  if (input.purchaseOrderNumber !== undefined) values.purchaseOrderNumber = input.purchaseOrderNumber || null;
  if (input.comment !== undefined) values.comment = input.comment || null;
  if (input.requestedDeliveryDate !== undefined) values.requestedDeliveryDate = input.requestedDeliveryDate;
  if (input.deliveryAddressId !== undefined) values.deliveryAddressId = input.deliveryAddressId;
  if (input.shippingMethod !== undefined) values.shippingMethod = input.shippingMethod;
  await db.transaction(async (tx) => {
    const locked = await repo.lockCart(tx, cart.id);
    // Checked under the row lock: the checkout stores the buyer's choices only on the cart the buyer saw.
    if (input.expectedVersion !== undefined && locked?.version !== input.expectedVersion) {
      throw rule('cart_changed', { version: locked?.version ?? null });
    }
    await repo.touchCart(tx, cart.id, values);
  });
  return reread(db, options, company, cart.id);
}

/** Moves the cart to another of the company's markets, re-pricing every line in its currency and VAT. */
export async function setMarket(db: Db, options: Who & { input: SetMarketBody }): Promise<Cart> {
  const { market } = options.input;
  const company = await resolveOwner(db, options, 'buyer');
  const currency = await repo.findMarketCurrency(db, market);
  if (!currency) throw rule('market_unknown', { market });
  if (!buysIn(company, market)) throw rule('market_not_allowed', { market });
  const cart = await openCartOf(db, company, options.caller.contactId);
  const lines = await repo.listLines(db, cart.id);
  const priced =
    (await priceNow(db, {
      ...options,
      companyId: company.id,
      market,
      lines: lines.map((line) => ({ sku: line.sku, quantity: line.quantity })),
    })) ?? [];
  await db.transaction(async (tx) => {
    await repo.lockCart(tx, cart.id);
    for (const [index, line] of lines.entries()) {
      const now = priced[index];
      await repo.updateLine(tx, line.id, now ? priceSnapshot(now) : { currency, unitPrice: null, vatRate: null });
    }
    await repo.touchCart(tx, cart.id, { market, currency });
  });
  return reread(db, options, company, cart.id);
}

/** Owner of a cart id, for other domains' `owns('cart', …)` rules. */
/** Owner of a cart id, for other domains' `owns('cart', …)` rules. */
export const findCartOwner = repo.findCartOwner;

/**
 * For ordering: inside the caller's transaction, finds the caller's open cart (buyer role) and locks its row
 * (SELECT … FOR UPDATE), reading its company, checkout addresses and orderer in the same query. No open cart →
 * 422 cart_empty (none is created). Changes nothing.
 */
export async function lockOpenCart(tx: Db, who: Who) {
  const found = await repo.lockOpenCartWithCompany(tx, ownerCompanyId(who, 'buyer'), who.caller.contactId);
  if (!found.company) throw notFound('No such customer.');
  if (!found.cart) throw rule('cart_empty');
  return { cart: found.cart, company: found.company, addresses: found.addresses, orderer: found.orderer };
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

/**
 * Puts another cost centre on a frozen cart (an approval request being approved, a quote being accepted): an active
 * centre of the cart's company (another company's → 404, inactive → 422 cost_centre_inactive). As in the open cart,
 * a centre with its own delivery address brings it along unless the same call names an address.
 */
export async function setCostCentreOnFrozenCart(
  tx: DbOrTx,
  options: { companyId: string; cartId: string; costCentreId: string; keepAddress: boolean },
) {
  const centre = await findCostCentre(tx, options.costCentreId);
  if (!centre || centre.companyId !== options.companyId) throw notFound('No such cost centre.');
  if (!centre.isActive) throw rule('cost_centre_inactive');
  const values: Partial<repo.CartRow> = { costCentreId: centre.id };
  if (centre.deliveryAddressId && !options.keepAddress) values.deliveryAddressId = centre.deliveryAddressId;
  await repo.touchCart(tx, options.cartId, values);
}
