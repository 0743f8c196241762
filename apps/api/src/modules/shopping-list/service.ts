import type { Db } from '../../db';
import type { Person } from '../../lib/access';
import { forbidden, notFound, rule } from '../../lib/errors';
import type { Language, Text } from '../../lib/i18n';
import * as cartRepo from '../cart';
import * as cartService from '../cart';
import { skuImages } from '../media';
import { MAX_PRICE_LINES } from '../price';
import { parseLinesCsv } from './csv';
import * as repo from './repository';
import {
  type AddLineBody,
  type CopyBody,
  type CreateBody,
  type ImportBody,
  type ListSummary,
  onlyFilter,
  type SearchQuery,
  type SearchResponse,
  type SetLineBody,
  type ShoppingList,
  type ToCartBody,
  type ToCartResult,
  type UpdateBody,
} from './schemas';

type Who = { caller: Person; lang: Language };

/** The edit rule (docs/shopping-lists.md): owner; admins on shared lists; price lists agents only; viewers never. */
export function canEdit(
  caller: Person,
  list: { companyId: string; contactId: string; isShared: boolean; isPriceList: boolean },
) {
  if (caller.staffRole) return true;
  const role = caller.companies.get(list.companyId);
  if (!role || role === 'viewer') return false;
  if (list.isPriceList) return false;
  if (list.contactId === caller.contactId) return true;
  return list.isShared && role === 'admin';
}

const summary = (caller: Person, row: repo.ListRow): ListSummary => ({
  id: row.id,
  name: row.name,
  owner: { contactId: row.contactId, name: `${row.ownerFirstName} ${row.ownerLastName}`.trim() },
  isShared: row.isShared,
  isPriceList: row.isPriceList,
  canEdit: canEdit(caller, row),
  lineCount: row.lineCount,
  updatedAt: row.updatedAt.toISOString(),
});

/** Lists of a company the caller sees: their own plus shared ones (staff: all), filtered and paged. */
export async function search(db: Db, options: Who & { query: SearchQuery }): Promise<SearchResponse> {
  const { caller, query } = options;
  const { page, take } = query;
  const empty = { page, take, total: 0, items: [] };
  if (query.contactId && !(await repo.isMember(db, query.customerId, query.contactId))) return empty;
  const role = caller.companies.get(query.customerId);
  let editable: repo.SearchFilter['canEdit'];
  if (query.only === onlyFilter.canEdit) {
    editable = caller.staffRole
      ? 'all'
      : !role || role === 'viewer'
        ? 'none'
        : { contactId: caller.contactId, isAdmin: role === 'admin' };
  }
  const { total, rows } = await repo.searchLists(
    db,
    {
      companyId: query.customerId,
      viewerContactId: caller.staffRole ? null : caller.contactId,
      sharedOnly: query.sharedOnly || query.only === onlyFilter.shared,
      contactId: query.contactId,
      priceListOnly: query.only === onlyFilter.priceList,
      canEdit: editable,
    },
    { offset: (page - 1) * take, limit: take },
  );
  return { page, take, total, items: rows.map((row) => summary(caller, row)) };
}

/** A list the caller may see (access already checked it belongs to them or is shared in their company). */
async function visibleList(db: Db, caller: Person, cartId: string, customerId?: string) {
  const list = await repo.findList(db, cartId);
  if (!list || (customerId && list.companyId !== customerId)) throw notFound('No such shopping list.');
  if (!caller.staffRole && !list.isShared && list.contactId !== caller.contactId)
    throw notFound('No such shopping list.');
  return list;
}

async function editableList(db: Db, caller: Person, cartId: string) {
  const list = await visibleList(db, caller, cartId);
  if (!canEdit(caller, list)) throw forbidden();
  return list;
}

async function companyOf(db: Db, companyId: string) {
  const company = await cartRepo.findCompany(db, companyId);
  if (!company) throw notFound('No such customer.');
  return company;
}

/** Prices lines now for the list's company (the cart module's pricing, same null when the market is closed). */
function priceLines(db: Db, who: Who, companyId: string, market: string, lines: { sku: string; quantity: number }[]) {
  return cartService.priceNow(db, { caller: who.caller, companyId, market, lines, lang: who.lang });
}

/** One list with its lines priced now for the company (in the company's main market). */
export async function getList(db: Db, options: Who & { cartId: string; customerId?: string }): Promise<ShoppingList> {
  const list = await visibleList(db, options.caller, options.cartId, options.customerId);
  return view(db, options, list);
}

