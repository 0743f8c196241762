// The production web server (`npm start`, the browser tests' and the benchmarks' stack): Next's own request handler
// behind the render gate (lib/render-gate.mjs): at most WEB_RENDER_CONCURRENCY (4) requests render at a time, the
// rest wait their turn, pages the page cache does not keep yet among them; static files and the page cache's answers
// never wait, and kept pages are answered before Next's router runs at all (lib/page-cache.ts answerKept). Takes `next start`'s options:
// `node server.mjs [-p PORT] [-H HOSTNAME]` (or PORT and HOSTNAME in the environment).
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { renderGate, serveThroughGate } from './lib/render-gate.mjs';

/** The value of a command-line option (`-p 3000`, `--port 3000` or `--port=3000`), else `fallback`. */
function option(names, fallback) {
  const args = process.argv.slice(2);
  for (let i = 0; i < args.length; i += 1) {
    if (names.includes(args[i])) return args[i + 1];
    const inline = names.find((name) => args[i].startsWith(`${name}=`));
    if (inline) return args[i].slice(inline.length + 1);
  }
  return fallback;
}

const port = Number(option(['-p', '--port'], process.env.PORT ?? '3000'));
const hostname = option(['-H', '--hostname'], process.env.HOSTNAME);
const concurrency = Number(process.env.WEB_RENDER_CONCURRENCY ?? 4);
if (!Number.isInteger(concurrency) || concurrency < 1) {
  throw new Error(`WEB_RENDER_CONCURRENCY must be a whole number from 1, not ${process.env.WEB_RENDER_CONCURRENCY}`);
}

// proxy.ts asks this server for the pages the page cache keeps, at the port `next start` puts in PORT.
process.env.PORT = String(port);
const app = next({
  dev: false,
  dir: path.dirname(fileURLToPath(import.meta.url)),
  hostname: hostname ?? 'localhost',
  port,
});
await app.prepare();
const handle = app.getRequestHandler();
const gate = renderGate(concurrency);

// The page cache's store is on globalThis once proxy.ts has run: kept pages are answered before Next's router, and a
// company's page not kept yet waits its turn at the gate before it is rendered for the company.
const server = createServer(serveThroughGate(gate, handle, () => globalThis.__engrosPageCache));
server.listen(port, hostname, () => {
  console.log(`> Engros web on http://${hostname ?? 'localhost'}:${port}, rendering ${concurrency} at a time`);
});

// As `next start`: stop taking requests and leave on SIGINT and SIGTERM.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    server.close();
    setTimeout(() => process.exit(0), 5_000).unref();
    app.close().finally(() => process.exit(0));
  });
}
