import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '../db';
import {
  addresses,
  type CompanyRole,
  companies,
  companyContacts,
  consentEvents,
  consents,
  contacts,
  invitations,
  type StaffRole,
} from '../db/schema';
import { hashToken } from '../modules/auth';
import {
  companyNameParts,
  currencies,
  emailLocal,
  firstNames,
  lastNames,
  type MarketCode,
  phonePrefix,
  places,
  streets,
} from './customer-data';
import { orgNumberFor, vatNumberFor } from './identifiers';
import { idFor, type Rng, rngFor, slugify } from './random';

/** The password of every seeded contact (demo only). */
export const DEMO_PASSWORD = 'demo-password-1';

/** The documented demo sign-ins; company keys are those of `planCustomers`. */
export const demoLogins: {
  email: string;
  firstName: string;
  lastName: string;
  locale: 'nb' | 'en';
  memberships: { company: string; role: CompanyRole }[];
  staffRole?: StaffRole;
  /** The synthetic national identity number the eID stand-in signs them in with (docs/eid.md). */
  externalId?: string;
}[] = [
  {
    email: 'buyer@nordlys.example',
    externalId: '12838441252',
    firstName: 'Ingrid',
    lastName: 'Berg',
    locale: 'nb',
    memberships: [{ company: 'nordlys', role: 'buyer' }],
  },
  {
    email: 'admin@nordlys.example',
    externalId: '05917123332',
    firstName: 'Lars',
    lastName: 'Hansen',
    locale: 'nb',
    memberships: [{ company: 'nordlys', role: 'admin' }],
  },
  {
    email: 'viewer@nordlys.example',
    firstName: 'Kari',
    lastName: 'Olsen',
    locale: 'nb',
    memberships: [{ company: 'nordlys', role: 'viewer' }],
  },
  {
    email: 'buyer@fjord.example',
    firstName: 'Sofie',
    lastName: 'Lie',
    locale: 'nb',
    memberships: [{ company: 'fjord', role: 'buyer' }],
  },
  {
    email: 'admin@fjord.example',
    firstName: 'Henrik',
    lastName: 'Dahl',
    locale: 'nb',
    memberships: [{ company: 'fjord', role: 'admin' }],
  },
  {
    email: 'multi@demo.example',
    externalId: '28869031714',
    firstName: 'Martin',
    lastName: 'Moen',
    locale: 'en',
    memberships: [
      { company: 'nordlys', role: 'buyer' },
      { company: 'fjord', role: 'buyer' },
    ],
  },
  {
    email: 'agent@engros.example',
    firstName: 'Emma',
    lastName: 'Solberg',
    locale: 'nb',
    memberships: [],
    staffRole: 'administrator',
  },
  {
    email: 'kundeservice@engros.example',
    firstName: 'Jonas',
    lastName: 'Lund',
    locale: 'nb',
    memberships: [],
    staffRole: 'customer_service',
  },
  {
    email: 'katalog@engros.example',
    firstName: 'Nora',
    lastName: 'Bakke',
    locale: 'nb',
    memberships: [],
    staffRole: 'catalog_manager',
  },
  {
    email: 'revisor@engros.example',
    firstName: 'Per',
    lastName: 'Strand',
    locale: 'en',
    memberships: [],
    staffRole: 'read_only',
  },
];

export type CompanyPlan = {
  key: string;
  id: string;
  name: string;
  market: MarketCode;
  markets: MarketCode[];
  city: string;
  zipCode: string;
  street: string;
  domain: string;
  creditLimit: number;
  isBlocked: boolean;
  blockedReason: string | null;
  contractCode: string | null;
  /** Top-level category slugs the company buys most from (its contract covers those). */
  buysFrom: string[];
};

/** A customer price agreement: lower prices on a share of the SKUs in some categories. */
export type ContractPlan = {
  code: string;
  id: string;
  name: string;
  market: MarketCode;
  categories: string[];
  /** Share of the SKUs in those categories with a contract price. */
  share: number;
  /** Discount off the list price, in percent. */
  discount: [number, number];
};

