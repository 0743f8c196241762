import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testClient } from '../../test/client';
import { createCompany, createContact, signIn } from '../../test/factories';
import { createTestDatabase, TEST_SECRET } from '../../test/helper';
import { owns, staffAccess } from '../lib/access';
import { registerErrorHandling } from '../lib/problem';
import { accessTokenKey, revokeAllForContact } from '../modules/auth';
import { signAccessToken } from '../modules/auth/tokens';
import { accessPlugin } from './access';

// The central access checks, on a small app with one route per mode.
const database = await createTestDatabase();
const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
app.setValidatorCompiler(validatorCompiler);
app.setSerializerCompiler(serializerCompiler);
await app.register(accessPlugin, { database, shopSecret: TEST_SECRET });
registerErrorHandling(app);
const companyOf = new Map<string, string>();
app.registerOwner('thing', async (_db, id) => (companyOf.has(id) ? { companyId: companyOf.get(id)! } : null));
app.registerOwner('mine', async (_db, id) => ({ contactId: id }));
const ok = async () => ({ ok: true });
for (const auth of ['public', 'optional', 'person', 'agent', 'secret', 'person-or-secret'] as const) {
  app.get(`/${auth}`, { config: { auth, staff: staffAccess.read } }, async (request) => ({
    caller: request.caller.kind,
  }));
}
// A back-office change for catalog staff, and a customer call that changes something (staff act on it by role).
app.post('/catalog-change', { config: { auth: 'agent', staff: staffAccess.catalog } }, ok);
app.get('/customer-read', async (request) => ({
  staffRole: request.caller.kind === 'person' && request.caller.staffRole,
}));
app.post('/customer-write', async (request) => ({
  staffRole: request.caller.kind === 'person' && request.caller.staffRole,
}));
app.get(
  '/things/:id',
  { config: { access: [owns('thing', 'params.id')] }, schema: { params: z.object({ id: z.string() }) } },
  ok,
);
app.post(
  '/things/:id/admin',
  { config: { access: [owns('thing', 'params.id', 'admin')] }, schema: { params: z.object({ id: z.string() }) } },
  ok,
);
app.get('/conflict', { config: { auth: 'public' } }, async () => {
  // What drizzle throws when a simultaneous request took a unique key first.
  throw Object.assign(new Error('Failed query'), {
    cause: Object.assign(new Error('duplicate key'), { code: '23505' }),
  });
});
app.get('/boom', { config: { auth: 'public' } }, async () => {
  throw new Error('secret internals');
});
app.get(
  '/mine',
  {
    config: { access: [owns('mine', 'query.contactId')] },
    schema: { querystring: z.object({ contactId: z.string() }) },
  },
  ok,
);
await app.ready();
afterAll(async () => {
  await app.close();
  await database.close();
});

const companyA = await createCompany(database);
const companyB = await createCompany(database);
const buyerA = await createContact(database, { company: companyA, role: 'buyer' });
const agent = await createContact(database, { staffRole: 'customer_service' });
const tokenA = (await signIn(database, buyerA)).accessToken;
const agentToken = (await signIn(database, agent)).accessToken;
const thingA = crypto.randomUUID();
const thingB = crypto.randomUUID();
companyOf.set(thingA, companyA.id);
companyOf.set(thingB, companyB.id);

const api = testClient(app);

