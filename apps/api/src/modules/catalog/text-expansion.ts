import type { Db } from '../../db';
import { cachePerDatabase } from '../../lib/cache';
import * as repo from './repository';
import {
  type Expansion,
  foldWord,
  MAX_TIER,
  type Slot,
  searchWords,
  slotWords,
  tierTsquery,
  toSlots,
} from './text-query';

/** Synonym groups change rarely; each API node re-reads them at most every 30 s (and at once after its own edits). */
const synonymCache = cachePerDatabase<ReadonlyMap<string, string[][]>>({ namespace: 'catalog', max: 1, ttlMs: 30_000 });

/**
 * Expansions of the same words are asked again and again (a search box); they change only with the catalog and with
 * what search indexed (its title words, which typo corrections and compound parts come from, follow products' names).
 */
const expansionCache = cachePerDatabase<Awaited<ReturnType<typeof repo.findExpansions>>>({
  namespace: ['catalog', 'search'],
  max: 5_000,
  ttlMs: 60_000,
});

/** Each term of each synonym group (folded words joined by a space) → every term of its group, as word lists. */
async function loadSynonyms(db: Db): Promise<ReadonlyMap<string, string[][]>> {
  return synonymCache(db).get('all', async () => {
    const map = new Map<string, string[][]>();
    for (const group of await repo.listSynonyms(db)) {
      const terms = group.terms.map((term) => searchWords(term).map(foldWord)).filter((words) => words.length > 0);
      for (const term of terms) {
        const key = term.join(' ');
        const known = map.get(key) ?? [];
        map.set(key, [...known, ...terms.filter((other) => !known.some((k) => k.join(' ') === other.join(' ')))]);
      }
    }
    return map;
  });
}

export type ExpandedQuery = {
  slots: Slot[];
  /** Every word the slots mention; `corrections[].i` is 1-based into it. */
  lookup: string[];
  byWord: Map<string, Expansion[]>;
  corrections: repo.CorrectionRow[];
  /** The to_tsquery('simple') expression of each tier 0–5 (null without words). */
  tsqueries: (string | null)[];
};

/**
 * Folded query words as the search and the listings match them (docs/decisions/016-search.md): synonym and
 * joined-compound slots, each word's catalog expansions by tier, and the full-text query of every tier.
 */
export async function expandQuery(db: Db, words: string[]): Promise<ExpandedQuery> {
  const slots = words.length > 0 ? toSlots(words, await loadSynonyms(db)) : [];
  const lookup = slotWords(slots);
  const { expansions, corrections } =
    lookup.length > 0
      ? await expansionCache(db).get(lookup.join(' '), () => repo.findExpansions(db, lookup))
      : { expansions: [], corrections: [] };
  const byWord = new Map<string, Expansion[]>();
  for (const row of expansions) {
    const word = lookup[row.i - 1]!;
    byWord.set(word, [...(byWord.get(word) ?? []), { word: row.word, tier: row.tier }]);
  }
  const tsqueries = Array.from({ length: MAX_TIER + 1 }, (_, tier) => tierTsquery(slots, byWord, tier));
  return { slots, lookup, byWord, corrections, tsqueries };
}
