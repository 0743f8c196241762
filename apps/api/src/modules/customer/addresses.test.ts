import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testClient } from '../../../test/client';
import { createAgent, createCompanyWithPeople } from '../../../test/factories';
import { createTestApp } from '../../../test/helper';

const { app, database } = await createTestApp();
const api = testClient(app);

const delivery = {
  name: 'Lager Alnabru',
  line1: 'Alnabruveien 10',
  zipCode: '0668',
  city: 'Oslo',
  country: 'NO',
  contactName: 'Per Lager',
  deliveryInstructions: 'Port 3, ring på',
};

async function addAddress(token: string, body: Record<string, unknown>, lang?: 'nb' | 'en') {
  return api.post('/api/customer/add-address', { token, body, lang });
}

describe('POST /api/customer/add-address', () => {
  it('lets a buyer add delivery addresses; the first becomes the default', async () => {
    const { company, buyer } = await createCompanyWithPeople(database);
    const first = await addAddress(buyer.token, { customerId: company.id, type: 'delivery', ...delivery });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ customerId: company.id, type: 'delivery', isDefault: true, ...delivery });
    const second = await addAddress(buyer.token, { customerId: company.id, type: 'delivery', ...delivery, name: 'B' });
    expect(second.json().isDefault).toBe(false);
    const third = await addAddress(buyer.token, {
      customerId: company.id,
      type: 'delivery',
      ...delivery,
      name: 'C',
      isDefault: true,
    });
    expect(third.json().isDefault).toBe(true);
    const list = (await api.get(`/api/customer/list-addresses/${company.id}`, { token: buyer.token })).json();
    const defaults = list.addresses.filter(
      (a: { type: string; isDefault: boolean }) => a.type === 'delivery' && a.isDefault,
    );
    expect(defaults).toEqual([expect.objectContaining({ addressId: third.json().addressId })]);
  });

  it('needs an admin for invoice addresses (403 for a buyer), and a buyer for any (403 viewer)', async () => {
    const { company, admin, buyer, viewer } = await createCompanyWithPeople(database);
    const invoice = { customerId: company.id, type: 'invoice', ...delivery };
    expect((await addAddress(buyer.token, invoice)).statusCode).toBe(403);
    expect((await addAddress(admin.token, invoice)).statusCode).toBe(200);
    const asViewer = await addAddress(viewer.token, { ...invoice, type: 'delivery' }, 'en');
    expect(asViewer.statusCode).toBe(403);
    expect(asViewer.json().title).toBe('You do not have access to this.');
  });

  it("checks the zip code per country and the company's markets (422)", async () => {
    const { company, buyer } = await createCompanyWithPeople(database, { markets: ['NO', 'SE'] });
    const base = { customerId: company.id, type: 'delivery', ...delivery };
    const badZip = await addAddress(buyer.token, { ...base, zipCode: '066' }, 'en');
    expect(badZip.statusCode).toBe(422);
    expect(badZip.json()).toMatchObject({
      code: 'zip_code_invalid',
      title: 'The zip code is not valid for the country.',
    });
    const swedish = await addAddress(buyer.token, { ...base, country: 'SE', zipCode: '411 05', city: 'Göteborg' });
    expect(swedish.statusCode).toBe(200);
    const danish = await addAddress(buyer.token, { ...base, country: 'DK', zipCode: '1051' }, 'nb');
    expect(danish.statusCode).toBe(422);
    expect(danish.json()).toMatchObject({ code: 'market_not_allowed', title: 'Kunden handler ikke i dette markedet.' });
  });

  it('lists every field problem (400)', async () => {
    const { company, buyer } = await createCompanyWithPeople(database);
    const res = await addAddress(buyer.token, { customerId: company.id, type: 'billing', zipCode: 1234 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toEqual(
      expect.arrayContaining(['body.type', 'body.name', 'body.line1', 'body.zipCode', 'body.city', 'body.country']),
    );
  });

  it('hides other companies (404) and needs a sign-in (401)', async () => {
    const { company } = await createCompanyWithPeople(database);
    const other = await createCompanyWithPeople(database);
    const body = { customerId: company.id, type: 'delivery', ...delivery };
    expect((await addAddress(other.admin.token, body)).statusCode).toBe(404);
    expect((await api.post('/api/customer/add-address', { body })).statusCode).toBe(401);
    expect((await api.post('/api/customer/add-address', { body, secret: true })).statusCode).toBe(403);
  });
});

