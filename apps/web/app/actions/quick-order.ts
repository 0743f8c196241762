'use server';
// Quick order: check typed, pasted or uploaded "SKU;quantity" lines against the catalog and add the valid ones to
// the cart (docs/web-lists.md).
import type { ProductCardImage, SimulatedLine } from '@engros/client';
import { revalidatePath } from 'next/cache';
import { viewerApi } from '../../lib/auth/viewer';
import { errorMessage } from '../../lib/errors';
import { parseForm } from '../../lib/forms';
import { getDictionary } from '../../lib/i18n/server';
import { imagesBySku } from '../../lib/product-images';
import {
  dataLines,
  MAX_FILE_BYTES,
  MAX_LINES,
  MAX_QUANTITY,
  mergeBySku,
  parseLines,
  parseRows,
  type QuickOrderEntry,
  type QuickOrderSource,
} from '../../lib/quick-order';
import { readTextFile } from '../../lib/spreadsheet-lines';
import { quickOrderForm } from './schemas/quick-order';

export type QuickOrderResult = {
  source: QuickOrderSource;
  row: number;
  sku: string;
  quantity: number | null;
  name: string | null;
  /** ok: can be ordered (check) or was added (add); problem: the reason in the person's language. */
  status: 'ok' | 'added' | 'problem';
  problem?: string;
  /** The product's picture, for lines the catalog knows. */
  image?: ProductCardImage | null;
};

export type QuickOrderState = {
  status: 'idle' | 'ok' | 'error';
  message?: string;
  results?: QuickOrderResult[];
  /** What the person typed, given back so the form keeps it (cleared after everything was added). */
  values?: { skus: string[]; quantities: string[]; text: string };
  /** Bumped on every answer so the form's fields take the values above. */
  version?: number;
};

/**
 * One action for both buttons (`intent` = check | add). Every line is read and checked first: the form's own
 * problems (no SKU, a bad quantity) in our words, the catalog's (unknown, not sold, no price) through the API's
 * simulate, in the person's language. "Add" then adds the lines that passed, one call per SKU, and says line by
 * line what was added and what was not: nothing is left out silently.
 */
