// The back office's stock levels (app/backoffice/products/stock): `SKU;stock[;lead time in days]` lines pasted from a
// spreadsheet or an ERP export, or a CSV file, read into the levels the API takes (PUT /api/backoffice/stock-levels).
// Pure functions, shared by the server action and its tests.
import { spreadsheetRows } from './spreadsheet-lines';

export type StockProblem = 'sku_missing' | 'sku_too_long' | 'stock_invalid' | 'lead_time_invalid' | 'sku_repeated';

/** One line as given (1-based line number) and what it sets, or its problem. */
export type StockLine = {
  row: number;
  sku: string;
  stock: number;
  leadTimeDays?: number;
  problem: StockProblem | null;
};

/** The API's limits (catalog-admin's schemas). */
export const MAX_STOCK = 100_000_000;
export const MAX_LEAD_TIME_DAYS = 365;
/** SKUs one call to the API sets at most: a longer list is sent in pages of this many. */
export const STOCK_PAGE = 1_000;
/** Lines one upload takes at most (a warehouse of this many SKUs: 20 calls). */
export const MAX_STOCK_LINES = 20_000;

/** A whole number in 0..max, or null (spaces as thousands separators allowed: `1 200`). */
function wholeNumber(text: string, max: number): number | null {
  const value = text.replace(/\s/g, '');
  if (!/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number <= max ? number : null;
}

/**
 * The lines of a text: SKU, stock and, when the third cell is not empty, the lead time in days. A first line whose
 * stock cell holds letters is a header (`Varenummer;Lager;Leveringstid`). A SKU given twice is a problem on its second
 * line: which level would be meant is not for the shop to guess.
 */
export function parseStockLines(text: string): StockLine[] {
  const seen = new Set<string>();
  return spreadsheetRows(text, 1).map(({ row, cells }) => {
    const [sku = '', stockCell = '', leadCell = ''] = cells;
    const stock = wholeNumber(stockCell, MAX_STOCK);
    const lead = leadCell === '' ? undefined : wholeNumber(leadCell, MAX_LEAD_TIME_DAYS);
    // The first problem of the line, in this order.
    const checks: [failed: boolean, problem: StockProblem][] = [
      [sku === '', 'sku_missing'],
      [sku.length > 64, 'sku_too_long'],
      [seen.has(sku), 'sku_repeated'],
      [stock === null, 'stock_invalid'],
      [lead === null, 'lead_time_invalid'],
    ];
    const problem = checks.find(([failed]) => failed)?.[1] ?? null;
    seen.add(sku);
    return {
      row,
      sku,
      stock: stock ?? 0,
      ...(lead === undefined || lead === null ? {} : { leadTimeDays: lead }),
      problem,
    };
  });
}

/** The lines' levels in pages of STOCK_PAGE, for one call each. */
export function stockPages(lines: readonly StockLine[]): { sku: string; stock: number; leadTimeDays?: number }[][] {
  const levels = lines.map(({ sku, stock, leadTimeDays }) => ({
    sku,
    stock,
    ...(leadTimeDays === undefined ? {} : { leadTimeDays }),
  }));
  return Array.from({ length: Math.ceil(levels.length / STOCK_PAGE) }, (_, page) =>
    levels.slice(page * STOCK_PAGE, (page + 1) * STOCK_PAGE),
  );
}
