import type { DbOrTx } from '../../db';
import { type ErrorCode, errorMessage, rule } from '../../lib/errors';
import type { Language } from '../../lib/i18n';
import * as repo from './repository';

/** Prescription rules for ordering (docs/pharmacy.md); the order module calls them in its transactions. */

export type OrderLineDemand = { sku: string; quantity: number };
export type PrescriptionProblem = {
  code: Extract<ErrorCode, 'prescription_required' | 'prescription_quantity_exceeded'>;
  message: string;
  isBlocking: true;
  sku: string;
  /** Quantity asked for in all the lines with the SKU. */
  quantity: number;
  /** What valid prescriptions still allow of the SKU. */
  quantityCovered: number;
};

/** A prescription line that can serve SKUs: its own SKU, or every variant of its product. */
export type UsableLine = { id: string; sku: string | null; productId: string | null; remaining: number };
export type Allocation = { lineId: string; sku: string; quantity: number };
/** `hasPrescription`: some valid prescription line allows the SKU, only not enough of it. */
export type Shortfall = { sku: string; quantity: number; covered: number; hasPrescription: boolean };

/**
 * Splits the demand of each SKU over the lines, in the order given (earliest-expiring first).
 * SKU lines are used before product-wide lines: a SKU line serves one SKU only, so spending it
 * first leaves the shared product lines for the product's other variants. Pure.
 */
export function allocate(
  demands: { sku: string; productId: string; quantity: number }[],
  lines: UsableLine[],
): { allocations: Allocation[]; shortfalls: Shortfall[] } {
  const remaining = new Map(lines.map((l) => [l.id, Math.max(0, l.remaining)]));
  const allocations: Allocation[] = [];
  const shortfalls: Shortfall[] = [];
  for (const demand of demands) {
    const candidates = [
      ...lines.filter((l) => l.sku === demand.sku),
      ...lines.filter((l) => l.sku === null && l.productId === demand.productId),
    ];
    let left = demand.quantity;
    for (const line of candidates) {
      if (left === 0) break;
      const take = Math.min(left, remaining.get(line.id) ?? 0);
      if (take === 0) continue;
      remaining.set(line.id, (remaining.get(line.id) ?? 0) - take);
      allocations.push({ lineId: line.id, sku: demand.sku, quantity: take });
      left -= take;
    }
    if (left > 0) {
      shortfalls.push({
        sku: demand.sku,
        quantity: demand.quantity,
        covered: demand.quantity - left,
        hasPrescription: candidates.length > 0,
      });
    }
  }
  return { allocations, shortfalls };
}

/** The prescription-only SKUs of the order lines with their summed quantities, in first-seen order. */
async function prescriptionDemands(db: DbOrTx, lines: OrderLineDemand[]) {
  const totals = new Map<string, number>();
  for (const line of lines) totals.set(line.sku, (totals.get(line.sku) ?? 0) + line.quantity);
  const facts = await repo.skuFacts(db, [...totals.keys()]);
  const bySku = new Map(facts.map((f) => [f.sku, f]));
  return [...totals.entries()].flatMap(([sku, quantity]) => {
    const fact = bySku.get(sku);
    return fact?.isPrescriptionOnly && quantity > 0 ? [{ sku, productId: fact.productId, quantity }] : [];
  });
}

async function plan(
  db: DbOrTx,
  options: { personId: string; lines: OrderLineDemand[]; today: string; lock: boolean },
): Promise<{ allocations: Allocation[]; shortfalls: Shortfall[] }> {
  const demands = await prescriptionDemands(db, options.lines);
  if (demands.length === 0) return { allocations: [], shortfalls: [] };
  const usable = await repo.usableLines(db, {
    personId: options.personId,
    today: options.today,
    skus: demands.map((d) => d.sku),
    productIds: [...new Set(demands.map((d) => d.productId))],
    lock: options.lock,
  });
  return allocate(demands, usable);
}

const toProblem = (shortfall: Shortfall, lang: Language): PrescriptionProblem => {
  const code = shortfall.hasPrescription ? 'prescription_quantity_exceeded' : 'prescription_required';
  return {
    code,
    message: errorMessage(code, lang),
    isBlocking: true,
    sku: shortfall.sku,
    quantity: shortfall.quantity,
    quantityCovered: shortfall.covered,
  };
};

/**
 * What stops an order of these lines for the person: one problem per prescription-only SKU that
 * the person's valid prescriptions (active, issued on or before `today`, valid through `today`)
 * do not cover with enough remaining quantity. Reads only; an empty list means consume will succeed
 * unless another order takes the quantity first.
 */
export async function prescriptionProblems(
  tx: DbOrTx,
  options: { personId: string; lines: OrderLineDemand[]; today: string; lang?: Language },
): Promise<PrescriptionProblem[]> {
  const { shortfalls } = await plan(tx, { ...options, lock: false });
  return shortfalls.map((s) => toProblem(s, options.lang ?? 'nb'));
}

/**
 * Takes the order's prescription-only quantities from the person's prescriptions, earliest-expiring
 * first, and records one usage row per line taken from. Locks the lines it may take from FOR UPDATE,
 * so two orders racing for the last quantity queue and the second sees what the first took.
 * Throws 422 prescription_required (extra.problems) and writes nothing when it cannot cover everything.
 * Calling it again for an order that already holds usage returns that usage unchanged.
 */
export async function consumePrescriptions(
  tx: DbOrTx,
  options: { personId: string; orderId: string; lines: OrderLineDemand[]; today: string; lang?: Language },
): Promise<Allocation[]> {
  const existing = await repo.openUsagesOfOrder(tx, options.orderId);
  if (existing.length > 0) return existing.map((u) => ({ lineId: u.lineId, sku: u.sku, quantity: u.quantity }));
  const { allocations, shortfalls } = await plan(tx, { ...options, lock: true });
  const fail = (list: Shortfall[]) =>
    rule('prescription_required', { problems: list.map((s) => toProblem(s, options.lang ?? 'nb')) });
  if (shortfalls.length > 0) throw fail(shortfalls);
  for (const allocation of allocations) {
    // The rows are locked, so this holds; the guarded update keeps it true even if a caller forgot the transaction.
    if (!(await repo.takeFromLine(tx, allocation.lineId, allocation.quantity))) {
      throw fail([{ sku: allocation.sku, quantity: allocation.quantity, covered: 0, hasPrescription: true }]);
    }
  }
  await repo.insertUsages(
    tx,
    allocations.map((a) => ({ lineId: a.lineId, orderId: options.orderId, sku: a.sku, quantity: a.quantity })),
  );
  return allocations;
}

/** Gives an order's prescription usage back (a cancelled order). Idempotent: released usage is not released again. */
export async function releasePrescriptions(tx: DbOrTx, options: { orderId: string }): Promise<number> {
  const usages = await repo.openUsagesOfOrder(tx, options.orderId, true);
  await repo.lockLines(tx, [...new Set(usages.map((u) => u.lineId))]);
  for (const usage of usages) await repo.giveBack(tx, usage);
  return usages.reduce((sum, u) => sum + u.quantity, 0);
}
