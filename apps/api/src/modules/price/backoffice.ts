// The back office's price lists: list, create, edit, copy, end, give to companies, edit tiers, CSV export and import
// (docs/backoffice.md, "Prices"). Every change is audited in its transaction and drops the price caches after commit.
import { parse } from 'csv-parse/sync';
import type { Db } from '../../db';
import { invalidateCaches } from '../../lib/cache';
import { AppError, notFound, rule } from '../../lib/errors';
import type { Language } from '../../lib/i18n';
import { auditChange } from '../security';
import * as repo from './backoffice-repository';
import {
  type CopyPriceListBody,
  type CreatePriceListBody,
  type ImportPricesBody,
  type ImportProblem,
  type ImportResult,
  MAX_IMPORT_ROWS,
  MAX_TIERS,
  type PriceListDetail,
  type PriceListSummary,
  type PriceListsQuery,
  type SetSkuPricesBody,
  type UpdatePriceListBody,
} from './backoffice-schemas';
import { companyPricingChanged, listPricesChanged } from './service';

const iso = (value: Date | null) => value?.toISOString() ?? null;

function summaryOf(found: NonNullable<Awaited<ReturnType<typeof repo.findPriceList>>>): PriceListSummary {
  const { list } = found;
  return {
    id: list.id,
    code: list.code,
    name: list.name,
    kind: list.kind,
    market: list.market,
    currency: list.currency,
    validFrom: iso(list.validFrom),
    validTo: iso(list.validTo),
    status: found.status,
    priceCount: found.priceCount,
    companyCount: found.companyCount,
    createdAt: list.createdAt.toISOString(),
  };
}

/** What the audit log keeps of a list (its fields, not its prices). */
const auditedList = (list: repo.PriceListRow) => ({
  code: list.code,
  name: list.name,
  kind: list.kind,
  market: list.market,
  currency: list.currency,
  validFrom: iso(list.validFrom),
  validTo: iso(list.validTo),
});

/** Price lists, filtered and paged. */
export async function listPriceLists(db: Db, query: PriceListsQuery) {
  const { rows, total } = await repo.findPriceLists(db, query);
  return { items: rows.map(summaryOf), total };
}

/** One price list with the companies it is given to; 404 when there is none. */
export async function getPriceList(db: Db, priceListId: string): Promise<PriceListDetail> {
  const [found, companies] = await Promise.all([
    repo.findPriceList(db, priceListId),
    repo.listAssignedCompanies(db, priceListId),
  ]);
  if (!found) throw notFound('No such price list.');
  return { ...summaryOf(found), companies };
}

const changed = async (db: Db, priceListId: string) => {
  invalidateCaches('price');
  return getPriceList(db, priceListId);
};

async function assertCodeFree(db: Db, code: string, except?: string) {
  const taken = await repo.findPriceListByCode(db, code);
  if (taken && taken.id !== except) throw rule('price_list_code_taken', { code });
}

/** Creates an empty price list (prices come by editing, copying or importing). */
export async function createPriceList(db: Db, options: { by: string; input: CreatePriceListBody }) {
  const { input } = options;
  const currency = await repo.findMarketCurrency(db, input.market);
  if (!currency) throw rule('market_unknown', { market: input.market });
  if (input.currency && input.currency !== currency) {
    throw new AppError('validation_failed', {
      errors: [{ path: 'body.currency', message: `The market ${input.market} prices in ${currency}` }],
    });
  }
  const id = await db.transaction(async (tx) => {
    await assertCodeFree(tx as unknown as Db, input.code);
    const list = await repo.insertPriceList(tx, {
      code: input.code,
      name: input.name,
      kind: input.kind,
      market: input.market,
      currency,
      validFrom: input.validFrom ?? null,
      validTo: input.validTo ?? null,
    });
    await auditChange(tx, {
      by: options.by,
      entity: 'price_list',
      id: list.id,
      verb: 'created',
      after: auditedList(list),
    });
    return list.id;
  });
  return changed(db, id);
}

