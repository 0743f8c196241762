// Where the embedded database (PGlite) keeps its files, in plain JavaScript: the API reads it (src/env.ts), and so
// does `npm start` (scripts/start.mjs), which seeds the demo data into that folder on a first start and cannot import
// the API's TypeScript without a build.
import path from 'node:path';

/** DATA_DIR when it is not set. */
export const DEFAULT_DATA_DIR = './data';

/**
 * DATA_DIR/pglite, a relative DATA_DIR taken from the directory the command was run in (npm sets INIT_CWD;
 * `npm start -w` runs in apps/api).
 *
 * @param {{ DATA_DIR?: string }} env
 * @param {string} [cwd]
 * @returns {string}
 */
export function pgliteDataDir(env, cwd = process.env.INIT_CWD ?? process.cwd()) {
  return path.resolve(cwd, env.DATA_DIR ?? DEFAULT_DATA_DIR, 'pglite');
}
