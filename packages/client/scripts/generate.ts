// Regenerates the typed client: `npm run generate:client` (root) or `npm run generate -w @engros/client`.
//   1. runs the API's OpenAPI cli (apps/api/src/openapi-cli.ts) → packages/client/openapi.json
//   2. writes packages/client/src/generated/ from that document and docs/spec/endpoints.tsv
// `--out <dir>` writes <dir>/openapi.json and <dir>/generated/ instead (the staleness test uses it).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateClient, type OpenApiDocument, parseInventory } from './generator';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(packageDir, '../..');
const openApiCli = path.join(repoRoot, 'apps/api/src/openapi-cli.ts');
const inventoryFile = path.join(repoRoot, 'docs/spec/endpoints.tsv');

function parseArgs(argv: string[]) {
  const outIndex = argv.indexOf('--out');
  if (outIndex === -1) {
    return { openApiFile: path.join(packageDir, 'openapi.json'), generatedDir: path.join(packageDir, 'src/generated') };
  }
  const out = argv[outIndex + 1];
  if (!out) throw new Error('--out needs a folder');
  const dir = path.resolve(out);
  return { openApiFile: path.join(dir, 'openapi.json'), generatedDir: path.join(dir, 'generated') };
}

/** Runs the API's cli in its own process: it builds the app, so it must not share ours. */
function writeOpenApiDocument(file: string) {
  const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');
  const result = spawnSync(process.execPath, [tsxCli, openApiCli, file], {
    cwd: path.join(repoRoot, 'apps/api'),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`the OpenAPI cli failed (exit ${result.status ?? result.signal})`);
}

function main() {
  const { openApiFile, generatedDir } = parseArgs(process.argv.slice(2));
  writeOpenApiDocument(openApiFile);
  const document = JSON.parse(readFileSync(openApiFile, 'utf8')) as OpenApiDocument;
  const inventory = parseInventory(readFileSync(inventoryFile, 'utf8'));
  const files = generateClient(document, inventory);

  mkdirSync(generatedDir, { recursive: true });
  for (const name of readdirSync(generatedDir)) {
    if (!(name in files)) rmSync(path.join(generatedDir, name), { recursive: true });
  }
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(generatedDir, name), text);

  const count = Object.keys(document.paths ?? {}).length;
  console.log(`Generated ${path.relative(process.cwd(), generatedDir) || '.'} from ${count} paths`);
}

main();
