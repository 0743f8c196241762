import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testClient } from '../../../test/client';
import { contractCase } from '../../../test/contract-case';
import {
  createAgent,
  createCompany,
  createCompanyWithPeople,
  createContact,
  danishCvr,
  norwegianOrgNumber,
  osloAddress,
  signIn,
  swedishOrgNumber,
} from '../../../test/factories';
import { createTestApp } from '../../../test/helper';
import { addresses, companies, companyContacts, contacts, priceLists } from '../../db/schema';
import { watchInvalidations } from '../../lib/cache';

const { app, database } = await createTestApp();
const api = testClient(app);

async function signedInPerson() {
  const contact = await createContact(database);
  return { contact, token: (await signIn(database, contact)).accessToken };
}

describe('POST /api/customer/initcompany', () => {
  it('registers the company with the caller as admin, card payment only', async () => {
    const { contact, token } = await signedInPerson();
    const orgNumber = norwegianOrgNumber();
    const res = await api.post('/api/customer/initcompany', {
      token,
      body: {
        name: 'Fjord Kafé AS',
        orgNumber: `${orgNumber.slice(0, 3)} ${orgNumber.slice(3, 6)} ${orgNumber.slice(6)}`,
        market: 'no',
        vatNumber: `NO${orgNumber}MVA`,
        email: 'post@fjordkafe.no',
        invoiceAddress: osloAddress,
      },
    });
    expect(res.statusCode).toBe(200);
    const company = res.json();
    expect(company).toMatchObject({
      name: 'Fjord Kafé AS',
      orgNumber,
      market: 'NO',
      markets: ['NO'],
      currency: 'NOK',
      vatNumber: `NO${orgNumber}MVA`,
      creditLimit: { amount: 0, currency: 'NOK' },
      isBlocked: false,
    });
    const [membership] = await database.db
      .select()
      .from(companyContacts)
      .where(and(eq(companyContacts.companyId, company.customerId), eq(companyContacts.contactId, contact.id)));
    expect(membership).toMatchObject({ role: 'admin', isActive: true });

    // The new admin reaches the company at once, with its invoice address.
    const list = await api.get(`/api/customer/list-addresses/${company.customerId}`, { token });
    expect(list.statusCode).toBe(200);
    expect(list.json().addresses).toEqual([
      expect.objectContaining({ type: 'invoice', isDefault: true, zipCode: '0154', country: 'NO' }),
    ]);
  });

  it('validates Swedish and Danish numbers by their own rules', async () => {
    const { token } = await signedInPerson();
    const se = await api.post('/api/customer/initcompany', {
      token,
      body: {
        name: 'Göta Handel AB',
        orgNumber: swedishOrgNumber(),
        market: 'SE',
        invoiceAddress: { ...osloAddress, zipCode: '411 05', city: 'Göteborg', country: 'SE' },
      },
    });
    expect(se.statusCode).toBe(200);
    expect(se.json()).toMatchObject({ currency: 'SEK', market: 'SE' });
    const dk = await api.post('/api/customer/initcompany', {
      token,
      body: {
        name: 'Nyhavn ApS',
        orgNumber: danishCvr(),
        market: 'DK',
        invoiceAddress: { ...osloAddress, zipCode: '1051', city: 'København', country: 'DK' },
      },
    });
    expect(dk.statusCode).toBe(200);
    // A Norwegian number is not a valid Danish CVR.
    const wrong = await api.post('/api/customer/initcompany', {
      token,
      body: {
        name: 'Nyhavn ApS',
        orgNumber: norwegianOrgNumber(),
        market: 'DK',
        invoiceAddress: { ...osloAddress, country: 'DK' },
      },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().code).toBe('org_number_invalid');
  });

  it('lists every field problem of a malformed body (400)', async () => {
    const { token } = await signedInPerson();
    const res = await api.post('/api/customer/initcompany', {
      token,
      body: { name: '', market: 'Norway', invoiceAddress: { ...osloAddress, zipCode: undefined } },
    });
    expect(res.statusCode).toBe(400);
    const paths = res.json().errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(
      expect.arrayContaining(['body.name', 'body.orgNumber', 'body.market', 'body.invoiceAddress.zipCode']),
    );
  });

  it('refuses an invalid org number in the caller language (422)', async () => {
    const { token } = await signedInPerson();
    const body = { name: 'Feil AS', orgNumber: '923609017', market: 'NO', invoiceAddress: osloAddress };
    const nb = await api.post('/api/customer/initcompany', { token, body, lang: 'nb' });
    expect(nb.statusCode).toBe(422);
    expect(nb.json()).toMatchObject({
      code: 'org_number_invalid',
      title: 'Organisasjonsnummeret er ugyldig for markedet.',
    });
    const en = await api.post('/api/customer/initcompany', { token, body, lang: 'en' });
    expect(en.json().title).toBe('The organization number is not valid for the market.');
  });

  it('refuses a company that already exists in the market (422 org_number_taken)', async () => {
    const existing = await createCompany(database);
    const { token } = await signedInPerson();
    const res = await api.post('/api/customer/initcompany', {
      token,
      body: { name: 'Kopi AS', orgNumber: existing.orgNumber, market: 'NO', invoiceAddress: osloAddress },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('org_number_taken');
  });

  it('lets only one of two simultaneous registrations of a company through', async () => {
    const { token } = await signedInPerson();
    const body = { name: 'Samtidig AS', orgNumber: norwegianOrgNumber(), market: 'NO', invoiceAddress: osloAddress };
    const results = await Promise.all([
      api.post('/api/customer/initcompany', { token, body }),
      api.post('/api/customer/initcompany', { token, body }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect(results.find((r) => r.statusCode === 422)!.json().code).toBe('org_number_taken');
  });

  it('checks the invoice address, the market and the VAT number (422)', async () => {
    const { token } = await signedInPerson();
    const body = { name: 'Regel AS', orgNumber: norwegianOrgNumber(), market: 'NO', invoiceAddress: osloAddress };
    const cases = [
      [{ ...body, invoiceAddress: { ...osloAddress, zipCode: '01540' } }, 'zip_code_invalid'],
      [{ ...body, invoiceAddress: { ...osloAddress, country: 'SE', zipCode: '111 22' } }, 'market_not_allowed'],
      [{ ...body, market: 'FI' }, 'market_unknown'],
      [{ ...body, vatNumber: 'NO123456785MVA' }, 'vat_number_invalid'],
    ] as const;
    for (const [payload, code] of cases) {
      const res = await api.post('/api/customer/initcompany', { token, body: payload });
      expect(res.statusCode, code).toBe(422);
      expect(res.json().code).toBe(code);
    }
    // Nothing was half-written by the refused calls.
    const ok = await api.post('/api/customer/initcompany', { token, body });
    expect(ok.statusCode).toBe(200);
  });

  it('needs a signed-in person (401), not the shared secret (403)', async () => {
    const body = { name: 'X AS', orgNumber: norwegianOrgNumber(), market: 'NO', invoiceAddress: osloAddress };
    const anonymous = await api.post('/api/customer/initcompany', { body });
    expect(anonymous.statusCode).toBe(401);
    const secret = await api.post('/api/customer/initcompany', { body, secret: true });
    expect(secret.statusCode).toBe(403);
  });
});

// A person's call (spec §6): a member of a company registers a further one. Who counts as a member is the
// membership's state: active yes; invited (not accepted) and deactivated no, as everywhere else in access checks.
describe('POST /api/customer/create (a member registers a further company)', () => {
  const body = () => ({
    name: 'Bakeri Nord AS',
    orgNumber: norwegianOrgNumber(),
    market: 'NO',
    invoiceAddress: osloAddress,
  });
  const create = (token: string | undefined, input: object = body()) =>
    api.post('/api/customer/create', { token, body: input });
  const change = (token: string, input: object) =>
    api.post('/api/customer/change-contact-relation', { token, body: input });

  it('lets an active member register a further company and become its admin, card only', async () => {
    const first = await createCompanyWithPeople(database);
    // The role in the first company does not matter: the new company is the person's own act.
    const res = await create(first.viewer.token);
    expect(res.statusCode, res.body).toBe(200);
    const company = res.json();
    expect(company).toMatchObject({
      name: 'Bakeri Nord AS',
      market: 'NO',
      markets: ['NO'],
      creditLimit: { amount: 0, currency: 'NOK' },
    });
    const memberships = await database.db
      .select()
      .from(companyContacts)
      .where(eq(companyContacts.contactId, first.viewer.contact.id));
    expect(memberships.map((m) => [m.companyId, m.role, m.isActive]).sort()).toEqual(
      [
        [first.company.id, 'viewer', true],
        [company.customerId, 'admin', true],
      ].sort(),
    );
    // At once an admin there (a company call needing admin), and still a viewer of the first company.
    const renamed = await api.put('/api/customer/update-customer', {
      token: first.viewer.token,
      body: { customerId: company.customerId, phone: '+4722334455' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const refused = await api.put('/api/customer/update-customer', {
      token: first.viewer.token,
      body: { customerId: first.company.id, phone: '+4722334455' },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('refuses a person whose only membership is an invitation not yet accepted (422 no_company_access)', async () => {
    const { company, admin } = await createCompanyWithPeople(database);
    const person = await createContact(database);
    const invited = await api.post('/api/customer/create-contact', {
      token: admin.token,
      body: { customerId: company.id, role: 'admin', email: person.email, firstName: 'Ida', lastName: 'Inv' },
    });
    expect(invited.json().member.status).toBe('invited');
    const { accessToken } = await signIn(database, person);
    const res = await create(accessToken);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('no_company_access');
    expect(await membershipsOf(person.id)).toEqual([[company.id, false]]);
  });

  it('refuses a deactivated member, and admits them again once reactivated', async () => {
    const { company, admin, buyer } = await createCompanyWithPeople(database);
    const off = await change(admin.token, { customerId: company.id, contactId: buyer.contact.id, isActive: false });
    expect(off.json().member.status).toBe('inactive');
    const refused = await create(buyer.token);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('no_company_access');
    expect(await membershipsOf(buyer.contact.id)).toEqual([[company.id, false]]);

    const on = await change(admin.token, { customerId: company.id, contactId: buyer.contact.id, isActive: true });
    expect(on.json().member.status).toBe('active');
    expect((await create(buyer.token)).statusCode).toBe(200);
  });

  it('sends a person without any company to initcompany (422 no_company_access), writing nothing', async () => {
    const { contact, token } = await signedInPerson();
    const input = body();
    const res = await create(token, input);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'no_company_access', detail: expect.stringContaining('initcompany') });
    const written = await database.db.select().from(companies).where(eq(companies.orgNumber, input.orgNumber));
    expect(written).toEqual([]);
    expect((await api.post('/api/customer/initcompany', { token, body: input })).statusCode).toBe(200);
    expect(await membershipsOf(contact.id)).toHaveLength(1);
  });

  it('checks the company as initcompany does (400 fields, 422 org number)', async () => {
    const { buyer } = await createCompanyWithPeople(database);
    const bad = await create(buyer.token, { ...body(), name: '', invoiceAddress: undefined });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { path: string }) => e.path)).toEqual(
      expect.arrayContaining(['body.name', 'body.invoiceAddress']),
    );
    const existing = await createCompany(database);
    const taken = await create(buyer.token, { ...body(), orgNumber: existing.orgNumber });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().code).toBe('org_number_taken');
  });

  it('needs a signed-in person (401), not the shared secret (403)', async () => {
    expect((await create(undefined)).statusCode).toBe(401);
    expect((await api.post('/api/customer/create', { secret: true, body: body() })).statusCode).toBe(403);
  });
});

/** A person's memberships as [company, active]. */
async function membershipsOf(contactId: string) {
  const rows = await database.db.select().from(companyContacts).where(eq(companyContacts.contactId, contactId));
  return rows.map((m) => [m.companyId, m.isActive]);
}

describe('POST /api/customer/create-customer-only (secret)', () => {
  it('creates a company with credit, markets and a contract price list', async () => {
    const [list] = await database.db
      .insert(priceLists)
      .values({ code: `CONTRACT-${randomUUID()}`, name: 'Avtale', kind: 'contract', market: 'NO', currency: 'NOK' })
      .returning();
    const res = await api.post('/api/customer/create-customer-only', {
      secret: true,
      body: {
        name: 'ERP Kunde AS',
        orgNumber: norwegianOrgNumber(),
        market: 'NO',
        markets: ['DK'],
        creditLimit: 100_000_00,
        priceListCode: list!.code,
        emailDomain: 'ERP-kunde.no',
        invoiceAddress: osloAddress,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      markets: ['NO', 'DK'],
      creditLimit: { amount: 10_000_000, currency: 'NOK' },
      priceListId: list!.id,
      emailDomain: 'erp-kunde.no',
    });
  });

  it('refuses a person token (403) and no credentials (401)', async () => {
    const { admin } = await createCompanyWithPeople(database);
    const body = { name: 'X AS', orgNumber: norwegianOrgNumber(), market: 'NO', invoiceAddress: osloAddress };
    const person = await api.post('/api/customer/create-customer-only', { token: admin.token, body });
    expect(person.statusCode).toBe(403);
    expect((await api.post('/api/customer/create-customer-only', { body })).statusCode).toBe(401);
  });

  it('answers 400 for a negative credit limit and 422 for a taken org number', async () => {
    const existing = await createCompany(database);
    const body = { name: 'X AS', orgNumber: existing.orgNumber, market: 'NO', invoiceAddress: osloAddress };
    const bad = await api.post('/api/customer/create-customer-only', {
      secret: true,
      body: { ...body, creditLimit: -1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('body.creditLimit');
    const taken = await api.post('/api/customer/create-customer-only', { secret: true, body });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().code).toBe('org_number_taken');
  });
});

describe('PUT /api/customer/update-customer', () => {
  it("lets an admin edit the company's contact data", async () => {
    const { company, admin } = await createCompanyWithPeople(database);
    const res = await api.put('/api/customer/update-customer', {
      token: admin.token,
      body: {
        customerId: company.id,
        name: 'Nytt Navn AS',
        vatNumber: `NO${company.orgNumber}MVA`,
        phone: '+47 22 33 44 55',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Nytt Navn AS',
      vatNumber: `NO${company.orgNumber}MVA`,
      phone: '+47 22 33 44 55',
      creditLimit: { amount: company.creditLimit },
    });
    const cleared = await api.put('/api/customer/update-customer', {
      token: admin.token,
      body: { customerId: company.id, vatNumber: null },
    });
    expect(cleared.json().vatNumber).toBeNull();
  });

  it("prices an agent's new contract list or markets at once, and drops nothing for a save that kept them", async () => {
    const agent = await createAgent(database);
    const { company, agreed, priceNow } = await contractCase(database, api);
    const save = async (changes: object) => {
      const res = await api.put('/api/customer/update-customer', {
        token: agent.token,
        body: { customerId: company.id, name: company.name, markets: ['NO'], ...changes },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    const heard: string[] = [];
    const stop = watchInvalidations((namespace, scopes) => heard.push([namespace, ...scopes].join(' ')));
    try {
      expect(await priceNow()).toBe(10_000);
      await save({ priceListId: agreed.id });
      expect(await priceNow()).toBe(7_500);
      expect(heard).toEqual([`price co:${company.id}`]);

      // The form saved again with a new name, the same markets and list: the company's pricing stays kept.
      heard.length = 0;
      await save({ priceListId: agreed.id, name: 'Omdøpt AS' });
      expect(await priceNow()).toBe(7_500);
      expect(heard).toEqual([]);
      await save({ priceListId: null });
      expect(await priceNow()).toBe(10_000);
      expect(heard).toEqual([`price co:${company.id}`]);
    } finally {
      stop();
    }
  });

  describe('the e-mail domain (join requests by domain go to its company; issue 14 §9)', () => {
    const setDomain = (token: string, customerId: string, emailDomain: string | null) =>
      api.put('/api/customer/update-customer', { token, body: { customerId, emailDomain } });
    /** An admin whose own address is at `domain`, confirmed or not. */
    async function adminAt(domain: string, options: { verified: boolean }) {
      const people = await createCompanyWithPeople(database);
      const email = `sjef-${randomUUID().slice(0, 8)}@${domain}`;
      await database.db
        .update(contacts)
        .set({ email, emailVerifiedAt: options.verified ? new Date() : null })
        .where(eq(contacts.id, people.admin.contact.id));
      return people;
    }

    it("refuses another company's domain, the attack of the review (422 email_domain_taken)", async () => {
      const domain = `firma-${randomUUID().slice(0, 8)}.no`;
      const victim = await createCompanyWithPeople(database, { emailDomain: domain });
      const attacker = await adminAt(domain, { verified: true });
      const res = await setDomain(attacker.admin.token, attacker.company.id, domain.toUpperCase());
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('email_domain_taken');
      const [kept] = await database.db.select().from(companies).where(eq(companies.id, victim.company.id));
      expect(kept!.emailDomain).toBe(domain);
    });

    it('lets an admin claim only the domain of their own confirmed address', async () => {
      const domain = `eget-${randomUUID().slice(0, 8)}.no`;
      const unconfirmed = await adminAt(domain, { verified: false });
      const refused = await setDomain(unconfirmed.admin.token, unconfirmed.company.id, domain);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().code).toBe('email_domain_not_verified');

      const confirmed = await adminAt(domain, { verified: true });
      const elsewhere = await setDomain(confirmed.admin.token, confirmed.company.id, `annet-${domain}`);
      expect(elsewhere.json().code).toBe('email_domain_not_verified');
      const own = await setDomain(confirmed.admin.token, confirmed.company.id, domain);
      expect(own.statusCode).toBe(200);
      expect(own.json().emailDomain).toBe(domain);
      // Sending it again, or clearing it, needs no proof.
      expect((await setDomain(confirmed.admin.token, confirmed.company.id, domain)).statusCode).toBe(200);
      const cleared = await setDomain(confirmed.admin.token, confirmed.company.id, null);
      expect(cleared.json().emailDomain).toBeNull();
    });

    it('refuses webmail domains, also for agents; an agent sets any free domain', async () => {
      const people = await adminAt('gmail.com', { verified: true });
      const webmail = await setDomain(people.admin.token, people.company.id, 'gmail.com');
      expect(webmail.statusCode).toBe(422);
      expect(webmail.json().code).toBe('email_domain_public');
      const agent = await createAgent(database);
      expect((await setDomain(agent.token, people.company.id, 'outlook.com')).json().code).toBe('email_domain_public');
      const free = `kunde-${randomUUID().slice(0, 8)}.no`;
      const set = await setDomain(agent.token, people.company.id, free);
      expect(set.statusCode).toBe(200);
      const other = await createCompanyWithPeople(database);
      expect((await setDomain(agent.token, other.company.id, free)).json().code).toBe('email_domain_taken');
    });
  });

  it('keeps credit, blocking, markets and price list for agents (403 for admins)', async () => {
    const { company, admin } = await createCompanyWithPeople(database);
    const res = await api.put('/api/customer/update-customer', {
      token: admin.token,
      body: { customerId: company.id, creditLimit: 1_000_000_00 },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('forbidden');
  });

  it('lets an agent set credit, block with a reason, and change markets', async () => {
    const { company } = await createCompanyWithPeople(database);
    const agent = await createAgent(database);
    const res = await api.put('/api/customer/update-customer', {
      token: agent.token,
      body: {
        customerId: company.id,
        creditLimit: 0,
        isBlocked: true,
        blockedReason: 'Overdue invoices',
        markets: ['SE'],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      creditLimit: { amount: 0 },
      isBlocked: true,
      blockedReason: 'Overdue invoices',
      markets: ['NO', 'SE'],
    });
    const unblocked = await api.put('/api/customer/update-customer', {
      token: agent.token,
      body: { customerId: company.id, isBlocked: false },
    });
    expect(unblocked.json()).toMatchObject({ isBlocked: false, blockedReason: null });
  });

  it('answers 400 when blocking without a reason', async () => {
    const { company } = await createCompanyWithPeople(database);
    const agent = await createAgent(database);
    const res = await api.put('/api/customer/update-customer', {
      token: agent.token,
      body: { customerId: company.id, isBlocked: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('body.blockedReason');
    await api.put('/api/customer/update-customer', {
      token: agent.token,
      body: { customerId: company.id, isBlocked: true, blockedReason: 'Konkurs' },
    });
    const cleared = await api.put('/api/customer/update-customer', {
      token: agent.token,
      body: { customerId: company.id, blockedReason: null },
    });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json().errors[0].path).toBe('body.blockedReason');
  });

  it('refuses to drop a market an address uses, a wrong VAT number and an unknown price list (422)', async () => {
    const { company, admin } = await createCompanyWithPeople(database, { markets: ['NO', 'SE'] });
    await database.db.insert(addresses).values({
      companyId: company.id,
      type: 'delivery',
      name: 'Lager',
      line1: 'Hamngatan 1',
      zipCode: '111 47',
      city: 'Stockholm',
      country: 'SE',
    });
    const agent = await createAgent(database);
    const drop = await api.put('/api/customer/update-customer', {
      token: agent.token,
      lang: 'en',
      body: { customerId: company.id, markets: ['NO'] },
    });
    expect(drop.statusCode).toBe(422);
    expect(drop.json()).toMatchObject({ code: 'market_in_use', markets: ['SE'] });
    const vat = await api.put('/api/customer/update-customer', {
      token: admin.token,
      body: { customerId: company.id, vatNumber: 'NO000000000MVA' },
    });
    expect(vat.json().code).toBe('vat_number_invalid');
    const list = await api.put('/api/customer/update-customer', {
      token: agent.token,
      body: { customerId: company.id, priceListId: randomUUID() },
    });
    expect(list.json().code).toBe('price_list_unknown');
  });

  it('needs an admin (403 for a buyer) and hides other companies (404)', async () => {
    const { company, buyer } = await createCompanyWithPeople(database);
    const other = await createCompanyWithPeople(database);
    const asBuyer = await api.put('/api/customer/update-customer', {
      token: buyer.token,
      body: { customerId: company.id, name: 'Hijack' },
    });
    expect(asBuyer.statusCode).toBe(403);
    const acrossCompanies = await api.put('/api/customer/update-customer', {
      token: other.admin.token,
      body: { customerId: company.id, name: 'Hijack' },
    });
    expect(acrossCompanies.statusCode).toBe(404);
    const anonymous = await api.put('/api/customer/update-customer', {
      body: { customerId: company.id, name: 'Hijack' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 404 when an agent names an unknown company', async () => {
    const agent = await createAgent(database);
    const res = await api.put('/api/customer/update-customer', {
      token: agent.token,
      body: { customerId: randomUUID(), name: 'Ghost' },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('reading a company', () => {
  it('GET /company/{companyId} answers the web server, 404 for unknown ids', async () => {
    const company = await createCompany(database);
    const res = await api.get(`/company/${company.id}`, { secret: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ customerId: company.id, customerNumber: company.customerNumber });
    const unknown = await api.get(`/company/${randomUUID()}`, { secret: true, lang: 'en' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().title).toBe('What you asked for was not found.');
    expect((await api.get('/company/not-a-uuid', { secret: true })).statusCode).toBe(400);
  });

  it('GET /company/{companyId} refuses person tokens (403) and anonymous calls (401)', async () => {
    const { company, admin } = await createCompanyWithPeople(database);
    expect((await api.get(`/company/${company.id}`, { token: admin.token })).statusCode).toBe(403);
    expect((await api.get(`/company/${company.id}`)).statusCode).toBe(401);
  });

  it('GET /api/customers/{customerId} serves members of any role, and no one else', async () => {
    const { company, viewer } = await createCompanyWithPeople(database);
    const other = await createCompanyWithPeople(database);
    const res = await api.get(`/api/customers/${company.id}`, { token: viewer.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe(company.name);
    const across = await api.get(`/api/customers/${company.id}`, { token: other.viewer.token });
    expect(across.statusCode).toBe(404);
  });
});
