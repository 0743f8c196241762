import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testClient } from '../../../test/client';
import { createAgent, createCompanyWithPeople } from '../../../test/factories';
import { createTestApp } from '../../../test/helper';
import { consentEvents } from '../../db/schema';

const { app, database } = await createTestApp();
const api = testClient(app);

const url = (companyId: string) => `/api/customer/${companyId}/consents`;

describe('GET /api/customer/{customerId}/consents', () => {
  it('lists every consent type, unanswered ones as not granted', async () => {
    const { company, viewer } = await createCompanyWithPeople(database);
    const res = await api.get(url(company.id), { token: viewer.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      customerId: company.id,
      contactId: viewer.contact.id,
      consents: ['terms_of_sale', 'marketing_email', 'marketing_sms', 'newsletter', 'data_processing'].map((type) => ({
        type,
        isGranted: false,
        updatedAt: null,
      })),
      history: [],
    });
  });

  it('hides other companies (404), refuses malformed ids (400) and anonymous calls (401)', async () => {
    const { company } = await createCompanyWithPeople(database);
    const other = await createCompanyWithPeople(database);
    expect((await api.get(url(company.id), { token: other.admin.token })).statusCode).toBe(404);
    expect((await api.get(url('nope'), { token: other.admin.token })).statusCode).toBe(400);
    expect((await api.get(url(company.id))).statusCode).toBe(401);
    expect((await api.get(url(company.id), { secret: true })).statusCode).toBe(403);
  });

  it('answers 422 for staff outside the company: consents are a member’s own', async () => {
    const { company } = await createCompanyWithPeople(database);
    const agent = await createAgent(database);
    const res = await api.get(url(company.id), { token: agent.token, lang: 'en' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'contact_not_member',
      title: 'The contact does not belong to the customer.',
    });
  });
});

describe('POST /api/customer/{customerId}/consents', () => {
  it('records answers per person and company, and keeps the history of real changes only', async () => {
    const { company, buyer, viewer } = await createCompanyWithPeople(database);
    const first = await api.post(url(company.id), {
      token: buyer.token,
      body: {
        consents: [
          { type: 'terms_of_sale', isGranted: true },
          { type: 'newsletter', isGranted: false },
        ],
      },
    });
    expect(first.statusCode).toBe(200);
    const state = first.json();
    expect(state.consents).toContainEqual({ type: 'terms_of_sale', isGranted: true, updatedAt: expect.any(String) });
    // An explicit "no" is an answer: it gets a date, unlike a question never answered.
    expect(state.consents).toContainEqual({ type: 'newsletter', isGranted: false, updatedAt: expect.any(String) });
    expect(state.consents).toContainEqual({ type: 'marketing_sms', isGranted: false, updatedAt: null });
    expect(state.history).toHaveLength(2);

    // Same answers again: nothing new in the history.
    const same = await api.post(url(company.id), {
      token: buyer.token,
      body: { consents: [{ type: 'terms_of_sale', isGranted: true }] },
    });
    expect(same.json().history).toHaveLength(2);

    const withdrawn = await api.post(url(company.id), {
      token: buyer.token,
      body: { consents: [{ type: 'terms_of_sale', isGranted: false }] },
    });
    const after = withdrawn.json();
    expect(after.consents).toContainEqual(expect.objectContaining({ type: 'terms_of_sale', isGranted: false }));
    expect(after.history).toHaveLength(3);
    expect(after.history[0]).toMatchObject({ type: 'terms_of_sale', isGranted: false, source: 'web' });

    const read = await api.get(url(company.id), { token: buyer.token });
    expect(read.json()).toEqual(after);

    // Another person of the same company has their own consents.
    const theirs = await api.get(url(company.id), { token: viewer.token });
    expect(theirs.json().history).toEqual([]);
    const events = await database.db.select().from(consentEvents).where(eq(consentEvents.contactId, buyer.contact.id));
    expect(events).toHaveLength(3);
  });

  it('refuses unknown consent types (422) without recording anything, in both languages', async () => {
    const { company, buyer } = await createCompanyWithPeople(database);
    const body = {
      consents: [
        { type: 'newsletter', isGranted: true },
        { type: 'telepathy', isGranted: true },
      ],
    };
    const nb = await api.post(url(company.id), { token: buyer.token, body, lang: 'nb' });
    expect(nb.statusCode).toBe(422);
    expect(nb.json()).toMatchObject({
      code: 'consent_type_unknown',
      title: 'Ukjent samtykketype.',
      types: ['telepathy'],
    });
    const en = await api.post(url(company.id), { token: buyer.token, body, lang: 'en' });
    expect(en.json().title).toBe('Unknown consent type.');
    const state = (await api.get(url(company.id), { token: buyer.token })).json();
    expect(state.history).toEqual([]);
  });

  it('answers 400 for a malformed body or a type given twice', async () => {
    const { company, buyer } = await createCompanyWithPeople(database);
    const bad = await api.post(url(company.id), {
      token: buyer.token,
      body: { consents: [{ type: 'newsletter', isGranted: 'yes' }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('body.consents.0.isGranted');
    const twice = await api.post(url(company.id), {
      token: buyer.token,
      body: {
        consents: [
          { type: 'newsletter', isGranted: true },
          { type: 'newsletter', isGranted: false },
        ],
      },
    });
    expect(twice.statusCode).toBe(400);
    const empty = await api.post(url(company.id), { token: buyer.token, body: { consents: [] } });
    expect(empty.statusCode).toBe(400);
  });

  it('hides other companies (404) and needs a sign-in (401)', async () => {
    const { company } = await createCompanyWithPeople(database);
    const other = await createCompanyWithPeople(database);
    const body = { consents: [{ type: 'newsletter', isGranted: true }] };
    expect((await api.post(url(company.id), { token: other.buyer.token, body })).statusCode).toBe(404);
    expect((await api.post(url(company.id), { body })).statusCode).toBe(401);
  });
});
