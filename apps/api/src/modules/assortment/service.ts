import type { Db, DbOrTx } from '../../db';
import type { Caller } from '../../lib/access';
import { cachePerDatabase, invalidateCaches, scopeIds, scopeVersion } from '../../lib/cache';
import { AppError, notFound, rule } from '../../lib/errors';
import { type Language, localize } from '../../lib/i18n';
import { auditChange } from '../security';
import * as repo from './repository';
import { type Assortment, type AssortmentRule, assortmentRule, restricts } from './rule';
import type { AssortmentBody, AssortmentDetail, AssortmentRuleInput, AssortmentUpdateBody } from './schemas';

/**
 * Which assortment a company has, read by every storefront request of a company. A company's assortment and an
 * assortment's resolved rules are catalog caches: a moved category (`invalidateCaches('catalog')`) drops them on every
 * node with the listings they shaped, and an assignment or an assortment's new rules drop only that company's or that
 * assortment's entry (`scopes` `co:` and `as:`, docs/decisions/006-caches.md, "Scoped changes"; the answers a company
 * gets are keyed by its assortment's id and last change, so they follow). They keep 5 minutes, the TTL only
 * bounding a lost notification (at 5 s, a thousand companies' requests missed on three of four, issue 18).
 */
const companyCache = cachePerDatabase<{ assortmentId: string | null }>({
  namespace: 'catalog',
  max: 5_000,
  ttlMs: 5 * 60_000,
});
/**
 * An assortment's rules resolved (categories expanded to their subcategories), shared by every company it has. Room
 * for a few thousand (a few kB each): with 1,000 companies of their own assortment (bench --scale) 500 churned, and
 * every miss is four queries.
 */
const assortmentCache = cachePerDatabase<Assortment>({ namespace: 'catalog', max: 5_000, ttlMs: 30_000 });

const COMPANY = 'co:';
const ASSORTMENT = 'as:';
const companyScope = (companyId: string) => `${COMPANY}${companyId}`;
const assortmentScope = (assortmentId: string) => `${ASSORTMENT}${assortmentId}`;

/**
 * The companies a scoped catalog change can change what they see (every such change is an assortment's: `co:` a
 * company's assortment given or taken, `as:` an assortment's rules), for caches kept per company outside the API
 * (the web's company pages).
 */
export async function companiesShapedBy(db: Db, scopes: readonly string[]): Promise<string[]> {
  const holders = await repo.findAssortmentHolders(db, scopeIds(scopes, ASSORTMENT));
  return [...new Set([...scopeIds(scopes, COMPANY), ...holders])];
}

/** Resolves stored or proposed rules into the form the rule checks (rule.ts). */
async function resolve(db: Db, key: { id: string; key: string }, rules: repo.RuleRow[]): Promise<Assortment> {
  const { include, exclude } = await repo.expandRules(db, rules);
  const hasInclusions = rules.some((row) => row.effect === 'include');
  return { ...key, include: hasInclusions ? include : null, exclude };
}

/**
 * The company whose assortment a storefront read answers with: the one it names (checked against the caller by the
 * route), else a person's only company — the same company whose prices the read shows (price's
 * resolvePriceContext). Anonymous visitors, the shared secret without one, and people of several companies who
 * name none: null, the whole catalog (they cannot buy without naming a company, and buying checks again).
 */
export function companyOfCaller(caller: Caller, customerId?: string | null): string | null {
  if (customerId) return customerId;
  if (caller.kind === 'person' && caller.companies.size === 1) return caller.companies.keys().next().value ?? null;
  return null;
}

/** The company's assortment resolved, or null when it sees the whole catalog (no company, or none assigned). */
export async function assortmentOf(db: Db, companyId: string | null | undefined): Promise<Assortment | null> {
  if (!companyId) return null;
  const companyKey = `${companyId}|${scopeVersion('catalog', companyScope(companyId))}`;
  const { assortmentId } = await companyCache(db).get(companyKey, async () => ({
    assortmentId: await repo.findCompanyAssortmentId(db, companyId),
  }));
  if (!assortmentId) return null;
  return assortmentCache(db).get(
    `${assortmentId}|${scopeVersion('catalog', assortmentScope(assortmentId))}`,
    async () => {
      const row = await repo.findAssortment(db, assortmentId);
      // Deleted meanwhile (only possible once no company has it): nothing visible rather than everything.
      if (!row) return { id: assortmentId, key: `${assortmentId}:gone`, include: noTargets(), exclude: noTargets() };
      return resolve(db, { id: row.id, key: `${row.id}:${row.updatedAt.getTime()}` }, await repo.listRules(db, row.id));
    },
  );
}

