// Lines as people copy them from a spreadsheet or an ERP export: `a;b`, `a,b` or tab-separated (each line's own
// delimiter: `;` first, then tab, then `,`), a byte-order mark ignored, blank lines skipped, cells without the quotes
// a spreadsheet may put around them. The quick order (lib/quick-order.ts) and the back office's stock levels
// (lib/stock-levels.ts) read their pasted text and files so.

/** A cell without the quotes a spreadsheet may put around it. */
export function cell(value: string | undefined): string {
  const text = (value ?? '').trim();
  return text.length >= 2 && text.startsWith('"') && text.endsWith('"') ? text.slice(1, -1).trim() : text;
}

/** One line's cells, each trimmed and unquoted. */
export function cellsOf(line: string): string[] {
  const delimiter = line.includes(';') ? ';' : line.includes('\t') ? '\t' : ',';
  return line.split(delimiter).map(cell);
}

/**
 * The non-blank lines of a text with their 1-based line numbers, text and cells. The first is left out when its cell
 * `numericColumn` holds letters: a header row (`Varenummer;Antall`).
 */
export function spreadsheetRows(text: string, numericColumn: number): { row: number; line: string; cells: string[] }[] {
  const rows = text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .flatMap((line, index) => (line.trim() === '' ? [] : [{ row: index + 1, line, cells: cellsOf(line) }]));
  const first = rows[0];
  if (first && /\p{L}/u.test(first.cells[numericColumn] ?? '')) rows.shift();
  return rows;
}

/**
 * An uploaded file's text: null when none was chosen, `too_large` over `maxBytes` (refused before it is read),
 * `not_text` when it is not UTF-8.
 */
export async function readTextFile(
  value: File | undefined,
  maxBytes: number,
): Promise<string | 'too_large' | 'not_text' | null> {
  if (!value || value.size === 0) return null;
  if (value.size > maxBytes) return 'too_large';
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array(await value.arrayBuffer()));
  } catch {
    return 'not_text';
  }
}
