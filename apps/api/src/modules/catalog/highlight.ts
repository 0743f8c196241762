import { foldWord, searchWords } from './text-query';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/** Minimum length of the last word for it to match as a prefix, as in the search itself (text-query.ts). */
const MIN_PREFIX_LENGTH = 3;

/**
 * The text as HTML with the words the query matched in `<mark>`: a word of the text matches a query word
 * whole (case-insensitive), or starts with the query's last word (the user may still be typing).
 * Also any word whose folded form is in `matched` (the catalog words the search expanded the query to: "hansker"
 * marks "Nitrilhanske"). Everything else is escaped, so the result is safe to insert as HTML.
 */
export function markMatches(text: string, query: string, matched?: ReadonlySet<string>): string {
  const words = searchWords(query).map((word) => word.toLocaleLowerCase('nb'));
  const last = words.at(-1);
  const whole = new Set(words);
  let html = '';
  let index = 0;
  for (const match of text.normalize('NFC').matchAll(/[\p{L}\p{N}]+/gu)) {
    const token = match[0].toLocaleLowerCase('nb');
    const isMatch =
      whole.has(token) ||
      (last !== undefined && last.length >= MIN_PREFIX_LENGTH && token.startsWith(last)) ||
      (matched?.has(foldWord(token)) ?? false);
    if (!isMatch) continue;
    html += `${escapeHtml(text.normalize('NFC').slice(index, match.index))}<mark>${escapeHtml(match[0])}</mark>`;
    index = match.index + match[0].length;
  }
  return html + escapeHtml(text.normalize('NFC').slice(index));
}
