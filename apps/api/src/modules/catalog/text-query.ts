/** Words of free text (letters and digits); at most 8, so a pasted paragraph stays cheap. */
export function searchWords(text: string): string[] {
  return (text.normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}

/**
 * A to_tsquery('simple') expression that needs every word, the last one as a prefix
 * (the user may still be typing). Words hold only letters and digits, so quoting is safe;
 * the text-search configuration lower-cases them as it does the documents.
 */
export function toPrefixTsquery(text: string): string | null {
  const words = searchWords(text);
  if (words.length === 0) return null;
  return words.map((word, index) => `'${word}'${index === words.length - 1 ? ':*' : ''}`).join(' & ');
}
