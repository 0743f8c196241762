// When an order needs an approver's yes (docs/approvals.md): the orderer's and the company's spending limits, and
// the company's approval rules. Approvers (admins and named approvers) are never held by either.
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import type { ApprovalReason, CompanyRole } from '../../db/schema';
import { marketTimeZone, marketToday } from '../../lib/dates';
import type { Language } from '../../lib/i18n';
import { formatMoney } from '../mail';
import {
  findCategoryPaths,
  findSetup,
  lockSpend,
  type SetupRow,
  setupJsonSql,
  setupRowOf,
  sumSpend,
  sumSpendByContactAndCentre,
} from './repository';

type Limits = { perOrder: number | null; perMonth: number | null };
type Rule = SetupRow['rules'][number];
type Centre = SetupRow['centres'][number];

/** What the checks need of the orderer and the company, read in one round trip. */
export type ApprovalSetup = {
  role: CompanyRole | null;
  isApprover: boolean;
  company: Limits | null;
  contact: Limits | null;
  rules: Rule[];
  /** The company's cost centres, active or not. */
  centres: Centre[];
};

export async function loadSetup(db: DbOrTx, companyId: string, contactId: string): Promise<ApprovalSetup> {
  return setupOf(await findSetup(db, companyId, contactId), contactId);
}

/** The setup of `contactId` as `setupJson` read it inside another statement (createorder's cart lock). */
export const setupFromJson = (json: Record<string, unknown>, contactId: string): ApprovalSetup =>
  setupOf(setupRowOf(json), contactId);

/** The `setupJsonSql` of the orderer and company given as SQL uuids, for a statement of another module. */
export const setupJson = (companyId: SQL, contactId: SQL): SQL => setupJsonSql(companyId, contactId);

function setupOf({ limits, ...setup }: SetupRow, contactId: string): ApprovalSetup {
  const limitOf = (contact: string | null): Limits | null => {
    const found = limits.find((l) => l.contactId === contact);
    return found ? { perOrder: found.perOrder, perMonth: found.perMonth } : null;
  };
  return {
    role: setup.role,
    isApprover: setup.isApprover,
    company: limitOf(null),
    contact: limitOf(contactId),
    rules: setup.rules,
    centres: setup.centres,
  };
}

/** May this member approve (and so order without approval)? Admins and named buyers. */
export const canApprove = (setup: Pick<ApprovalSetup, 'role' | 'isApprover'>) =>
  setup.role === 'admin' || (setup.isApprover && setup.role === 'buyer');

/** The start of the current calendar month in the market's time zone, as an instant. */
function monthStart(market: string, now: Date): string {
  return `${marketToday(market, now).slice(0, 8)}01 00:00:00 ${marketTimeZone(market)}`;
}

/**
 * Net spend this month (orders not cancelled): the contact's and the company's, in the company's currency.
 *
 * `lock` (ordering, inside the order's transaction): first takes a transaction-scoped advisory lock per company and
 * month (company and contact limits) and per cost centre and month (its limit), in that order, in a statement of its
 * own, so the sum is read after any order of the company that held the lock has committed. Two buyers ordering at
 * once so queue here and the second sees the first's order: together they cannot pass a monthly limit. Only companies
 * with a monthly limit pay for it (docs/approvals.md).
 */
export async function monthSpend(
  db: DbOrTx,
  options: {
    companyId: string;
    contactId: string;
    currency: string;
    market: string;
    now: Date;
    costCentreId?: string | null;
    lock?: { company: boolean; centre: boolean };
  },
): Promise<{ contact: number; company: number; centre: number }> {
  const from = monthStart(options.market, options.now);
  const centre = options.costCentreId ?? null;
  const keys = [
    ...(options.lock?.company ? [`company:${options.companyId}:${from}`] : []),
    ...(options.lock?.centre && centre ? [`centre:${centre}:${from}`] : []),
  ];
  if (keys.length > 0) await lockSpend(db, keys);
  return sumSpend(db, {
    companyId: options.companyId,
    contactId: options.contactId,
    currency: options.currency,
    from,
    costCentreId: centre,
  });
}

/**
 * Net spend this month of a company (orders not cancelled, company currency): per contact, per cost centre and in
 * all, in one grouped query.
 */
