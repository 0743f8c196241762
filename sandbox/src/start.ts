// The stand-ins for the outside systems (eID, card payments, punch-out buyer, mailbox) start here.
// None exist yet: this placeholder keeps a process alive so `npm start` has its shape already.
const keepAlive = setInterval(() => {}, 1 << 30);

console.log('no stand-ins yet');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    clearInterval(keepAlive);
    console.log(`stopping (${signal})`);
    process.exit(0);
  });
}