const tradeCategories: [RegExp, string[]][] = [
  [/Lege|Tann|Vård|Læge|Tand/, ['medisinsk', 'verneutstyr', 'papir']],
  [/Bygg|Byg|Rør|Elektro|Elservice/, ['verktoy', 'verneutstyr', 'emballasje']],
  [/Renhold|Städ|Rengøring|Vaskeri/, ['renhold', 'papir', 'verneutstyr']],
  [/Kantine|kjøkken|Restaurang|Catering|Hotel|Storkök|Storkøkken|Barnehage/, ['storkjokken', 'papir', 'renhold']],
  [/Transport|Logistik/, ['emballasje', 'verneutstyr', 'kontor']],
];

/** The top-level categories a trade buys from most (its contracts cover those). */
export function categoriesForTrade(trade: string): string[] {
  return tradeCategories.find(([re]) => re.test(trade))?.[1] ?? ['kontor', 'papir'];
}

const creditLimits = [50_000, 100_000, 150_000, 250_000, 500_000, 1_000_000];

/** Companies per market besides the two demo companies. */
const generatedPerMarket: Record<MarketCode, number> = { NO: 20, SE: 18, DK: 18 };

/** The demo customers and their price agreements; pure and deterministic. */
export function planCustomers(): { companies: CompanyPlan[]; contracts: ContractPlan[] } {
  const plans: CompanyPlan[] = [
    {
      key: 'nordlys',
      id: idFor('company:nordlys'),
      name: 'Nordlys Dagligvare AS',
      market: 'NO',
      markets: ['NO'],
      city: 'Oslo',
      zipCode: '0484',
      street: 'Sandakerveien 56',
      domain: 'nordlys.example',
      creditLimit: 500_000_00,
      isBlocked: false,
      blockedReason: null,
      contractCode: 'CONTRACT-NORDLYS',
      buysFrom: ['storkjokken', 'renhold', 'papir', 'emballasje'],
    },
    {
      key: 'fjord',
      id: idFor('company:fjord'),
      name: 'Fjord Catering AS',
      market: 'NO',
      markets: ['NO'],
      city: 'Bergen',
      zipCode: '5003',
      street: 'Bryggen 12',
      domain: 'fjord.example',
      creditLimit: 150_000_00,
      isBlocked: false,
      blockedReason: null,
      contractCode: null,
      buysFrom: ['storkjokken', 'papir'],
    },
  ];
  const contracts: ContractPlan[] = [
    {
      code: 'CONTRACT-NORDLYS',
      id: idFor('price-list:CONTRACT-NORDLYS'),
      name: 'Avtalepriser Nordlys Dagligvare AS',
      market: 'NO',
      categories: plans[0]!.buysFrom,
      share: 0.3,
      discount: [8, 20],
    },
  ];

  for (const market of ['NO', 'SE', 'DK'] as const) {
    const rng = rngFor(`companies:${market}`);
    const parts = companyNameParts[market];
    const combos = rng.shuffle(parts.prefixes.flatMap((prefix) => parts.trades.map((trade) => ({ prefix, trade }))));
    for (let i = 0; i < generatedPerMarket[market]; i++) {
      const { prefix, trade } = combos[i]!;
      const form = rng.pick(parts.forms);
      const name = `${prefix} ${trade} ${form}`;
      const key = `${market.toLowerCase()}-${slugify(`${prefix} ${trade}`)}`;
      const place = rng.pick(places[market]);
      const other = rng.pick((['NO', 'SE', 'DK'] as const).filter((m) => m !== market));
      const buysFrom = categoriesForTrade(trade);
      // Contract customers: the first three of each market (two in DK); the fourth and fifth NO companies share a chain agreement.
      const ownContract = i < (market === 'DK' ? 2 : 3);
      const isChain = market === 'NO' && (i === 3 || i === 4);
      const contractCode = ownContract
        ? `CONTRACT-${market}-${String(i + 1).padStart(2, '0')}`
        : isChain
          ? 'CONTRACT-NO-CHAIN'
          : null;
      const isBlocked = market === 'NO' && i === 6;
      plans.push({
        key,
        id: idFor(`company:${key}`),
        name,
        market,
        markets: rng.chance(0.15) ? [market, other] : [market],
        city: place.city,
        zipCode: rng.pick(place.zipCodes),
        street: `${rng.pick(streets[market])} ${rng.int(1, 120)}`,
        domain: `${slugify(`${prefix} ${trade}`)}.example`,
        creditLimit: rng.chance(0.1) ? 0 : rng.pick(creditLimits) * 100,
        isBlocked,
        blockedReason: isBlocked ? 'Overdue invoices (more than 60 days)' : null,
        contractCode,
        buysFrom,
      });
      if (ownContract) {
        contracts.push({
          code: contractCode!,
          id: idFor(`price-list:${contractCode}`),
          name: `Avtalepriser ${name}`,
          market,
          categories: buysFrom,
          share: 0.2 + rng.next() * 0.15,
          discount: [5, 18],
        });
      }
    }
  }
  contracts.push({
    code: 'CONTRACT-NO-CHAIN',
    id: idFor('price-list:CONTRACT-NO-CHAIN'),
    name: 'Kjedeavtale Norge',
    market: 'NO',
    categories: ['renhold', 'papir', 'storkjokken', 'kontor'],
    share: 0.25,
    discount: [10, 22],
  });
  return { companies: plans, contracts };
}

