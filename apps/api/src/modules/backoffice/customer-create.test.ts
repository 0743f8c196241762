// The back office creates a company and invites its first admin (docs/backoffice.md, "Customers"): who may, the org
// number's check for the market, duplicates, price list and sales rep, the invitation mail, the audit row; and the
// company page's lists (users with their state, invoices, quotes, carts, tickets, audit log).
import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testClient } from '../../../test/client';
import {
  createAgent,
  createCompanyWithPeople,
  createContact,
  createOrderRow,
  createPriceList,
  norwegianOrgNumber,
  swedishOrgNumber,
} from '../../../test/factories';
import { createTestApp } from '../../../test/helper';
import { invitationTokenFor, mailsTo } from '../../../test/mailbox';
import { auditEvents, carts, companies, contacts, invoices, quotes, tickets } from '../../db/schema';

const { app, database } = await createTestApp();
const db = database.db;
const admin = await createAgent(database, 'administrator');
const service = await createAgent(database, 'customer_service');
const catalog = await createAgent(database, 'catalog_manager');
const readOnly = await createAgent(database, 'read_only');
const api = testClient(app, { lang: 'en' });

const address = { name: 'Fjordkjøkken AS', line1: 'Kaigata 1', zipCode: '5003', city: 'Bergen', country: 'NO' };

/** A valid body: a new Norwegian company with a new admin. */
const bodyOf = (overrides: Record<string, unknown> = {}) => ({
  name: `Fjordkjøkken ${randomUUID().slice(0, 8)} AS`,
  orgNumber: norwegianOrgNumber(),
  market: 'NO',
  invoiceAddress: address,
  admin: { email: `admin-${randomUUID()}@fjord.example`, firstName: 'Frida', lastName: 'Fjord' },
  ...overrides,
});

const companyCount = async () => (await db.select({ n: count() }).from(companies))[0]!.n;

/** An invoice of 12.50 NOK for an order, issued at `issuedAt`. */
const invoiceRow = (companyId: string, orderId: string, issuedAt: Date, dueDate = '2026-04-30') => ({
  invoiceNumber: `T${randomUUID().slice(0, 8)}`,
  orderId,
  companyId,
  issuedAt,
  dueDate,
  currency: 'NOK',
  net: 1000,
  vat: [],
  gross: 1250,
  kid: '123',
  fileName: 'f.pdf',
  pdf: new Uint8Array([1]),
});

/** Flips the last digit of a valid number, which breaks its check digit. */
const badCheckDigit = (org: string) => org.slice(0, -1) + String((Number(org.at(-1)) + 1) % 10);

