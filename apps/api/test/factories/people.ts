// People and companies: a company with its invoice address, contacts in roles, staff, and their sign-in tokens.
import { randomBytes } from 'node:crypto';
import type { Database } from '../../src/db';
import { addresses, type CompanyRole, companies, companyContacts, contacts, type StaffRole } from '../../src/db/schema';
import { hashPassword } from '../../src/lib/password';
import { accessTokenKey, issueSession } from '../../src/modules/auth';
import { TEST_SECRET } from '../helper';
import { norwegianOrgNumber } from './identifiers';

export const TEST_PASSWORD = 'test-password-1';
let passwordHash: Promise<string> | undefined;
const unique = () => randomBytes(4).toString('hex');

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

/** A valid company address in Oslo, as a registration form sends it. */
export const osloAddress = {
  name: 'Hovedkontor',
  line1: 'Karl Johans gate 1',
  zipCode: '0154',
  city: 'Oslo',
  country: 'NO',
};

/** A signed-in staff member; an administrator (every back-office call) unless a role is given. */
export async function createAgent(database: Database, staffRole: StaffRole = 'administrator') {
  const contact = await createContact(database, { staffRole });
  const tokens = await signIn(database, contact);
  return { contact, token: tokens.accessToken };
}
