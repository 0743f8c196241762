import type { Db } from '../../db';
import { invalidateCaches } from '../../lib/cache';
import { AppError, notFound } from '../../lib/errors';
import { audit } from '../security';
import * as repo from './repository';
import type { SynonymGroup, SynonymGroupBody } from './schemas';
import { searchWords } from './text-query';

const toGroup = (row: repo.SynonymRow): SynonymGroup => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The shop's synonym groups (docs/catalog.md), oldest first. */
export async function listSynonymGroups(db: Db): Promise<{ items: SynonymGroup[] }> {
  return { items: (await repo.listSynonyms(db)).map(toGroup) };
}

/**
 * Adds a group of words a search treats alike; audited. Terms are stored lower case with single spaces; a group
 * needs two different terms with letters or digits. This node's search sees it at once, others within 30 s.
 */
export async function addSynonymGroup(db: Db, options: { input: SynonymGroupBody; by: string }) {
  const terms = [
    ...new Set(options.input.terms.map((term) => term.normalize('NFC').toLocaleLowerCase('nb').replace(/\s+/g, ' '))),
  ];
  if (terms.length < 2 || terms.some((term) => searchWords(term).length === 0)) {
    throw new AppError('validation_failed', {
      errors: [{ path: 'body.terms', message: 'Two different terms with letters or digits' }],
    });
  }
  const row = await db.transaction(async (tx) => {
    const inserted = await repo.insertSynonyms(tx, terms);
    await audit(tx, { action: 'search_synonyms_added', actorContactId: options.by, details: { terms } });
    return inserted;
  });
  invalidateCaches('catalog');
  return toGroup(row);
}

/** Removes a group; audited. 404 when there is none. */
export async function removeSynonymGroup(db: Db, options: { synonymId: string; by: string }) {
  await db.transaction(async (tx) => {
    const removed = await repo.deleteSynonyms(tx, options.synonymId);
    if (!removed) throw notFound();
    await audit(tx, {
      action: 'search_synonyms_removed',
      actorContactId: options.by,
      details: { terms: removed.terms },
    });
  });
  invalidateCaches('catalog');
}
