// Runs only the mailbox stand-in (sandbox/src/mailbox) for the browser tests: the API's SMTP_URL points at it and
// the tests read the mails from its JSON API. SMTP_PORT and MAILBOX_PORT come from the environment (global-setup.ts).
import { startMailbox } from '../../../../sandbox/src/mailbox';

const standIn = await startMailbox();
console.log(`mailbox stand-in: smtp ${standIn.smtpPort}, http ${standIn.httpPort}`);
const keepAlive = setInterval(() => {}, 1 << 30);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    clearInterval(keepAlive);
    await standIn.stop();
    process.exit(0);
  });
}
