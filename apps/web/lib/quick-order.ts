// Quick order: reading "SKU;quantity" lines (typed rows, pasted text, an uploaded CSV) into entries to check.
// Pure functions, shared by the server action and its tests; the catalog check itself is the API's (simulate).

import { spreadsheetRows } from './spreadsheet-lines';

export type QuickOrderSource = 'form' | 'paste' | 'file';
export type QuickOrderProblem = 'sku_missing' | 'sku_too_long' | 'quantity_invalid';

/** One line as the buyer gave it: where it came from (source, 1-based row), and what it says. */
export type QuickOrderEntry = {
  source: QuickOrderSource;
  row: number;
  sku: string;
  /** null when the quantity cell is not a whole number in 1..100,000 (see problem). */
  quantity: number | null;
  problem: QuickOrderProblem | null;
};

export const MAX_QUANTITY = 100_000;
/** The API prices at most 500 lines at once (simulate, carts). */
export const MAX_LINES = 500;
/** An uploaded file larger than this is refused before it is read (the shopping-list import has the same). */
export const MAX_FILE_BYTES = 200_000;

const wholeNumber = /^\d{1,6}$/;

/** Reads a quantity; an empty cell means 1 (a line with only a SKU orders one). */
export function parseQuantity(text: string): number | null {
  const value = text.replace(/\s/g, '');
  if (value === '') return 1;
  if (!wholeNumber.test(value)) return null;
  const quantity = Number(value);
  return quantity >= 1 && quantity <= MAX_QUANTITY ? quantity : null;
}

function entry(source: QuickOrderSource, row: number, sku: string, quantityText: string): QuickOrderEntry {
  const quantity = parseQuantity(quantityText);
  const problem: QuickOrderProblem | null =
    sku === '' ? 'sku_missing' : sku.length > 64 ? 'sku_too_long' : quantity === null ? 'quantity_invalid' : null;
  return { source, row, sku, quantity, problem };
}

/**
 * Lines of text as buyers copy them from a spreadsheet or an ERP export (`sku;qty`, lib/spreadsheet-lines.ts), a first
 * line whose quantity cell holds letters taken as a header (`Varenummer;Antall`), as the API's shopping-list import
 * reads it.
 */
export function parseLines(text: string, source: QuickOrderSource): QuickOrderEntry[] {
  return spreadsheetRows(text, 1).map(({ row, cells }) => entry(source, row, cells[0] ?? '', cells[1] ?? ''));
}

/** The text without its byte-order mark, blank lines and header line (to append it after other lines). */
export function dataLines(text: string): string {
  return spreadsheetRows(text, 1)
    .map(({ line }) => line)
    .join('\n');
}

/** The typed rows (SKU and quantity fields in pairs); rows left empty are not lines. */
export function parseRows(skus: string[], quantities: string[]): QuickOrderEntry[] {
  const entries: QuickOrderEntry[] = [];
  skus.forEach((raw, index) => {
    const sku = raw.trim();
    const quantity = (quantities[index] ?? '').trim();
    if (sku === '' && (quantity === '' || quantity === '1')) return;
    entries.push(entry('form', index + 1, sku, quantity));
  });
  return entries;
}

/** The valid entries summed per SKU, in first-seen order: what is checked and added. */
export function mergeBySku(entries: QuickOrderEntry[]): { sku: string; quantity: number }[] {
  const merged = new Map<string, number>();
  for (const e of entries) {
    if (e.problem || e.quantity === null) continue;
    merged.set(e.sku, (merged.get(e.sku) ?? 0) + e.quantity);
  }
  return [...merged].map(([sku, quantity]) => ({ sku, quantity }));
}