async function view(db: Db, who: Who, list: repo.ListRow): Promise<ShoppingList> {
  const company = await companyOf(db, list.companyId);
  const rows = await cartRepo.listLines(db, list.id);
  const info = await cartRepo.loadSkuInfo(
    db,
    rows.map((row) => row.sku),
  );
  const [priced, images] = await Promise.all([
    priceLines(
      db,
      who,
      company.id,
      company.market,
      rows.map((row) => ({ sku: row.sku, quantity: row.quantity })),
    ),
    skuImages(db, { skus: rows.map((row) => row.sku), lang: who.lang }),
  ]);
  const lines = cartService.toCartLines({ rows, info, priced, lang: who.lang, keepStoredPrice: false, images });
  return {
    ...summary(who.caller, list),
    customerId: list.companyId,
    market: company.market,
    currency: priced?.[0]?.currency ?? company.currency,
    lines,
  };
}

async function reread(db: Db, who: Who, cartId: string) {
  const list = await repo.findList(db, cartId);
  if (!list) throw notFound('No such shopping list.');
  return view(db, who, list);
}

/** Creates a list owned by the caller. Price lists (isPriceList) are agents' and always shared. */
export async function create(db: Db, options: Who & { input: CreateBody }): Promise<ShoppingList> {
  const { caller, input } = options;
  if (input.isPriceList && !caller.staffRole) throw forbidden();
  const company = await companyOf(db, input.customerId);
  const currency = (await cartRepo.findMarketCurrency(db, company.market)) ?? company.currency;
  const cartId = await db.transaction((tx) =>
    repo.insertList(tx, {
      companyId: company.id,
      contactId: caller.contactId,
      market: company.market,
      currency,
      name: input.name,
      isShared: Boolean(input.isShared || input.isPriceList),
      isPriceList: Boolean(input.isPriceList),
    }),
  );
  return reread(db, options, cartId);
}

/** Adds a SKU (adds to its quantity when already on the list); the SKU must be sold and priced for the company. */
export async function addLine(db: Db, options: Who & { cartId: string; input: AddLineBody }): Promise<ShoppingList> {
  const { input } = options;
  const list = await editableList(db, options.caller, options.cartId);
  if (list.lineCount >= MAX_PRICE_LINES && !(await cartRepo.listLines(db, list.id)).some((l) => l.sku === input.sku)) {
    throw rule('too_many_items', { max: MAX_PRICE_LINES });
  }
  const company = await companyOf(db, list.companyId);
  const priced = await priceLines(db, options, company.id, company.market, [
    { sku: input.sku, quantity: input.quantity },
  ]);
  const line = priced?.[0];
  if (!line?.available) throw rule('sku_not_available', { sku: input.sku, reason: line?.reason ?? null });
  await db.transaction(async (tx) => {
    await cartRepo.lockCart(tx, list.id);
    await cartRepo.addToLine(tx, {
      cartId: list.id,
      sku: input.sku,
      quantity: input.quantity,
      ...cartService.priceSnapshot(line),
    });
    await cartRepo.touchCart(tx, list.id);
  });
  return reread(db, options, list.id);
}

export async function deleteLine(db: Db, options: Who & { cartId: string; sku: string }): Promise<ShoppingList> {
  const list = await editableList(db, options.caller, options.cartId);
  await db.transaction(async (tx) => {
    await cartRepo.lockCart(tx, list.id);
    if (!(await repo.deleteLineBySku(tx, list.id, options.sku))) throw notFound('No such line on the list.');
    await cartRepo.touchCart(tx, list.id);
  });
  return reread(db, options, list.id);
}

export async function update(db: Db, options: Who & { cartId: string; input: UpdateBody }): Promise<ShoppingList> {
  const list = await editableList(db, options.caller, options.cartId);
  const { input } = options;
  // A price list stays shared.
  const isShared = list.isPriceList ? undefined : input.isShared;
  await db.transaction(async (tx) => {
    await cartRepo.lockCart(tx, list.id);
    await repo.updateList(tx, list.id, { name: input.name, isShared });
    await cartRepo.touchCart(tx, list.id);
  });
  return reread(db, options, list.id);
}

export async function remove(db: Db, options: Who & { cartId: string }): Promise<void> {
  const list = await editableList(db, options.caller, options.cartId);
  await db.transaction((tx) => repo.deleteList(tx, list.id));
}

const MAX_LINE_QUANTITY = 100_000;

