import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { runQuery } from '../../db/prepared';
import { type AssortmentEffect, type AssortmentTarget, assortmentRules, assortments, companies } from '../../db/schema';
import type { Localized } from '../../db/schema/common';
import { type Assortment, inAssortment, type RuleTargets } from './rule';

export type RuleRow = { effect: AssortmentEffect; target: AssortmentTarget; targetId: string };
export type AssortmentRow = typeof assortments.$inferSelect;

/** The assortment a company is assigned, or null (the whole catalog; also for an unknown company). */
export async function findCompanyAssortmentId(db: DbOrTx, companyId: string): Promise<string | null> {
  const [row] = await db
    .select({ assortmentId: companies.assortmentId })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.assortmentId ?? null;
}

/** The companies that have one of these assortments. */
export async function findAssortmentHolders(db: DbOrTx, assortmentIds: string[]): Promise<string[]> {
  if (assortmentIds.length === 0) return [];
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(inArray(companies.assortmentId, assortmentIds));
  return rows.map((row) => row.id);
}

export async function findAssortment(db: DbOrTx, id: string): Promise<AssortmentRow | null> {
  const [row] = await db.select().from(assortments).where(eq(assortments.id, id));
  return row ?? null;
}

export async function findAssortmentByName(db: DbOrTx, name: string): Promise<AssortmentRow | null> {
  const [row] = await db.select().from(assortments).where(sql`lower(${assortments.name}) = lower(${name})`);
  return row ?? null;
}

export async function listRules(db: DbOrTx, assortmentId: string): Promise<RuleRow[]> {
  return db
    .select({ effect: assortmentRules.effect, target: assortmentRules.target, targetId: assortmentRules.targetId })
    .from(assortmentRules)
    .where(eq(assortmentRules.assortmentId, assortmentId))
    .orderBy(asc(assortmentRules.effect), asc(assortmentRules.target), asc(assortmentRules.targetId));
}

/**
 * The rules' targets with categories expanded to their subcategories (a rule naming a deleted target names
 * nothing), split by effect: one query over the small category tree.
 */
export async function expandRules(
  db: DbOrTx,
  rules: RuleRow[],
): Promise<{ include: RuleTargets; exclude: RuleTargets }> {
  const pick = (effect: AssortmentEffect, target: AssortmentTarget) =>
    rules.filter((rule) => rule.effect === effect && rule.target === target).map((rule) => rule.targetId);
  const expand = async (ids: string[]) => {
    if (ids.length === 0) return [];
    const rows = await runQuery<{ id: string }>(
      db,
      sql`with recursive tree as (
            select c.id from categories c where c.id = any(${sql.param(ids)}::uuid[])
            union
            select c.id from categories c join tree t on c.parent_id = t.id)
          select id from tree order by id`,
    );
    return rows.map((row) => row.id);
  };
  const [includeCategories, excludeCategories] = await Promise.all([
    expand(pick('include', 'category')),
    expand(pick('exclude', 'category')),
  ]);
  return {
    include: {
      categoryIds: includeCategories,
      brandIds: pick('include', 'brand'),
      productIds: pick('include', 'product'),
    },
    exclude: {
      categoryIds: excludeCategories,
      brandIds: pick('exclude', 'brand'),
      productIds: pick('exclude', 'product'),
    },
  };
}

/** Which of the products are active and in the assortment. */
export async function filterVisible(db: DbOrTx, assortment: Assortment, productIds: string[]): Promise<string[]> {
  const rows = await runQuery<{ id: string }>(
    db,
    sql`select p.id from products p where p.id = any(${sql.param(productIds)}::uuid[]) and ${inAssortment(assortment)}`,
  );
  return rows.map((row) => row.id);
}

/** Active products in the assortment, and in the whole catalog (the back office's preview). */
export async function countVisible(db: DbOrTx, assortment: Assortment): Promise<{ visible: number; total: number }> {
  const [row] = await runQuery<{ visible: number; total: number }>(
    db,
    sql`select count(*) filter (where ${inAssortment(assortment)})::int as visible, count(*)::int as total
        from products p where p.is_active`,
  );
  return row ?? { visible: 0, total: 0 };
}

// ---------- back office ----------

export type AssortmentSummaryRow = AssortmentRow & { ruleCount: number; companyCount: number };

