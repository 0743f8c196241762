import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startMailbox } from '../../../../../sandbox/src/mailbox';
import { testClient } from '../../../test/client';
import { createCompanyWithPeople } from '../../../test/factories';
import { createTestApp } from '../../../test/helper';
import { mailOutbox } from '../../db/schema';
import { parseEnv } from '../../env';
import { createSmtpTransport } from '../../integrations/mail';
import type { JobContext } from '../../lib/jobs';
import { sendMailJob } from './job';
import { queueMail } from './repository';
import { MAX_ATTEMPTS, sendDueMail } from './sender';

// The real stand-in, over real SMTP on a free port.
const mailbox = await startMailbox({ smtpPort: 0, httpPort: 0 });
afterAll(() => mailbox.stop());

const overrides = { SMTP_URL: `smtp://127.0.0.1:${mailbox.smtpPort}`, MAIL_FROM: 'Engros <ordre@engros.test>' };
const { app, database } = await createTestApp(overrides);
const api = testClient(app);
const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...overrides });

/** One run of the job, as pg-boss would start it, at `now` (default: the real clock). */
const runJob = (now?: Date) => {
  const ctx: JobContext = { database, env, log: app.log, now: () => now ?? new Date() };
  return sendMailJob.run(ctx) as Promise<{ sent: number; failed: number }>;
};

type Summary = { id: string; from: string; to: string[]; subject: string; text: string };
const inbox = async (to?: string): Promise<Summary[]> => {
  const url = `http://127.0.0.1:${mailbox.httpPort}/api/messages${to ? `?to=${encodeURIComponent(to)}` : ''}`;
  return ((await (await fetch(url)).json()) as { messages: Summary[] }).messages;
};
const outboxRow = async (to: string) => (await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)))[0]!;
const queue = (to: string, subject = 'Ordre 1001 er lagt inn') =>
  queueMail(database.db, { to, subject, text: `Hei!\n\n${subject}.`, template: 'subscription-order-placed' });

beforeEach(async () => {
  // Each test starts with nothing due: earlier tests' leftovers are sent or given up.
  await database.db.update(mailOutbox).set({ sentAt: new Date() });
  mailbox.clear();
  mailbox.failNext(0);
});

