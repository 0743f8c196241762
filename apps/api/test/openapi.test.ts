import { describe, expect, it } from 'vitest';
import { operationIds } from '../src/lib/operation-ids';
import { invalidInputAs422 } from '../src/lib/spec-refusals';
import { createTestApp, secretHeaders } from './helper';

type Parameter = { name: string; in: string; required?: boolean; description?: string };
type Response = { description?: string; content?: Record<string, { schema?: unknown }> };
type Operation = {
  operationId?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: unknown;
  responses: Record<string, Response>;
};
type Document = {
  info: { license?: { name: string; identifier?: string } };
  servers?: { url: string }[];
  tags?: { name: string; description: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
};

const { app } = await createTestApp();
const document = app.swagger() as unknown as Document;
const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({ where: `${method.toUpperCase()} ${path}`, operation })),
);

/** The spec's named parameters (seed-spec.md §3), and the lists of §5. */
const SPEC_PARAMETERS = [
  'productId',
  'sku',
  'skus',
  'propertyKeys',
  'key',
  'pid',
  'prescriptionId',
  'orderId',
  'department',
  'skip',
  'take',
  'customerId',
  'contactId',
  'companyId',
  'addressId',
  'externalId',
  'email',
  'cartId',
  'transactionId',
  'orderNumber',
  'subscriptionId',
  'market',
  'zipCode',
  'initCheckout',
  'page',
  'sharedOnly',
  'only',
  'query',
  'lastObjectId',
  'pageSize',
  'id',
];

