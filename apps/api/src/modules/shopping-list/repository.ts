import { and, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { cartLines, carts, companyContacts, contacts, shoppingLists } from '../../db/schema';

export type ListRow = {
  id: string;
  companyId: string;
  contactId: string;
  name: string;
  isShared: boolean;
  isPriceList: boolean;
  market: string;
  currency: string;
  ownerFirstName: string;
  ownerLastName: string;
  lineCount: number;
  updatedAt: Date;
};

const lineCount = sql<number>`(select count(*) from ${cartLines} where ${cartLines.cartId} = ${carts.id})`.mapWith(
  Number,
);

const listColumns = {
  id: carts.id,
  companyId: carts.companyId,
  contactId: carts.contactId,
  name: shoppingLists.name,
  isShared: shoppingLists.isShared,
  isPriceList: shoppingLists.isPriceList,
  market: carts.market,
  currency: carts.currency,
  ownerFirstName: contacts.firstName,
  ownerLastName: contacts.lastName,
  lineCount,
  updatedAt: carts.updatedAt,
};

/** The filters of a search, already narrowed to what the caller may see. */
export type SearchFilter = {
  companyId: string;
  /** null: the caller sees every list of the company (staff). */
  viewerContactId: string | null;
  sharedOnly: boolean;
  contactId?: string;
  priceListOnly: boolean;
  /** 'all' | 'none' | { contactId, isAdmin }: which lists the caller may edit, when only those are asked for. */
  canEdit?: 'all' | 'none' | { contactId: string; isAdmin: boolean };
};

function where(f: SearchFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(carts.companyId, f.companyId), eq(carts.kind, 'shopping_list')];
  if (f.viewerContactId) parts.push(or(eq(shoppingLists.isShared, true), eq(carts.contactId, f.viewerContactId)));
  if (f.sharedOnly) parts.push(eq(shoppingLists.isShared, true));
  if (f.contactId) parts.push(eq(carts.contactId, f.contactId));
  if (f.priceListOnly) parts.push(eq(shoppingLists.isPriceList, true));
  if (f.canEdit === 'none') parts.push(sql`false`);
  else if (f.canEdit && f.canEdit !== 'all') {
    const own = eq(carts.contactId, f.canEdit.contactId);
    parts.push(
      and(eq(shoppingLists.isPriceList, false), f.canEdit.isAdmin ? or(own, eq(shoppingLists.isShared, true)) : own),
    );
  }
  return and(...parts);
}

export async function searchLists(
  db: DbOrTx,
  filter: SearchFilter,
  paging: { offset: number; limit: number },
): Promise<{ total: number; rows: ListRow[] }> {
  const condition = where(filter);
  const [totalRow] = await db
    .select({ n: count() })
    .from(carts)
    .innerJoin(shoppingLists, eq(shoppingLists.cartId, carts.id))
    .where(condition);
  const rows = await db
    .select(listColumns)
    .from(carts)
    .innerJoin(shoppingLists, eq(shoppingLists.cartId, carts.id))
    .innerJoin(contacts, eq(contacts.id, carts.contactId))
    .where(condition)
    .orderBy(desc(carts.updatedAt), desc(carts.id))
    .limit(paging.limit)
    .offset(paging.offset);
  return { total: totalRow?.n ?? 0, rows };
}

export async function findList(db: DbOrTx, cartId: string): Promise<ListRow | null> {
  const [row] = await db
    .select(listColumns)
    .from(carts)
    .innerJoin(shoppingLists, eq(shoppingLists.cartId, carts.id))
    .innerJoin(contacts, eq(contacts.id, carts.contactId))
    .where(and(eq(carts.id, cartId), eq(carts.kind, 'shopping_list')));
  return row ?? null;
}

/** Owner of a list for `owns('shopping-list', …)`: private lists belong to their person, shared ones to the company. */
export async function findListOwner(db: DbOrTx, cartId: string) {
  const [row] = await db
    .select({ companyId: carts.companyId, contactId: carts.contactId, isShared: shoppingLists.isShared })
    .from(carts)
    .innerJoin(shoppingLists, eq(shoppingLists.cartId, carts.id))
    .where(and(eq(carts.id, cartId), eq(carts.kind, 'shopping_list')));
  if (!row) return null;
  return row.isShared ? { companyId: row.companyId } : { companyId: row.companyId, contactId: row.contactId };
}

export async function isMember(db: DbOrTx, companyId: string, contactId: string): Promise<boolean> {
  const [row] = await db
    .select({ contactId: companyContacts.contactId })
    .from(companyContacts)
    .where(and(eq(companyContacts.companyId, companyId), eq(companyContacts.contactId, contactId)));
  return Boolean(row);
}

export async function insertList(
  tx: DbOrTx,
  values: {
    companyId: string;
    contactId: string;
    market: string;
    currency: string;
    name: string;
    isShared: boolean;
    isPriceList: boolean;
  },
): Promise<string> {
  const [cart] = await tx
    .insert(carts)
    .values({
      kind: 'shopping_list',
      companyId: values.companyId,
      contactId: values.contactId,
      market: values.market,
      currency: values.currency,
    })
    .returning({ id: carts.id });
  await tx
    .insert(shoppingLists)
    .values({ cartId: cart!.id, name: values.name, isShared: values.isShared, isPriceList: values.isPriceList });
  return cart!.id;
}

export async function updateList(tx: DbOrTx, cartId: string, values: { name?: string; isShared?: boolean }) {
  if (values.name === undefined && values.isShared === undefined) return;
  await tx.update(shoppingLists).set(values).where(eq(shoppingLists.cartId, cartId));
}

export async function deleteList(tx: DbOrTx, cartId: string) {
  await tx.delete(carts).where(and(eq(carts.id, cartId), eq(carts.kind, 'shopping_list')));
}

export async function deleteAllLines(tx: DbOrTx, cartId: string) {
  await tx.delete(cartLines).where(eq(cartLines.cartId, cartId));
}

export async function deleteLineBySku(tx: DbOrTx, cartId: string, sku: string): Promise<boolean> {
  const rows = await tx
    .delete(cartLines)
    .where(and(eq(cartLines.cartId, cartId), eq(cartLines.sku, sku)))
    .returning({ id: cartLines.id });
  return rows.length > 0;
}
