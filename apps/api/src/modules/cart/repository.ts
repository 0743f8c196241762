import { and, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db';
import { fixedStatement, param, rowFromJson } from '../../db/prepared';
import { addresses, cartLines, carts, companies, contacts, products, variants } from '../../db/schema';
import { findMarket } from '../price';

export type CartRow = typeof carts.$inferSelect;
export type CartLineRow = typeof cartLines.$inferSelect;
export type LinePrice = Pick<
  typeof cartLines.$inferInsert,
  'unitPrice' | 'listUnitPrice' | 'vatRate' | 'currency' | 'agreementKind' | 'agreementCode'
>;

const openCart = (companyId: string, contactId: string) =>
  and(eq(carts.companyId, companyId), eq(carts.contactId, contactId), eq(carts.kind, 'cart'), eq(carts.status, 'open'));

/** The open cart of a person in a company, created when missing; safe under concurrent first reads. */
export async function ensureOpenCart(
  db: DbOrTx,
  values: { companyId: string; contactId: string; market: string; currency: string },
): Promise<CartRow> {
  const existing = await findOpenCart(db, values.companyId, values.contactId);
  if (existing) return existing;
  await db.insert(carts).values(values).onConflictDoNothing();
  const row = await findOpenCart(db, values.companyId, values.contactId);
  if (!row) throw new Error('open cart missing after insert');
  return row;
}

/** The id of a person's open cart in a company, without creating one. */
export async function findOpenCartId(db: DbOrTx, companyId: string, contactId: string): Promise<string | null> {
  const [row] = await db.select({ id: carts.id }).from(carts).where(openCart(companyId, contactId));
  return row?.id ?? null;
}

/** A person's open cart in a company, without creating one; null when they have none. */
export async function findOpenCart(db: DbOrTx, companyId: string, contactId: string): Promise<CartRow | null> {
  const [row] = await db.select().from(carts).where(openCart(companyId, contactId));
  return row ?? null;
}

/**
 * createorder's first statement (docs/decisions/011): locks a person's open cart in a company and reads, in the same
 * statement, the company, the orderer, the checkout's addresses (as findCheckoutAddresses reads them) and the cart's
 * lines with their SKUs' info (as listLinesWithInfo). Built once (fixedStatement). `seen_version` is the cart's
 * version in the statement's snapshot: when the lock had to wait for another transaction that changed the cart (an
 * order, a line change: each bumps the version under this lock), the locked row is the newer one but the lines
 * subquery still reads the snapshot, so the versions differ and the caller reads the lines again. `also`: one more
 * JSON column `also` of another module's SQL over the statement's company and contact (the checkout's approval setup),
 * one statement per name.
 */
const lockOpenCartStatement = (name: string, also?: AlsoRead) =>
  fixedStatement<
    {
      cart: Record<string, unknown>;
      seen_version: number;
      company: CartCompany;
      orderer: Orderer;
      delivery: Record<string, unknown> | null;
      invoice: Record<string, unknown> | null;
      lines: [Record<string, unknown>, SkuInfo | null][];
      also?: unknown;
    },
    { companyId: string; contactId: string }
  >(
    name,
    () => sql`
    select row_to_json(c) as cart,${also ? sql` ${also.json(sql`c.company_id`, sql`c.contact_id`)} as also,` : sql``}
      (select seen.version from ${carts} seen where seen.id = c.id) as seen_version,
      json_build_object('id', co.id, 'market', co.market, 'markets', co.markets, 'currency', co.currency,
        'creditLimit', co.credit_limit, 'openBalance', co.open_balance, 'isBlocked', co.is_blocked) as company,
      json_build_object('email', p.email, 'firstName', p.first_name, 'locale', p.locale) as orderer,
      row_to_json(d) as delivery,
      row_to_json(i) as invoice,
      (select coalesce(json_agg(json_build_array(row_to_json(l),
          case when v.sku is null then null else json_build_object('sku', v.sku, 'name', v.name,
            'packSize', v.pack_size, 'stock', v.stock, 'leadTimeDays', v.lead_time_days,
            'isPrescriptionOnly', pr.is_prescription_only, 'department', pr.department, 'categoryId', pr.category_id,
            'productId', v.product_id) end) order by l.added_at, l.sku), '[]'::json)
         from ${cartLines} l
         left join ${variants} v on v.sku = l.sku
         left join ${products} pr on pr.id = v.product_id
        where l.cart_id = c.id) as lines
    from ${carts} c
    join ${companies} co on co.id = c.company_id
    join ${contacts} p on p.id = c.contact_id
    left join ${addresses} d on d.id = c.delivery_address_id
    left join ${addresses} i on i.id = ${invoiceAddressId(sql`c.company_id`)}
    where c.company_id = ${param('companyId')}::uuid and c.contact_id = ${param('contactId')}::uuid
      and c.kind = 'cart' and c.status = 'open'
    for update of c`,
  );

/** What another module reads with the cart's lock: a JSON column over the cart's company and contact, named once. */
export type AlsoRead = { name: string; json: (companyId: SQL, contactId: SQL) => SQL };
const lockStatements = new Map<string, ReturnType<typeof lockOpenCartStatement>>();

const cartFromJson = rowFromJson(carts);
const lineFromJson = rowFromJson(cartLines);
const addressFromJson = rowFromJson(addresses);

/**
 * Locks a person's open cart in a company and reads the company, the person, the checkout's addresses and the
 * cart's lines with it, in one statement (createorder's first, lockOpenCartStatement); cart null when they have none
 * (the company is then read alone), company null when it does not exist.
 */
export async function lockOpenCartWithCompany(
  tx: DbOrTx,
  companyId: string,
  contactId: string,
  also?: AlsoRead,
): Promise<{
  cart: CartRow | null;
  company: CartCompany | null;
  orderer: Orderer | null;
  addresses?: CheckoutAddresses;
  lines?: { rows: CartLineRow[]; info: Map<string, SkuInfo> };
  /** `also`'s JSON; undefined when the lock waited for a change of the cart (the caller reads it after the lock). */
  also?: unknown;
}> {
  const name = also ? `cart_lock_open_for_order_${also.name}` : 'cart_lock_open_for_order';
  let statement = lockStatements.get(name);
  if (!statement) {
    statement = lockOpenCartStatement(name, also);
    lockStatements.set(name, statement);
  }
  const [row] = await statement(tx, { companyId, contactId });
  if (!row) return { cart: null, company: await findCompany(tx, companyId), orderer: null };
  const cart = cartFromJson(row.cart);
  const addresses = {
    delivery: row.delivery && addressFromJson(row.delivery),
    invoice: row.invoice && addressFromJson(row.invoice),
  };
  // The lock waited for a change of the cart: its lines are read again, after the lock (see the statement).
  if (row.seen_version !== cart.version) {
    return { cart, company: row.company, orderer: row.orderer, addresses, lines: await listLinesWithInfo(tx, cart.id) };
  }
  const rows: CartLineRow[] = [];
  const info = new Map<string, SkuInfo>();
  for (const [line, sku] of row.lines) {
    rows.push(lineFromJson(line));
    if (sku) info.set(sku.sku, sku);
  }
  return { cart, company: row.company, orderer: row.orderer, addresses, lines: { rows, info }, also: row.also };
}

/** The company's invoice address: its oldest live one. */
const invoiceAddressId = (companyId: SQLWrapper | string) =>
  sql`(select ${addresses.id} from ${addresses} where ${addresses.companyId} = ${companyId}
    and ${addresses.type} = 'invoice' and ${addresses.deletedAt} is null order by ${addresses.createdAt} asc limit 1)`;

export type CheckoutAddresses = { delivery: AddressRow | null; invoice: AddressRow | null };

/** Who an order confirmation goes to. */
export type Orderer = { email: string; firstName: string; locale: string };

export async function lockCart(tx: DbOrTx, cartId: string): Promise<CartRow | null> {
  const [row] = await tx.select().from(carts).where(eq(carts.id, cartId)).for('update');
  return row ?? null;
}

export async function findCart(db: DbOrTx, cartId: string): Promise<CartRow | null> {
  const [row] = await db.select().from(carts).where(eq(carts.id, cartId));
  return row ?? null;
}

export async function findCartOwner(db: DbOrTx, cartId: string) {
  const [row] = await db
    .select({ companyId: carts.companyId, contactId: carts.contactId })
    .from(carts)
    .where(eq(carts.id, cartId));
  return row ?? null;
}

export async function listLines(db: DbOrTx, cartId: string): Promise<CartLineRow[]> {
  return db.select().from(cartLines).where(eq(cartLines.cartId, cartId)).orderBy(cartLines.addedAt, cartLines.sku);
}

/** Adds to the quantity of the SKU's line, or adds the line. */
export async function addToLine(tx: DbOrTx, values: { cartId: string; sku: string; quantity: number } & LinePrice) {
  await tx
    .insert(cartLines)
    .values(values)
    .onConflictDoUpdate({
      target: [cartLines.cartId, cartLines.sku],
      set: {
        quantity: sql`${cartLines.quantity} + excluded.quantity`,
        unitPrice: sql`excluded.unit_price`,
        listUnitPrice: sql`excluded.list_unit_price`,
        vatRate: sql`excluded.vat_rate`,
        currency: sql`excluded.currency`,
        agreementKind: sql`excluded.agreement_kind`,
        agreementCode: sql`excluded.agreement_code`,
        updatedAt: sql`now()`,
      },
    });
}

export async function updateLine(tx: DbOrTx, lineId: string, values: Partial<LinePrice> & { quantity?: number }) {
  await tx
    .update(cartLines)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(cartLines.id, lineId));
}