describe('the OpenAPI document (issue 19 §2)', () => {
  it('names every operation once, verb first, from the one table', () => {
    expect(operations.length).toBeGreaterThan(200);
    const ids = operations.map((o) => o.operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z]+[A-Z][A-Za-z]*$|^reorder$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(operationIds).sort()).toEqual(operations.map((o) => o.where).sort());
    expect(document.paths['/api/ardis/cart/createorder']?.post?.operationId).toBe('createOrder');
    expect(document.paths['/api/ardis/cart/updatemetadata']?.post?.operationId).toBe('updateCartMetadata');
    expect(document.paths['/api/ardis/prescription/prescriptions']?.get?.operationId).toBe('listPrescriptions');
  });

  it('declares every error answer as problem+json with the Problem schema', () => {
    for (const { where, operation } of operations) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (status !== 'default' && Number(status) < 400) continue;
        // cXML punch-out answers its protocol's errors in cXML, as the buyer's system expects; readiness answers load
        // balancers with its own small JSON.
        if (where.startsWith('POST /punchout/cxml/') || (where === 'GET /ready' && status === '503')) continue;
        expect(Object.keys(response.content ?? {}), `${where} ${status}`).toEqual(['application/problem+json']);
        expect(response.content?.['application/problem+json']?.schema).toEqual({
          $ref: '#/components/schemas/Problem',
        });
        expect(response.description, `${where} ${status}`).not.toBe('Default Response');
      }
      expect(operation.responses['400'], `${where} 400`).toBeDefined();
      expect(operation.responses.default, `${where} default`).toBeDefined();
      if (operation.requestBody) {
        expect(operation.responses['413'], `${where} 413`).toBeDefined();
        expect(operation.responses['415'], `${where} 415`).toBeDefined();
      }
    }
  });

  it('declares the optional Accept-Language header on every operation, once', () => {
    for (const { where, operation } of operations) {
      const headers = (operation.parameters ?? []).filter(
        (p) => p.in === 'header' && p.name.toLowerCase() === 'accept-language',
      );
      expect(headers, where).toEqual([expect.objectContaining({ name: 'Accept-Language', required: false })]);
    }
  });

  it('describes every parameter the spec names', () => {
    for (const { where, operation } of operations) {
      for (const parameter of operation.parameters ?? []) {
        if (!SPEC_PARAMETERS.includes(parameter.name)) continue;
        expect(parameter.description, `${where} ${parameter.name}`).toEqual(expect.any(String));
      }
    }
  });

  it('has servers, a license and a described tag for every tag used', () => {
    expect(document.servers?.[0]?.url).toMatch(/^http/);
    expect(document.info.license).toEqual({
      name: expect.any(String),
      identifier: expect.stringMatching(/^LicenseRef-/),
    });
    const used = new Set(operations.flatMap((o) => o.operation.tags ?? []));
    expect(document.tags?.map((t) => t.name).sort()).toEqual([...used].sort());
    expect(document.tags?.every((t) => t.description.length > 10)).toBe(true);
  });

  it('keeps no component nothing refers to', () => {
    const text = JSON.stringify({ paths: document.paths, components: document.components });
    for (const name of Object.keys(document.components.schemas)) {
      expect(text, name).toContain(`"#/components/schemas/${name}"`);
    }
  });

  it('has no two of our own paths that one URL could match', () => {
    // The spec's own `get-contact/{contactId}` against `{customerId}/consents` is the one exception (redocly.yaml).
    const spec = new Set([
      '/api/customer/{customerId}/consents',
      '/api/customer/get-contact/{contactId}',
      '/api/customer/list-addresses/{customerId}',
      '/api/customer/get-invoiceaddress/{customerId}',
    ]);
    const paths = Object.keys(document.paths).map((path) => {
      const segments = path.split('/');
      return { path, segments, variables: segments.filter((s) => /^\{.+\}$/.test(s)).length };
    });
    const ambiguous: string[] = [];
    for (const [i, a] of paths.entries()) {
      for (const b of paths.slice(i + 1)) {
        if (a.segments.length !== b.segments.length || a.variables !== b.variables) continue;
        const clash = a.segments.every(
          (s, k) => /^\{.+\}$/.test(s) || /^\{.+\}$/.test(b.segments[k]!) || s === b.segments[k],
        );
        if (clash && !(spec.has(a.path) && spec.has(b.path))) ambiguous.push(`${a.path} ~ ${b.path}`);
      }
    }
    expect(ambiguous).toEqual([]);
  });

  // Issue 19 §1: the spec calls whose client reads 422 but no 400 (lib/spec-refusals.ts) answer invalid fields and an
  // unreadable body with 422 request_invalid, and the document says so; their 400 is only the router's.
  it('answers what would be a 400 with 422 request_invalid where the spec handles 422 and no 400, as declared', async () => {
    for (const where of invalidInputAs422) {
      const [method, path] = where.split(' ') as [string, string];
      const responses = document.paths[path]![method.toLowerCase()]!.responses;
      expect(responses['422']?.description, where).toContain('`request_invalid`');
      expect(responses['400']?.description, where).toMatch(/^Only a URL the router cannot decode/);
    }
    const validate = (payload: string) =>
      app.inject({
        method: 'POST',
        url: '/api/order/validate',
        headers: { ...secretHeaders, 'content-type': 'application/json' },
        payload,
      });
    const fields = await validate('{}');
    expect(fields.statusCode).toBe(422);
    expect(fields.json()).toMatchObject({ code: 'request_invalid', status: 422, errors: [{ path: 'body.cartId' }] });
    const unreadable = await validate('{"cartId":');
    expect(unreadable.statusCode).toBe(422);
    expect(unreadable.json()).toMatchObject({ code: 'request_invalid', status: 422 });
    const nul = await validate(JSON.stringify({ cartId: 'a\u0000b' }));
    expect([nul.statusCode, nul.json().code]).toEqual([422, 'request_invalid']);
    // The router's refusal of a URL it cannot decode meets no route: 400, declared for this case alone.
    const url = await app.inject({ method: 'GET', url: '/api/order/%zz/shippingmethods' });
    expect([url.statusCode, url.json().code]).toEqual([400, 'bad_request']);
    // A call that handles 400 keeps it.
    const checkUser = await app.inject({
      method: 'POST',
      url: '/api/customer/check-user',
      headers: secretHeaders,
      payload: {},
    });
    expect([checkUser.statusCode, checkUser.json().code]).toEqual([400, 'validation_failed']);
  });
});
