import { and, asc, desc, eq, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { fixedStatement, param } from '../../db/prepared';
import {
  type ApprovalRuleKind,
  type ApprovalStatus,
  approvalRequests,
  approvalRules,
  approvers,
  type CompanyRole,
  cartLines,
  carts,
  spendingLimits,
} from '../../db/schema';
import { listActiveMembers } from '../customer';

export type RequestRow = typeof approvalRequests.$inferSelect;

export async function approvalStatusOfCart(db: DbOrTx, cartId: string): Promise<ApprovalStatus | null> {
  const [row] = await db
    .select({ status: approvalRequests.status })
    .from(approvalRequests)
    .where(eq(approvalRequests.cartId, cartId));
  return row?.status ?? null;
}

export async function findRequest(db: DbOrTx, id: string): Promise<RequestRow | null> {
  const [row] = await db.select().from(approvalRequests).where(eq(approvalRequests.id, id));
  return row ?? null;
}

export async function lockRequest(db: DbOrTx, id: string): Promise<RequestRow | null> {
  const [row] = await db.select().from(approvalRequests).where(eq(approvalRequests.id, id)).for('update');
  return row ?? null;
}

export async function findRequestByKey(db: DbOrTx, contactId: string, key: string): Promise<RequestRow | null> {
  const [row] = await db
    .select()
    .from(approvalRequests)
    .where(and(eq(approvalRequests.contactId, contactId), eq(approvalRequests.idempotencyKey, key)));
  return row ?? null;
}

export async function findRequestOwner(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ companyId: approvalRequests.companyId })
    .from(approvalRequests)
    .where(eq(approvalRequests.id, id));
  return row ?? null;
}

export async function insertRequest(db: DbOrTx, values: typeof approvalRequests.$inferInsert): Promise<RequestRow> {
  const [row] = await db.insert(approvalRequests).values(values).returning();
  return row!;
}

export async function updateRequest(
  db: DbOrTx,
  id: string,
  values: Partial<Pick<RequestRow, 'status' | 'decidedBy' | 'decidedAt' | 'decisionComment' | 'orderId'>>,
) {
  const [row] = await db
    .update(approvalRequests)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(approvalRequests.id, id))
    .returning();
  return row!;
}

/** Marks the request of an approval cart ordered (the order module calls this when it writes the order). */
export async function markOrdered(db: DbOrTx, cartId: string, orderId: string) {
  await db
    .update(approvalRequests)
    .set({ status: 'ordered', orderId, updatedAt: new Date() })
    .where(and(eq(approvalRequests.cartId, cartId), eq(approvalRequests.status, 'approved')));
  await closeCart(db, cartId, 'ordered');
}

