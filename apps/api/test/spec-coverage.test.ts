import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { invalidInputAs422 } from '../src/lib/spec-refusals';
import { testClient } from './client';
import { createTestApp } from './helper';

/** The project's copy of the spec inventory (docs/spec/endpoints.tsv). */
const rows = readFileSync(new URL('../../../docs/spec/endpoints.tsv', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => {
    const [area, method, path, caller, , , , , handled] = line.split('\t');
    const handledStatuses = handled ? handled.split(',').map(Number) : [];
    return { area: area!, method: method!, path: path!, caller: caller!, handledStatuses };
  });

/** Areas whose every call must be routed. Grows as issues land; the auth-library rows live in the web app. */
const builtAreas = [
  'customer',
  'consents',
  'product-properties',
  'price',
  'delivery',
  'events',
  'punchout',
  'eid',
  'content',
  'ticket',
];
const builtCalls = [
  'POST /carts/{pid}/payment-providers/nets',
  'GET /carts/{pid}/payment-providers/nets/{transactionId}',
  'POST /carts/{pid}/payment-providers/nets/{transactionId}/create-order',
  'GET /api/ardis/product/variants',
  'GET /api/ardis/cart',
  'POST /api/ardis/cart/addorderline',
  'POST /api/ardis/cart/updateorderline',
  'POST /api/ardis/cart/updatemetadata',
  'POST /api/ardis/cart/setmarket',
  'DELETE /api/ardis/cart/deleteorderline',
  'POST /api/ardis/cart/createorder',
  'GET /api/ardis/order',
  'GET /api/ardis/order/orders',
  'DELETE /api/ardis/order/cancelorder',
  'GET /api/shoppinglist/search',
  'GET /api/shoppinglist/{cartId}',
  'POST /api/order/simulate',
  'POST /api/order/validate',
  'POST /api/order/validateshoppinglist',
  'GET /api/order/{cartId}/shippingmethods',
  'POST /api/ardis/customer/login',
  'POST /api/ardis/customer/get',
  'POST /api/ardis/customer/update',
  'POST /api/ardis/customer/change-person',
  'POST /api/ardis/customer/add-address',
  'POST /api/ardis/customer/edit-address',
  'POST /api/ardis/customer/logout',
  'GET /api/ardis/customer/address',
  'GET /api/ardis/customer/addresses',
  'DELETE /api/ardis/customer/delete-address',
  'GET /api/ardis/customer/address/{addressId}/markets',
  'GET /api/ardis/prescription/prescriptions',
  'GET /api/ardis/prescription/{prescriptionId}',
  'GET /api/ardis/prescription/products/{prescriptionId}',
  'POST /api/ardis/prescription/prescriptions/add-by-reference',
  'POST /api/subscription/create',
  'POST /api/subscription/search',
  'POST /api/subscription/update',
  'POST /api/subscription/{id}/update/carttemplate/{cartId}',
  'GET /api/subscription/{id}',
  'DELETE /api/subscription/{id}',
  'POST /api/order/future-deliveries',
  'POST /api/order/verify-deliverydates',
  'POST /api/order/orderinvoice',
];

/**
 * Spec rows whose caller we tightened to the shared secret on purpose: the eID code exchange finishes a sign-in, so
 * no person is signed in yet to send a bearer token, and a code and state seen outside the browser must not be
 * redeemable by anyone but the web server (issue 14 §5, docs/eid.md).
 */
const SECRET_BY_DECISION = new Set(['POST /api/idporten/token']);

const required = rows.filter((r) => builtAreas.includes(r.area) || builtCalls.includes(`${r.method} ${r.path}`));

const { app } = await createTestApp();
const api = testClient(app);
const doc = (await api.get('/openapi.json')).json() as {
  paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
};

describe('spec inventory', () => {
  it('has the 105 rows the spec lists', () => {
    expect(rows).toHaveLength(105);
  });

  // Issue 19 §1: where a call's client reads 422 but no 400, invalid input answers 422 (lib/spec-refusals.ts).
  it('answers invalid input with 422 exactly where the spec handles 422 and no 400', () => {
    const expected = rows
      .filter((r) => r.handledStatuses.includes(422) && !r.handledStatuses.includes(400))
      .map((r) => `${r.method} ${r.path}`);
    expect([...invalidInputAs422].sort()).toEqual(expected.sort());
  });

  it.each(required.map((r) => [`${r.method} ${r.path}`, r] as const))('%s is routed and documented', (_name, row) => {
    expect(app.hasRoute({ method: row.method as 'GET', url: row.path.replace(/\{(\w+)\}/g, ':$1') })).toBe(true);
    const operation = doc.paths[row.path]?.[row.method.toLowerCase()];
    expect(operation, `${row.method} ${row.path} missing from /openapi.json`).toBeDefined();
    // The caller column decides the security requirement in the document.
    const schemes = (operation?.security ?? []).flatMap((s) => Object.keys(s));
    if (row.caller === 'secret' || SECRET_BY_DECISION.has(`${row.method} ${row.path}`)) {
      expect(schemes).toEqual(['shopSecret']);
    } else if (row.caller === 'person') expect(schemes).toContain('bearer');
  });
});