/** Changes a list's code, name or validity (kind and market stay: copy the list for another). */
export async function updatePriceList(
  db: Db,
  options: { by: string; priceListId: string; input: UpdatePriceListBody },
) {
  const { input } = options;
  await db.transaction(async (tx) => {
    const before = await repo.lockPriceList(tx, options.priceListId);
    if (!before) throw notFound('No such price list.');
    if (input.code !== undefined) await assertCodeFree(tx as unknown as Db, input.code, before.id);
    const after = {
      ...before,
      ...(input.code !== undefined ? { code: input.code } : {}),
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.validFrom !== undefined ? { validFrom: input.validFrom } : {}),
      ...(input.validTo !== undefined ? { validTo: input.validTo } : {}),
    };
    // The body checks its own pair; a change of one end is checked against the stored other end here.
    if (after.validFrom && after.validTo && after.validTo <= after.validFrom) {
      throw new AppError('validation_failed', {
        errors: [{ path: 'body.validTo', message: 'The end must come after the start' }],
      });
    }
    await repo.updatePriceList(tx, before.id, {
      code: after.code,
      name: after.name,
      validFrom: after.validFrom,
      validTo: after.validTo,
    });
    await auditChange(tx, {
      by: options.by,
      entity: 'price_list',
      id: before.id,
      verb: 'updated',
      before: auditedList(before),
      after: auditedList(after),
    });
  });
  return changed(db, options.priceListId);
}

/** Copies a list with all its prices under a new code and name (the companies stay with the original). */
export async function copyPriceList(db: Db, options: { by: string; priceListId: string; input: CopyPriceListBody }) {
  const { input } = options;
  const id = await db.transaction(async (tx) => {
    const source = await repo.lockPriceList(tx, options.priceListId);
    if (!source) throw notFound('No such price list.');
    await assertCodeFree(tx as unknown as Db, input.code);
    const validFrom = input.validFrom !== undefined ? input.validFrom : source.validFrom;
    const validTo = input.validTo !== undefined ? input.validTo : source.validTo;
    if (validFrom && validTo && validTo <= validFrom) {
      throw new AppError('validation_failed', {
        errors: [{ path: 'body.validTo', message: 'The end must come after the start' }],
      });
    }
    const copy = await repo.insertPriceList(tx, {
      code: input.code,
      name: input.name,
      kind: source.kind,
      market: source.market,
      currency: source.currency,
      validFrom,
      validTo,
    });
    await repo.copyPrices(tx, source.id, copy.id);
    await auditChange(tx, {
      by: options.by,
      entity: 'price_list',
      id: copy.id,
      verb: 'copied',
      after: auditedList(copy),
      details: { from: source.id, fromCode: source.code },
    });
    return copy.id;
  });
  return changed(db, id);
}

/**
 * Ends a list now: its end becomes now (an upcoming list's start too, so it never applies). Nothing is deleted, so
 * what it priced stays readable. An ended list → 422 price_list_ended.
 */
export async function endPriceList(db: Db, options: { by: string; priceListId: string; now?: Date }) {
  const now = options.now ?? new Date();
  await db.transaction(async (tx) => {
    const before = await repo.lockPriceList(tx, options.priceListId);
    if (!before) throw notFound('No such price list.');
    if (before.validTo && before.validTo <= now) throw rule('price_list_ended', { validTo: iso(before.validTo) });
    const validFrom = before.validFrom && before.validFrom > now ? now : before.validFrom;
    await repo.updatePriceList(tx, before.id, { validFrom, validTo: now });
    await auditChange(tx, {
      by: options.by,
      entity: 'price_list',
      id: before.id,
      verb: 'ended',
      before: { validFrom: iso(before.validFrom), validTo: iso(before.validTo) },
      after: { validFrom: iso(validFrom), validTo: iso(now) },
    });
  });
  return changed(db, options.priceListId);
}

/** Gives a contract list to a company (its one contract: one it had before is replaced). */
export async function assignCompany(db: Db, options: { by: string; priceListId: string; customerId: string }) {
  const isChanged = await db.transaction(async (tx) => {
    const list = await repo.lockPriceList(tx, options.priceListId);
    if (!list) throw notFound('No such price list.');
    if (list.kind !== 'contract') throw rule('price_list_not_contract', { kind: list.kind });
    const company = await repo.lockCompany(tx, options.customerId);
    if (!company) throw notFound('No such customer.');
    if (company.market !== list.market && !company.markets.includes(list.market)) {
      throw rule('market_not_allowed', { market: list.market });
    }
    if (company.priceListId === list.id) return false;
    await repo.setCompanyPriceList(tx, company.id, list.id);
    await auditChange(tx, {
      by: options.by,
      entity: 'company',
      id: company.id,
      companyId: company.id,
      verb: 'updated',
      before: { priceListId: company.priceListId },
      after: { priceListId: list.id },
    });
    return true;
  });
  // The list's prices are as they were: only this company's pricing moved (given again, nothing did).
  if (isChanged) companyPricingChanged(options.customerId);
  return getPriceList(db, options.priceListId);
}

