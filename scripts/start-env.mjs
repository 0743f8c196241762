// The addresses `npm start` (scripts/start.mjs) runs the shop at, and the settings it gives the API, kept apart so
// the tests can check them (apps/api/src/modules/payment/start-origin.test.ts) and the browser tests run with the
// same ones (apps/web/e2e/support/stack.ts).

/**
 * Node's heap flags for the API as `npm start` runs it (apps/api/package.json's start script passes the same): V8
 * otherwise grows the heap lazily under load and RSS overshoots what the API needs. The benchmark's API and the
 * browser tests' built API (bench/lib/api.ts, apps/web/e2e/support/stack.ts) run with them too. 160 MB (192 before)
 * once the kept answers left V8's heap (docs/benchmarks.md, 2026-11-26 night): RSS under the catalog load 242 MB.
 */
export const API_NODE_FLAGS = ['--max-old-space-size=160', '--max-semi-space-size=4'];

/**
 * The same for the web server (apps/web/package.json's start script passes them too). Its live heap under load is
 * ~90–120 MB (Next's compiled code and its sources ~60 MB of it), but uncapped V8 let it grow to 0.5–1.3 GB of RSS
 * at 20 connections; with 160 MB and the render gate (apps/web/lib/render-gate.mjs) RSS stays under 300 MB. A
 * young generation of 2 MB semi-spaces (16 by default) took another ~35 MB off under gzipped answers (324–328 → 288
 * MB) at no measurable CPU per page (docs/benchmarks.md). The browser tests' and the benchmarks' web server runs with
 * them.
 */
export const WEB_NODE_FLAGS = ['--max-old-space-size=160', '--max-semi-space-size=2'];

/**
 * The shop has one origin, WEB_ORIGIN's first entry (default http://localhost:WEB_PORT): start prints it, and the
 * API builds every link it makes for the browser from it (the card payment's return and cancel addresses, mails,
 * eID redirects). `localhost` rather than 127.0.0.1: passkeys need a host name, and a browser keeps the session
 * cookie per host, so a link to the other name signs the buyer out (issue 14 §4).
 * @param {Record<string, string | undefined>} [env] the environment `npm start` runs in
 */
export function startEnvironment(env = process.env) {
  const apiPort = Number(env.API_PORT ?? 4000);
  const webPort = Number(env.WEB_PORT ?? 3000);
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const localShopUrl = `http://localhost:${webPort}`;
  const shopUrl = (env.WEB_ORIGIN?.split(',')[0]?.trim() || localShopUrl).replace(/\/+$/, '');
  return {
    apiPort,
    webPort,
    apiUrl,
    /** The shop's address, printed by start and used in every link the API makes. */
    shopUrl,
    /** Where start itself waits for the web server (on this machine, whatever WEB_ORIGIN a proxy serves). */
    localShopUrl,
    /** What the API is started with, besides the caller's own environment. */
    apiEnv: { API_PORT: String(apiPort), WEB_PORT: String(webPort), WEB_ORIGIN: env.WEB_ORIGIN?.trim() || shopUrl },
  };
}
