import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testClient } from '../../../test/client';
import { createPerson, link } from '../../../test/factories';
import { createTestApp } from '../../../test/helper';

const { app, database } = await createTestApp();
const api = testClient(app);

const home = {
  name: 'Kari Nordmann',
  line1: 'Bygdøy allé 5',
  zipCode: '0257',
  city: 'Oslo',
  country: 'NO',
  phone: '+47 911 11 111',
  deliveryInstructions: 'Leveres i postkassen',
};

const add = (token: string | undefined, body: Record<string, unknown>, lang?: 'nb' | 'en') =>
  api.post('/api/ardis/customer/add-address', { token, body, lang });
const edit = (token: string | undefined, body: Record<string, unknown>) =>
  api.post('/api/ardis/customer/edit-address', { token, body });
const list = (token: string | undefined, query: Record<string, string>) =>
  api.get('/api/ardis/customer/addresses', { token, query });
const getOne = (token: string | undefined, query: Record<string, string>) =>
  api.get('/api/ardis/customer/address', { token, query });
const remove = (token: string | undefined, query: Record<string, string>) =>
  api.delete('/api/ardis/customer/delete-address', { token, query });
const marketsOf = (token: string | undefined, addressId: string, query: Record<string, string> = {}) =>
  api.get(`/api/ardis/customer/address/${addressId}/markets`, { token, query });

describe('POST /api/ardis/customer/add-address', () => {
  it('adds private addresses; the first (or one asked to be) is the one default', async () => {
    const person = await createPerson(database);
    const first = await add(person.token, { pid: person.pid, ...home });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ pid: person.pid, isDefault: true, line2: null, ...home });
    const second = await add(person.token, { pid: person.pid, ...home, name: 'Hytta' });
    expect(second.json().isDefault).toBe(false);
    const third = await add(person.token, { pid: person.pid, ...home, name: 'Jobben', isDefault: true });
    expect(third.json().isDefault).toBe(true);
    const page = (await list(person.token, { pid: person.pid, skip: '0', take: '10' })).json();
    expect(page.total).toBe(3);
    expect(page.items.filter((a: { isDefault: boolean }) => a.isDefault)).toEqual([
      expect.objectContaining({ addressId: third.json().addressId }),
    ]);
    expect(page.items[0].addressId).toBe(third.json().addressId);
  });

  it("adds for a linked person, not for anyone else's pid (404)", async () => {
    const parent = await createPerson(database);
    const child = await createPerson(database);
    const stranger = await createPerson(database);
    await link(database, parent, child);
    const forChild = await add(parent.token, { pid: child.pid, ...home });
    expect(forChild.statusCode).toBe(200);
    expect((await list(child.token, { pid: child.pid, skip: '0', take: '5' })).json().total).toBe(1);
    expect((await add(parent.token, { pid: stranger.pid, ...home })).statusCode).toBe(404);
    expect((await add(parent.token, { pid: randomUUID(), ...home })).statusCode).toBe(404);
    expect((await list(stranger.token, { pid: stranger.pid, skip: '0', take: '5' })).json().total).toBe(0);
  });

  it('checks country and zip code (422), the fields (400 listing each) and the token (401)', async () => {
    const person = await createPerson(database);
    const zip = await add(person.token, { pid: person.pid, ...home, zipCode: '12345' }, 'en');
    expect(zip.statusCode).toBe(422);
    expect(zip.json()).toMatchObject({ code: 'zip_code_invalid', title: 'The zip code is not valid for the country.' });
    const market = await add(person.token, { pid: person.pid, ...home, country: 'US' });
    expect(market.statusCode).toBe(422);
    expect(market.json().code).toBe('market_unknown');
    const sweden = await add(person.token, { pid: person.pid, ...home, zipCode: '114 55', country: 'se' });
    expect(sweden.statusCode).toBe(200);
    expect(sweden.json().country).toBe('SE');
    const bad = await add(person.token, { pid: person.pid, name: '', line1: 'x', city: 'y', country: 'Norway' });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['body.country', 'body.name', 'body.zipCode']);
    expect((await add(undefined, { pid: person.pid, ...home })).statusCode).toBe(401);
    // Nothing half-written by the refused calls.
    expect((await list(person.token, { pid: person.pid, skip: '0', take: '5' })).json().total).toBe(1);
  });
});