describe('PATCH /api/customer/edit-address', () => {
  const edit = (token: string, body: Record<string, unknown>) =>
    api.patch('/api/customer/edit-address', { token, body });

  it('edits fields, clears optional ones, and moves the default', async () => {
    const { company, buyer } = await createCompanyWithPeople(database);
    const a = (await addAddress(buyer.token, { customerId: company.id, type: 'delivery', ...delivery })).json();
    const b = (
      await addAddress(buyer.token, { customerId: company.id, type: 'delivery', ...delivery, name: 'B' })
    ).json();
    const res = await edit(buyer.token, {
      customerId: company.id,
      addressId: b.addressId,
      line1: 'Ny vei 2',
      deliveryInstructions: null,
      isDefault: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ line1: 'Ny vei 2', deliveryInstructions: null, isDefault: true, name: 'B' });
    const list = (await api.get(`/api/customer/list-addresses/${company.id}`, { token: buyer.token })).json();
    const old = list.addresses.find((x: { addressId: string }) => x.addressId === a.addressId);
    expect(old.isDefault).toBe(false);
  });

  it('needs an admin for the invoice address, and checks zip codes (422)', async () => {
    const { company, admin, buyer } = await createCompanyWithPeople(database);
    const invoice = (await api.get(`/api/customer/get-invoiceaddress/${company.id}`, { token: buyer.token })).json();
    const body = { customerId: company.id, addressId: invoice.addressId, city: 'Bergen', zipCode: '5003' };
    expect((await edit(buyer.token, body)).statusCode).toBe(403);
    const ok = await edit(admin.token, body);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ city: 'Bergen', zipCode: '5003' });
    const badZip = await edit(admin.token, { ...body, zipCode: 'ABCD' });
    expect(badZip.statusCode).toBe(422);
    expect(badZip.json().code).toBe('zip_code_invalid');
  });

  it("answers 404 for another company's address, also under one's own customerId", async () => {
    const mine = await createCompanyWithPeople(database);
    const theirs = await createCompanyWithPeople(database);
    const foreign = (
      await addAddress(theirs.buyer.token, { customerId: theirs.company.id, type: 'delivery', ...delivery })
    ).json();
    const res = await edit(mine.admin.token, { customerId: mine.company.id, addressId: foreign.addressId, name: 'X' });
    expect(res.statusCode).toBe(404);
    // An agent passes the access check, but the address must still belong to the named company.
    const agent = await createAgent(database);
    const mismatch = await edit(agent.token, { customerId: mine.company.id, addressId: foreign.addressId, name: 'X' });
    expect(mismatch.statusCode).toBe(404);
    const unknown = await edit(mine.admin.token, { customerId: mine.company.id, addressId: randomUUID(), name: 'X' });
    expect(unknown.statusCode).toBe(404);
  });

  it('answers 400 for a malformed body and 401 without sign-in', async () => {
    const { company, buyer } = await createCompanyWithPeople(database);
    const bad = await edit(buyer.token, { customerId: company.id, addressId: 'x', isDefault: false });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { path: string }) => e.path)).toEqual(
      expect.arrayContaining(['body.addressId', 'body.isDefault']),
    );
    const anonymous = await api.patch('/api/customer/edit-address', {
      body: { customerId: company.id, addressId: randomUUID() },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('DELETE /api/customer/delete-address', () => {
  const remove = (token: string, query: Record<string, string>, lang?: 'nb' | 'en') =>
    api.delete('/api/customer/delete-address', { token, query, lang });

  it('deletes a delivery address and passes the default on', async () => {
    const { company, buyer } = await createCompanyWithPeople(database);
    const a = (await addAddress(buyer.token, { customerId: company.id, type: 'delivery', ...delivery })).json();
    const b = (
      await addAddress(buyer.token, { customerId: company.id, type: 'delivery', ...delivery, name: 'B' })
    ).json();
    const res = await remove(buyer.token, { customerId: company.id, addressId: a.addressId });
    expect(res.statusCode).toBe(200);
    const left = res.json().addresses;
    expect(left.map((x: { addressId: string }) => x.addressId)).not.toContain(a.addressId);
    expect(left).toContainEqual(expect.objectContaining({ addressId: b.addressId, isDefault: true }));
    // Gone for every call: a second delete is 404.
    expect((await remove(buyer.token, { customerId: company.id, addressId: a.addressId })).statusCode).toBe(404);
  });

  it('keeps the last invoice address (422), in both languages', async () => {
    const { company, admin } = await createCompanyWithPeople(database);
    const invoice = (await api.get(`/api/customer/get-invoiceaddress/${company.id}`, { token: admin.token })).json();
    const nb = await remove(admin.token, { customerId: company.id, addressId: invoice.addressId }, 'nb');
    expect(nb.statusCode).toBe(422);
    expect(nb.json()).toMatchObject({ code: 'invoice_address_required', title: 'Kunden må ha en fakturaadresse.' });
    const en = await remove(admin.token, { customerId: company.id, addressId: invoice.addressId }, 'en');
    expect(en.json().title).toBe('The customer must keep an invoice address.');

    const second = (await addAddress(admin.token, { customerId: company.id, type: 'invoice', ...delivery })).json();
    const ok = await remove(admin.token, { customerId: company.id, addressId: invoice.addressId });
    expect(ok.statusCode).toBe(200);
    const now = (await api.get(`/api/customer/get-invoiceaddress/${company.id}`, { token: admin.token })).json();
    expect(now).toMatchObject({ addressId: second.addressId, isDefault: true });
  });

  it('needs the address (422 parameter_required; optional in the spec) and an admin for invoice addresses (403)', async () => {
    const { company, admin, buyer } = await createCompanyWithPeople(database);
    const missing = await remove(buyer.token, { customerId: company.id });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ code: 'parameter_required' });
    expect(missing.json().errors).toEqual([expect.objectContaining({ path: 'querystring.addressId' })]);
    // customerId is the caller's one company when left out.
    const { addressId } = (
      await addAddress(admin.token, { customerId: company.id, type: 'delivery', ...delivery })
    ).json();
    const withoutCompany = await remove(buyer.token, { addressId });
    expect(withoutCompany.statusCode, withoutCompany.body).toBe(200);
    await addAddress(admin.token, { customerId: company.id, type: 'invoice', ...delivery });
    const invoice = (await api.get(`/api/customer/get-invoiceaddress/${company.id}`, { token: buyer.token })).json();
    expect((await remove(buyer.token, { customerId: company.id, addressId: invoice.addressId })).statusCode).toBe(403);
  });

  it("answers 404 for another company's address and 401 without sign-in", async () => {
    const mine = await createCompanyWithPeople(database);
    const theirs = await createCompanyWithPeople(database);
    const foreign = (
      await addAddress(theirs.buyer.token, { customerId: theirs.company.id, type: 'delivery', ...delivery })
    ).json();
    const res = await remove(mine.admin.token, { customerId: mine.company.id, addressId: foreign.addressId });
    expect(res.statusCode).toBe(404);
    const direct = await remove(mine.admin.token, { customerId: theirs.company.id, addressId: foreign.addressId });
    expect(direct.statusCode).toBe(404);
    const anonymous = await api.delete('/api/customer/delete-address', {
      query: { customerId: theirs.company.id, addressId: foreign.addressId },
    });
    expect(anonymous.statusCode).toBe(401);
    // The address is still there.
    const list = await api.get(`/api/customer/list-addresses/${theirs.company.id}`, {
      token: theirs.viewer.token,
    });
    expect(list.json().addresses).toContainEqual(expect.objectContaining({ addressId: foreign.addressId }));
  });
});