export async function deleteLine(tx: DbOrTx, lineId: string) {
  await tx.delete(cartLines).where(eq(cartLines.id, lineId));
}

/** Bumps the version (and sets any given fields) of a cart. */
export async function touchCart(tx: DbOrTx, cartId: string, values: Partial<typeof carts.$inferInsert> = {}) {
  await tx
    .update(carts)
    .set({ ...values, version: sql`${carts.version} + 1`, updatedAt: new Date() })
    .where(eq(carts.id, cartId));
}

export type CartCompany = {
  id: string;
  market: string;
  markets: string[];
  currency: string;
  creditLimit: number;
  /** Unpaid invoice orders (docs/customer.md, credit), read with the company for the credit check. */
  openBalance: number;
  isBlocked: boolean;
};

const cartCompanyColumns = {
  id: companies.id,
  market: companies.market,
  markets: companies.markets,
  currency: companies.currency,
  creditLimit: companies.creditLimit,
  openBalance: companies.openBalance,
  isBlocked: companies.isBlocked,
};

export async function findCompany(db: DbOrTx, companyId: string): Promise<CartCompany | null> {
  const [row] = await db.select(cartCompanyColumns).from(companies).where(eq(companies.id, companyId));
  return row ?? null;
}

// Markets change with a release, not during the day: both read the price module's per-minute market cache.
export async function findMarketCurrency(db: DbOrTx, code: string): Promise<string | null> {
  return (await findMarket(db as Db, code))?.currency ?? null;
}