describe('POST /api/ardis/customer/edit-address', () => {
  it('changes given fields, clears with null, and moves the default', async () => {
    const person = await createPerson(database);
    const a = (await add(person.token, { pid: person.pid, ...home })).json();
    const b = (await add(person.token, { pid: person.pid, ...home, name: 'B' })).json();
    const edited = await edit(person.token, {
      pid: person.pid,
      addressId: b.addressId,
      city: 'Bergen',
      zipCode: '5003',
      phone: null,
      isDefault: true,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'B', city: 'Bergen', zipCode: '5003', phone: null, isDefault: true });
    const old = await getOne(person.token, { pid: person.pid, addressId: a.addressId });
    expect(old.json()).toMatchObject({ isDefault: false, phone: home.phone });
  });

  it("refuses another person's address (404), a bad zip (422), bad fields (400) and no token (401)", async () => {
    const person = await createPerson(database);
    const other = await createPerson(database);
    const mine = (await add(person.token, { pid: person.pid, ...home })).json();
    const theirs = (await add(other.token, { pid: other.pid, ...home })).json();
    expect((await edit(person.token, { pid: person.pid, addressId: theirs.addressId, city: 'X' })).statusCode).toBe(
      404,
    );
    expect((await edit(person.token, { pid: other.pid, addressId: theirs.addressId, city: 'X' })).statusCode).toBe(404);
    const zip = await edit(person.token, { pid: person.pid, addressId: mine.addressId, zipCode: 'ABCD' });
    expect(zip.statusCode).toBe(422);
    expect(zip.json().code).toBe('zip_code_invalid');
    // Changing the country re-checks the stored zip code against the new country.
    expect((await edit(person.token, { pid: person.pid, addressId: mine.addressId, country: 'SE' })).statusCode).toBe(
      422,
    );
    const bad = await edit(person.token, { pid: person.pid, addressId: 'x', isDefault: false });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['body.addressId', 'body.isDefault']);
    expect((await edit(undefined, { pid: person.pid, addressId: mine.addressId })).statusCode).toBe(401);
    expect((await getOne(other.token, { pid: other.pid, addressId: theirs.addressId })).json().city).toBe('Oslo');
  });
});

describe('GET /api/ardis/customer/address and addresses', () => {
  it('pages the addresses and answers one', async () => {
    const person = await createPerson(database);
    for (const name of ['A', 'B', 'C']) await add(person.token, { pid: person.pid, ...home, name });
    const page = await list(person.token, { pid: person.pid, skip: '1', take: '1' });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ pid: person.pid, skip: 1, take: 1, total: 3 });
    expect(page.json().items.map((a: { name: string }) => a.name)).toEqual(['B']);
    const one = await getOne(person.token, { pid: person.pid, addressId: page.json().items[0].addressId });
    expect(one.statusCode).toBe(200);
    expect(one.json().name).toBe('B');
  });

  it('needs the address (422 parameter_required), the pid of the caller or a linked person (404), a token (401)', async () => {
    const person = await createPerson(database);
    const other = await createPerson(database);
    const theirs = (await add(other.token, { pid: other.pid, ...home })).json();
    const missing = await getOne(person.token, { pid: person.pid });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().code).toBe('parameter_required');
    expect(missing.json().errors).toEqual([expect.objectContaining({ path: 'querystring.addressId' })]);
    const paging = await list(person.token, { pid: person.pid, skip: '-1', take: '1000' });
    expect(paging.statusCode).toBe(400);
    expect(paging.json().errors).toHaveLength(2);
    expect((await list(person.token, { pid: other.pid, skip: '0', take: '5' })).statusCode).toBe(404);
    expect((await getOne(person.token, { pid: other.pid, addressId: theirs.addressId })).statusCode).toBe(404);
    expect((await getOne(person.token, { pid: person.pid, addressId: theirs.addressId })).statusCode).toBe(404);
    expect((await list(undefined, { pid: person.pid, skip: '0', take: '5' })).statusCode).toBe(401);
    expect((await getOne(undefined, { pid: person.pid, addressId: theirs.addressId })).statusCode).toBe(401);
  });
});

