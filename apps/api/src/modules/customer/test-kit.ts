import { desc, sql } from 'drizzle-orm';
import { bearer, secretHeaders } from '../../../test/helper';
import type { Database } from '../../db';
import { mailOutbox } from '../../db/schema';
import type { App } from '../../lib/context';

/** Test helpers for the customer domain's HTTP tests. */

type Caller = { token?: string; secret?: boolean; lang?: 'nb' | 'en' };

/** One request through HTTP as a person (token), the web server (secret) or anonymously. */
export function request(
  app: App,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  options: Caller & { body?: unknown; query?: Record<string, string> } = {},
) {
  return app.inject({
    method,
    url,
    query: options.query,
    headers: {
      ...(options.token ? bearer(options.token) : {}),
      ...(options.secret ? secretHeaders : {}),
      ...(options.lang ? { 'accept-language': options.lang } : {}),
    },
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
  });
}

const random = (digits: number) =>
  Array.from({ length: digits }, () => Math.floor(Math.random() * 10))
    .join('')
    .replace(/^0/, '1');

/** A valid Swedish org number (Luhn), 10 digits. */
export function swedishOrgNumber(): string {
  const base = `55${random(7)}`;
  const sum = base.split('').reduce((acc, d, i) => {
    const value = i % 2 === 0 ? Number(d) * 2 : Number(d);
    return acc + (value > 9 ? value - 9 : value);
  }, 0);
  return base + String((10 - (sum % 10)) % 10);
}

/** A valid Danish CVR (mod 11, weights 2,7,6,5,4,3,2,1), 8 digits. */
export function danishCvr(): string {
  const weights = [2, 7, 6, 5, 4, 3, 2];
  for (;;) {
    const base = random(7);
    const sum = base.split('').reduce((acc, d, i) => acc + Number(d) * weights[i]!, 0);
    const check = (11 - (sum % 11)) % 11;
    if (check < 10) return base + String(check);
  }
}

export const osloAddress = {
  name: 'Hovedkontor',
  line1: 'Karl Johans gate 1',
  zipCode: '0154',
  city: 'Oslo',
  country: 'NO',
};

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
