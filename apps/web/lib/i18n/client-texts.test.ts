// No client component reaches the whole dictionary: one that does ships every text of both languages to the
// browser (docs/decisions/014-web-texts.md). Client code takes its area's texts from lib/i18n/areas/<area>.ts.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const web = resolve(import.meta.dirname, '../..');
const dictionary = join(web, 'lib/i18n/dictionary.ts');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const directive = (source: string) => /^\s*(?:\/\/[^\n]*\n\s*)*'use (client|server)'/.exec(source)?.[1];

/** The relative modules a file imports as values (`import type` and `export type` are erased from the bundle). */
function valueImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specifiers = [...source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'(\.[^']+)'/gms)];
  return specifiers.flatMap(([, specifier = '']) => {
    const base = resolve(dirname(file), specifier);
    const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
      (path) => existsSync(path) && path !== base,
    );
    return found ? [found] : [];
  });
}

/** The chain of imports from a client file to the dictionary, if there is one. */
function pathToDictionary(file: string, seen = new Set<string>()): string[] | undefined {
  if (file === dictionary) return [file];
  if (seen.has(file)) return undefined;
  seen.add(file);
  // A server action's module stays on the server: the client gets only a reference to call.
  if (directive(readFileSync(file, 'utf8')) === 'server') return undefined;
  for (const next of valueImports(file)) {
    const chain = pathToDictionary(next, seen);
    if (chain) return [file, ...chain];
  }
  return undefined;
}

describe('client components and the dictionary', () => {
  const clientFiles = ['components', 'app', 'lib']
    .flatMap((dir) => sourceFiles(join(web, dir)))
    .filter((file) => directive(readFileSync(file, 'utf8')) === 'client');

  it('finds the client components', () => {
    expect(clientFiles.length).toBeGreaterThan(20);
  });

  it.each(clientFiles.map((file) => [relative(web, file), file]))(
    '%s does not import lib/i18n/dictionary',
    (_, file) => {
      const chain = pathToDictionary(file);
      expect(chain?.map((path) => relative(web, path)).join(' → ')).toBeUndefined();
    },
  );
});