describe('reading addresses', () => {
  it('GET list-addresses and get-invoiceaddress serve any member of the company', async () => {
    const { company, viewer } = await createCompanyWithPeople(database);
    const list = await api.get(`/api/customer/list-addresses/${company.id}`, { token: viewer.token });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      customerId: company.id,
      addresses: [expect.objectContaining({ type: 'invoice' })],
    });
    const invoice = await api.get(`/api/customer/get-invoiceaddress/${company.id}`, {
      token: viewer.token,
    });
    expect(invoice.statusCode).toBe(200);
    expect(invoice.json()).toMatchObject({ type: 'invoice', isDefault: true, zipCode: '0155', city: 'Oslo' });
  });

  it('hide other companies (404), refuse malformed ids (400) and anonymous calls (401)', async () => {
    const { company } = await createCompanyWithPeople(database);
    const other = await createCompanyWithPeople(database);
    for (const path of ['list-addresses', 'get-invoiceaddress']) {
      const across = await api.get(`/api/customer/${path}/${company.id}`, {
        token: other.viewer.token,
        lang: 'en',
      });
      expect(across.statusCode).toBe(404);
      expect(across.json().title).toBe('What you asked for was not found.');
      expect(across.body).not.toContain(company.name);
      expect((await api.get(`/api/customer/${path}/x`, { token: other.viewer.token })).statusCode).toBe(400);
      expect((await api.get(`/api/customer/${path}/${company.id}`)).statusCode).toBe(401);
    }
  });
});