const DAY = 24 * 60 * 60 * 1000;
/** A fixed instant the demo history is dated from, so rows do not change with the day of seeding. */
const HISTORY_START = Date.UTC(2025, 0, 6);

function phoneFor(rng: Rng, market: MarketCode, isMobile: boolean): string {
  if (market === 'NO')
    return `${phonePrefix.NO}${isMobile ? rng.pick(['4', '9']) : '2'}${rng.int(1_000_000, 9_999_999)}`;
  if (market === 'SE') return `${phonePrefix.SE}${isMobile ? '70' : '8'}${rng.int(1_000_000, 9_999_999)}`;
  return `${phonePrefix.DK}${rng.int(20, 99)}${rng.int(100_000, 999_999)}`;
}

type ContactRow = typeof contacts.$inferInsert;
type MembershipRow = typeof companyContacts.$inferInsert;

/** Inserts companies, contacts, memberships, addresses, invitations and consents. */
export async function seedCustomers(
  db: DbOrTx,
  options: { companies: CompanyPlan[]; priceListIds: Map<string, string>; passwordHash: string },
) {
  const contactRows: ContactRow[] = [];
  const membershipRows: MembershipRow[] = [];
  const addressRows: (typeof addresses.$inferInsert)[] = [];
  const invitationRows: (typeof invitations.$inferInsert)[] = [];
  const consentRows: (typeof consents.$inferInsert)[] = [];
  const consentEventRows: (typeof consentEvents.$inferInsert)[] = [];
  const emails = new Set<string>();
  const companyByKey = new Map(options.companies.map((c) => [c.key, c]));

  const companyRows = options.companies.map((plan) => {
    const orgNumber = orgNumberFor(plan.market, rngFor(`org:${plan.key}`).int(100_000, 9_999_999));
    const rng = rngFor(`company:${plan.key}`);
    return {
      id: plan.id,
      name: plan.name,
      orgNumber,
      market: plan.market,
      markets: plan.markets,
      vatNumber: vatNumberFor(plan.market, orgNumber),
      email: `post@${plan.domain}`,
      phone: phoneFor(rng, plan.market, false),
      emailDomain: plan.domain,
      currency: currencies[plan.market],
      creditLimit: plan.creditLimit,
      isBlocked: plan.isBlocked,
      blockedReason: plan.blockedReason,
      priceListId: plan.contractCode ? options.priceListIds.get(plan.contractCode)! : null,
      createdAt: new Date(HISTORY_START + rng.int(0, 120) * DAY),
    };
  });

  const addContact = (row: Omit<ContactRow, 'id'>) => {
    const id = idFor(`contact:${row.email.toLowerCase()}`);
    emails.add(row.email.toLowerCase());
    contactRows.push({ id, ...row });
    return id;
  };
  const uniqueEmail = (local: string, domain: string) => {
    for (let n = 1; ; n++) {
      const email = `${local}${n > 1 ? n : ''}@${domain}`;
      if (!emails.has(email)) return email;
    }
  };
  const joinedAt = (rng: Rng) => new Date(HISTORY_START + rng.int(0, 300) * DAY);

  for (const login of demoLogins) {
    const rng = rngFor(`contact:${login.email}`);
    const market = login.memberships[0] ? companyByKey.get(login.memberships[0].company)!.market : 'NO';
    const contactId = addContact({
      email: login.email,
      firstName: login.firstName,
      lastName: login.lastName,
      phone: phoneFor(rng, market, true),
      locale: login.locale,
      passwordHash: options.passwordHash,
      staffRole: login.staffRole ?? null,
      externalId: login.externalId ?? null,
      emailVerifiedAt: joinedAt(rng),
    });
    for (const m of login.memberships) {
      membershipRows.push({
        companyId: companyByKey.get(m.company)!.id,
        contactId,
        role: m.role,
        isActive: true,
        acceptedAt: joinedAt(rng),
      });
    }
  }
  const demoMembers = new Set(demoLogins.flatMap((login) => login.memberships.map((m) => m.company)));

  for (const plan of options.companies) {
    const rng = rngFor(`people:${plan.key}`);
    const hasDemoMembers = demoMembers.has(plan.key);
    const roles: CompanyRole[] = hasDemoMembers
      ? ['buyer']
      : [
          'admin',
          ...Array<CompanyRole>(rng.int(1, 3)).fill('buyer'),
          ...Array<CompanyRole>(rng.int(0, 2)).fill('viewer'),
        ];
    const companyContactIds: { id: string; role: CompanyRole; name: string }[] = [];
    for (const role of roles) {
      const first = rng.pick(firstNames[plan.market]);
      const last = rng.pick(lastNames[plan.market]);
      const email = uniqueEmail(emailLocal(first, last), plan.domain);
      const id = addContact({
        email,
        firstName: first,
        lastName: last,
        phone: phoneFor(rng, plan.market, true),
        locale: plan.market === 'NO' ? (rng.chance(0.9) ? 'nb' : 'en') : rng.chance(0.8) ? 'en' : 'nb',
        passwordHash: options.passwordHash,
        emailVerifiedAt: joinedAt(rng),
      });
      membershipRows.push({ companyId: plan.id, contactId: id, role, isActive: true, acceptedAt: joinedAt(rng) });
      companyContactIds.push({ id, role, name: `${first} ${last}` });
    }
    for (const login of demoLogins) {
      for (const m of login.memberships) {
        if (m.company !== plan.key) continue;
        companyContactIds.push({
          id: idFor(`contact:${login.email}`),
          role: m.role,
          name: `${login.firstName} ${login.lastName}`,
        });
      }
    }

    // Addresses: one invoice address, one to three delivery addresses (the first is the default).
    const deliveryNames = ['Varemottak', 'Hovedlager', 'Kantine', 'Avdeling sentrum', 'Verksted'];
    const deliveries = rng.sample(deliveryNames, rng.int(1, 3));
    const invoiceContact = companyContactIds.find((c) => c.role === 'admin') ?? companyContactIds[0]!;
    addressRows.push({
      id: idFor(`address:${plan.key}:invoice`),
      companyId: plan.id,
      type: 'invoice',
      name: plan.name,
      line1: plan.street,
      line2: rng.chance(0.3) ? `Postboks ${rng.int(100, 9999)}` : null,
      zipCode: plan.zipCode,
      city: plan.city,
      country: plan.market,
      contactName: invoiceContact.name,
      isDefault: true,
    });
    deliveries.forEach((label, n) => {
      const place = n === 0 ? { city: plan.city, zipCodes: [plan.zipCode] } : rng.pick(places[plan.market]);
      addressRows.push({
        id: idFor(`address:${plan.key}:delivery:${n}`),
        companyId: plan.id,
        type: 'delivery',
        name: `${plan.name} – ${label}`,
        line1: n === 0 ? plan.street : `${rng.pick(streets[plan.market])} ${rng.int(1, 200)}`,
        zipCode: n === 0 ? plan.zipCode : rng.pick(place.zipCodes),
        city: place.city,
        country: plan.market,
        contactName: rng.pick(companyContactIds).name,
        phone: phoneFor(rng, plan.market, true),
        deliveryInstructions: rng.chance(0.4)
          ? rng.pick([
              'Levering via varemottak bak bygget.',
              'Ring ved ankomst.',
              'Port 3, åpent 07–15.',
              'Leveres i kjeller.',
            ])
          : null,
        isDefault: n === 0,
      });
    });

    // Consents of the company's active contacts.
    for (const c of companyContactIds) {
      const crng = rngFor(`consents:${plan.key}:${c.id}`);
      const given: [string, boolean][] = [];
      if (c.role === 'admin') given.push(['terms_of_sale', true], ['data_processing', true]);
      if (crng.chance(0.65)) given.push(['newsletter', crng.chance(0.75)]);
      if (crng.chance(0.4)) given.push(['marketing_email', crng.chance(0.6)]);
      if (crng.chance(0.15)) given.push(['marketing_sms', crng.chance(0.5)]);
      for (const [type, isGranted] of given) {
        const at = joinedAt(crng);
        consentRows.push({ companyId: plan.id, contactId: c.id, type, isGranted, source: 'web', updatedAt: at });
        consentEventRows.push({
          id: idFor(`consent-event:${plan.key}:${c.id}:${type}`),
          companyId: plan.id,
          contactId: c.id,
          type,
          isGranted,
          source: 'web',
          createdAt: at,
        });
      }
    }

    // Pending invitations: a new contact, an inactive membership and an open invitation, as the invite flow leaves them.
    const isInvited = plan.key === 'nordlys' || rng.chance(0.25);
    const admin = companyContactIds.find((c) => c.role === 'admin');
    if (isInvited && admin) {
      const first = rng.pick(firstNames[plan.market]);
      const last = rng.pick(lastNames[plan.market]);
      const email = uniqueEmail(emailLocal(first, last), plan.domain);
      const role: CompanyRole = rng.chance(0.6) ? 'buyer' : 'viewer';
      const id = addContact({
        email,
        firstName: first,
        lastName: last,
        locale: plan.market === 'NO' ? 'nb' : 'en',
        passwordHash: null,
      });
      // The admin typed the person's names (the company sees those until the person accepts, docs/customer.md).
      membershipRows.push({
        companyId: plan.id,
        contactId: id,
        role,
        isActive: false,
        acceptedAt: null,
        invitedEmail: email,
        invitedFirstName: first,
        invitedLastName: last,
      });
      // The expiry is relative to the seeding day; one in five is already expired (to be sent again).
      const isExpired = rng.chance(0.2);
      invitationRows.push({
        id: idFor(`invitation:${plan.key}`),
        companyId: plan.id,
        contactId: id,
        email,
        role,
        // Random, not derived: nobody can accept a seeded invitation without a fresh, mailed link.
        tokenHash: hashToken(randomBytes(32).toString('base64url')),
        expiresAt: new Date(Date.now() + (isExpired ? -2 : 5) * DAY),
        invitedBy: admin.id,
      });
    }
  }

  await db.insert(companies).values(companyRows);
  for (let i = 0; i < contactRows.length; i += 500) await db.insert(contacts).values(contactRows.slice(i, i + 500));
  for (let i = 0; i < membershipRows.length; i += 500)
    await db.insert(companyContacts).values(membershipRows.slice(i, i + 500));
  await db.insert(addresses).values(addressRows);
  if (invitationRows.length > 0) await db.insert(invitations).values(invitationRows);
  if (consentRows.length > 0) {
    await db.insert(consents).values(consentRows);
    await db.insert(consentEvents).values(consentEventRows);
  }
  return {
    companies: companyRows.length,
    contacts: contactRows.length,
    addresses: addressRows.length,
    invitations: invitationRows.length,
  };
}
