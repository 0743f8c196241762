'use server';
// The back office's stock levels (docs/backoffice.md, "Stock levels from the ERP"): lines pasted from a spreadsheet
// or a CSV file, checked whole here, then sent to the API in pages of 1,000 (PUT /api/backoffice/stock-levels).
import { viewerApi } from '../../lib/auth/viewer';
import { errorMessage } from '../../lib/errors';
import { parseForm } from '../../lib/forms';
import { getDictionary } from '../../lib/i18n/server';
import { readTextFile } from '../../lib/spreadsheet-lines';
import { MAX_STOCK_LINES, parseStockLines, type StockLine, stockPages } from '../../lib/stock-levels';
import { MAX_STOCK_FILE_BYTES, stockLevelsForm } from './schemas/stock-levels';

export type StockLevelsState = {
  message?: string;
  /** Lines with a problem (nothing was sent): line number, SKU and the problem in the person's language. */
  problems?: { row: number; sku: string; text: string }[];
  /** What the API did with every line sent. */
  done?: { changed: number; unchanged: number; unknownSkus: string[] };
  /** The pasted text, given back so a refused paste can be mended. */
  text?: string;
};

/**
 * Reads every line first: a file or text with any bad line sends nothing and lists them all, to mend in one go. A
 * clean one is sent in pages (each a transaction of the API's); should a page fail, the message says how many lines
 * were saved before it, and sending the same lines again is safe (a level already so changes nothing).
 */
export async function setStockLevels(_previous: StockLevelsState, form: FormData): Promise<StockLevelsState> {
  const [{ api, viewer }, { t }] = await Promise.all([viewerApi(), getDictionary()]);
  const texts = t.backofficeProducts.stock;
  if (!viewer.isSignedIn) return { message: t.errors.signInAgain };
  const parsed = parseForm(form, stockLevelsForm, t);
  if (!parsed.isValid) return { message: parsed.message };
  const { text, file: upload } = parsed.value;
  const file = await readTextFile(upload, MAX_STOCK_FILE_BYTES);
  if (file === 'too_large' || file === 'not_text') return { message: texts[file], text };
  const lines: StockLine[] = parseStockLines(file ?? text);
  if (lines.length === 0) return { message: texts.nothing, text };
  if (lines.length > MAX_STOCK_LINES) return { message: texts.tooMany(MAX_STOCK_LINES), text };
  const bad = lines.filter((line) => line.problem !== null);
  if (bad.length > 0) {
    return {
      message: texts.invalid,
      problems: bad.map((line) => ({
        row: line.row,
        sku: line.sku,
        text: texts.problems[line.problem!] ?? line.problem!,
      })),
      text,
    };
  }
  const done = { changed: 0, unchanged: 0, unknownSkus: [] as string[] };
  let saved = 0;
  for (const levels of stockPages(lines)) {
    try {
      const answer = await api.setStockLevels({ body: { levels } });
      done.changed += answer.changed;
      done.unchanged += answer.unchanged;
      done.unknownSkus.push(...answer.unknownSkus);
      saved += levels.length;
    } catch (error) {
      const message = errorMessage(error, t);
      return { message: saved > 0 ? `${texts.savedBefore(saved)} ${message}` : message, text };
    }
  }
  return { done };
}