export async function listAssortments(db: DbOrTx): Promise<AssortmentSummaryRow[]> {
  return runQuery<AssortmentSummaryRow>(
    db,
    sql`select a.id, a.name, a.created_at as "createdAt", a.updated_at as "updatedAt",
          (select count(*) from assortment_rules r where r.assortment_id = a.id)::int as "ruleCount",
          (select count(*) from companies c where c.assortment_id = a.id)::int as "companyCount"
        from assortments a order by lower(a.name), a.id`,
  ).then((rows) =>
    rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt), updatedAt: new Date(row.updatedAt) })),
  );
}

export type TargetRow = { target: AssortmentTarget; id: string; name: Localized | string; code: string };

/** The names of rule targets (category and product names per language, brand names), for showing rules. */
export async function findTargets(db: DbOrTx, rules: RuleRow[]): Promise<TargetRow[]> {
  const ids = (target: AssortmentTarget) => rules.filter((rule) => rule.target === target).map((rule) => rule.targetId);
  if (rules.length === 0) return [];
  return runQuery<TargetRow>(
    db,
    sql`select 'category' as target, c.id, c.name, c.slug as code from categories c
          where c.id = any(${sql.param(ids('category'))}::uuid[])
        union all
        select 'brand', b.id, to_jsonb(b.name), b.slug from brands b where b.id = any(${sql.param(ids('brand'))}::uuid[])
        union all
        select 'product', p.id, p.name, p.product_number from products p
          where p.id = any(${sql.param(ids('product'))}::uuid[])`,
  );
}

export type AssignedCompanyRow = { id: string; name: string; customerNumber: number; orgNumber: string };

export async function listAssignedCompanies(db: DbOrTx, assortmentId: string): Promise<AssignedCompanyRow[]> {
  return db
    .select({
      id: companies.id,
      name: companies.name,
      customerNumber: companies.customerNumber,
      orgNumber: companies.orgNumber,
    })
    .from(companies)
    .where(eq(companies.assortmentId, assortmentId))
    .orderBy(asc(companies.name), asc(companies.id));
}

export async function insertAssortment(db: DbOrTx, name: string): Promise<AssortmentRow> {
  const [row] = await db.insert(assortments).values({ name }).returning();
  return row!;
}

/** Renames an assortment and counts one version up (its rules are replaced beside it). */
export async function updateAssortment(db: DbOrTx, id: string, name: string): Promise<void> {
  await db
    .update(assortments)
    .set({ name, version: sql`${assortments.version} + 1`, updatedAt: new Date() })
    .where(eq(assortments.id, id));
}

/** Replaces an assortment's rules. */
export async function replaceRules(db: DbOrTx, assortmentId: string, rules: RuleRow[]): Promise<void> {
  await db.delete(assortmentRules).where(eq(assortmentRules.assortmentId, assortmentId));
  if (rules.length) await db.insert(assortmentRules).values(rules.map((rule) => ({ ...rule, assortmentId })));
}

/** Locks an assortment's row for a change (SELECT … FOR UPDATE); null when there is none. */
export async function lockAssortment(db: DbOrTx, id: string): Promise<AssortmentRow | null> {
  const [row] = await db.select().from(assortments).where(eq(assortments.id, id)).for('update');
  return row ?? null;
}

export async function deleteAssortment(db: DbOrTx, id: string): Promise<void> {
  await db.delete(assortments).where(eq(assortments.id, id));
}

export type CompanyRow = { id: string; name: string; assortmentId: string | null };

/** Locks a company's row for a change of its assortment; null when there is none. */
export async function lockCompany(db: DbOrTx, id: string): Promise<CompanyRow | null> {
  const [row] = await db
    .select({ id: companies.id, name: companies.name, assortmentId: companies.assortmentId })
    .from(companies)
    .where(eq(companies.id, id))
    .for('update');
  return row ?? null;
}

export async function setCompanyAssortment(db: DbOrTx, companyId: string, assortmentId: string | null) {
  await db.update(companies).set({ assortmentId, updatedAt: new Date() }).where(eq(companies.id, companyId));
}

/** Which of the ids exist as the target kind (validating rules). */
export async function existingTargets(db: DbOrTx, target: AssortmentTarget, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const table = { category: sql`categories`, brand: sql`brands`, product: sql`products` }[target];
  const rows = await runQuery<{ id: string }>(
    db,
    sql`select id from ${table} where id = any(${sql.param(ids)}::uuid[])`,
  );
  return new Set(rows.map((row) => row.id));
}

/** Whether a company exists. */
export async function companyExists(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id));
  return Boolean(row);
}