describe('mail sender over SMTP', () => {
  it('delivers an invitation made through the customer API, once', async () => {
    const { company, admin } = await createCompanyWithPeople(database);
    const email = `ny-${randomUUID()}@kunde.example`;
    const res = await api.post('/api/customer/create-contact', {
      token: admin.token,
      body: { customerId: company.id, role: 'buyer', email, firstName: 'Kari', lastName: 'Nordmann' },
    });
    expect(res.statusCode).toBe(200);

    expect(await runJob()).toMatchObject({ sent: 1, failed: 0 });
    const [mail] = await inbox(email);
    expect(mail).toMatchObject({
      to: [email],
      from: 'ordre@engros.test',
      subject: `Du er invitert til ${company.name} i Engros`,
    });
    expect(mail!.text).toContain('Godta invitasjonen her:');
    expect((await outboxRow(email)).sentAt).toBeInstanceOf(Date);

    // Nothing more to send: a second run does not deliver it again.
    expect(await runJob()).toMatchObject({ sent: 0 });
    expect(await inbox(email)).toHaveLength(1);
  });

  it('delivers subscription mails, and the mailbox JSON shows subject, to and text', async () => {
    const to = `abonnent-${randomUUID()}@kunde.example`;
    await queue(to, 'Ordre 2002 fra abonnementet ditt');
    await runJob();
    const [summary] = await inbox(to);
    expect(summary).toMatchObject({ subject: 'Ordre 2002 fra abonnementet ditt', to: [to] });
    expect(summary!.text).toContain('Ordre 2002 fra abonnementet ditt.');
    const full = (await (await fetch(`http://127.0.0.1:${mailbox.httpPort}/api/messages/${summary!.id}`)).json()) as {
      messageId: string;
    };
    expect(full).toMatchObject({ envelope: { to: [to] }, subject: 'Ordre 2002 fra abonnementet ditt' });
    expect(full.messageId).toMatch(/@engros\.mail>$/);
    const page = await (await fetch(`http://127.0.0.1:${mailbox.httpPort}/`)).text();
    expect(page).toContain('Ordre 2002 fra abonnementet ditt');
  });

  it('sends each mail once when two runs overlap', async () => {
    const recipients = Array.from({ length: 12 }, (_, i) => `samtidig-${i}-${randomUUID()}@kunde.example`);
    for (const to of recipients) await queue(to);
    const [first, second] = await Promise.all([runJob(), runJob()]);
    expect(first!.sent + second!.sent).toBe(recipients.length);
    const received = await inbox();
    expect(received).toHaveLength(recipients.length);
    expect(new Set(received.map((m) => m.to[0]))).toEqual(new Set(recipients));
  });

  it('sends each mail once when two runs claim small batches side by side', async () => {
    const recipients = Array.from({ length: 10 }, (_, i) => `parallell-${i}-${randomUUID()}@kunde.example`);
    for (const to of recipients) await queue(to);
    const run = async () => {
      const transport = createSmtpTransport(env.SMTP_URL);
      try {
        return await sendDueMail({ database, transport, from: env.MAIL_FROM, now: () => new Date(), batchSize: 2 });
      } finally {
        transport.close();
      }
    };
    const results = await Promise.all([run(), run()]);
    expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(recipients.length);
    const received = await inbox();
    expect(received.map((m) => m.to[0]).sort()).toEqual([...recipients].sort());
  });

  it('keeps a mail the server refused and delivers it on a later run (4xx and 5xx)', async () => {
    const to = `senere-${randomUUID()}@kunde.example`;
    await queue(to);
    mailbox.failNext(1, 451, 'Try again later');
    expect(await runJob()).toMatchObject({ sent: 0, failed: 1 });
    let row = await outboxRow(to);
    expect(row).toMatchObject({ sentAt: null, attempts: 1, lockedUntil: null });
    expect(row.lastError).toContain('451');
    // Not due again until its backoff passed.
    expect(await runJob()).toMatchObject({ sent: 0, failed: 0 });

    mailbox.failNext(1, 554, 'Rejected');
    const later = new Date(row.nextAttemptAt.getTime() + 1000);
    expect(await runJob(later)).toMatchObject({ sent: 0, failed: 1 });
    row = await outboxRow(to);
    expect(row).toMatchObject({ sentAt: null, attempts: 2 });
    expect(row.nextAttemptAt.getTime() - later.getTime()).toBeGreaterThanOrEqual(2 * 60 * 1000 - 1000);

    expect(await runJob(new Date(row.nextAttemptAt.getTime() + 1000))).toMatchObject({ sent: 1 });
    expect(await inbox(to)).toHaveLength(1);
    expect(await outboxRow(to)).toMatchObject({ attempts: 3, lastError: null });
  });

  it('survives an unreachable server, and gives up after the last attempt', async () => {
    const to = `borte-${randomUUID()}@kunde.example`;
    await queue(to);
    await database.db
      .update(mailOutbox)
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where(eq(mailOutbox.to, to));
    const closedEnv = parseEnv({ NODE_ENV: 'test', SMTP_URL: 'smtp://127.0.0.1:1', MAIL_FROM: 'x@engros.test' });
    const result = await sendMailJob.run({ database, env: closedEnv, log: app.log, now: () => new Date() });
    expect(result).toMatchObject({ failed: 1 });
    const row = await outboxRow(to);
    expect(row).toMatchObject({ sentAt: null, attempts: MAX_ATTEMPTS });
    // Given up: never claimed again, the error stays for an operator.
    expect(await runJob(new Date(Date.now() + 24 * 3600 * 1000))).toMatchObject({ sent: 0, failed: 0 });
    expect(row.lastError).toBeTruthy();
  });

  it('takes a leased row back once its run is gone', async () => {
    const to = `lease-${randomUUID()}@kunde.example`;
    await queue(to);
    // A run that claimed the row and died: its lease runs to the future.
    const leased = new Date(Date.now() + 5 * 60 * 1000);
    await database.db.update(mailOutbox).set({ lockedUntil: leased, attempts: 1 }).where(eq(mailOutbox.to, to));
    expect(await runJob()).toMatchObject({ sent: 0 });
    expect(await runJob(new Date(leased.getTime() + 1000))).toMatchObject({ sent: 1 });
    expect(await inbox(to)).toHaveLength(1);
  });
});
