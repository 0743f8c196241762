// Runs only the Nets stand-in (sandbox/src/nets) for the browser tests on NETS_PORT (global-setup.ts), with the
// development secret key the API uses in development mode. Stops on SIGTERM.
import { startNets } from '../../../../sandbox/src/nets';

const standIn = await startNets();
console.log(`nets stand-in on ${standIn.url}`);
const keepAlive = setInterval(() => {}, 1 << 30);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    clearInterval(keepAlive);
    await standIn.stop();
    process.exit(0);
  });
}