const noTargets = () => ({ categoryIds: [], brandIds: [], productIds: [] });

/**
 * Which of the products the company sees: all of them when it has no assortment (no query), else those its
 * assortment lets through. Every path that takes a product by id or SKU (prices, carts, lists, orders, product
 * pages, search) asks this; listings use the same rule as a condition (rule.ts inAssortment).
 */
export async function visibleProductIds(
  db: Db,
  options: { companyId: string | null | undefined; productIds: string[] },
): Promise<Set<string>> {
  const assortment = await assortmentOf(db, options.companyId);
  if (!assortment || options.productIds.length === 0) return new Set(options.productIds);
  return new Set(await repo.filterVisible(db, assortment, [...new Set(options.productIds)]));
}

/** Each assortment version's rule as sets, made once (the cached Assortment objects are the versions). */
const rules = new WeakMap<Assortment, AssortmentRule>();

/** The assortment's rule as sets, made once per version (listing cells, visibleAmong). */
export function ruleOf(assortment: Assortment): AssortmentRule {
  let made = rules.get(assortment);
  if (!made) {
    made = assortmentRule(assortment);
    rules.set(assortment, made);
  }
  return made;
}

/** A product as the in-memory check reads it: its own id, category and brand decide. */
export type PlacedProduct = { productId: string; categoryId: string; brandId: string | null };

/**
 * Which of the products the company sees, for a read that has their category and brand already (the product page's
 * row, search's candidates, priced SKUs): visibleProductIds' answer without its query, by the same rule in memory
 * (rule.ts, `cellState` and `admits`). At 1,000 companies of their own assortment the query was a round trip of
 * every such read (issue 18).
 */
export async function visibleAmong<T extends PlacedProduct>(
  db: Db,
  options: { companyId: string | null | undefined; products: T[] },
): Promise<T[]> {
  const assortment = await assortmentOf(db, options.companyId);
  if (!assortment || !restricts(assortment)) return options.products;
  const rule = ruleOf(assortment);
  return options.products.filter((product) =>
    rule.admits(rule.cellState(product.categoryId, product.brandId), product.productId),
  );
}

// ---------- back office ----------

const ruleKey = (rule: repo.RuleRow) => `${rule.effect} ${rule.target} ${rule.targetId}`;
const targetLabel = { category: 'No such category', brand: 'No such brand', product: 'No such product' } as const;

/**
 * Rules as stored: duplicates dropped, each target known (else 400 naming the rule), none both included and
 * excluded (a contradiction staff should see rather than exclusion silently winning).
 */
async function checkRules(db: Db, rules: AssortmentRuleInput[]): Promise<repo.RuleRow[]> {
  const errors: { path: string; message: string }[] = [];
  const known = new Map<string, Set<string>>();
  for (const target of ['category', 'brand', 'product'] as const) {
    const ids = [...new Set(rules.filter((row) => row.target === target).map((row) => row.targetId))];
    known.set(target, await repo.existingTargets(db, target, ids));
  }
  const seen = new Map<string, number>();
  rules.forEach((row, index) => {
    if (!known.get(row.target)?.has(row.targetId)) {
      errors.push({ path: `body.rules.${index}.targetId`, message: targetLabel[row.target] });
    }
    const other = seen.get(`${row.target} ${row.targetId}`);
    if (other !== undefined && rules[other]!.effect !== row.effect) {
      errors.push({ path: `body.rules.${index}`, message: 'The same target cannot be both included and excluded' });
    }
    if (other === undefined) seen.set(`${row.target} ${row.targetId}`, index);
  });
  if (errors.length) throw new AppError('validation_failed', { errors });
  const unique = new Map(rules.map((row) => [ruleKey(row), row]));
  return [...unique.values()].sort((a, b) => ruleKey(a).localeCompare(ruleKey(b)));
}