export async function submitQuickOrder(previous: QuickOrderState, form: FormData): Promise<QuickOrderState> {
  const { api, viewer } = await viewerApi();
  const { t } = await getDictionary();
  const q = t.lists.quickOrder;
  const version = (previous.version ?? 0) + 1;
  const parsed = parseForm(form, quickOrderForm, t);
  if (!parsed.isValid) return { status: 'error', message: parsed.message, version };
  const { sku: skus, quantity: quantities, text, file: upload, intent } = parsed.value;
  const values = { skus, quantities, text };
  const fail = (message: string, results?: QuickOrderResult[]): QuickOrderState => ({
    status: 'error',
    message,
    results,
    values,
    version,
  });
  if (!viewer.isSignedIn || !viewer.company) return fail(t.errors.signInAgain);
  const isAdd = intent === 'add';

  const file = await readTextFile(upload, MAX_FILE_BYTES);
  if (file === 'too_large') return fail(q.fileTooLarge);
  if (file === 'not_text') return fail(q.fileNotText);
  const entries: QuickOrderEntry[] = [
    ...parseRows(values.skus, values.quantities),
    ...parseLines(values.text, 'paste'),
    ...(file ? parseLines(file, 'file') : []),
  ];
  if (entries.length === 0) return fail(q.nothing);
  if (entries.length > MAX_LINES) return fail(q.tooMany(MAX_LINES));

  // The catalog's verdict per SKU, for the summed quantity (tiers with a minimum quantity depend on it).
  const merged = mergeBySku(entries);
  const verdict = new Map<string, SimulatedLine | { available: false; message: string; name: null }>();
  const toCheck = merged.filter((line) => {
    if (line.quantity <= MAX_QUANTITY) return true;
    verdict.set(line.sku, { available: false, message: q.problems.quantity_invalid, name: null });
    return false;
  });
  let images = new Map<string, ProductCardImage>();
  if (toCheck.length > 0) {
    try {
      const [simulation, found] = await Promise.all([
        api.simulateOrder({
          body: { pid: viewer.contactId, customerId: viewer.company.customerId, lines: toCheck },
          init: { cache: 'no-store' },
        }),
        imagesBySku(
          api,
          toCheck.map((line) => line.sku),
        ),
      ]);
      images = found;
      for (const line of simulation.lines) verdict.set(line.sku, line);
    } catch (error) {
      return fail(errorMessage(error, t));
    }
  }
  const results: QuickOrderResult[] = entries.map((e) => {
    const base = { source: e.source, row: e.row, sku: e.sku, quantity: e.quantity };
    if (e.problem) return { ...base, name: null, status: 'problem', problem: q.problems[e.problem] };
    const line = verdict.get(e.sku);
    if (!line) return { ...base, name: null, status: 'problem', problem: t.errors.generic };
    if (!line.available) {
      return { ...base, name: line.name, status: 'problem', problem: line.message ?? t.cart.unavailable };
    }
    return { ...base, name: line.name, status: 'ok', image: images.get(e.sku) ?? null };
  });
  const orderable = merged.filter((line) => verdict.get(line.sku)?.available);
  if (!isAdd) {
    const okCount = results.filter((r) => r.status === 'ok').length;
    // A file input cannot be given back to the browser: the file's lines move into the text box instead.
    const text = file ? [values.text.trimEnd(), dataLines(file)].filter(Boolean).join('\n') : values.text;
    return {
      status: okCount === results.length ? 'ok' : 'error',
      message: q.checked(okCount, results.length),
      results,
      values: { ...values, text },
      version,
    };
  }

  // Add: one call per SKU (the cart adds to a line already there); a refusal is named on its lines.
  const refused = new Map<string, string>();
  for (const line of orderable) {
    try {
      await api.addOrderLine({
        body: { pid: viewer.contactId, customerId: viewer.company.customerId, sku: line.sku, quantity: line.quantity },
      });
    } catch (error) {
      refused.set(line.sku, errorMessage(error, t));
    }
  }
  const final: QuickOrderResult[] = results.map((r) => {
    if (r.status !== 'ok') return r;
    const reason = refused.get(r.sku);
    return reason ? { ...r, status: 'problem', problem: reason } : { ...r, status: 'added' };
  });
  const added = final.filter((r) => r.status === 'added').length;
  if (added > 0) revalidatePath('/', 'layout');
  if (added === final.length) {
    return {
      status: 'ok',
      message: q.addedCount(added, final.length),
      results: final,
      values: { skus: [], quantities: [], text: '' },
      version,
    };
  }
  const message = added === 0 ? q.noneAdded : `${q.addedCount(added, final.length)} ${q.fixProblems}`;
  return {
    status: 'error',
    message,
    results: final,
    values: added === 0 ? values : leftOver(final, values, file),
    version,
  };
}

/**
 * After a partial add, the form keeps only the lines that were not added (so a second click cannot add the rest
 * twice): typed rows stay rows, pasted and uploaded lines go to the text box as the buyer wrote them.
 */
function leftOver(
  results: QuickOrderResult[],
  values: NonNullable<QuickOrderState['values']>,
  file: string | null,
): NonNullable<QuickOrderState['values']> {
  const failed = (source: QuickOrderSource) =>
    new Set(results.filter((r) => r.source === source && r.status === 'problem').map((r) => r.row));
  const rows = failed('form');
  const rawLines = (text: string, keep: Set<number>) =>
    text
      .replace(/^\uFEFF/, '')
      .split(/\r\n|\r|\n/)
      .filter((_, index) => keep.has(index + 1));
  return {
    skus: values.skus.filter((_, index) => rows.has(index + 1)),
    quantities: values.quantities.filter((_, index) => rows.has(index + 1)),
    text: [...rawLines(values.text, failed('paste')), ...(file ? rawLines(file, failed('file')) : [])].join('\n'),
  };
}