describe('DELETE /api/ardis/customer/delete-address', () => {
  it('deletes, passes the default on, and answers the rest', async () => {
    const person = await createPerson(database);
    const a = (await add(person.token, { pid: person.pid, ...home, name: 'A' })).json();
    const b = (await add(person.token, { pid: person.pid, ...home, name: 'B' })).json();
    const res = await remove(person.token, { pid: person.pid, addressId: a.addressId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 1, items: [{ addressId: b.addressId, isDefault: true }] });
    expect((await getOne(person.token, { pid: person.pid, addressId: a.addressId })).statusCode).toBe(404);
    expect((await remove(person.token, { pid: person.pid, addressId: a.addressId })).statusCode).toBe(404);
  });

  it("refuses another person's address (404), a missing address (422) and no token (401)", async () => {
    const person = await createPerson(database);
    const other = await createPerson(database);
    const theirs = (await add(other.token, { pid: other.pid, ...home })).json();
    expect((await remove(person.token, { pid: person.pid, addressId: theirs.addressId })).statusCode).toBe(404);
    expect((await remove(person.token, { pid: other.pid, addressId: theirs.addressId })).statusCode).toBe(404);
    // pid is the caller when left out; the address is needed.
    const missing = await remove(person.token, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual([expect.objectContaining({ path: 'querystring.addressId' })]);
    expect((await remove(undefined, { pid: other.pid, addressId: theirs.addressId })).statusCode).toBe(401);
    expect((await list(other.token, { pid: other.pid, skip: '0', take: '5' })).json().total).toBe(1);
  });
});

describe('GET /api/ardis/customer/address/{addressId}/markets', () => {
  it('answers the market whose routes serve the zip code, none for an unserved one', async () => {
    const person = await createPerson(database);
    const oslo = (await add(person.token, { pid: person.pid, ...home })).json();
    const res = await marketsOf(person.token, oslo.addressId, { pid: person.pid });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      addressId: oslo.addressId,
      markets: [{ market: 'NO', currency: 'NOK', area: { code: expect.any(String) } }],
    });
    expect(res.json().markets).toHaveLength(1);
    // pid defaults to the caller.
    expect((await marketsOf(person.token, oslo.addressId)).json().markets).toHaveLength(1);
    const svalbard = (
      await add(person.token, { pid: person.pid, ...home, zipCode: '9170', city: 'Longyearbyen' })
    ).json();
    expect((await marketsOf(person.token, svalbard.addressId)).json()).toEqual({
      addressId: svalbard.addressId,
      markets: [],
    });
  });

  it("refuses another person's address (404), a malformed id (400) and no token (401)", async () => {
    const person = await createPerson(database);
    const parent = await createPerson(database);
    await link(database, parent, person, 'guardian');
    const other = await createPerson(database);
    const mine = (await add(person.token, { pid: person.pid, ...home })).json();
    expect((await marketsOf(parent.token, mine.addressId, { pid: person.pid })).statusCode).toBe(200);
    expect((await marketsOf(parent.token, mine.addressId)).statusCode).toBe(404);
    expect((await marketsOf(other.token, mine.addressId)).statusCode).toBe(404);
    expect((await marketsOf(other.token, mine.addressId, { pid: person.pid })).statusCode).toBe(404);
    expect((await marketsOf(person.token, 'nope')).statusCode).toBe(400);
    expect((await marketsOf(undefined, mine.addressId)).statusCode).toBe(401);
  });
});