const changeText = {
  price_up: {
    nb: 'Prisen er høyere enn da listen ble lagret.',
    en: 'The price is higher than when the list was saved.',
  },
  price_down: {
    nb: 'Prisen er lavere enn da listen ble lagret.',
    en: 'The price is lower than when the list was saved.',
  },
  minimum: (n: number): Text => ({
    nb: `Antallet er økt til ${n}, minste bestillingsantall.`,
    en: `The quantity was raised to ${n}, the minimum order quantity.`,
  }),
  cap: (n: number): Text => ({
    nb: `Bare ${n} ble lagt til: en linje i handlekurven kan ha høyst 100 000.`,
    en: `Only ${n} were added: a cart line holds at most 100,000.`,
  }),
  full: {
    nb: 'Ikke lagt til: linjen i handlekurven har allerede 100 000.',
    en: 'Not added: the cart line already holds 100,000.',
  },
} as const;

type ResultLine = ToCartResult['lines'][number];

/**
 * Puts a list (or the chosen SKUs of it) into the caller's open cart in the list's company through the cart module
 * (same rules as addorderline: buyer role), at today's prices and availability, and says per line what changed
 * against the list (docs/shopping-lists.md, "To the cart"): dearer or cheaper than the price saved on the list, the
 * quantity raised to the minimum order quantity or cut to the cart's line limit, not sold or not available now
 * (left out). The lines that can go are added in one transaction; approval rules hold the cart at checkout.
 */
export async function toCart(db: Db, options: Who & { cartId: string; input: ToCartBody }): Promise<ToCartResult> {
  const { caller, lang, input } = options;
  const list = await visibleList(db, caller, options.cartId);
  if (input.pid !== caller.contactId) throw notFound('No such person.');
  const role = caller.companies.get(list.companyId);
  if (!caller.staffRole && (!role || role === 'viewer')) throw forbidden();
  const all = await cartRepo.listLines(db, list.id);
  const missing = (input.skus ?? []).filter((sku) => !all.some((row) => row.sku === sku));
  if (missing.length > 0) throw notFound(`Not on the list: ${missing.join(', ')}.`);
  const rows = input.skus ? all.filter((row) => input.skus!.includes(row.sku)) : all;
  const who = { caller, pid: input.pid, customerId: list.companyId, lang };
  const before = await cartService.getCart(db, who);
  const inCart = new Map(before.lines.map((line) => [line.sku, line.quantity]));
  const info = await cartRepo.loadSkuInfo(
    db,
    rows.map((row) => row.sku),
  );
  const price = async (lines: { sku: string; quantity: number }[]) =>
    (await cartService.priceNow(db, { caller, companyId: list.companyId, market: before.market, lines, lang })) ?? [];
  let priced = await price(rows.map((row) => ({ sku: row.sku, quantity: row.quantity })));
  // Below the minimum order quantity: the line goes in at the lowest quantity that has a price.
  const wanted = rows.map((row, index) => {
    const now = priced[index];
    const tiers = now?.reason === 'below_minimum_quantity' ? now.tiers : [];
    const minimum = tiers.length ? Math.min(...tiers.map((tier) => tier.minQuantity)) : row.quantity;
    return Math.min(Math.max(row.quantity, minimum), MAX_LINE_QUANTITY);
  });
  if (wanted.some((quantity, index) => quantity !== rows[index]!.quantity)) {
    priced = await price(rows.map((row, index) => ({ sku: row.sku, quantity: wanted[index]! })));
  }
  const comparable = before.currency === list.currency;
  const lines = rows.map((row, index): ResultLine => {
    const now = priced[index];
    const sku = info.get(row.sku);
    const base = {
      sku: row.sku,
      name: sku ? sku.name[lang] || sku.name.nb : null,
      listQuantity: row.quantity,
      savedUnitPrice: row.unitPrice,
      isInStock: (sku?.stock ?? 0) >= row.quantity,
    };
    if (!now?.available || now.unitPrice === null) {
      const notSold = !now || now.reason === 'unknown_sku' || now.reason === 'not_sold';
      return {
        ...base,
        addedQuantity: 0,
        unitPrice: null,
        outcome: notSold ? 'not_sold' : 'unavailable',
        message: now?.message ?? null,
      };
    }
    const room = MAX_LINE_QUANTITY - (inCart.get(row.sku) ?? 0);
    const quantity = Math.min(wanted[index]!, room);
    const unitPrice = now.unitPrice;
    if (quantity <= 0) {
      return { ...base, addedQuantity: 0, unitPrice: null, outcome: 'unavailable', message: changeText.full[lang] };
    }
    if (quantity !== row.quantity) {
      const text = quantity > row.quantity ? changeText.minimum(quantity) : changeText.cap(quantity);
      return { ...base, addedQuantity: quantity, unitPrice, outcome: 'quantity_adjusted', message: text[lang] };
    }
    const saved = comparable ? row.unitPrice : null;
    const outcome = saved === null || saved === unitPrice ? 'added' : unitPrice > saved ? 'price_up' : 'price_down';
    return {
      ...base,
      addedQuantity: quantity,
      unitPrice,
      outcome,
      message: outcome === 'added' ? null : changeText[outcome][lang],
    };
  });
  const toAdd = lines.filter((line) => line.addedQuantity > 0);
  const cart = toAdd.length
    ? await cartService.addOrderLines(db, {
        ...who,
        lines: toAdd.map((line) => ({ sku: line.sku, quantity: line.addedQuantity })),
      })
    : before;
  return { cart, lines };
}

