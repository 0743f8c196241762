import type { Db } from '../../db';
import { readTogether } from '../../db/prepared';
import { assertOwner, companyOfCall, type Person } from '../../lib/access';
import { notFound, rule } from '../../lib/errors';
import type { Language } from '../../lib/i18n';
import { personFor } from '../auth';
import type { CartLine, CheckoutProblem } from '../cart';
import * as cartRepo from '../cart';
import { priceNow, totalsWithShipping } from '../cart';
import { findAddress } from '../customer';
import { cartLeadTimeDays, isShippingMethod, shippingName, shippingOptions } from '../delivery';
import { getList } from '../shopping-list';
import { draftCartById } from './check';
import type {
  ShippingMethods,
  ShoppingListValidation,
  SimulateBody,
  Simulation,
  ValidateBody,
  ValidateShoppingListBody,
  Validation,
} from './schemas';

const discountOf = (line: Pick<CartLine, 'unitPrice' | 'listUnitPrice' | 'quantity'>) =>
  line.unitPrice !== null && line.listUnitPrice !== null && line.listUnitPrice > line.unitPrice
    ? (line.listUnitPrice - line.unitPrice) * line.quantity
    : 0;

type SimulatedInput = Pick<
  CartLine,
  'sku' | 'name' | 'quantity' | 'available' | 'reason' | 'message' | 'unitPrice' | 'listUnitPrice' | 'vatRate'
> &
  Pick<CartLine, 'lineTotal' | 'vatAmount'>;

const simulated = (line: SimulatedInput) => ({
  sku: line.sku,
  name: line.name,
  quantity: line.quantity,
  available: line.available,
  reason: line.reason,
  message: line.message,
  unitPrice: line.unitPrice,
  listUnitPrice: line.listUnitPrice,
  discount: discountOf(line),
  vatRate: line.vatRate,
  lineTotal: line.lineTotal,
  vatAmount: line.vatAmount,
});

/**
 * What an order would be now (docs/orders.md, "Simulate"): a cart (the caller's open cart or another cart of
 * the company) through the same draft as createorder, or ad-hoc lines priced for the company. Writes nothing.
 */
export async function simulate(
  db: Db,
  options: { caller: Person; lang: Language; input: SimulateBody; now?: Date },
): Promise<Simulation> {
  const { caller, lang, input } = options;
  if (input.pid !== caller.contactId) throw notFound('No such person.');
  const companyId = companyOfCall(caller, input.customerId);
  if (input.lines) return simulateLines(db, { caller, lang, companyId, input });

  const cartId = input.cartId ?? (await cartRepo.findOpenCartId(db, companyId, caller.contactId));
  if (!cartId) return emptySimulation(db, { companyId, lang, input });
  const row = await cartRepo.findCart(db, cartId);
  // Carts are their owner's; subscription templates are the company's. Shopping lists are not simulated.
  if (
    !row ||
    row.companyId !== companyId ||
    row.kind === 'shopping_list' ||
    (row.kind === 'cart' && row.contactId !== caller.contactId)
  ) {
    throw rule('cart_unknown');
  }
  const { cart, view, draft } = await draftCartById(db, {
    caller,
    cartId,
    lang,
    lock: false,
    role: 'viewer',
    now: options.now,
    override: input.shippingMethod ? { shippingMethod: input.shippingMethod } : undefined,
  });
  return {
    customerId: companyId,
    cartId: cart.id,
    market: cart.market,
    currency: cart.currency,
    lines: view.lines.map(simulated),
    shipping: draft.shipping,
    totals: { ...view.totals, discount: view.lines.reduce((sum, line) => sum + discountOf(line), 0) },
    problems: view.checkout?.problems ?? [],
  };
}

/** A person with no open cart yet simulates an empty one (nothing is created). */
async function emptySimulation(
  db: Db,
  options: { companyId: string; lang: Language; input: SimulateBody },
): Promise<Simulation> {
  const company = await cartRepo.findCompany(db, options.companyId);
  if (!company) throw notFound('No such customer.');
  const currency = (await cartRepo.findMarketCurrency(db, company.market)) ?? company.currency;
  const vatRate = await cartRepo.findStandardVat(db, company.market);
  const method = options.input.shippingMethod ?? 'route';
  return {
    customerId: company.id,
    cartId: null,
    market: company.market,
    currency,
    lines: [],
    shipping: { method, name: shippingName(method, options.lang), fee: 0, vatRate, vat: 0 },
    totals: { currency, net: 0, vat: [], gross: 0, discount: 0 },
    problems: [],
  };
}

