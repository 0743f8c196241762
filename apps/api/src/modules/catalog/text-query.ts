/** Words of free text (letters and digits); at most 8, so a pasted paragraph stays cheap. */
export function searchWords(text: string): string[] {
  return (text.normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}

/** A last word shorter than this is matched whole: a prefix of one or two letters matches half the catalog. */
const MIN_PREFIX_LENGTH = 3;

/**
 * A to_tsquery('simple') expression that needs every word, the last one as a prefix (the
 * user may still be typing). Words hold only letters and digits, so quoting is safe; the
 * text-search configuration lower-cases them as it does the documents.
 */
export function toPrefixTsquery(text: string): string | null {
  const words = searchWords(text);
  if (words.length === 0) return null;
  return words
    .map((word, index) => `'${word}'${index === words.length - 1 && word.length >= MIN_PREFIX_LENGTH ? ':*' : ''}`)
    .join(' & ');
}

/** The start of a SKU the text may be (SKUs are upper case), or null when it cannot be one. */
export function codePrefix(text: string): string | null {
  if (text.length < 4 || /\s/.test(text)) return null;
  return text.toUpperCase();
}
