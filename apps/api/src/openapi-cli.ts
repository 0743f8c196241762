import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { openDatabase } from './db';
import { parseEnv } from './env';

/**
 * Writes the API's OpenAPI document as pretty JSON: `tsx src/openapi-cli.ts [out.json]`.
 * The app is built on an empty in-memory database and never listens: the document
 * depends only on the route schemas, so no migration or request is needed.
 */
async function main() {
  const defaultOut = new URL('../../../packages/client/openapi.json', import.meta.url).pathname;
  const out = path.resolve(process.argv[2] ?? defaultOut);
  const database = await openDatabase();
  const app = await buildApp({ database, env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }) });
  try {
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, `${JSON.stringify(app.swagger(), null, 2)}\n`);
  } finally {
    await app.close();
    await database.close();
  }
  console.log(`OpenAPI document written to ${path.relative(process.cwd(), out) || out}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