async function simulateLines(
  db: Db,
  options: { caller: Person; lang: Language; companyId: string; input: SimulateBody },
): Promise<Simulation> {
  const { caller, lang, companyId, input } = options;
  const company = await cartRepo.findCompany(db, companyId);
  if (!company) throw notFound('No such customer.');
  const market = input.market ?? company.market;
  const lines = input.lines ?? [];
  const priced = await priceNow(db, { caller, companyId, market, lines, lang });
  if (!priced) throw rule('market_not_allowed', { market });
  const [info, vatRate] = await readTogether(db, [
    () =>
      cartRepo.loadSkuInfo(
        db,
        lines.map((line) => line.sku),
      ),
    () => cartRepo.findStandardVat(db, market),
  ]);
  const simulatedLines = priced.map((line) => {
    // A SKU pricing calls unknown (also one outside the company's assortment) shows no name.
    const name = line.reason === 'unknown_sku' ? undefined : info.get(line.sku)?.name;
    return simulated({ ...line, name: name ? name[lang] || name.nb : null });
  });
  const method = input.shippingMethod && isShippingMethod(input.shippingMethod) ? input.shippingMethod : 'route';
  const { shipping, totals } = totalsWithShipping(simulatedLines, { method, market, vatRate, lang });
  const problems: CheckoutProblem[] = simulatedLines
    .filter((line) => !line.available)
    .map((line) => ({ code: 'sku_not_available', message: line.message ?? line.sku, isBlocking: true }));
  return {
    customerId: companyId,
    cartId: null,
    market,
    currency: priced[0]?.currency ?? company.currency,
    lines: simulatedLines,
    shipping,
    totals: {
      currency: priced[0]?.currency ?? company.currency,
      ...totals,
      discount: simulatedLines.reduce((sum, line) => sum + line.discount, 0),
    },
    problems,
  };
}

/**
 * The checks createorder makes on a cart, for the web server and outside systems (shared secret): the cart's
 * owner must still be a buyer of its company; every checkout problem is listed. Writes nothing.
 */
export async function validate(
  db: Db,
  options: { lang: Language; input: ValidateBody; now?: Date },
): Promise<Validation> {
  const { lang, input } = options;
  const row = await cartRepo.findCart(db, input.cartId);
  if (!row || row.kind === 'shopping_list') throw rule('cart_unknown');
  const owner = await personFor(db, row.contactId);
  const role = owner?.companies.get(row.companyId);
  const problems: CheckoutProblem[] = [];
  if (!owner || (role !== 'buyer' && role !== 'admin')) {
    const message =
      lang === 'nb'
        ? 'Personen kan ikke lenger bestille for kunden.'
        : 'The person may no longer order for the customer.';
    return {
      cartId: row.id,
      version: row.version,
      isValid: false,
      problems: [{ code: 'no_company_access', message, isBlocking: true }],
      totals: { currency: row.currency, net: 0, vat: [], gross: 0 },
    };
  }
  const { view } = await draftCartById(db, { caller: owner, cartId: row.id, lang, lock: false, now: options.now });
  if (input.expectedVersion !== undefined && input.expectedVersion !== row.version) {
    const message =
      lang === 'nb' ? 'Handlekurven er endret siden den ble vist.' : 'The cart has changed since it was shown.';
    problems.push({ code: 'cart_changed', message, isBlocking: true });
  }
  problems.push(...(view.checkout?.problems ?? []));
  return {
    cartId: row.id,
    version: row.version,
    isValid: problems.every((p) => !p.isBlocking),
    problems,
    totals: view.totals,
  };
}

/** Each line of a shopping list the caller may see: can it be ordered now, at what price, has the price moved. */
export async function validateShoppingList(
  db: Db,
  options: { caller: Person; lang: Language; input: ValidateShoppingListBody },
): Promise<ShoppingListValidation> {
  const { caller, lang, input } = options;
  const list = await getList(db, { caller, lang, cartId: input.cartId, customerId: input.customerId });
  const stored = new Map((await cartRepo.listLines(db, list.id)).map((row) => [row.id, row]));
  const lines = list.lines.map((line) => {
    const previousUnitPrice = stored.get(line.id)?.unitPrice ?? null;
    return {
      sku: line.sku,
      name: line.name,
      quantity: line.quantity,
      available: line.available,
      reason: line.reason,
      message: line.message,
      stock: line.stock,
      isInStock: line.isInStock,
      unitPrice: line.unitPrice,
      previousUnitPrice,
      priceChanged: previousUnitPrice !== null && line.unitPrice !== null && previousUnitPrice !== line.unitPrice,
    };
  });
  return {
    cartId: list.id,
    market: list.market,
    currency: list.currency,
    isValid: lines.every((line) => line.available),
    lines,
  };
}

/** The shipping methods for a cart of the caller: price in its market, first date for its address and items. */
export async function shippingMethodsOf(
  db: Db,
  options: { caller: Person; lang: Language; cartId: string; now?: Date },
): Promise<ShippingMethods> {
  const { caller, lang } = options;
  const cart = await cartRepo.findCart(db, options.cartId);
  if (!cart || cart.kind === 'shopping_list' || (cart.kind === 'cart' && cart.contactId !== caller.contactId)) {
    throw rule('cart_unknown');
  }
  assertOwner(caller, { companyId: cart.companyId }, 'viewer');
  const [leadTimeDays, vatRate, address] = await readTogether(db, [
    () => cartLeadTimeDays(db, cart.id),
    () => cartRepo.findStandardVat(db, cart.market),
    async () => (cart.deliveryAddressId ? findAddress(db, cart.deliveryAddressId) : null),
  ]);
  const usable = address?.type === 'delivery' ? address : null;
  const zipCode = usable && usable.country === cart.market ? usable.zipCode : null;
  const methods = shippingOptions({
    market: cart.market,
    currency: cart.currency,
    vatRate,
    zipCode,
    now: options.now ?? new Date(),
    leadTimeDays,
    lang,
  });
  return {
    cartId: cart.id,
    market: cart.market,
    zipCode,
    selected: isShippingMethod(cart.shippingMethod) ? cart.shippingMethod : 'route',
    methods: methods.map((method) => ({ ...method, leadTimeDays })),
  };
}
