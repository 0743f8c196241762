import { CsvError, parse } from 'csv-parse/sync';

export type CsvLine = { sku: string; quantity: number };
export type CsvProblem = { row: number; sku: string | null; problem: string };

/** At most this many data rows in one import (before equal SKUs are summed). */
export const MAX_CSV_ROWS = 1_000;
const MAX_QUANTITY = 100_000;

/**
 * Reads "sku;quantity" rows (docs/shopping-lists.md, "Import"): the delimiter is ';', ',' or a tab; a first row
 * whose quantity is not a number is a header; blank rows are skipped; a missing quantity is 1; rows of the
 * same SKU are summed. Every bad row is reported with its 1-based row number, so a file is fixed in one go.
 */
export function parseLinesCsv(text: string): { lines: CsvLine[]; problems: CsvProblem[] } {
  let rows: string[][];
  try {
    rows = parse(text.replace(/^\uFEFF/, ''), {
      delimiter: [';', ',', '\t'],
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
    }) as string[][];
  } catch (error) {
    if (error instanceof CsvError) {
      return { lines: [], problems: [{ row: Number(error.lines ?? 0), sku: null, problem: error.message }] };
    }
    throw error;
  }
  const problems: CsvProblem[] = [];
  const summed = new Map<string, number>();
  const first = rows[0];
  const hasHeader = first !== undefined && first[1] !== undefined && !/^\d+$/.test(first[1]) && first.length >= 2;
  for (const [index, cells] of rows.entries()) {
    const row = index + 1;
    if (index === 0 && hasHeader) continue;
    const [sku = '', quantityText = '1'] = cells;
    const quantity = /^\d+$/.test(quantityText) ? Number(quantityText) : Number.NaN;
    if (!sku) problems.push({ row, sku: null, problem: 'missing_sku' });
    else if (sku.length > 64) problems.push({ row, sku: sku.slice(0, 64), problem: 'sku_too_long' });
    else if (!(quantity >= 1 && quantity <= MAX_QUANTITY)) problems.push({ row, sku, problem: 'quantity_invalid' });
    else summed.set(sku, Math.min(MAX_QUANTITY, (summed.get(sku) ?? 0) + quantity));
  }
  const dataRows = rows.length - (hasHeader ? 1 : 0);
  if (dataRows > MAX_CSV_ROWS) problems.push({ row: MAX_CSV_ROWS + 1, sku: null, problem: 'too_many_rows' });
  if (dataRows === 0) problems.push({ row: 0, sku: null, problem: 'no_rows' });
  return { lines: [...summed].map(([sku, quantity]) => ({ sku, quantity })), problems };
}