/** The standard VAT rate of a market in basis points (shipping fees carry it). */
export async function findStandardVat(db: DbOrTx, code: string): Promise<number> {
  return (await findMarket(db as Db, code))?.vatRates.standard ?? 0;
}

export type AddressRow = typeof addresses.$inferSelect;

/**
 * What the checkout check and the order need of addresses, in one query: the cart's delivery address (null when
 * none or unknown) and the company's invoice address (its oldest live one, as an order's copy; null when none).
 */
export async function findCheckoutAddresses(
  db: DbOrTx,
  deliveryAddressId: string | null,
  companyId: string,
): Promise<CheckoutAddresses> {
  const invoiceId = invoiceAddressId(companyId);
  const rows = await db
    .select({ address: addresses, isInvoice: sql<boolean>`${addresses.id} = ${invoiceId}` })
    .from(addresses)
    .where(
      deliveryAddressId
        ? sql`${addresses.id} = ${deliveryAddressId} or ${addresses.id} = ${invoiceId}`
        : sql`${addresses.id} = ${invoiceId}`,
    );
  return {
    delivery: rows.find((row) => row.address.id === deliveryAddressId)?.address ?? null,
    invoice: rows.find((row) => row.isInvoice)?.address ?? null,
  };
}

export type SkuInfo = {
  sku: string;
  name: { nb: string; en: string };
  packSize: number;
  stock: number;
  leadTimeDays: number;
  isPrescriptionOnly: boolean;
  /** The product's department (an order line keeps it). */
  department: string;
  /** The product's category (approval rules by category). */
  categoryId: string | null;
  /** The product (its picture in the cart, docs/media.md). */
  productId: string;
};

const skuInfoColumns = {
  sku: variants.sku,
  name: variants.name,
  packSize: variants.packSize,
  stock: variants.stock,
  leadTimeDays: variants.leadTimeDays,
  isPrescriptionOnly: products.isPrescriptionOnly,
  department: products.department,
  categoryId: products.categoryId,
  productId: variants.productId,
};

/** What the cart shows and checks per SKU besides its price. */
export async function loadSkuInfo(db: DbOrTx, skus: string[]): Promise<Map<string, SkuInfo>> {
  if (skus.length === 0) return new Map();
  const rows = await db
    .select(skuInfoColumns)
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(inArray(variants.sku, skus));
  return new Map(rows.map((row) => [row.sku, row]));
}

/** A cart's lines (as listLines) with their SKUs' info (as loadSkuInfo), in one query. */
export async function listLinesWithInfo(
  db: DbOrTx,
  cartId: string,
): Promise<{ rows: CartLineRow[]; info: Map<string, SkuInfo> }> {
  const found = await db
    .select({ line: cartLines, info: skuInfoColumns })
    .from(cartLines)
    .leftJoin(variants, eq(variants.sku, cartLines.sku))
    .leftJoin(products, eq(products.id, variants.productId))
    .where(eq(cartLines.cartId, cartId))
    .orderBy(cartLines.addedAt, cartLines.sku);
  const info = new Map<string, SkuInfo>();
  for (const row of found) if (row.info?.sku) info.set(row.info.sku, row.info as SkuInfo);
  return { rows: found.map((row) => row.line), info };
}