describe('POST /api/backoffice/customers', () => {
  it('creates the company with credit, price list, payment terms and sales rep, and invites its admin', async () => {
    const priceList = await createPriceList(database, { kind: 'contract' });
    const body = bodyOf({
      orgNumber: '923 609 016',
      creditLimit: 2_500_000,
      priceListId: priceList.id,
      paymentTermsDays: 14,
      salesRepId: service.contact.id,
      email: 'post@fjord.example',
    });
    const res = await api.post('/api/backoffice/customers', { token: service.token, body });
    expect(res.statusCode, res.body).toBe(200);
    const customer = res.json();
    expect(customer).toMatchObject({
      name: body.name,
      orgNumber: '923609016',
      market: 'NO',
      currency: 'NOK',
      creditLimit: { amount: 2_500_000, currency: 'NOK' },
      priceList: { id: priceList.id, code: priceList.code },
      paymentTermsDays: 14,
      salesRep: { contactId: service.contact.id, email: service.contact.email },
      contacts: [{ email: body.admin.email, role: 'admin', status: 'invited' }],
      addresses: [{ type: 'invoice', city: 'Bergen', isDefault: true }],
      invoices: [],
      quotes: [],
      carts: [],
      tickets: [],
    });
    // The invitation mail (the customer module's) went to the admin, with a link to accept.
    expect(await invitationTokenFor(database, body.admin.email)).toMatch(/.{20,}/);
    // Audited in the same transaction, with the values, by the agent; the invitation too.
    const [created] = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'company_created'), eq(auditEvents.entityId, customer.id)));
    expect(created).toMatchObject({
      actorContactId: service.contact.id,
      companyId: customer.id,
      entityType: 'company',
      before: null,
      after: {
        name: body.name,
        orgNumber: '923609016',
        creditLimit: 2_500_000,
        paymentTermsDays: 14,
        salesRepId: service.contact.id,
        admin: body.admin.email,
      },
    });
    expect(customer.auditLog.items.map((e: { action: string }) => e.action).sort()).toEqual([
      'company_created',
      'contact_invited',
    ]);
  });

  it('reuses an existing contact found by e-mail, leaving their name alone, and mails them in their language', async () => {
    const existing = await createContact(database);
    const body = bodyOf({ admin: { email: existing.email.toUpperCase(), firstName: 'Other', lastName: 'Name' } });
    const res = await api.post('/api/backoffice/customers', { token: service.token, body });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().contacts).toEqual([
      expect.objectContaining({ contactId: existing.id, role: 'admin', status: 'invited' }),
    ]);
    const [stored] = await db.select().from(contacts).where(eq(contacts.id, existing.id));
    expect(stored!.lastName).toBe(existing.lastName);
    const [mail] = await mailsTo(database, existing.email);
    expect(mail!.subject).toBe(`Du er invitert til ${body.name} i Engros`);
  });

  it('checks the org number of other markets by their own rule (SE: Luhn)', async () => {
    const org = swedishOrgNumber();
    const address = { name: 'Göta AB', line1: 'Storgatan 1', zipCode: '41101', city: 'Göteborg', country: 'SE' };
    const wrong = await api.post('/api/backoffice/customers', {
      token: admin.token,
      body: bodyOf({ market: 'SE', orgNumber: badCheckDigit(org), invoiceAddress: address }),
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().code).toBe('org_number_invalid');
    const right = await api.post('/api/backoffice/customers', {
      token: admin.token,
      body: bodyOf({ market: 'se', orgNumber: org, invoiceAddress: address }),
    });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json()).toMatchObject({ market: 'SE', currency: 'SEK', paymentTermsDays: 30, salesRep: null });
  });

  it('refuses a Norwegian org number with a wrong check digit and a taken one (422), writing nothing', async () => {
    const before = await companyCount();
    const wrong = await api.post('/api/backoffice/customers', {
      token: admin.token,
      body: bodyOf({ orgNumber: badCheckDigit(norwegianOrgNumber()) }),
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ code: 'org_number_invalid', market: 'NO' });

    const existing = await createCompanyWithPeople(database);
    const body = bodyOf({ orgNumber: existing.company.orgNumber });
    const taken = await api.post('/api/backoffice/customers', { token: admin.token, body });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().code).toBe('org_number_taken');
    expect(await companyCount()).toBe(before + 1); // only the factory's company
    expect(await mailsTo(database, body.admin.email)).toHaveLength(0);
  });

  it('gives the new company its assortment, offered in the form, shown on its page and audited', async () => {
    const made = await api.post('/api/backoffice/assortments', {
      token: catalog.token,
      body: { name: `Kantiner ${randomUUID().slice(0, 8)}`, rules: [] },
    });
    expect(made.statusCode, made.body).toBe(201);
    const assortment = made.json() as { id: string; name: string };
    const options = (await api.get('/api/backoffice/customer-options', { token: service.token })).json();
    expect(options.assortments).toContainEqual({ id: assortment.id, name: assortment.name });
    const res = await api.post('/api/backoffice/customers', {
      token: service.token,
      body: bodyOf({ assortmentId: assortment.id }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().assortment).toEqual({ id: assortment.id, name: assortment.name });
    const [row] = await db.select().from(companies).where(eq(companies.id, res.json().id));
    expect(row?.assortmentId).toBe(assortment.id);
    const [entry] = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, res.json().id), eq(auditEvents.action, 'company_created')));
    expect(entry?.after).toMatchObject({ assortmentId: assortment.id });
    // An unknown one: the field is named, and nothing is written.
    const before = await companyCount();
    const unknown = await api.post('/api/backoffice/customers', {
      token: service.token,
      body: bodyOf({ assortmentId: randomUUID() }),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([expect.objectContaining({ path: 'body.assortmentId' })]);
    expect(await companyCount()).toBe(before);
  });

  it('refuses an unknown price list and a sales rep who is not active staff (422)', async () => {
    const unknown = await api.post('/api/backoffice/customers', {
      token: admin.token,
      body: bodyOf({ priceListId: randomUUID() }),
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().code).toBe('price_list_unknown');
    const customer = await createContact(database);
    const inactive = await createContact(database, { staffRole: 'customer_service' });
    await db.update(contacts).set({ isActive: false }).where(eq(contacts.id, inactive.id));
    for (const salesRepId of [customer.id, inactive.id, randomUUID()]) {
      const res = await api.post('/api/backoffice/customers', { token: admin.token, body: bodyOf({ salesRepId }) });
      expect(res.statusCode, salesRepId).toBe(422);
      expect(res.json().code).toBe('sales_rep_not_staff');
    }
  });

  it('lists every field problem (400): missing admin, bad e-mail, negative credit, long terms', async () => {
    const before = await companyCount();
    for (const body of [
      bodyOf({ admin: undefined }),
      bodyOf({ admin: { email: 'not-an-address', firstName: 'A', lastName: 'B' } }),
      bodyOf({ creditLimit: -1 }),
      bodyOf({ paymentTermsDays: 365 }),
      bodyOf({ market: 'Norway' }),
      bodyOf({ name: '' }),
      bodyOf({ invoiceAddress: { ...address, zipCode: undefined } }),
    ]) {
      const res = await api.post('/api/backoffice/customers', { token: admin.token, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors.length).toBeGreaterThan(0);
    }
    expect(await companyCount()).toBe(before);
  });

  it('admits administrators and customer service only (403 for catalog and read-only staff and customers)', async () => {
    const people = await createCompanyWithPeople(database);
    for (const token of [catalog.token, readOnly.token, people.admin.token]) {
      const res = await api.post('/api/backoffice/customers', { token, body: bodyOf() });
      expect(res.statusCode).toBe(403);
    }
    expect((await api.post('/api/backoffice/customers', { body: bodyOf() })).statusCode).toBe(401);
  });
});

describe('GET /api/backoffice/customer-options', () => {
  it('lists markets, contract price lists and active staff for every staff role', async () => {
    const contract = await createPriceList(database, { kind: 'contract' });
    const list = await createPriceList(database, { kind: 'list' });
    for (const token of [admin.token, service.token, catalog.token, readOnly.token]) {
      const res = await api.get('/api/backoffice/customer-options', { token });
      expect(res.statusCode).toBe(200);
      const options = res.json();
      expect(options.markets.map((m: { code: string }) => m.code)).toEqual(expect.arrayContaining(['NO', 'SE', 'DK']));
      const ids = options.priceLists.map((p: { id: string }) => p.id);
      expect(ids).toContain(contract.id);
      expect(ids).not.toContain(list.id);
      expect(options.salesReps.map((p: { contactId: string }) => p.contactId)).toEqual(
        expect.arrayContaining([admin.contact.id, service.contact.id, catalog.contact.id]),
      );
    }
    const people = await createCompanyWithPeople(database);
    expect((await api.get('/api/backoffice/customer-options', { token: people.admin.token })).statusCode).toBe(403);
  });
});

describe('GET /api/backoffice/customers/:customerId (the lists)', () => {
  it('shows invoices, quotes, open carts, tickets, member states and the audit log', async () => {
    const people = await createCompanyWithPeople(database);
    const companyId = people.company.id;
    const order = await createOrderRow(database, companyId, people.buyer.contact.id);
    await db.insert(invoices).values(invoiceRow(companyId, order.id, new Date('2026-03-01T10:00:00Z'), '2026-03-31'));
    // A quote freezes a cart of kind 'quote'.
    const [quoteCart] = await db
      .insert(carts)
      .values({ companyId, contactId: people.buyer.contact.id, market: 'NO', currency: 'NOK', kind: 'quote' })
      .returning();
    await db.insert(quotes).values({
      companyId,
      contactId: people.buyer.contact.id,
      cartId: quoteCart!.id,
      market: 'NO',
      currency: 'NOK',
    });
    await db.insert(tickets).values({
      companyId,
      contactId: people.buyer.contact.id,
      subject: 'Missing pallet',
      body: 'One pallet short',
      category: 'delivery',
    });
    await api.patch(`/api/backoffice/customers/${companyId}`, {
      token: service.token,
      body: { creditLimit: 1_000, reason: 'Review' },
    });

    const res = await api.get(`/api/backoffice/customers/${companyId}`, { token: readOnly.token });
    expect(res.statusCode, res.body).toBe(200);
    const customer = res.json();
    expect(customer.invoices).toMatchObject([{ orderId: order.id, gross: 1250, dueDate: '2026-03-31', paidAt: null }]);
    expect(customer.quotes).toMatchObject([{ status: 'requested', requestedBy: expect.any(String) }]);
    expect(customer.tickets).toMatchObject([{ subject: 'Missing pallet', status: 'open' }]);
    expect(customer.carts).toEqual([]);
    // The standing change is audited with auditChange: before and after of the changed fields only.
    expect(customer.auditLog.items[0]).toMatchObject({
      action: 'company_updated',
      entityType: 'company',
      entityId: companyId,
      actorContactId: service.contact.id,
      before: { creditLimit: expect.any(Number) },
      after: { creditLimit: 1_000 },
      details: { reason: 'Review' },
    });
    // Every staff role reads the page: clients' addresses and browsers stay in the whole log (administrators).
    expect(customer.auditLog.items.every((e: { ip: unknown; userAgent: unknown }) => !e.ip && !e.userAgent)).toBe(true);
  });
});

describe('PATCH /api/backoffice/customers/:customerId/terms', () => {
  const patch = (companyId: string, token: string | undefined, body: Record<string, unknown>) =>
    api.patch(`/api/backoffice/customers/${companyId}/terms`, { token, body });
  const auditRows = (companyId: string) =>
    db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, companyId), eq(auditEvents.action, 'company_updated')));

  it('changes the payment terms and the sales rep, audited with before and after', async () => {
    const people = await createCompanyWithPeople(database);
    const companyId = people.company.id;
    const res = await patch(companyId, service.token, { paymentTermsDays: 45, salesRepId: catalog.contact.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: companyId,
      paymentTermsDays: 45,
      salesRep: { contactId: catalog.contact.id, email: catalog.contact.email },
    });
    const [row] = await auditRows(companyId);
    expect(row).toMatchObject({
      actorContactId: service.contact.id,
      companyId,
      before: { paymentTermsDays: 30, salesRepId: null },
      after: { paymentTermsDays: 45, salesRepId: catalog.contact.id },
    });
    // One field at a time; null takes the sales rep away. Only what changed is in the row.
    const cleared = await patch(companyId, admin.token, { salesRepId: null });
    expect(cleared.json()).toMatchObject({ paymentTermsDays: 45, salesRep: null });
    const rows = await auditRows(companyId);
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.id !== row!.id)).toMatchObject({
      actorContactId: admin.contact.id,
      before: { salesRepId: catalog.contact.id },
      after: { salesRepId: null },
    });
    // The same values again: the page, and no audit row (nothing changed).
    expect((await patch(companyId, service.token, { paymentTermsDays: 45 })).statusCode).toBe(200);
    expect(await auditRows(companyId)).toHaveLength(2);
    const [stored] = await db.select().from(companies).where(eq(companies.id, companyId));
    expect(stored).toMatchObject({ paymentTermsDays: 45, salesRepId: null });
  });

  it('refuses a sales rep who is not active staff (422) and bad bodies (400), changing nothing', async () => {
    const people = await createCompanyWithPeople(database);
    const companyId = people.company.id;
    const inactive = await createContact(database, { staffRole: 'customer_service' });
    await db.update(contacts).set({ isActive: false }).where(eq(contacts.id, inactive.id));
    for (const salesRepId of [people.buyer.contact.id, inactive.id, randomUUID()]) {
      const res = await patch(companyId, service.token, { paymentTermsDays: 10, salesRepId });
      expect(res.statusCode, salesRepId).toBe(422);
      expect(res.json().code).toBe('sales_rep_not_staff');
    }
    for (const body of [
      {},
      { paymentTermsDays: 121 },
      { paymentTermsDays: -1 },
      { paymentTermsDays: 1.5 },
      { salesRepId: 'x' },
    ]) {
      const res = await patch(companyId, service.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors.length).toBeGreaterThan(0);
    }
    const [stored] = await db.select().from(companies).where(eq(companies.id, companyId));
    expect(stored).toMatchObject({ paymentTermsDays: 30, salesRepId: null });
    expect(await auditRows(companyId)).toEqual([]);
    expect((await patch(randomUUID(), service.token, { paymentTermsDays: 10 })).statusCode).toBe(404);
  });

  it('keeps a sales rep who has left when only the terms change', async () => {
    const people = await createCompanyWithPeople(database);
    const rep = await createContact(database, { staffRole: 'customer_service' });
    expect((await patch(people.company.id, admin.token, { salesRepId: rep.id })).statusCode).toBe(200);
    await db.update(contacts).set({ isActive: false }).where(eq(contacts.id, rep.id));
    const res = await patch(people.company.id, service.token, { paymentTermsDays: 20, salesRepId: rep.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ paymentTermsDays: 20, salesRep: { contactId: rep.id } });
  });

  it('admits administrators and customer service only (403 for catalog and read-only staff and customers)', async () => {
    const people = await createCompanyWithPeople(database);
    for (const token of [catalog.token, readOnly.token, people.admin.token]) {
      expect((await patch(people.company.id, token, { paymentTermsDays: 10 })).statusCode).toBe(403);
    }
    expect((await patch(people.company.id, undefined, { paymentTermsDays: 10 })).statusCode).toBe(401);
    expect((await patch(people.company.id, service.token, { paymentTermsDays: 10 })).statusCode).toBe(200);
  });
});