/** Sets the quantity of a SKU on the list (404 when it is not on it). */
export async function setLineQuantity(
  db: Db,
  options: Who & { cartId: string; sku: string; input: SetLineBody },
): Promise<ShoppingList> {
  const list = await editableList(db, options.caller, options.cartId);
  const line = (await cartRepo.listLines(db, list.id)).find((row) => row.sku === options.sku);
  if (!line) throw notFound('No such line on the list.');
  await db.transaction(async (tx) => {
    await cartRepo.lockCart(tx, list.id);
    await cartRepo.updateLine(tx, line.id, { quantity: options.input.quantity });
    await cartRepo.touchCart(tx, list.id);
  });
  return reread(db, options, list.id);
}

/**
 * Imports "sku;quantity" rows (docs/shopping-lists.md): every row is checked first (format, SKU sold and priced
 * for the company, the 500-line limit); any problem → 422 csv_invalid listing the rows, and nothing is written.
 */
export async function importCsv(db: Db, options: Who & { cartId: string; input: ImportBody }): Promise<ShoppingList> {
  const list = await editableList(db, options.caller, options.cartId);
  const { lines, problems } = parseLinesCsv(options.input.csv);
  if (problems.length > 0) throw rule('csv_invalid', { rows: problems });
  const company = await companyOf(db, list.companyId);
  const priced = (await priceLines(db, options, company.id, company.market, lines)) ?? [];
  const rowOf = (sku: string) => lines.findIndex((line) => line.sku === sku) + 1;
  const unavailable = lines.flatMap((line, index) =>
    priced[index]?.available
      ? []
      : [{ row: rowOf(line.sku), sku: line.sku, problem: priced[index]?.reason ?? 'not_sold' }],
  );
  if (unavailable.length > 0) throw rule('csv_invalid', { rows: unavailable });
  const existing = options.input.mode === 'replace' ? [] : await cartRepo.listLines(db, list.id);
  const skus = new Set([...existing.map((row) => row.sku), ...lines.map((line) => line.sku)]);
  if (skus.size > MAX_PRICE_LINES) throw rule('too_many_items', { max: MAX_PRICE_LINES });
  await db.transaction(async (tx) => {
    await cartRepo.lockCart(tx, list.id);
    if (options.input.mode === 'replace') await repo.deleteAllLines(tx, list.id);
    for (const [index, line] of lines.entries()) {
      const now = priced[index]!;
      await cartRepo.addToLine(tx, { cartId: list.id, ...line, ...cartService.priceSnapshot(now) });
    }
    await cartRepo.touchCart(tx, list.id);
  });
  return reread(db, options, list.id);
}

/** Copies a list the caller sees into a new list of theirs in the same company (buyers and admins). */
export async function copy(db: Db, options: Who & { cartId: string; input: CopyBody }): Promise<ShoppingList> {
  const { caller, input } = options;
  const source = await visibleList(db, caller, options.cartId);
  const role = caller.companies.get(source.companyId);
  if (!caller.staffRole && (!role || role === 'viewer')) throw forbidden();
  const rows = await cartRepo.listLines(db, source.id);
  const cartId = await db.transaction(async (tx) => {
    const id = await repo.insertList(tx, {
      companyId: source.companyId,
      contactId: caller.contactId,
      market: source.market,
      currency: source.currency,
      name: input.name,
      isShared: Boolean(input.isShared),
      isPriceList: false,
    });
    for (const row of rows) {
      await cartRepo.addToLine(tx, {
        cartId: id,
        sku: row.sku,
        quantity: row.quantity,
        unitPrice: row.unitPrice,
        listUnitPrice: row.listUnitPrice,
        vatRate: row.vatRate,
        currency: row.currency,
        agreementKind: row.agreementKind,
        agreementCode: row.agreementCode,
      });
    }
    return id;
  });
  return reread(db, options, cartId);
}

export const findListOwner = repo.findListOwner;
