import { describe, expect, it } from 'vitest';
import { createCompanyWithPeople } from './factories';
import { createTestApp, secretHeaders } from './helper';

// Walks every operation of the OpenAPI document, so routes added later are covered
// without touching this file: anonymous callers and wrong caller kinds are refused
// before any handler runs. (Cross-company checks per id live beside each domain's tests.)
const { app, database } = await createTestApp();
const doc = (await app.inject({ url: '/openapi.json' })).json() as {
  paths: Record<string, Record<string, { 'x-auth'?: string }>>;
};
const { buyer } = await createCompanyWithPeople(database);

const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, op]) => ({
    method: method.toUpperCase() as 'GET',
    path,
    url: path.replace(/\{[^}]+\}/g, crypto.randomUUID()),
    auth: op['x-auth'] ?? 'person',
  })),
);
const call = (op: (typeof operations)[number], headers: Record<string, string>) =>
  app.inject({
    method: op.method,
    url: op.url,
    headers,
    ...(op.method === 'GET' || op.method === 'DELETE' ? {} : { payload: {} }),
  });

describe('authorization matrix', () => {
  it('documents the caller kind of every operation', () => {
    expect(operations.length).toBeGreaterThan(3);
    for (const op of operations) {
      expect(['public', 'optional', 'person', 'agent', 'secret', 'person-or-secret']).toContain(op.auth);
    }
  });

  const guarded = operations.filter((op) => !['public', 'optional'].includes(op.auth));

  it.each(guarded.map((op) => [`${op.method} ${op.path}`, op] as const))(
    '%s refuses anonymous callers',
    async (_n, op) => {
      const res = await call(op, {});
      expect(res.statusCode).toBe(401);
      expect(res.headers['content-type']).toContain('application/problem+json');
    },
  );

  const secretOnly = operations.filter((op) => op.auth === 'secret');
  it.each(secretOnly.map((op) => [`${op.method} ${op.path}`, op] as const))(
    '%s refuses a person token',
    async (_n, op) => {
      expect((await call(op, { authorization: `Bearer ${buyer.token}` })).statusCode).toBe(403);
    },
  );

  const personOnly = operations.filter((op) => op.auth === 'person' || op.auth === 'agent');
  it.each(personOnly.map((op) => [`${op.method} ${op.path}`, op] as const))(
    '%s refuses the shared secret',
    async (_n, op) => {
      expect((await call(op, secretHeaders)).statusCode).toBe(403);
    },
  );

  const agentOnly = operations.filter((op) => op.auth === 'agent');
  it.each(agentOnly.map((op) => [`${op.method} ${op.path}`, op] as const))('%s refuses a customer', async (_n, op) => {
    expect((await call(op, { authorization: `Bearer ${buyer.token}` })).statusCode).toBe(403);
  });
});
