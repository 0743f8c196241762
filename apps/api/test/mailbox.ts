// What the shop sent, read in tests: the mail outbox the SMTP adapter drains.
import { desc, sql } from 'drizzle-orm';
import type { Database } from '../src/db';
import { mailOutbox } from '../src/db/schema';

/** The newest mails to an address (the outbox the SMTP adapter drains). */
export async function mailsTo(database: Database, to: string) {
  return database.db
    .select()
    .from(mailOutbox)
    .where(sql`lower(${mailOutbox.to}) = lower(${to})`)
    .orderBy(desc(mailOutbox.createdAt));
}

/** The invitation token from the newest invitation mail to an address. */
export async function invitationTokenFor(database: Database, to: string) {
  const [mail] = (await mailsTo(database, to)).filter((m) => m.template === 'customer-invitation');
  const match = mail && /token=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`No invitation mail to ${to}`);
  return match[1];
}
