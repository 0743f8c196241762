import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = mkdtempSync(path.join(tmpdir(), 'engros-client-'));

afterAll(() => rmSync(out, { recursive: true, force: true }));

const read = (dir: string): Record<string, string> =>
  Object.fromEntries(
    readdirSync(dir)
      .sort()
      .map((name) => [name, readFileSync(path.join(dir, name), 'utf8')]),
  );

it('the committed client matches what the generator makes from the API now', () => {
  const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');
  execFileSync(process.execPath, [tsxCli, 'scripts/generate.ts', '--out', out], { cwd: packageDir, stdio: 'pipe' });

  const fresh: Record<string, string> = {
    ...read(path.join(out, 'generated')),
    'openapi.json': readFileSync(path.join(out, 'openapi.json'), 'utf8'),
  };
  const committed: Record<string, string> = {
    ...read(path.join(packageDir, 'src/generated')),
    'openapi.json': readFileSync(path.join(packageDir, 'openapi.json'), 'utf8'),
  };
  const stale = Object.keys({ ...fresh, ...committed }).filter((name) => fresh[name] !== committed[name]);
  expect(stale, 'generated client is stale: run npm run generate:client').toEqual([]);
});
