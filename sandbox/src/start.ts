// The stand-ins for the outside systems, each speaking the real protocol (../../../shared/PROTOCOLS.md):
// `npm start` (root) runs this next to the API. Each stand-in exports a `start…()` that listens and answers
// `{ name, urls, stop }`; ports and secrets come from the environment (see each stand-in's file and README).
import type { StandIn } from './stand-in';

const standIns: (() => Promise<StandIn>)[] = [
  // Each stand-in adds one line here: () => startX(),
  () => import('./eid').then((m) => m.startEid()),
  () => import('./mailbox').then((m) => m.startMailbox()),
  () => import('./nets').then((m) => m.startNets()),
  () => import('./buyer').then((m) => m.startBuyer()),
];

const running: StandIn[] = [];
for (const start of standIns) {
  const standIn = await start();
  running.push(standIn);
  for (const [what, url] of Object.entries(standIn.urls)) console.log(`${standIn.name} ${what}: ${url}`);
}
if (running.length === 0) console.log('no stand-ins yet');
const keepAlive = setInterval(() => {}, 1 << 30);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    clearInterval(keepAlive);
    console.log(`stopping (${signal})`);
    await Promise.allSettled(running.map((s) => s.stop()));
    process.exit(0);
  });
}
