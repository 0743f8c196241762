import { describe, expect, it } from 'vitest';
import { type Caller, type Method, testClient } from './client';
import { createAgent, createCompanyWithPeople } from './factories';
import { createTestApp } from './helper';

// Walks every operation of the OpenAPI document, so routes added later are covered
// without touching this file: anonymous callers and wrong caller kinds are refused
// before any handler runs. (Cross-company checks per id live beside each domain's tests.)
const { app, database } = await createTestApp();
const api = testClient(app);
const doc = (await api.get('/openapi.json')).json() as {
  paths: Record<string, Record<string, { 'x-auth'?: string; 'x-staff-roles'?: string[] }>>;
};
const { buyer } = await createCompanyWithPeople(database);
const staffRoles = ['administrator', 'catalog_manager', 'customer_service', 'read_only'] as const;
const staffTokens = Object.fromEntries(
  await Promise.all(staffRoles.map(async (role) => [role, (await createAgent(database, role)).token] as const)),
) as Record<(typeof staffRoles)[number], string>;

const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, op]) => ({
    method: method.toUpperCase() as Method,
    path,
    url: path.replace(/\{[^}]+\}/g, crypto.randomUUID()),
    auth: op['x-auth'] ?? 'person',
    staff: op['x-staff-roles'],
  })),
);
/** One operation with made-up ids, and an empty body where it takes one. */
const send = (op: (typeof operations)[number], caller: Caller) =>
  api.request(op.method, op.url, { ...caller, ...(op.method === 'GET' || op.method === 'DELETE' ? {} : { body: {} }) });

describe('authorization matrix', () => {
  it('documents the caller kind of every operation', () => {
    expect(operations.length).toBeGreaterThan(3);
    for (const op of operations) {
      expect(['public', 'optional', 'person', 'agent', 'secret', 'person-or-secret']).toContain(op.auth);
    }
  });

  // Every call that finishes a sign-in (hands out our tokens for a proof: a password, a link, a passkey, an eID
  // code, a punch-out start token) is the web server's: a proof seen elsewhere cannot be redeemed by a stranger.
  it.each([
    ['POST', '/api/customer/check-user'],
    ['POST', '/api/sign-in/session'],
    ['POST', '/api/sign-in/email-link'],
    ['POST', '/api/idporten/token'],
    ['POST', '/api/punchout/session'],
  ])('%s %s finishes a sign-in for the web server only (secret)', (method, path) => {
    expect(doc.paths[path]?.[method.toLowerCase()]?.['x-auth']).toBe('secret');
  });

  // Joining a company is the invited person's own act (issue 14 §1): every call that accepts or declines an
  // invitation takes the person's own token, never the web server's secret (which could act for anyone).
  it('lets only the invited person accept or decline an invitation', () => {
    const answering = operations.filter((op) => /invitations\/.*(accept|decline)/.test(op.path));
    expect(answering.map((op) => `${op.method} ${op.path}`).sort()).toEqual([
      'POST /api/customer/invitations/accept',
      'POST /api/customer/invitations/{invitationId}/accept',
      'POST /api/customer/invitations/{invitationId}/decline',
    ]);
    for (const op of answering) expect(op.auth, `${op.method} ${op.path}`).toBe('person');
  });

  const guarded = operations.filter((op) => !['public', 'optional'].includes(op.auth));

  it.each(guarded.map((op) => [`${op.method} ${op.path}`, op] as const))(
    '%s refuses anonymous callers',
    async (_n, op) => {
      const res = await send(op, {});
      expect(res.statusCode).toBe(401);
      expect(res.headers['content-type']).toContain('application/problem+json');
    },
  );

  const secretOnly = operations.filter((op) => op.auth === 'secret');
  it.each(secretOnly.map((op) => [`${op.method} ${op.path}`, op] as const))(
    '%s refuses a person token',
    async (_n, op) => {
      expect((await send(op, { token: buyer.token })).statusCode).toBe(403);
    },
  );

  const personOnly = operations.filter((op) => op.auth === 'person' || op.auth === 'agent');
  it.each(personOnly.map((op) => [`${op.method} ${op.path}`, op] as const))(
    '%s refuses the shared secret',
    async (_n, op) => {
      expect((await send(op, { secret: true })).statusCode).toBe(403);
    },
  );

  const agentOnly = operations.filter((op) => op.auth === 'agent');
  it.each(agentOnly.map((op) => [`${op.method} ${op.path}`, op] as const))('%s refuses a customer', async (_n, op) => {
    expect((await send(op, { token: buyer.token })).statusCode).toBe(403);
  });

  // Staff roles (issue 17 §1): every back-office operation names the roles it admits; administrators may do
  // everything, read-only staff change nothing; each other role is refused with 403 before the handler, and each
  // named role gets past the check (whatever the made-up ids then answer).
  it.each(agentOnly.map((op) => [`${op.method} ${op.path}`, op] as const))(
    '%s declares its staff roles and admits exactly them',
    async (_n, op) => {
      expect(op.staff?.length, 'x-staff-roles').toBeGreaterThan(0);
      expect(op.staff).toContain('administrator');
      if (op.method !== 'GET') expect(op.staff).not.toContain('read_only');
      for (const role of staffRoles) {
        // An admitted caller of an event stream would hold it open: only the refusals are tried there.
        if (op.staff?.includes(role) && op.path.endsWith('/events')) continue;
        const res = await send(op, { token: staffTokens[role] });
        if (op.staff?.includes(role)) expect([401, 403], `${role}: ${res.body}`).not.toContain(res.statusCode);
        else expect([res.statusCode, res.json().code], role).toEqual([403, 'forbidden']);
      }
    },
  );
});