export async function listRequests(
  db: DbOrTx,
  filter: { companyId: string; contactId?: string; status?: ApprovalStatus; skip: number; take: number },
) {
  const where = and(
    eq(approvalRequests.companyId, filter.companyId),
    filter.contactId ? eq(approvalRequests.contactId, filter.contactId) : undefined,
    filter.status ? eq(approvalRequests.status, filter.status) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(approvalRequests)
      .where(where)
      .orderBy(desc(approvalRequests.createdAt), desc(approvalRequests.id))
      .limit(filter.take)
      .offset(filter.skip),
    db.select({ n: sql<number>`count(*)::int` }).from(approvalRequests).where(where),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}

/** Pending requests past their expiry, oldest first (the expiry job). */
export async function claimExpired(db: DbOrTx, now: Date, limit: number) {
  return db
    .select()
    .from(approvalRequests)
    .where(and(eq(approvalRequests.status, 'pending'), lte(approvalRequests.expiresAt, now)))
    .orderBy(asc(approvalRequests.expiresAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** A new cart of kind 'approval' (or 'quote') holding a copy of a cart's lines and checkout choices. */
export async function freezeCart(
  db: DbOrTx,
  source: typeof carts.$inferSelect,
  kind: 'approval' | 'quote',
  overrides: { requestedDeliveryDate?: string | null } = {},
): Promise<string> {
  const [row] = await db
    .insert(carts)
    .values({
      kind,
      companyId: source.companyId,
      contactId: source.contactId,
      status: 'open',
      market: source.market,
      currency: source.currency,
      purchaseOrderNumber: source.purchaseOrderNumber,
      comment: source.comment,
      requestedDeliveryDate:
        overrides.requestedDeliveryDate === undefined ? source.requestedDeliveryDate : overrides.requestedDeliveryDate,
      deliveryAddressId: source.deliveryAddressId,
      shippingMethod: source.shippingMethod,
      costCentreId: source.costCentreId,
    })
    .returning({ id: carts.id });
  const lines = await db.select().from(cartLines).where(eq(cartLines.cartId, source.id));
  if (lines.length > 0) {
    await db
      .insert(cartLines)
      .values(lines.map(({ id: _id, cartId: _cartId, ...line }) => ({ ...line, cartId: row!.id })));
  }
  return row!.id;
}

/** Puts a frozen cart's lines back into an open cart (quantities add up). */
export async function returnLines(db: DbOrTx, fromCartId: string, toCartId: string) {
  await db.execute(sql`
    insert into cart_lines (cart_id, sku, quantity, unit_price, list_unit_price, vat_rate, currency, agreement_kind,
                            agreement_code)
    select ${toCartId}, sku, quantity, unit_price, list_unit_price, vat_rate, currency, agreement_kind, agreement_code
      from cart_lines where cart_id = ${fromCartId}
    on conflict (cart_id, sku) do update set quantity = least(cart_lines.quantity + excluded.quantity, 100000),
      updated_at = now()`);
  await db
    .update(carts)
    .set({ version: sql`${carts.version} + 1`, updatedAt: new Date() })
    .where(eq(carts.id, toCartId));
}

export async function closeCart(db: DbOrTx, cartId: string, status: 'ordered' | 'abandoned') {
  await db.update(carts).set({ status, updatedAt: new Date() }).where(eq(carts.id, cartId));
}

// Settings

export async function listLimits(db: DbOrTx, companyId: string) {
  return db.select().from(spendingLimits).where(eq(spendingLimits.companyId, companyId));
}

export async function upsertLimit(
  db: DbOrTx,
  values: { companyId: string; contactId: string | null; perOrder: number | null; perMonth: number | null; by: string },
) {
  const existing = await db
    .select({ id: spendingLimits.id })
    .from(spendingLimits)
    .where(
      and(
        eq(spendingLimits.companyId, values.companyId),
        values.contactId ? eq(spendingLimits.contactId, values.contactId) : isNull(spendingLimits.contactId),
      ),
    )
    .for('update');
  const set = { perOrder: values.perOrder, perMonth: values.perMonth, updatedBy: values.by, updatedAt: new Date() };
  if (existing[0]) {
    await db.update(spendingLimits).set(set).where(eq(spendingLimits.id, existing[0].id));
  } else {
    await db
      .insert(spendingLimits)
      .values({ companyId: values.companyId, contactId: values.contactId, ...set })
      .onConflictDoNothing();
  }
}

export async function listApprovers(db: DbOrTx, companyId: string): Promise<string[]> {
  const rows = await db
    .select({ contactId: approvers.contactId })
    .from(approvers)
    .where(eq(approvers.companyId, companyId));
  return rows.map((row) => row.contactId);
}

export async function setApprover(db: DbOrTx, companyId: string, contactId: string, isApprover: boolean) {
  if (isApprover) {
    await db.insert(approvers).values({ companyId, contactId }).onConflictDoNothing();
  } else {
    await db.delete(approvers).where(and(eq(approvers.companyId, companyId), eq(approvers.contactId, contactId)));
  }
}

export async function listRules(db: DbOrTx, companyId: string) {
  return db
    .select()
    .from(approvalRules)
    .where(eq(approvalRules.companyId, companyId))
    .orderBy(asc(approvalRules.createdAt), asc(approvalRules.id));
}

export async function insertRule(
  db: DbOrTx,
  values: { companyId: string; kind: ApprovalRuleKind; amount: number | null; categoryId: string | null; by: string },
) {
  const [row] = await db
    .insert(approvalRules)
    .values({
      companyId: values.companyId,
      kind: values.kind,
      amount: values.amount,
      categoryId: values.categoryId,
      createdBy: values.by,
    })
    .returning();
  return row!;
}

export async function deleteRule(db: DbOrTx, companyId: string, ruleId: string): Promise<boolean> {
  const rows = await db
    .delete(approvalRules)
    .where(and(eq(approvalRules.companyId, companyId), eq(approvalRules.id, ruleId)))
    .returning({ id: approvalRules.id });
  return rows.length > 0;
}

/** Who may decide a company's requests: its admins and named approvers who are buyers, all active. */
export async function listDeciders(db: DbOrTx, companyId: string) {
  const named = await listApprovers(db, companyId);
  const members = await listActiveMembers(db, companyId);
  return members.filter((m) => m.role === 'admin' || (m.role === 'buyer' && named.includes(m.contactId)));
}

/** The cost centre on each of these carts (frozen request carts): cart id → centre id or null. */
export async function cartCostCentres(db: DbOrTx, cartIds: string[]) {
  if (cartIds.length === 0) return new Map<string, string | null>();
  const rows = await db
    .select({ id: carts.id, costCentreId: carts.costCentreId })
    .from(carts)
    .where(inArray(carts.id, cartIds));
  return new Map(rows.map((row) => [row.id, row.costCentreId]));
}

// What the approval checks read

/** A company's approval setup as stored, for one orderer: the rows `loadSetup` (rules.ts) makes its checks from. */
export type SetupRow = {
  role: CompanyRole | null;
  isApprover: boolean;
  /** The company's limit (contactId null) and the orderer's, each if set. */
  limits: { contactId: string | null; perOrder: number | null; perMonth: number | null }[];
  rules: { id: string; kind: ApprovalRuleKind; amount: number | null; categoryId: string | null }[];
  centres: {
    id: string;
    code: string;
    name: string;
    isActive: boolean;
    perOrder: number | null;
    perMonth: number | null;
    deliveryAddressId: string | null;
  }[];
};

const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/**
 * The orderer's role and approver flag, the limits, rules and cost centres of the company, as one JSON value (keys as
 * `setupRowOf` reads them) of the SQL uuids `companyId` and `contactId`: read alone (findSetup), or inside another
 * statement (createorder's cart lock, via the checkout: `setupJson` in index.ts).
 */
export function setupJsonSql(companyId: SQL, contactId: SQL): SQL {
  return sql`json_build_object(
      'role', (select role from company_contacts where company_id = ${companyId} and contact_id = ${contactId}),
      'is_approver', exists (select 1 from approvers where company_id = ${companyId} and contact_id = ${contactId}),
      'limits', (select json_agg(json_build_object('contactId', contact_id, 'perOrder', per_order, 'perMonth', per_month))
         from spending_limits
        where company_id = ${companyId} and (contact_id is null or contact_id = ${contactId})),
      'rules', (select json_agg(json_build_object('id', id, 'kind', kind, 'amount', amount, 'categoryId', category_id)
                       order by created_at)
         from approval_rules where company_id = ${companyId}),
      'centres', (select json_agg(json_build_object('id', id, 'code', code, 'name', name, 'isActive', is_active,
                                         'perOrder', per_order, 'perMonth', per_month,
                                         'deliveryAddressId', delivery_address_id) order by code)
         from cost_centres where company_id = ${companyId}))`;
}

/** The setup of one orderer (setupJsonSql), built once (fixedStatement): every checkout and simulate reads it. */
const setupStatement = fixedStatement<{ r: Record<string, unknown> }, { companyId: string; contactId: string }>(
  'approval_setup',
  () => sql`select ${setupJsonSql(sql`${param('companyId')}::uuid`, sql`${param('contactId')}::uuid`)} as r`,
);

/** The orderer's role and approver flag, the limits, rules and cost centres of the company (setupStatement). */
export async function findSetup(db: DbOrTx, companyId: string, contactId: string): Promise<SetupRow> {
  const [row] = await setupStatement(db, { companyId, contactId });
  return setupRowOf(row?.r ?? {});
}

/** A setup as setupJsonSql answers it. */
export function setupRowOf(row: Record<string, unknown>): SetupRow {
  const limits = (row.limits ?? []) as { contactId: string | null; perOrder: unknown; perMonth: unknown }[];
  return {
    role: (row.role as CompanyRole | null) ?? null,
    isApprover: row.is_approver === true || row.is_approver === 't',
    limits: limits.map((l) => ({ contactId: l.contactId, perOrder: num(l.perOrder), perMonth: num(l.perMonth) })),
    rules: ((row.rules ?? []) as SetupRow['rules']).map((rule) => ({ ...rule, amount: num(rule.amount) })),
    centres: ((row.centres ?? []) as SetupRow['centres']).map((c) => ({
      ...c,
      perOrder: num(c.perOrder),
      perMonth: num(c.perMonth),
    })),
  };
}

/** The advisory-lock class of monthly spend (the first key of pg_advisory_xact_lock(int, int)). */
const SPEND_LOCK_CLASS = 7301;

/**
 * Takes a transaction-scoped advisory lock per key (in this order, in one statement of its own): whoever holds one
 * has the monthly spend it names to itself until its transaction ends (monthSpend in rules.ts says why).
 */
export async function lockSpend(db: DbOrTx, keys: string[]) {
  const locks = keys.map((key) => sql`pg_advisory_xact_lock(${SPEND_LOCK_CLASS}, hashtext(${key}))`);
  await db.execute(sql`select ${sql.join(locks, sql`, `)}`);
}

/**
 * Net spend since `from` (orders not cancelled, in `currency`): the contact's, the company's, and the cost centre's
 * (0 without one).
 */
export async function sumSpend(
  db: DbOrTx,
  options: { companyId: string; contactId: string; currency: string; from: string; costCentreId: string | null },
): Promise<{ contact: number; company: number; centre: number }> {
  const centre = options.costCentreId;
  const result = await db.execute(sql`
    select coalesce(sum(net) filter (where contact_id = ${options.contactId}), 0) as contact,
           coalesce(sum(net), 0) as company,
           coalesce(sum(net) filter (where ${centre}::text is not null and cost_centre ->> 'id' = ${centre}::text), 0)
             as centre
      from orders
     where company_id = ${options.companyId} and status <> 'cancelled' and currency = ${options.currency}
       and created_at >= ${options.from}::timestamptz`);
  const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0] ?? {};
  return { contact: Number(row.contact ?? 0), company: Number(row.company ?? 0), centre: Number(row.centre ?? 0) };
}

/** A company's net spend since `from` (orders not cancelled, in `currency`) per contact and cost centre. */
export async function sumSpendByContactAndCentre(
  db: DbOrTx,
  options: { companyId: string; currency: string; from: string },
): Promise<{ contactId: string; centreId: string | null; net: number }[]> {
  const result = await db.execute(sql`
    select contact_id, cost_centre ->> 'id' as centre_id, coalesce(sum(net), 0) as net
      from orders
     where company_id = ${options.companyId} and status <> 'cancelled' and currency = ${options.currency}
       and created_at >= ${options.from}::timestamptz
     group by contact_id, cost_centre ->> 'id'`);
  const rows = (result as unknown as { rows: { contact_id: string; centre_id: string | null; net: unknown }[] }).rows;
  return rows.map((row) => ({ contactId: row.contact_id, centreId: row.centre_id, net: Number(row.net) }));
}

/** The categories of the given ones and all their ancestors: origin → set of ids on its path to the root. */
export async function findCategoryPaths(db: DbOrTx, ids: string[]): Promise<Map<string, Set<string>>> {
  const paths = new Map<string, Set<string>>();
  if (ids.length === 0) return paths;
  const result = await db.execute(sql`
    with recursive up(id, parent_id, origin) as (
      select id, parent_id, id from categories where id = any(${`{${ids.join(',')}}`}::uuid[])
      union all
      select c.id, c.parent_id, up.origin from categories c join up on c.id = up.parent_id
    )
    select origin, id from up`);
  for (const row of (result as unknown as { rows: { origin: string; id: string }[] }).rows) {
    const path = paths.get(row.origin) ?? new Set<string>();
    path.add(row.id);
    paths.set(row.origin, path);
  }
  return paths;
}
