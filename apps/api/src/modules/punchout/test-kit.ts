// Helpers for the punch-out tests: the cXML fixtures copied into the repo, and DTD validation with xmllint
// that never touches the network (an XML catalog maps the DTD URLs to test/fixtures/cxml/dtd).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures/cxml');

/** A sample message from test/fixtures/cxml/samples. */
export const sample = (name: string) => readFileSync(path.join(FIXTURES, 'samples', name), 'utf8');

/**
 * Validates a cXML document against the DTD its DOCTYPE declares (xmllint --valid --nonet through the catalog):
 * answers xmllint's complaints, '' when valid. A DOCTYPE naming a DTD we do not have fails too.
 */
export function dtdProblems(xml: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'cxml-'));
  try {
    const file = path.join(dir, 'message.xml');
    writeFileSync(file, xml);
    const result = spawnSync('xmllint', ['--nonet', '--noout', '--valid', file], {
      env: { ...process.env, XML_CATALOG_FILES: path.join(FIXTURES, 'catalog.xml') },
      encoding: 'utf8',
    });
    if (result.error)
      throw new Error(`xmllint could not run (node scripts/ensure-system-packages.mjs): ${result.error}`);
    return result.status === 0 ? '' : `${result.stderr}${result.stdout}` || `xmllint exit ${result.status}`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