// Support tickets and chat (docs/support.md): every route with its caller kind, and a Nordlys ticket and chat
// refused to a Fjord contact by id (404: existence is not revealed), body, path or query alike.
describe('authorization matrix: tickets and chat', () => {
  const ticketRoutes: [method: string, path: string, auth: string][] = [
    ['GET', '/api/ticket/{ticketId}', 'person'],
    ['GET', '/api/ticket/search', 'person'],
    ['POST', '/api/ticket/create', 'person'],
    ['POST', '/api/ticket/add-comment', 'person'],
    ['POST', '/api/ticket/chat/start', 'person'],
    ['POST', '/api/ticket/chat/add-customer-message', 'person'],
    ['POST', '/api/ticket/chat/add-agent-message', 'agent'],
    ['POST', '/api/ticket/chat/end', 'person'],
    ['GET', '/api/ticket/chat/{chatId}', 'person'],
    ['GET', '/api/ticket/chat/{chatId}/events', 'person'],
    ['POST', '/api/backoffice/tickets/{ticketId}/status', 'agent'],
    ['POST', '/api/backoffice/tickets/{ticketId}/assign', 'agent'],
    ['GET', '/api/backoffice/support/queue', 'agent'],
    ['GET', '/api/backoffice/support/events', 'agent'],
  ];
  it.each(ticketRoutes)('%s %s is documented for %s callers', (method, path, auth) => {
    expect(doc.paths[path]?.[method.toLowerCase()]?.['x-auth']).toBe(auth);
  });

  it('refuses another company every ticket and chat (422 ticket_unknown, chat_unknown: the spec client reads 422) and company (404)', async () => {
    const nordlys = await createCompanyWithPeople(database);
    const fjord = await createCompanyWithPeople(database);
    const agent = await createAgent(database);
    const ticket = (
      await api.post('/api/ticket/create', {
        token: nordlys.buyer.token,
        body: { customerId: nordlys.company.id, subject: 'Hei', body: 'Hei', category: 'other' },
      })
    ).json() as { id: string };
    const chat = (
      await api.post('/api/ticket/chat/start', {
        token: nordlys.buyer.token,
        body: { customerId: nordlys.company.id, message: 'Hei' },
      })
    ).json() as { id: string };
    const fjordCalls = [
      { method: 'GET', url: `/api/ticket/${ticket.id}`, status: 422 },
      {
        method: 'GET',
        url: `/api/ticket/search?query=&customerId=${nordlys.company.id}&contactId=${nordlys.buyer.contact.id}&pageSize=5`,
      },
      {
        method: 'POST',
        url: '/api/ticket/create',
        body: { customerId: nordlys.company.id, subject: 's', body: 'b', category: 'other' },
      },
      { method: 'POST', url: '/api/ticket/add-comment', body: { ticketId: ticket.id, body: 'x' }, status: 422 },
      {
        method: 'POST',
        url: '/api/ticket/chat/start',
        body: { customerId: fjord.company.id, ticketId: ticket.id },
        status: 422,
      },
      {
        method: 'POST',
        url: '/api/ticket/chat/add-customer-message',
        body: { chatId: chat.id, body: 'x' },
        status: 422,
        code: 'chat_unknown',
      },
      { method: 'POST', url: '/api/ticket/chat/end', body: { chatId: chat.id }, status: 422, code: 'chat_unknown' },
      { method: 'GET', url: `/api/ticket/chat/${chat.id}`, status: 422, code: 'chat_unknown' },
      { method: 'GET', url: `/api/ticket/chat/${chat.id}/events`, status: 422, code: 'chat_unknown' },
    ] as const;
    for (const c of fjordCalls) {
      const res = await api.request(c.method, c.url, {
        token: fjord.admin.token,
        body: 'body' in c ? c.body : undefined,
      });
      const status = 'status' in c ? c.status : 404;
      expect(res.statusCode, `${c.method} ${c.url}`).toBe(status);
      if (status === 422) expect(res.json().code).toBe('code' in c ? c.code : 'ticket_unknown');
    }
    // Customers are refused the agents' calls even on their own ticket and chat.
    const agentCalls = [
      { method: 'POST', url: '/api/ticket/chat/add-agent-message', body: { chatId: chat.id, body: 'x' } },
      { method: 'POST', url: `/api/backoffice/tickets/${ticket.id}/status`, body: { status: 'solved' } },
      { method: 'POST', url: `/api/backoffice/tickets/${ticket.id}/assign`, body: { agentId: agent.contact.id } },
      { method: 'GET', url: '/api/backoffice/support/queue' },
      { method: 'GET', url: '/api/backoffice/support/events' },
    ] as const;
    for (const c of agentCalls) {
      const res = await api.request(c.method, c.url, {
        token: nordlys.admin.token,
        body: 'body' in c ? c.body : undefined,
      });
      expect(res.statusCode, `${c.method} ${c.url}`).toBe(403);
    }
  });
});
