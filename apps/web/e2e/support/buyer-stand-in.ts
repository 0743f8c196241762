// Runs only the procurement stand-in (sandbox/src/buyer) for the punch-out browser tests, with the demo seed's
// Nordlys credentials. BUYER_PORT, BUYER_PUBLIC_URL and API_URL (the test API) come from the environment.
import { startBuyer } from '../../../../sandbox/src/buyer';

const standIn = await startBuyer();
console.log(`buyer stand-in on ${standIn.url}`);
const keepAlive = setInterval(() => {}, 1 << 30);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    clearInterval(keepAlive);
    await standIn.stop();
    process.exit(0);
  });
}
