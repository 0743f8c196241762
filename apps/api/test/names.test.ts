import { describe, expect, it } from 'vitest';
import { invalidInputAs422 } from '../src/lib/spec-refusals';
import { testClient } from './client';
import { createAgent, createCompanyWithPeople } from './factories';
import { bearer, createTestApp, secretHeaders } from './helper';

/**
 * Names go into mails and PDFs (issue 14 §10): no name field of any call may take a line break or a bidirectional
 * control (U+202E turns "Ola" into "alO" on the page). Walks the OpenAPI document for every request body field named
 * like a name (`name`, `firstName`, `lastName`, `contactName`, `…Name`), at any depth, and sends each of them a
 * control character as the right kind of caller: the answer is 400 (422 request_invalid on the spec calls whose
 * client reads no 400, lib/spec-refusals.ts) and names that field. A new name field is covered
 * by being added; one that is not a person's or company's name must be listed below with its reason.
 */
const { app, database } = await createTestApp();
const api = testClient(app);
const doc = (await api.get('/openapi.json')).json() as OpenApi;
const people = await createCompanyWithPeople(database);
const agent = await createAgent(database);

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
type Operation = { requestBody?: { content: Record<string, { schema: Schema }> }; 'x-auth'?: string };
type OpenApi = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };

const resolve = (schema: Schema): Schema =>
  schema.$ref ? resolve(doc.components.schemas[schema.$ref.split('/').pop()!]!) : schema;

const NAME_FIELD = /^(name|firstName|lastName|contactName|[a-z]+Name)$/;

/** Name-like fields that are not a person's or company's name (labels the person gives their own things). */
const NOT_A_PERSON_OR_COMPANY: Record<string, string> = {
  fileName: 'the name of an uploaded file, shown only in the back office list',
  'POST /api/shoppinglist/create name': 'a label members give their own shopping list, never mailed or printed',
  'PATCH /api/shoppinglist/{cartId} name': 'the shopping list label',
  'POST /api/shoppinglist/{cartId}/copy name': 'the shopping list label',
  'POST /api/subscription/create name': 'a label members give their own subscription',
  'POST /api/sign-in/passkeys name': 'a label for one’s own passkey, never mailed or printed',
  'PATCH /api/account/passkeys/{passkeyId} name': 'a label for one’s own passkey',
  // Delivery tables (docs/backoffice.md): the same `localizedName` schema the POSTs below are walked through; their
  // path ids are a route code, a market and a date, a method code, a market code — never this walk's uuid.
  'PATCH /api/backoffice/delivery/routes/{code} name': 'a route name, checked by the POST of the same schema',
  'PATCH /api/backoffice/delivery/holidays/{market}/{date} name': 'a holiday name, checked by its POST',
  'PATCH /api/backoffice/delivery/shipping-methods/{code} name': 'a shipping method name (same schema as above)',
  'PATCH /api/backoffice/markets/{code} name': 'a market name (same schema as above)',
};

type NameField = { method: string; path: string; auth: string; at: string[] };

/** Every name-like body field of the document, with the object path to it. */
function nameFields(): NameField[] {
  const found: NameField[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const schema = operation.requestBody?.content['application/json']?.schema;
      if (!schema) continue;
      const walk = (node: Schema, at: string[], depth: number) => {
        const resolved = resolve(node);
        if (depth > 4) return;
        for (const part of [...(resolved.anyOf ?? []), ...(resolved.oneOf ?? []), ...(resolved.allOf ?? [])]) {
          walk(part, at, depth + 1);
        }
        for (const [key, child] of Object.entries(resolved.properties ?? {})) {
          if (NAME_FIELD.test(key)) {
            found.push({ method: method.toUpperCase(), path, auth: operation['x-auth'] ?? 'none', at: [...at, key] });
          } else {
            walk(child, [...at, key], depth + 1);
          }
        }
      };
      walk(schema, [], 0);
    }
  }
  return found;
}

const callerHeaders = (auth: string): Record<string, string> => {
  if (auth === 'secret') return secretHeaders;
  if (auth === 'agent') return bearer(agent.token);
  return bearer(people.admin.token);
};

/** A body holding only the name, at its path (other fields missing: the validator lists every problem at once). */
function bodyWith(at: string[], value: string): Record<string, unknown> {
  return at.reduceRight<Record<string, unknown>>((inner, key) => ({ [key]: inner }), value as never);
}

/** A path with its parameters filled with ids that exist (validation answers before any lookup). */
const fillPath = (path: string) => path.replace(/\{[^}]+\}/g, people.company.id);

const badNames = ['Ola\nNordmann', 'Ola\u202Enamdron', 'Kari\u2066Nord', 'Tab\there', 'Bell\u0007', 'C1\u0085x'];

describe('names refuse control characters everywhere', () => {
  const fields = nameFields().filter(
    (f) =>
      !NOT_A_PERSON_OR_COMPANY[f.at.at(-1)!] && !NOT_A_PERSON_OR_COMPANY[`${f.method} ${f.path} ${f.at.join('.')}`],
  );

  it('finds the name fields of people and companies', () => {
    const listed = fields.map((f) => `${f.method} ${f.path} ${f.at.join('.')}`);
    for (const expected of [
      'POST /api/customer/create-contact firstName',
      'POST /api/customer/create-contact lastName',
      'POST /api/customer/initcompany name',
      'POST /api/customer/initcompany invoiceAddress.name',
      'POST /api/customer/create name',
      'POST /api/backoffice/customers admin.firstName',
      'PUT /api/customer/update-customer name',
      'POST /api/customer/add-address contactName',
      'POST /api/customer/join-requests firstName',
    ]) {
      expect(listed).toContain(expected);
    }
  });

  it('answers 400 (or 422 request_invalid) naming the field for a line break, a tab or a direction control', async () => {
    const failures: string[] = [];
    for (const field of fields) {
      for (const value of badNames) {
        const res = await app.inject({
          method: field.method as 'POST',
          url: fillPath(field.path),
          headers: callerHeaders(field.auth),
          payload: bodyWith(field.at, value),
        });
        const fieldPath = `body.${field.at.join('.')}`;
        const refusal = invalidInputAs422.has(`${field.method} ${field.path}`) ? 422 : 400;
        const named =
          res.statusCode === refusal && res.json().errors?.some((e: { path: string }) => e.path === fieldPath);
        if (!named)
          failures.push(`${field.method} ${field.path} ${fieldPath} ${JSON.stringify(value)} → ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('still takes names with letters of every kind, apostrophes and hyphens', async () => {
    const res = await api.post('/api/customer/create-contact', {
      token: people.admin.token,
      body: {
        customerId: people.company.id,
        role: 'viewer',
        email: `navn-${Date.now()}@kunde.example`,
        firstName: 'Ærlig Øyvind-Åsmund',
        lastName: "O'Brien Ünal Şahin 山田",
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().member).toMatchObject({ firstName: 'Ærlig Øyvind-Åsmund', lastName: "O'Brien Ünal Şahin 山田" });
  });
});