/** Takes a contract list from a company (it then buys at list and campaign prices); 404 when it does not have it. */
export async function unassignCompany(db: Db, options: { by: string; priceListId: string; customerId: string }) {
  await db.transaction(async (tx) => {
    const company = await repo.lockCompany(tx, options.customerId);
    if (!company || company.priceListId !== options.priceListId) throw notFound('The company does not have it.');
    await repo.setCompanyPriceList(tx, company.id, null);
    await auditChange(tx, {
      by: options.by,
      entity: 'company',
      id: company.id,
      companyId: company.id,
      verb: 'updated',
      before: { priceListId: company.priceListId },
      after: { priceListId: null },
    });
  });
  // The list's prices are as they were: only this company's pricing moved.
  companyPricingChanged(options.customerId);
  return getPriceList(db, options.priceListId);
}

/** A list's SKUs with their tiers, paged; 404 for an unknown list. */
export async function listPrices(db: Db, options: { priceListId: string; q?: string; skip: number; take: number }) {
  if (!(await repo.findPriceList(db, options.priceListId))) throw notFound('No such price list.');
  return repo.findListPrices(db, options);
}

async function lockOpenList(tx: Db, priceListId: string) {
  const list = await repo.lockPriceList(tx, priceListId);
  if (!list) throw notFound('No such price list.');
  // An ended list is history: what it priced stays as it was.
  if (list.validTo && list.validTo <= new Date()) throw rule('price_list_ended', { validTo: iso(list.validTo) });
  return list;
}

/** Replaces one SKU's tiers in a list ([] removes it); the SKU must exist. Answers the SKU's tiers now. */
export async function setSkuPrices(
  db: Db,
  options: { by: string; priceListId: string; sku: string; input: SetSkuPricesBody },
) {
  const { sku } = options;
  const tiers = [...options.input.tiers].sort((a, b) => a.minQuantity - b.minQuantity);
  const { list, isChanged } = await db.transaction(async (tx) => {
    const list = await lockOpenList(tx as unknown as Db, options.priceListId);
    const before = await repo.findSkuTiers(tx, list.id, sku);
    if (before.length === 0 && !(await repo.knownSkus(tx, [sku])).has(sku)) {
      throw new AppError('validation_failed', { errors: [{ path: 'params.sku', message: 'Unknown SKU' }] });
    }
    // The tiers as they are (an ERP sending every SKU's prices again): nothing written, audited or dropped.
    const isSame =
      before.length === tiers.length &&
      before.every((tier, i) => tier.minQuantity === tiers[i]!.minQuantity && tier.unitPrice === tiers[i]!.unitPrice);
    if (isSame) return { list, isChanged: false };
    await repo.deletePrices(tx, list.id, [sku]);
    await repo.upsertPrices(
      tx,
      tiers.map((tier) => ({ priceListId: list.id, sku, ...tier })),
    );
    await auditChange(tx, {
      by: options.by,
      entity: 'price',
      id: `${list.id}/${sku}`,
      verb: before.length === 0 ? 'created' : tiers.length === 0 ? 'deleted' : 'updated',
      before: before.length ? { priceList: list.code, sku, tiers: before } : null,
      after: tiers.length ? { priceList: list.code, sku, tiers } : null,
    });
    return { list, isChanged: true };
  });
  if (isChanged) listPricesChanged(list);
  const names = await repo.skuNames(db, [sku]);
  return { sku, name: names.get(sku) ?? null, tiers: await repo.findSkuTiers(db, options.priceListId, sku) };
}

/** The CSV columns: `name` is informative (export only; ignored on import). */
const CSV_HEADER = ['sku', 'name', 'min_quantity', 'unit_price'];