describe('GET /api/backoffice/customers/:customerId/{list} (paging the company page)', () => {
  it('pages each list with skip/take and the total; the company answer holds the first page and the totals', async () => {
    const people = await createCompanyWithPeople(database);
    const companyId = people.company.id;
    // 22 more people (25 in all), 12 orders, 12 tickets, 22 audit entries, 3 invoices.
    for (let i = 0; i < 22; i++) await createContact(database, { company: people.company, role: 'buyer' });
    const orderIds: string[] = [];
    for (let i = 0; i < 12; i++) orderIds.push((await createOrderRow(database, companyId, people.buyer.contact.id)).id);
    await db.insert(tickets).values(
      Array.from({ length: 12 }, (_, i) => ({
        companyId,
        contactId: people.buyer.contact.id,
        subject: `Sak ${i}`,
        body: 'Tekst',
        category: 'other' as const,
      })),
    );
    await db
      .insert(invoices)
      .values(orderIds.slice(0, 3).map((id, i) => invoiceRow(companyId, id, new Date(Date.UTC(2026, 2, 1 + i)))));
    for (let days = 1; days <= 22; days++) {
      const res = await api.patch(`/api/backoffice/customers/${companyId}/terms`, {
        token: service.token,
        body: { paymentTermsDays: days },
      });
      expect(res.statusCode).toBe(200);
    }

    const page = await api.get(`/api/backoffice/customers/${companyId}`, { token: readOnly.token });
    const customer = page.json();
    expect(customer.paging).toEqual({
      users: { total: 25, take: 20 },
      orders: { total: 12, take: 10 },
      invoices: { total: 3, take: 10 },
      quotes: { total: 0, take: 10 },
      carts: { total: 0, take: 10 },
      tickets: { total: 12, take: 10 },
      'audit-log': { total: 22, take: 20 },
    });
    expect([customer.contacts.length, customer.recentOrders.length, customer.tickets.length]).toEqual([20, 10, 10]);
    expect(customer.auditLog).toMatchObject({ total: 22, skip: 0, take: 20 });

    /** Every item of a list, a page at a time: no repeats, no gaps, the first page as in the company answer. */
    const walk = async (list: string, take: number, key: (item: Record<string, unknown>) => unknown) => {
      const seen: unknown[] = [];
      for (let skip = 0; ; skip += take) {
        const res = await api.get(`/api/backoffice/customers/${companyId}/${list}`, {
          token: readOnly.token,
          query: { skip: String(skip), take: String(take) },
        });
        expect(res.statusCode, res.body).toBe(200);
        const body = res.json() as { items: Record<string, unknown>[]; total: number; skip: number; take: number };
        expect(body).toMatchObject({ total: customer.paging[list].total, skip, take });
        seen.push(...body.items.map(key));
        if (body.items.length < take) break;
      }
      expect(seen).toHaveLength(customer.paging[list].total);
      expect(new Set(seen).size).toBe(seen.length);
      return seen;
    };
    expect((await walk('users', 20, (u) => u.contactId)).slice(0, 20)).toEqual(
      customer.contacts.map((u: { contactId: string }) => u.contactId),
    );
    expect((await walk('orders', 10, (o) => o.id)).sort()).toEqual([...orderIds].sort());
    const numbers = await walk('tickets', 5, (t) => t.number);
    expect(numbers).toEqual([...numbers].sort((a, b) => Number(b) - Number(a)));
    expect(await walk('invoices', 2, (i) => i.issuedAt)).toEqual([
      '2026-03-03T00:00:00.000Z',
      '2026-03-02T00:00:00.000Z',
      '2026-03-01T00:00:00.000Z',
    ]);
    const audit = await walk('audit-log', 20, (e) => e.id);
    expect(audit.slice(0, 20)).toEqual(customer.auditLog.items.map((e: { id: string }) => e.id));
    const last = await api.get(`/api/backoffice/customers/${companyId}/audit-log`, {
      token: readOnly.token,
      query: { skip: '20' },
    });
    expect(last.json().items.every((e: { ip: unknown; userAgent: unknown }) => !e.ip && !e.userAgent)).toBe(true);
    expect(await walk('quotes', 10, (q) => q.id)).toEqual([]);
    expect(await walk('carts', 10, (c) => c.id)).toEqual([]);
  });

  it('answers 404 for an unknown company, 400 for bad paging, 403 for customers and 401 without sign-in', async () => {
    const people = await createCompanyWithPeople(database);
    const url = `/api/backoffice/customers/${people.company.id}/tickets`;
    expect(
      (await api.get(`/api/backoffice/customers/${randomUUID()}/tickets`, { token: readOnly.token })).statusCode,
    ).toBe(404);
    const bad: Record<string, string>[] = [{ take: '0' }, { take: '101' }, { skip: '-1' }, { skip: 'x' }];
    for (const query of bad) {
      const res = await api.get(url, { token: readOnly.token, query });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
    }
    expect((await api.get(url, { token: people.admin.token })).statusCode).toBe(403);
    expect((await api.get(url)).statusCode).toBe(401);
    for (const token of [admin.token, service.token, catalog.token, readOnly.token]) {
      expect((await api.get(url, { token })).json()).toEqual({ items: [], total: 0, skip: 0, take: 10 });
    }
  });
});
