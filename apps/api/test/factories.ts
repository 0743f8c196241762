import { randomBytes } from 'node:crypto';
import type { Database } from '../src/db';
import {
  addresses,
  type CompanyRole,
  companies,
  companyContacts,
  contacts,
  orders,
  type StaffRole,
} from '../src/db/schema';
import type { App } from '../src/lib/context';
import { hashPassword } from '../src/lib/password';
import { issueSession } from '../src/modules/auth/service';
import { accessTokenKey } from '../src/modules/auth/tokens';
import { TEST_SECRET } from './helper';

export const TEST_PASSWORD = 'test-password-1';
let passwordHash: Promise<string> | undefined;
const unique = () => randomBytes(4).toString('hex');

/** Valid Norwegian org numbers (mod 11) for tests. */
export function norwegianOrgNumber(seed = Math.floor(Math.random() * 1e7)): string {
  const weights = [3, 2, 7, 6, 5, 4, 3, 2];
  for (let n = seed; ; n++) {
    const base = `9${String(n % 1e7).padStart(7, '0')}`;
    const sum = base.split('').reduce((acc, d, i) => acc + Number(d) * (weights[i] ?? 0), 0);
    const check = 11 - (sum % 11);
    if (check === 10) continue;
    return base + (check === 11 ? '0' : String(check));
  }
}

export async function createCompany(database: Database, values: Partial<typeof companies.$inferInsert> = {}) {
  const [company] = await database.db
    .insert(companies)
    .values({
      name: `Test AS ${unique()}`,
      orgNumber: norwegianOrgNumber(),
      market: 'NO',
      markets: ['NO'],
      currency: 'NOK',
      creditLimit: 5_000_000,
      ...values,
    })
    .returning();
  await database.db.insert(addresses).values({
    companyId: company!.id,
    type: 'invoice',
    name: company!.name,
    line1: 'Storgata 1',
    zipCode: '0155',
    city: 'Oslo',
    country: company!.market,
    isDefault: true,
  });
  return company!;
}

export async function createContact(
  database: Database,
  options: {
    company?: { id: string };
    role?: CompanyRole;
    staffRole?: StaffRole;
    email?: string;
  } = {},
) {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const [contact] = await database.db
    .insert(contacts)
    .values({
      email: options.email ?? `person-${unique()}@test.example`,
      firstName: 'Test',
      lastName: `Person ${unique()}`,
      passwordHash: await passwordHash,
      staffRole: options.staffRole ?? null,
    })
    .returning();
  if (options.company) {
    await database.db.insert(companyContacts).values({
      companyId: options.company.id,
      contactId: contact!.id,
      role: options.role ?? 'buyer',
    });
  }
  return contact!;
}

/** Issues API tokens for a contact, as a sign-in would. */
export async function signIn(database: Database, contact: { id: string; staffRole: StaffRole | null }) {
  return issueSession(
    database.db,
    {
      key: accessTokenKey(TEST_SECRET),
      accessTtlSeconds: 600,
      refreshTtlSeconds: 3600,
    },
    contact,
  );
}

/** A company with an admin, a buyer and a viewer, each signed in. */
export async function createCompanyWithPeople(database: Database, values: Partial<typeof companies.$inferInsert> = {}) {
  const company = await createCompany(database, values);
  const people = await Promise.all(
    (['admin', 'buyer', 'viewer'] as const).map(async (role) => {
      const contact = await createContact(database, { company, role });
      const tokens = await signIn(database, contact);
      return [role, { contact, token: tokens.accessToken, tokens }] as const;
    }),
  );
  return { company, ...Object.fromEntries(people) } as {
    company: typeof company;
  } & Record<
    CompanyRole,
    {
      contact: typeof contacts.$inferSelect;
      token: string;
      tokens: Awaited<ReturnType<typeof signIn>>;
    }
  >;
}

/** A delivery address of a company in a served Oslo zip area (0150), as checkout needs one. */
export async function createDeliveryAddress(
  database: Database,
  companyId: string,
  values: Partial<typeof addresses.$inferInsert> = {},
) {
  const [row] = await database.db
    .insert(addresses)
    .values({
      companyId,
      type: 'delivery',
      name: 'Lager',
      line1: 'Lagerveien 1',
      zipCode: '0150',
      city: 'Oslo',
      country: 'NO',
      ...values,
    })
    .returning();
  return row!;
}

export async function createAgent(database: Database) {
  const contact = await createContact(database, { staffRole: 'agent' });
  const tokens = await signIn(database, contact);
  return { contact, token: tokens.accessToken };
}

export type { App };

/** A placed order of a company, bare (no lines): what a support ticket may refer to. */
export async function createOrderRow(database: Database, companyId: string, contactId: string) {
  const [order] = await database.db
    .insert(orders)
    .values({
      orderNumber: `T${unique()}`,
      companyId,
      contactId,
      department: 'main',
      market: 'NO',
      currency: 'NOK',
      net: 10_000,
      vat: [{ rate: 2500, base: 10_000, vat: 2_500 }],
      gross: 12_500,
    })
    .returning();
  return order!;
}