export async function monthSpendByContact(
  db: DbOrTx,
  options: { companyId: string; currency: string; market: string; now: Date },
): Promise<{ contacts: Map<string, number>; centres: Map<string, number>; company: number }> {
  const from = monthStart(options.market, options.now);
  const rows = await sumSpendByContactAndCentre(db, {
    companyId: options.companyId,
    currency: options.currency,
    from,
  });
  const contacts = new Map<string, number>();
  const centres = new Map<string, number>();
  let company = 0;
  for (const { contactId, centreId, net } of rows) {
    company += net;
    contacts.set(contactId, (contacts.get(contactId) ?? 0) + net);
    if (centreId) centres.set(centreId, (centres.get(centreId) ?? 0) + net);
  }
  return { contacts, centres, company };
}

export type CheckedLine = { sku: string; isPrescriptionOnly: boolean; categoryId: string | null };

/** What the rules look at per line, from the lines' SKU facts (the cart's `SkuInfo`). */
export function checkedLines(
  lines: readonly { sku: string }[],
  info: Map<string, { isPrescriptionOnly: boolean; categoryId: string | null }>,
): CheckedLine[] {
  return lines.map((line) => {
    const sku = info.get(line.sku);
    return { sku: line.sku, isPrescriptionOnly: sku?.isPrescriptionOnly ?? false, categoryId: sku?.categoryId ?? null };
  });
}

/**
 * Why an order of this orderer needs approval (empty: it does not). Amounts are net of VAT incl. shipping, in the
 * company's currency; an order in another currency cannot be compared, so it needs approval whenever an amount
 * limit or rule applies. Month limits count the month's orders before this one.
 */
export async function approvalReasons(
  db: DbOrTx,
  options: {
    setup: ApprovalSetup;
    /** The cost centre the order is for: its limits count too. */
    centre?: Pick<Centre, 'id' | 'perOrder' | 'perMonth'> | null;
    companyId: string;
    contactId: string;
    companyCurrency: string;
    currency: string;
    market: string;
    net: number;
    lines: CheckedLine[];
    now: Date;
    /** Ordering: hold the monthly limits against concurrent orders (monthSpend's lock). */
    lockSpend?: boolean;
  },
): Promise<ApprovalReason[]> {
  const { setup, net } = options;
  if (canApprove(setup)) return [];
  const reasons: ApprovalReason[] = [];
  const amountRules = setup.rules.filter((rule) => rule.kind === 'order_over' && rule.amount !== null);
  const centre = options.centre ?? null;
  const hasAmountLimit =
    [setup.contact, setup.company, centre].some((l) => l && (l.perOrder !== null || l.perMonth !== null)) ||
    amountRules.length > 0;
  if (options.currency !== options.companyCurrency) {
    if (hasAmountLimit) reasons.push({ code: 'currency' });
  } else {
    const over = (code: ApprovalReason['code'], limit: number | null | undefined, amount: number) => {
      if (limit !== null && limit !== undefined && amount > limit) reasons.push({ code, limit, amount });
    };
    over('order_limit', setup.contact?.perOrder, net);
    over('company_order_limit', setup.company?.perOrder, net);
    over('cost_centre_order_limit', centre?.perOrder, net);
    if (setup.contact?.perMonth != null || setup.company?.perMonth != null || centre?.perMonth != null) {
      const spent = await monthSpend(db, {
        ...options,
        currency: options.companyCurrency,
        costCentreId: centre?.id ?? null,
        lock: options.lockSpend
          ? {
              company: setup.contact?.perMonth != null || setup.company?.perMonth != null,
              centre: centre?.perMonth != null,
            }
          : undefined,
      });
      over('month_limit', setup.contact?.perMonth, spent.contact + net);
      over('company_month_limit', setup.company?.perMonth, spent.company + net);
      over('cost_centre_month_limit', centre?.perMonth, spent.centre + net);
    }
    for (const rule of amountRules) {
      if (net > (rule.amount ?? 0))
        reasons.push({ code: 'order_over', ruleId: rule.id, limit: rule.amount ?? 0, amount: net });
    }
  }
  if (setup.rules.some((rule) => rule.kind === 'prescription')) {
    const line = options.lines.find((l) => l.isPrescriptionOnly);
    const rule = setup.rules.find((r) => r.kind === 'prescription');
    if (line && rule) reasons.push({ code: 'prescription', ruleId: rule.id, sku: line.sku });
  }
  const categoryRules = setup.rules.filter((rule) => rule.kind === 'category' && rule.categoryId);
  if (categoryRules.length > 0) {
    const ids = [...new Set(options.lines.map((l) => l.categoryId).filter((id): id is string => id !== null))];
    const paths = await findCategoryPaths(db, ids);
    for (const rule of categoryRules) {
      const line = options.lines.find((l) => l.categoryId && paths.get(l.categoryId)?.has(rule.categoryId!));
      if (line) reasons.push({ code: 'category', ruleId: rule.id, categoryId: rule.categoryId!, sku: line.sku });
    }
  }
  return reasons;
}

