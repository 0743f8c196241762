// Runs only the eID stand-in (sandbox/src/eid) for the browser tests; EID_PORT and the redirect URIs come from
// the environment (global-setup.ts). Stops on SIGTERM.
import { startEid } from '../../../../sandbox/src/eid';

const standIn = await startEid();
console.log(`eid stand-in on ${standIn.issuer}`);
const keepAlive = setInterval(() => {}, 1 << 30);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    clearInterval(keepAlive);
    await standIn.stop();
    process.exit(0);
  });
}