async function assertNameFree(db: Db, name: string, id?: string) {
  const found = await repo.findAssortmentByName(db, name);
  if (found && found.id !== id) {
    throw new AppError('validation_failed', {
      errors: [{ path: 'body.name', message: 'An assortment with this name exists' }],
    });
  }
}

/** What the audit log keeps of an assortment: its name and rules as readable lines. */
const auditedOf = (name: string, rules: repo.RuleRow[]) => ({ name, rules: rules.map(ruleKey) });

/** Every assortment with how many rules and companies it has, by name. */
export async function listAssortments(db: Db) {
  const rows = await repo.listAssortments(db);
  return {
    items: rows.map((row) => ({
      id: row.id,
      name: row.name,
      ruleCount: row.ruleCount,
      companyCount: row.companyCount,
      updatedAt: row.updatedAt.toISOString(),
    })),
  };
}

/** How many active products rules let through, of the whole catalog: the editor's preview, before saving. */
export async function previewRules(db: Db, options: { rules: AssortmentRuleInput[] }) {
  const rules = await checkRules(db, options.rules);
  const counts = await repo.countVisible(db, await resolve(db, { id: 'preview', key: 'preview' }, rules));
  return { productCount: counts.visible, totalCount: counts.total };
}

/** One assortment with its rules (targets named), its companies and how many products they see. */
export async function getAssortment(
  db: Db,
  options: { assortmentId: string; lang: Language },
): Promise<AssortmentDetail> {
  const row = await repo.findAssortment(db, options.assortmentId);
  if (!row) throw notFound('No such assortment.');
  const rules = await repo.listRules(db, row.id);
  const [targets, companies, counts] = await Promise.all([
    repo.findTargets(db, rules),
    repo.listAssignedCompanies(db, row.id),
    resolve(db, { id: row.id, key: row.id }, rules).then((resolved) => repo.countVisible(db, resolved)),
  ]);
  const byId = new Map(targets.map((target) => [`${target.target} ${target.id}`, target]));
  return {
    id: row.id,
    name: row.name,
    rules: rules.map((rule) => {
      const target = byId.get(`${rule.target} ${rule.targetId}`);
      return {
        ...rule,
        name: target ? (typeof target.name === 'string' ? target.name : localize(target.name, options.lang)) : null,
        code: target?.code ?? null,
      };
    }),
    companies,
    preview: { productCount: counts.visible, totalCount: counts.total },
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Creates an assortment with its rules; audited. It restricts nothing until it is assigned to a company. */
export async function createAssortment(db: Db, options: { input: AssortmentBody; by: string; lang: Language }) {
  const { input } = options;
  const rules = await checkRules(db, input.rules);
  await assertNameFree(db, input.name);
  const id = await db.transaction(async (tx) => {
    const row = await repo.insertAssortment(tx, input.name);
    await repo.replaceRules(tx, row.id, rules);
    await auditChange(tx, {
      by: options.by,
      entity: 'assortment',
      id: row.id,
      verb: 'created',
      after: auditedOf(input.name, rules),
    });
    return row.id;
  });
  return getAssortment(db, { assortmentId: id, lang: options.lang });
}

/**
 * Renames an assortment and replaces its rules; audited. Its companies see the change at once on this node. With
 * `expectedVersion`, a save made on an older version is refused (422 assortment_changed, with the stored version):
 * the row is locked first, so of two saves made on the same version exactly one is written.
 */
export async function updateAssortment(
  db: Db,
  options: { assortmentId: string; input: AssortmentUpdateBody; by: string; lang: Language },
) {
  const { input, assortmentId } = options;
  if (!(await repo.findAssortment(db, assortmentId))) throw notFound('No such assortment.');
  const rules = await checkRules(db, input.rules);
  await assertNameFree(db, input.name, assortmentId);
  await db.transaction(async (tx) => {
    const row = await repo.lockAssortment(tx, assortmentId);
    if (!row) throw notFound('No such assortment.');
    if (input.expectedVersion !== undefined && input.expectedVersion !== row.version) {
      throw rule('assortment_changed', { version: row.version });
    }
    const before = auditedOf(row.name, await repo.listRules(tx, assortmentId));
    await repo.updateAssortment(tx, assortmentId, input.name);
    await repo.replaceRules(tx, assortmentId, rules);
    await auditChange(tx, {
      by: options.by,
      entity: 'assortment',
      id: assortmentId,
      verb: 'updated',
      before,
      after: auditedOf(input.name, rules),
    });
  });
  // Its companies' answers are keyed by its last change (`key`): only its resolved rules need to go.
  invalidateCaches('catalog', { scopes: [assortmentScope(assortmentId)] });
  return getAssortment(db, { assortmentId, lang: options.lang });
}

/** Deletes an assortment no company has (else 422 assortment_in_use: unassign first); audited. */
export async function deleteAssortment(db: Db, options: { assortmentId: string; by: string }) {
  await db.transaction(async (tx) => {
    const row = await repo.lockAssortment(tx, options.assortmentId);
    if (!row) throw notFound('No such assortment.');
    const companies = await repo.listAssignedCompanies(tx, row.id);
    if (companies.length) throw rule('assortment_in_use', { companies: companies.length });
    const before = auditedOf(row.name, await repo.listRules(tx, row.id));
    await repo.deleteAssortment(tx, row.id);
    await auditChange(tx, { by: options.by, entity: 'assortment', id: row.id, verb: 'deleted', before });
  });
  // No company has it: nothing but its own resolved rules can be kept.
  invalidateCaches('catalog', { scopes: [assortmentScope(options.assortmentId)] });
}

async function companyAnswer(db: Db, customerId: string, assortmentId: string | null) {
  const assortment = assortmentId ? await repo.findAssortment(db, assortmentId) : null;
  const resolved = assortment
    ? await resolve(db, { id: assortment.id, key: assortment.id }, await repo.listRules(db, assortment.id))
    : null;
  const counts = await repo.countVisible(
    db,
    resolved ?? { id: 'all', key: 'all', include: null, exclude: noTargets() },
  );
  return { customerId, assortmentId, preview: { productCount: counts.visible, totalCount: counts.total } };
}

/** A company's assortment and how many products it sees. */
export async function getCompanyAssortment(db: Db, options: { customerId: string }) {
  const assortmentId = await repo.findCompanyAssortmentId(db, options.customerId);
  if (assortmentId === null && !(await repo.companyExists(db, options.customerId))) {
    throw notFound('No such customer.');
  }
  return companyAnswer(db, options.customerId, assortmentId);
}

/**
 * Gives a company an assortment, or the whole catalog again (null); audited on the company. Several companies may
 * share one (a group of companies). Its buyers see the change at once on this node, within seconds on others.
 */
export async function setCompanyAssortment(
  db: Db,
  options: { customerId: string; assortmentId: string | null; by: string },
) {
  const { customerId, assortmentId } = options;
  await db.transaction(async (tx) => {
    const company = await repo.lockCompany(tx, customerId);
    if (!company) throw notFound('No such customer.');
    await assignCompanyAssortment(tx, customerId, assortmentId);
    await auditChange(tx, {
      by: options.by,
      entity: 'company',
      id: customerId,
      verb: 'updated',
      companyId: customerId,
      before: { assortmentId: company.assortmentId },
      after: { assortmentId },
    });
  });
  // Only which assortment this company reads moved; every assortment's answers stay.
  invalidateCaches('catalog', { scopes: [companyScope(customerId)] });
  return companyAnswer(db, customerId, assortmentId);
}

/**
 * Gives a company its assortment (null: the whole catalog) inside the caller's transaction, the assortment locked so
 * it cannot be deleted meanwhile; an unknown one is 400 on `body.assortmentId`. The caller audits the change: the
 * assortment route above, and the back office's company form (whose creation entry records it).
 */
export async function assignCompanyAssortment(tx: DbOrTx, companyId: string, assortmentId: string | null) {
  if (assortmentId && !(await repo.lockAssortment(tx, assortmentId))) {
    throw new AppError('validation_failed', { errors: [{ path: 'body.assortmentId', message: 'No such assortment' }] });
  }
  await repo.setCompanyAssortment(tx, companyId, assortmentId);
}

/** An assortment's id and name, for pages that show which one a company has. */
export async function assortmentName(db: DbOrTx, assortmentId: string): Promise<{ id: string; name: string } | null> {
  const row = await repo.findAssortment(db, assortmentId);
  return row ? { id: row.id, name: row.name } : null;
}
