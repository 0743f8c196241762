// Changing the open cart: lines, metadata and market (docs/cart.md). Every change re-reads the cart it answers.
import type { Db, DbOrTx } from '../../db';
import { AppError, notFound, rule } from '../../lib/errors';
import { findCostCentre } from '../cost-centre';
import { findAddress } from '../customer';
import { MAX_PRICE_LINES } from '../price';
import { buysIn, cartWithLinesOf, openCartOf, resolveOwner, type Who } from './owner';
import * as repo from './repository';
import type {
  AddOrderLineBody,
  Cart,
  DeleteOrderLineBody,
  SetMarketBody,
  UpdateMetadataBody,
  UpdateOrderLineBody,
} from './schemas';
import { draftCart, priceNow, priceSnapshot } from './view';

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
  const cart = await cartWithLinesOf(db, company, options.caller.contactId);
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
  const cart = await cartWithLinesOf(db, company, options.caller.contactId);
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
  if (input.deliveryAddressId) {
    // The customer's addresses are the customer module's: a deleted one is not found.
    const address = await findAddress(db, input.deliveryAddressId);
    if (!address || address.companyId !== company.id) throw notFound('No such address.');
    if (address.type !== 'delivery') throw rule('delivery_address_invalid');
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
  // Only once the values are checked: a refused call makes no cart. A version the buyer saw names a cart that is
  // there: without an open cart (ordered meanwhile, or never shown) the cart changed, and none is made for it.
  const cart =
    input.expectedVersion === undefined
      ? await openCartOf(db, company, options.caller.contactId)
      : await repo.findOpenCart(db, company.id, options.caller.contactId);
  if (!cart) throw rule('cart_changed', { version: null });
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