describe('authentication by route mode', () => {
  it.each([
    ['public', {}, 200],
    ['optional', {}, 200],
    ['person', {}, 401],
    ['agent', {}, 401],
    ['secret', {}, 401],
    ['person-or-secret', {}, 401],
  ] as const)('%s without credentials → %i', async (mode, headers, status) => {
    expect((await api.get(`/${mode}`, { headers })).statusCode).toBe(status);
  });

  it('a person token passes person routes and is refused on secret and agent routes', async () => {
    expect((await api.get('/person', { token: tokenA })).json()).toEqual({ caller: 'person' });
    expect((await api.get('/secret', { token: tokenA })).statusCode).toBe(403);
    expect((await api.get('/agent', { token: tokenA })).statusCode).toBe(403);
    expect((await api.get('/agent', { token: agentToken })).statusCode).toBe(200);
  });

  it('refuses to register a back-office route that does not declare its staff roles', async () => {
    const other = Fastify({ logger: false });
    await other.register(accessPlugin, { database, shopSecret: TEST_SECRET });
    expect(() => other.get('/undeclared', { config: { auth: 'agent' } }, ok)).toThrow(/declares its staff roles/);
    await other.close();
  });

  it.each([
    ['administrator', 200, 'administrator', 'administrator'],
    ['catalog_manager', 200, 'catalog_manager', null],
    ['customer_service', 403, 'customer_service', 'customer_service'],
    ['read_only', 403, 'read_only', null],
  ] as const)(
    'a %s: back-office change → %i; acts on customer reads as %s and writes as %s',
    async (role, change, read, write) => {
      const staff = await createContact(database, { staffRole: role });
      const token = (await signIn(database, staff)).accessToken;
      expect((await api.get('/agent', { token })).statusCode).toBe(200);
      const res = await api.post('/catalog-change', { token, body: {} });
      expect(res.statusCode).toBe(change);
      if (change === 403) expect(res.json().code).toBe('forbidden');
      expect((await api.get('/customer-read', { token })).json()).toEqual({ staffRole: read });
      expect((await api.post('/customer-write', { token, body: {} })).json()).toEqual({ staffRole: write });
    },
  );

  it('the shared secret passes secret routes only when it matches', async () => {
    expect((await api.get('/secret', { secret: true })).json()).toEqual({ caller: 'secret' });
    expect((await api.get('/secret', { headers: { 'x-shop-secret': `${TEST_SECRET}x` } })).statusCode).toBe(401);
    expect((await api.get('/person', { secret: true })).statusCode).toBe(403);
    expect((await api.get('/person-or-secret', { secret: true })).statusCode).toBe(200);
  });

  it('refuses tampered, foreign and expired tokens', async () => {
    const [h, p, s] = tokenA.split('.');
    const tampered = `${h}.${p}.${s!.slice(0, -2)}${s!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await api.get('/person', { token: tampered })).statusCode).toBe(401);
    const foreign = await signAccessToken(
      accessTokenKey('another-secret-0123456789'),
      { contactId: buyerA.id, familyId: crypto.randomUUID(), staffRole: null },
      600,
    );
    expect((await api.get('/person', { token: foreign })).statusCode).toBe(401);
    const expired = await signAccessToken(
      accessTokenKey(TEST_SECRET),
      { contactId: buyerA.id, familyId: crypto.randomUUID(), staffRole: null },
      -60,
    );
    const res = await api.get('/person', { token: expired });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('invalid_token');
    // An invalid token on an optional route is an error too (the caller meant to sign in).
    expect((await api.get('/optional', { token: tampered })).statusCode).toBe(401);
  });

  it('revoking all tokens of a contact kills live access tokens', async () => {
    const contact = await createContact(database, { company: companyA });
    const { accessToken } = await signIn(database, contact);
    expect((await api.get('/person', { token: accessToken })).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 5));
    await revokeAllForContact(database.db, contact.id);
    expect((await api.get('/person', { token: accessToken })).statusCode).toBe(401);
  });
});

describe('unexpected failures', () => {
  it('answers a unique-key race as 409 conflict, not 500', async () => {
    const res = await api.get('/conflict');
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('conflict');
  });

  it('hides internals of a real 500', async () => {
    const res = await api.get('/boom');
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret internals');
    expect(res.headers['content-type']).toContain('application/problem+json');
  });
});

describe('ownership', () => {
  it('allows the own company, hides another company as 404', async () => {
    expect((await api.get(`/things/${thingA}`, { token: tokenA })).statusCode).toBe(200);
    const other = await api.get(`/things/${thingB}`, { token: tokenA });
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('not_found');
  });

  it('answers 404 for unknown and malformed ids, never 500', async () => {
    expect((await api.get(`/things/${crypto.randomUUID()}`, { token: tokenA })).statusCode).toBe(404);
    expect((await api.get('/things/not-a-uuid', { token: tokenA })).statusCode).toBe(404);
  });

  it('answers 403 when the role is too low in the own company', async () => {
    const res = await api.post(`/things/${thingA}/admin`, { token: tokenA });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('forbidden');
  });

  it('personal resources belong to their person only', async () => {
    expect((await api.get(`/mine?contactId=${buyerA.id}`, { token: tokenA })).statusCode).toBe(200);
    expect((await api.get(`/mine?contactId=${agent.id}`, { token: tokenA })).statusCode).toBe(404);
  });

  it('staff reach every customer', async () => {
    expect((await api.get(`/things/${thingB}`, { token: agentToken })).statusCode).toBe(200);
  });
});
