/** Words of free text (letters and digits); at most 8, so a pasted paragraph stays cheap. */
export function searchWords(text: string): string[] {
  return (text.normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}

/** A last word shorter than this is matched whole: a prefix of one or two letters matches half the catalog. */
const MIN_PREFIX_LENGTH = 3;

/**
 * A to_tsquery('simple') expression that needs every word, the last one as a prefix (the
 * user may still be typing). Words hold only letters and digits, so quoting is safe; they are
 * folded as the documents are (foldWord).
 */
export function toPrefixTsquery(text: string): string | null {
  const words = searchWords(text).map(foldWord);
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

const FOLD_FROM = 'øöåäéèêëáàâóòôúùûüíìîïçñ';
const FOLD_TO = 'ooaaeeeeaaaooouuuuiiiicn';
const FOLD = new Map([...FOLD_FROM].map((char, index) => [char, FOLD_TO[index]!]));

/**
 * A word as the search documents hold it (db/schema/catalog.ts foldText, which this must mirror): lower case,
 * æ → ae, ø/ö → o, å/ä → a and other accents off, then aa → a. So "Såpe", "saape" and "sape" are one word.
 */
export function foldWord(word: string): string {
  let folded = '';
  for (const char of word.toLowerCase()) folded += FOLD.get(char) ?? char;
  return folded.replaceAll('æ', 'ae').replaceAll('aa', 'a');
}

/**
 * What a code the buyer typed is when separators and case are ignored ("en 100150 01" → EN10015001), or null
 * when it cannot be a code: at least four characters, a digit among them.
 */
export function codeKeyOf(text: string): string | null {
  const key = text.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
  return key.length >= 4 && /\d/.test(key) ? key : null;
}

/** One part of a query that must match: the words typed, or any phrase of their synonym group (each word list AND-ed). */
export type Slot = { alternatives: string[][]; typed: string[] };

/**
 * The query's words (folded) grouped into slots: a run of up to three words that is a term of a synonym group
 * becomes one slot whose alternatives are every term of the group; any other word is a slot of its own.
 * `synonyms` maps a folded term ("gule lapper") to its group's terms as folded word lists.
 */
export function toSlots(words: string[], synonyms: ReadonlyMap<string, string[][]>): Slot[] {
  const slots: Slot[] = [];
  let index = 0;
  while (index < words.length) {
    let taken = 0;
    for (let span = Math.min(3, words.length - index); span >= 1 && taken === 0; span--) {
      const typed = words.slice(index, index + span);
      const group = synonyms.get(typed.join(' '));
      if (group) {
        const others = group.filter((term) => term.join(' ') !== typed.join(' '));
        slots.push({ alternatives: [typed, ...others], typed });
        taken = span;
      }
    }
    if (taken === 0) {
      slots.push({ alternatives: [[words[index]!]], typed: [words[index]!] });
      taken = 1;
    }
    index += taken;
  }
  return joinCompounds(slots);
}

/**
 * Two words typed apart may be one compound ("pakke tape" → pakketape, "avfalls sekk" → avfallssekk): each pair of
 * words becomes one slot matching both words, the joined word, or the joined word with a linking s.
 */
function joinCompounds(slots: Slot[]): Slot[] {
  const joined: Slot[] = [];
  const isWord = (slot: Slot | undefined) =>
    slot !== undefined && slot.typed.length === 1 && /^[a-z]{2,}$/.test(slot.typed[0]!);
  for (let index = 0; index < slots.length; index++) {
    const slot = slots[index]!;
    const next = slots[index + 1];
    if (isWord(slot) && isWord(next)) {
      const [a, b] = [slot.typed[0]!, next!.typed[0]!];
      const typed = [a, b];
      // Synonyms of either word stay alternatives beside the other word.
      const synonyms = [
        ...slot.alternatives.filter((words) => words !== slot.typed).map((words) => [...words, b]),
        ...next!.alternatives.filter((words) => words !== next!.typed).map((words) => [a, ...words]),
      ];
      const compounds = [[a + b], ...(a.endsWith('s') ? [] : [[`${a}s${b}`]])];
      joined.push({ alternatives: [typed, ...compounds, ...synonyms], typed });
      index++;
    } else {
      joined.push(slot);
    }
  }
  return joined;
}

/**
 * How far a catalog word is from a query word, as a search tier: 0 the same word or an inflection of it, 1 the
 * head of a compound ("hanske" → "nitrilhanske"), 2 another part of a compound or the start of the last word,
 * 3–5 the same for a typo correction. Tiers are searched from the nearest until there are enough products.
 */
export type Expansion = { word: string; tier: number };
export const TYPO_TIER = 3;
export const MAX_TIER = 5;

/**
 * The to_tsquery('simple') expression of tier `maxTier`: every slot (any of its alternatives; within one, every
 * word), each word as itself or any catalog word of its expansions up to that tier; the last word typed also as a
 * prefix from tier 2 (the buyer may still be typing). Words hold only letters and digits, so quoting is safe.
 */
export function tierTsquery(
  slots: Slot[],
  expansions: ReadonlyMap<string, Expansion[]>,
  maxTier: number,
): string | null {
  if (slots.length === 0) return null;
  const lastSlot = slots.at(-1)!;
  const last = lastSlot.typed.at(-1);
  const parts = slots.map((slot) => {
    const alternatives = slot.alternatives.map((words) => {
      const terms = words.map((word, index) => {
        const options = new Set([`'${word}'`]);
        for (const expansion of expansions.get(word) ?? []) {
          if (expansion.tier <= maxTier) options.add(`'${expansion.word}'`);
        }
        const isTypedLast = slot === lastSlot && words === slot.typed && index === words.length - 1;
        if (isTypedLast && maxTier >= 2 && word.length >= MIN_PREFIX_LENGTH && word === last) {
          options.add(`'${word}':*`);
        }
        return options.size === 1 ? [...options][0]! : `(${[...options].join(' | ')})`;
      });
      return terms.length === 1 ? terms[0]! : `(${terms.join(' & ')})`;
    });
    return alternatives.length === 1 ? alternatives[0]! : `(${alternatives.join(' | ')})`;
  });
  return parts.join(' & ');
}

/** Every word the slots mention (typed or from synonyms), for one expansion lookup. */
export function slotWords(slots: Slot[]): string[] {
  return [...new Set(slots.flatMap((slot) => slot.alternatives.flat()))];
}