/**
 * A reason as a sentence in the reader's language, with its figures: the limit, and what the order (or the month
 * with it) comes to. `requester`: the name of the person whose order it is, when the reader is someone else (an
 * approver, staff): "Ingrid Berg's limit", never "your limit" to someone whose limit it is not.
 */
export function reasonText(
  reason: ApprovalReason,
  currency: string,
  lang: Language,
  requester: string | null = null,
): string {
  const money = (amount: number | undefined) => formatMoney(amount ?? 0, currency, lang);
  const nb = lang === 'nb';
  const whose = requester ? (nb ? `${requester}s` : `${requester}'s`) : nb ? 'din' : 'your';
  // "(the order: 12 500 kr)" / "(this month with the order: 48 200 kr)"
  const orderIs = nb ? `bestillingen er på ${money(reason.amount)}` : `the order comes to ${money(reason.amount)}`;
  const monthIs = nb
    ? `måneden med denne bestillingen blir ${money(reason.amount)}`
    : `the month with this order comes to ${money(reason.amount)}`;
  switch (reason.code) {
    case 'order_limit':
      return nb
        ? `Over ${requester ? `${whose} grense` : 'grensen din'} per bestilling på ${money(reason.limit)}: ${orderIs}.`
        : `Over ${whose} limit per order of ${money(reason.limit)}: ${orderIs}.`;
    case 'month_limit':
      return nb
        ? `Over ${requester ? `${whose} grense` : 'grensen din'} per måned på ${money(reason.limit)}: ${monthIs}.`
        : `Over ${whose} monthly limit of ${money(reason.limit)}: ${monthIs}.`;
    case 'company_order_limit':
      return nb
        ? `Over firmaets grense per bestilling på ${money(reason.limit)}: ${orderIs}.`
        : `Over the company's limit per order of ${money(reason.limit)}: ${orderIs}.`;
    case 'company_month_limit':
      return nb
        ? `Over firmaets grense per måned på ${money(reason.limit)}: ${monthIs}.`
        : `Over the company's monthly limit of ${money(reason.limit)}: ${monthIs}.`;
    case 'cost_centre_order_limit':
      return nb
        ? `Over kostnadsstedets grense per bestilling på ${money(reason.limit)}: ${orderIs}.`
        : `Over the cost centre's limit per order of ${money(reason.limit)}: ${orderIs}.`;
    case 'cost_centre_month_limit':
      return nb
        ? `Over kostnadsstedets grense per måned på ${money(reason.limit)}: ${monthIs}.`
        : `Over the cost centre's monthly limit of ${money(reason.limit)}: ${monthIs}.`;
    case 'currency':
      return nb
        ? 'Bestillingen er i en annen valuta enn firmaets grenser.'
        : "The order is in another currency than the company's limits.";
    case 'order_over':
      return nb
        ? `Firmaet krever godkjenning av bestillinger over ${money(reason.limit)}: ${orderIs}.`
        : `The company requires approval of orders over ${money(reason.limit)}: ${orderIs}.`;
    case 'category':
      return nb
        ? `Firmaet krever godkjenning for varer i denne kategorien (${reason.sku}).`
        : `The company requires approval for items in this category (${reason.sku}).`;
    case 'prescription':
      return nb
        ? `Firmaet krever godkjenning for reseptvarer (${reason.sku}).`
        : `The company requires approval for prescription items (${reason.sku}).`;
  }
}
