import { describe, expect, it } from 'vitest';
import { testClient } from '../../../test/client';
import { createCompanyWithPeople } from '../../../test/factories';
import { createTestApp } from '../../../test/helper';

const { app, database } = await createTestApp();
const api = testClient(app);

describe('PUT /api/customer/my-locale', () => {
  it("stores the caller's own language, and only theirs", async () => {
    const { admin, buyer } = await createCompanyWithPeople(database);
    const res = await api.put('/api/customer/my-locale', { token: buyer.token, body: { locale: 'en' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ contactId: buyer.contact.id, locale: 'en' });
    const stored = await api.get(`/api/customer/get-contact/${buyer.contact.id}`, { secret: true });
    expect(stored.json().locale).toBe('en');
    const other = await api.get(`/api/customer/get-contact/${admin.contact.id}`, { secret: true });
    expect(other.json().locale).toBe(admin.contact.locale);

    const back = await api.put('/api/customer/my-locale', { token: buyer.token, body: { locale: 'nb' } });
    expect(back.json().locale).toBe('nb');
  });

  it('answers 400 for an unknown or missing language; a contactId in the body never picks another person', async () => {
    const { admin, buyer } = await createCompanyWithPeople(database);
    for (const body of [{ locale: 'de' }, {}]) {
      const res = await api.put('/api/customer/my-locale', { token: buyer.token, body });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
    const res = await api.put('/api/customer/my-locale', {
      token: buyer.token,
      body: { locale: 'en', contactId: admin.contact.id },
    });
    expect(res.json().contactId).toBe(buyer.contact.id);
    const other = await api.get(`/api/customer/get-contact/${admin.contact.id}`, { secret: true });
    expect(other.json().locale).toBe(admin.contact.locale);
  });

  it('answers 401 without a token and 403 for the shared secret', async () => {
    expect((await api.put('/api/customer/my-locale', { body: { locale: 'en' } })).statusCode).toBe(401);
    const secret = await api.put('/api/customer/my-locale', { secret: true, body: { locale: 'en' } });
    expect(secret.statusCode).toBe(403);
  });
});