/** Minor units as the CSV writes them: "1234.50" (a dot, two decimals). */
const csvPrice = (minor: number) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
const csvCell = (value: string) => (/[";\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** Every price of a list as CSV (`;`-separated, UTF-8 with BOM for spreadsheets), and a file name. */
export async function exportPrices(db: Db, options: { priceListId: string }) {
  const found = await repo.findPriceList(db, options.priceListId);
  if (!found) throw notFound('No such price list.');
  const rows = await repo.listAllPrices(db, options.priceListId);
  const names = await repo.skuNames(db, [...new Set(rows.map((row) => row.sku))]);
  const lines = [CSV_HEADER.join(';')];
  for (const row of rows) {
    lines.push(
      [row.sku, names.get(row.sku)?.nb ?? '', String(row.minQuantity), csvPrice(row.unitPrice)].map(csvCell).join(';'),
    );
  }
  return { fileName: `${found.list.code}.csv`, csv: `\uFEFF${lines.join('\r\n')}\r\n` };
}

const problemText: Record<ImportProblem['problem'], Record<Language, string>> = {
  unreadable: { nb: 'Filen kan ikke leses som CSV.', en: 'The file cannot be read as CSV.' },
  no_rows: { nb: 'Filen har ingen prisrader.', en: 'The file has no price rows.' },
  too_many_rows: { nb: `Mer enn ${MAX_IMPORT_ROWS} rader.`, en: `More than ${MAX_IMPORT_ROWS} rows.` },
  missing_column: { nb: 'Kolonnen mangler.', en: 'The column is missing.' },
  unknown_column: { nb: 'Ukjent kolonne.', en: 'Unknown column.' },
  empty: { nb: 'Feltet er tomt.', en: 'The cell is empty.' },
  unknown_sku: { nb: 'Varenummeret finnes ikke.', en: 'The SKU does not exist.' },
  invalid_quantity: {
    nb: 'Fra-antall må være et helt tall fra 1.',
    en: 'The min quantity must be a whole number from 1.',
  },
  invalid_price: {
    nb: 'Prisen må være et tall med høyst to desimaler, f.eks. 129,50.',
    en: 'The price must be a number with at most two decimals, e.g. 129.50.',
  },
  negative_price: { nb: 'Prisen kan ikke være negativ.', en: 'The price cannot be negative.' },
  duplicate: {
    nb: 'Samme varenummer og fra-antall står på en tidligere rad.',
    en: 'The same SKU and min quantity are on an earlier row.',
  },
};

/** "1234", "1234,5", "1 234,50" or "1234.50" (major units, at most two decimals) → minor units; null when not one. */
function parseCsvPrice(value: string): number | null {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(value.replace(/[\s\u00a0]/g, ''));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** The most frequent of ';', ',' and tab in the header line. */
function delimiterOf(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const counts = [';', ',', '\t'].map((d) => [d, header.split(d).length - 1] as const).sort((a, b) => b[1] - a[1]);
  return counts[0]![1] > 0 ? counts[0]![0] : ';';
}

/**
 * Reads a price file: header `sku;min_quantity;unit_price` (`name` allowed and ignored; min_quantity may be left
 * out: 1), then one tier per row. Every row is checked (SKU known, quantity ≥ 1, price ≥ 0 with at most two decimals,
 * each SKU and quantity once) and every problem reported with its line number.
 */
async function readPriceCsv(db: Db, text: string, lang: Language) {
  const problems: ImportProblem[] = [];
  const problem = (row: number, p: ImportProblem['problem'], column: string | null = null, sku: string | null = null) =>
    problems.push({ row, column, sku, problem: p, message: problemText[p][lang] });
  const clean = text.replace(/^\uFEFF/, '');
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(clean, {
      delimiter: delimiterOf(clean),
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch {
    problem(1, 'unreadable');
    return { tiers: [], problems };
  }
  const [header, ...body] = records;
  if (!header || body.length === 0) {
    problem(1, 'no_rows');
    return { tiers: [], problems };
  }
  if (body.length > MAX_IMPORT_ROWS) {
    problem(1, 'too_many_rows');
    return { tiers: [], problems };
  }
  const columns = header.record.map((name) => name.trim().toLowerCase());
  for (const name of columns) if (!CSV_HEADER.includes(name)) problem(1, 'unknown_column', name);
  for (const name of ['sku', 'unit_price']) if (!columns.includes(name)) problem(1, 'missing_column', name);
  if (problems.length) return { tiers: [], problems };
  const at = (record: string[], name: string) => {
    const index = columns.indexOf(name);
    return index < 0 ? '' : (record[index] ?? '').trim();
  };
  const known = await repo.knownSkus(db, [...new Set(body.map(({ record }) => at(record, 'sku')).filter(Boolean))]);
  const seen = new Set<string>();
  const tiers: repo.TierRow[] = [];
  for (const { record, info } of body) {
    const row = info.lines;
    const sku = at(record, 'sku');
    if (!sku) {
      problem(row, 'empty', 'sku');
      continue;
    }
    let ok = true;
    if (!known.has(sku)) {
      problem(row, 'unknown_sku', 'sku', sku);
      ok = false;
    }
    const quantityCell = at(record, 'min_quantity');
    const minQuantity = quantityCell === '' ? 1 : Number(quantityCell);
    if (!/^\d{0,7}$/.test(quantityCell) || !Number.isInteger(minQuantity) || minQuantity < 1) {
      problem(row, 'invalid_quantity', 'min_quantity', sku);
      ok = false;
    }
    const priceCell = at(record, 'unit_price');
    const unitPrice = parseCsvPrice(priceCell);
    if (priceCell === '') {
      problem(row, 'empty', 'unit_price', sku);
      ok = false;
    } else if (/^\s*-/.test(priceCell)) {
      problem(row, 'negative_price', 'unit_price', sku);
      ok = false;
    } else if (unitPrice === null) {
      problem(row, 'invalid_price', 'unit_price', sku);
      ok = false;
    }
    const key = `${sku}\u0000${minQuantity}`;
    if (ok && seen.has(key)) {
      problem(row, 'duplicate', 'min_quantity', sku);
      ok = false;
    }
    seen.add(key);
    if (ok && unitPrice !== null) tiers.push({ sku, minQuantity, unitPrice });
  }
  const perSku = new Map<string, number>();
  for (const tier of tiers) perSku.set(tier.sku, (perSku.get(tier.sku) ?? 0) + 1);
  for (const [sku, n] of perSku) {
    if (n > MAX_TIERS)
      problems.push({ row: 1, column: 'min_quantity', sku, problem: 'duplicate', message: `> ${MAX_TIERS}` });
  }
  return { tiers, problems };
}

/**
 * Imports a list's prices from CSV, all or nothing: any problem → 400 price_import_invalid with every row's problems
 * (line numbers) and nothing written. `merge` replaces the tiers of the SKUs in the file; `replace` makes the list the
 * file. One transaction, one audit entry with the counts.
 */
export async function importPrices(
  db: Db,
  options: { by: string; priceListId: string; input: ImportPricesBody; lang: Language },
): Promise<ImportResult> {
  const { input } = options;
  if (!(await repo.findPriceList(db, options.priceListId))) throw notFound('No such price list.');
  const { tiers, problems } = await readPriceCsv(db, input.csv, options.lang);
  if (problems.length > 0) {
    const lines = new Set(problems.map((p) => p.row)).size;
    throw new AppError('price_import_invalid', {
      detail: `${problems.length} problem(s) on ${lines} line(s).`,
      extra: { rows: problems.slice(0, 500) },
    });
  }
  const skus = [...new Set(tiers.map((tier) => tier.sku))];
  const result = await db.transaction(async (tx) => {
    const list = await lockOpenList(tx as unknown as Db, options.priceListId);
    const before = await repo.listAllPrices(tx, list.id);
    const old = new Map(before.map((row) => [`${row.sku}\u0000${row.minQuantity}`, row.unitPrice]));
    const fresh = new Set(tiers.map((tier) => `${tier.sku}\u0000${tier.minQuantity}`));
    const inFile = new Set(skus);
    let added = 0;
    let unchanged = 0;
    const written: repo.TierRow[] = [];
    for (const tier of tiers) {
      const was = old.get(`${tier.sku}\u0000${tier.minQuantity}`);
      if (was === undefined) added++;
      if (was === tier.unitPrice) unchanged++;
      else written.push(tier);
    }
    const removed = before.filter(
      (row) => !fresh.has(`${row.sku}\u0000${row.minQuantity}`) && (input.mode === 'replace' || inFile.has(row.sku)),
    );
    // Only what differs is written: a nightly file of a whole list that changed a few prices rewrites those rows,
    // not the list's hundreds of thousands.
    await repo.deleteTiers(tx, list.id, removed);
    await repo.upsertPrices(
      tx,
      written.map((tier) => ({ priceListId: list.id, ...tier })),
    );
    const counts = {
      mode: input.mode,
      rows: tiers.length,
      skus: skus.length,
      added,
      changed: written.length - added,
      removed: removed.length,
      unchanged,
    };
    await auditChange(tx, { by: options.by, entity: 'price_list', id: list.id, verb: 'imported', details: counts });
    return { counts, list };
  });
  // A file that changed nothing leaves every kept answer (and the web's pages) as it was.
  if (result.counts.added + result.counts.changed + result.counts.removed > 0) listPricesChanged(result.list);
  return result.counts;
}
