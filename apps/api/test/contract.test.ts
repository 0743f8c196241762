import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuyer } from '../../../sandbox/src/buyer';
import { startEid } from '../../../sandbox/src/eid';
import { contacts } from '../src/db/schema';
import { authorize, POST_LOGOUT_URI, pickPerson, REDIRECT_URI, signInWithEid } from '../src/modules/eid/test-kit';
import { configurePunchout } from '../src/modules/punchout/service';
import {
  createAgent,
  createCategory,
  createCompany,
  createCompanyWithPeople,
  createContact,
  createDeliveryAddress,
  createOrderRow,
  createPerson,
  createPrescription,
  createPriceList,
  createProduct,
  deliveryDate,
  newPid,
  norwegianOrgNumber,
  osloAddress,
  subscriptionFixtures,
} from './factories';
import { TEST_PASSWORD } from './factories/people';
import { createTestAppWithNets, payOnHostedPage, TEST_SECRET } from './helper';
import {
  SERVER_SIDE_ERROR,
  SpecApiError,
  type SpecCall,
  type SpecRequest,
  specCall,
  type Transport,
} from './spec-client';

/**
 * The contract (issue 19 §3): every call of the spec's inventory (docs/spec/endpoints.tsv), called through a client
 * written from the spec alone (test/spec-client.ts, §5 and §8). For each call: a success (200 or 204) and, for every
 * call whose spec entry handles an error status, a handled error that comes back as that status with a problem body
 * the client parses. Every answer is also checked against our OpenAPI document (test/helper.ts). The outside systems
 * are the sandbox's real stand-ins over HTTP, as in their own tests: the eID provider, Nets (its hosted page and
 * webhooks back to this app) and the procurement buyer (OCI and cXML set-up).
 */

type Row = SpecCall & { area: string; caller: string; key: string };
const rows: Row[] = readFileSync(new URL('../../../docs/spec/endpoints.tsv', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => line.split('\t'))
  .filter(([area]) => area !== 'auth-library') // the web app's sign-in library, not this API
  .map(([area, method, path, caller, , , requiredQuery, , handled]) => ({
    area: area!,
    method: method!,
    path: path!,
    caller: caller!,
    key: `${method} ${path}`,
    requiredQuery: requiredQuery ? requiredQuery.split(',') : [],
    handledStatuses: handled ? handled.split(',').map(Number) : [],
  }));

const NETS_KEY = 'contract-nets-secret-key-01';
const eid = await startEid({ port: 0, redirectUris: [REDIRECT_URI], postLogoutRedirectUris: [POST_LOGOUT_URI] });
afterAll(() => eid.stop());
const { app, database, nets, apiPort } = await createTestAppWithNets({
  secretKey: NETS_KEY,
  webhookAuthorization: 'contractWebhookAuth2026',
  env: {
    EID_ISSUER: eid.issuer,
    EID_REDIRECT_URI: REDIRECT_URI,
    EID_POST_LOGOUT_REDIRECT_URI: POST_LOGOUT_URI,
    EID_TIMEOUT_MS: '1500',
  },
});
const apiUrl = `http://127.0.0.1:${apiPort}`;
const punchoutCredentials = {
  cxml: {
    from: { domain: 'NetworkId', identity: 'contract-buyer' },
    to: { domain: 'NetworkId', identity: 'engros' },
    sender: { domain: 'NetworkId', identity: 'contract-buyer' },
    sharedSecret: 'contract-cxml-secret',
  },
  oci: { username: 'contract-oci', password: 'contract-oci-pass' },
};
const procurement = await startBuyer({ port: 0, apiUrl, ...punchoutCredentials });
afterAll(() => procurement.stop());

const transport: Transport = async (url, init) => {
  const res = await app.inject({
    method: init.method as 'GET',
    url,
    headers: init.headers,
    ...(init.body !== undefined ? { payload: init.body } : {}),
  });
  return { status: res.statusCode, headers: res.headers as Record<string, string>, text: res.body };
};

type Fixture = Awaited<ReturnType<typeof makeFixture>>;

async function makeFixture() {
  const c = await createCompanyWithPeople(database);
  const delivery = await createDeliveryAddress(database, c.company.id);
  const category = await createCategory(database);
  const sku = `CT-${randomUUID().slice(0, 8)}`;
  const product = await createProduct(database, {
    category,
    properties: { material: 'steel' },
    variants: [{ sku, stock: 1000, properties: { size: 'M' } }],
  });
  await createPriceList(database, { prices: [{ sku, unitPrice: 10_000 }] });
  const person = await createPerson(database);
  const prescription = await createPrescription(database, {
    personId: person.pid,
    patientBirthDate: '1990-01-01',
    lines: [{ sku, quantityAllowed: 2 }],
  });
  const unclaimed = await createPrescription(database, {
    personId: null,
    patientBirthDate: '1980-05-17',
    lines: [{ sku, quantityAllowed: 1 }],
  });
  const order = await createOrderRow(database, c.company.id, c.buyer.contact.id);
  const cancellable = await createOrderRow(database, c.company.id, c.buyer.contact.id);
  const agent = await createAgent(database);
  // What some calls need to exist, made as a client would (straight through the app).
  const call = async (method: 'GET' | 'POST', url: string, token: string | null, body?: object) => {
    const headers = token ? { authorization: `Bearer ${token}` } : { 'x-shop-secret': TEST_SECRET };
    const res = await app.inject({ method, url, headers, payload: body });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300); // our own create answers 201
    return res.json();
  };
  const personAddress: { addressId: string } = await call('POST', '/api/ardis/customer/add-address', person.token, {
    pid: person.pid,
    name: 'Hjemme',
    line1: 'Storgata 1',
    zipCode: '0150',
    city: 'Oslo',
    country: 'NO',
  });
  const cart: { id: string } = await call('GET', `/api/ardis/cart?pid=${c.buyer.contact.id}`, c.buyer.token);
  const list: { id: string } = await call('POST', '/api/shoppinglist/create', c.buyer.token, {
    customerId: c.company.id,
    name: 'Fast',
  });
  const ticket: { id: string } = await call('POST', '/api/ticket/create', c.buyer.token, {
    customerId: c.company.id,
    subject: 'Contract',
    body: 'A question',
    category: 'other',
  });
  const chat: { id: string } = await call('POST', '/api/ticket/chat/start', c.buyer.token, {
    customerId: c.company.id,
    message: 'Hei',
  });
  const invitee = `contract-${randomUUID().slice(0, 8)}@example.com`;
  // A second invitation, open, for the web server's re-send (invite).
  const invited: { member: { contactId: string } } = await call('POST', '/api/customer/create-contact', c.admin.token, {
    customerId: c.company.id,
    role: 'viewer',
    email: `contract-invited-${randomUUID().slice(0, 8)}@example.com`,
    firstName: 'Ivar',
    lastName: 'Invitert',
  });
  // Someone whose password the web server changes, and a company the order-management system renames.
  const passwordOwner = await createContact(database);
  const renamed = await createCompany(database);

  // eID: a contact of a company whose identity at the stand-in is `pid`.
  const eidPerson = await createContact(database, { company: await createCompany(database), role: 'buyer' });
  const pid = newPid();
  await database.db.update(contacts).set({ externalId: pid }).where(eq(contacts.id, eidPerson.id));
  const eidContactId = eidPerson.id;

  // Punch-out: a buyer company configured for the stand-in procurement system, OCI and cXML.
  const punchout = await createCompanyWithPeople(database);
  await createDeliveryAddress(database, punchout.company.id, { isDefault: true });
  const punchoutContact = await createContact(database, { company: punchout.company, role: 'buyer' });
  await configurePunchout(database.db, {
    companyId: punchout.company.id,
    contactId: punchoutContact.id,
    ...punchoutCredentials,
  });

  // Card payments: a cart paid on the stand-in's hosted page (reserved, webhooks in), and one left unpaid.
  const readyForCard = async () => {
    const people = await createCompanyWithPeople(database);
    const address = await createDeliveryAddress(database, people.company.id);
    const pidOf = people.buyer.contact.id;
    await call('POST', '/api/ardis/cart/addorderline', people.buyer.token, { pid: pidOf, sku, quantity: 2 });
    await call('POST', '/api/ardis/cart/updatemetadata', people.buyer.token, {
      pid: pidOf,
      deliveryAddressId: address.id,
      requestedDeliveryDate: deliveryDate(),
    });
    const tx: { transactionId: string; hostedPaymentPageUrl: string } = await call(
      'POST',
      `/carts/${pidOf}/payment-providers/nets`,
      people.buyer.token,
      {},
    );
    return { ...people, tx };
  };
  const paid = await readyForCard();
  expect((await payOnHostedPage(paid.tx.hostedPaymentPageUrl)).status).toBe(303);
  await nets.settled();
  const unpaid = await readyForCard();

  // Subscriptions: a company on the 0150 route with a filled cart, and one subscription of it.
  const subscriptions = await subscriptionFixtures({ app, database }, `CTS-${randomUUID().slice(0, 4)}`);
  const subscriber = await subscriptions.newCompany();
  const subscription = await subscriptions.createSubscription(subscriber);
  const subscriberCart = await subscriptions.openCartId(subscriber.buyer, subscriber.company.id);

  const buyer = { token: c.buyer.token };
  const admin = { token: c.admin.token };
  const buyer_id = () => c.buyer.contact.id;
  return {
    ...c,
    delivery,
    product,
    sku,
    person,
    prescription,
    unclaimed,
    order,
    cancellable,
    agent,
    personAddress,
    cart,
    list,
    ticket,
    chat,
    invitee,
    invited: invited.member,
    passwordOwner,
    renamed,
    pid,
    eidContactId,
    punchout,
    paid,
    unpaid,
    subscriber,
    subscription,
    subscriberCart,
    buyer,
    admin,
    buyer_id,
    buyer_email: c.buyer.contact.email,
    secret: { secret: TEST_SECRET },
  };
}

/** A whole eID sign-in at the stand-in (authorize, the person picked on its page, token): our session's tokens. */
async function eidSignIn(x: Fixture) {
  const { response } = await signInWithEid(app, { pid: x.pid });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { accessToken: string; refreshToken: string };
}

/**
 * A punch-out session as the procurement stand-in starts it (cXML PunchOutSetupRequest, or OCI's form posted to our
 * entry) and the storefront takes it over with the start token: the punch-out contact's token and the session.
 */
async function punchoutSession(protocol: 'oci' | 'cxml') {
  let startUrl: string;
  if (protocol === 'cxml') {
    const setup = await fetch(`${procurement.url}/cxml/start`, {
      method: 'POST',
      headers: { accept: 'application/json' },
    });
    startUrl = ((await setup.json()) as { startUrl: string }).startUrl;
  } else {
    const page = await (await fetch(procurement.url)).text();
    const fields = [...page.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)]
      .filter((m) => m[1] !== 'operation')
      .map((m): [string, string] => [m[1]!, m[2]!.replace(/&amp;/g, '&')]);
    const entry = await fetch(`${apiUrl}/punchout/oci`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    });
    startUrl = entry.headers.get('location')!;
  }
  const token = new URL(startUrl).searchParams.get('token');
  const started = await app.inject({
    method: 'POST',
    url: '/api/punchout/session',
    headers: { 'x-shop-secret': TEST_SECRET },
    payload: { token },
  });
  expect(started.statusCode, started.body).toBe(200);
  return started.json() as { accessToken: string; session: { id: string } };
}

let f: Fixture;
beforeAll(async () => {
  f = await makeFixture();
});

type Recipe = (f: Fixture) => SpecRequest | Promise<SpecRequest>;
type ErrorCase = { status: number; request: Recipe };
/**
 * A success for every call (with, where it says something, what the answer must hold beyond its documented shape) and
 * a handled error for every call whose spec entry handles one (checked below).
 */
type Case = { success: Recipe; answer?: (f: Fixture) => object; error?: ErrorCase };

const unknown = () => randomUUID();

/** Per call: a success and one handled error (a situation the spec's handled statuses name). */
const cases: Record<string, Case> = {
  // electronic ID through the stand-in (the flows in detail: src/modules/eid/eid.test.ts). authorize comes before
  // anyone is signed in; token is the web server's (the secret, docs/client.md); each session is a sign-in of its own.
  'POST /api/idporten/authorize': {
    success: () => ({ body: {} }),
    error: { status: 400, request: () => ({ body: { returnTo: 5 } }) },
  },
  'POST /api/idporten/token': {
    success: async (x) => {
      const started = await authorize(app, {});
      expect(started.statusCode, started.body).toBe(200);
      const callback = await pickPerson(started.json().url, { pid: x.pid });
      return { ...x.secret, body: Object.fromEntries(callback) };
    },
    answer: (x) => ({ contactId: x.eidContactId, accessToken: expect.any(String) }),
    error: { status: 400, request: (x) => ({ ...x.secret, body: {} }) },
  },
  'POST /api/idporten/refresh': {
    success: async (x) => ({ body: { refreshToken: (await eidSignIn(x)).refreshToken } }),
    error: { status: 400, request: () => ({ body: {} }) },
  },
  'POST /api/idporten/logout': {
    success: async (x) => ({ token: (await eidSignIn(x)).accessToken, body: {} }),
    error: { status: 400, request: () => ({ body: { refreshToken: 5 } }) },
  },
  'GET /api/idporten/user-info': {
    success: async (x) => ({ token: (await eidSignIn(x)).accessToken }),
    // A session signed in with a password has no eID identity: 400 eid_session_required.
    error: { status: 400, request: (x) => ({ token: x.person.token }) },
  },

  'POST /api/punchout/oci/getformpayload': {
    success: async () => {
      const { accessToken, session } = await punchoutSession('oci');
      return { token: accessToken, body: { sessionId: session.id } };
    },
    answer: () => ({ action: `${procurement.url}/oci/hook` }),
    error: { status: 404, request: (x) => ({ ...x.buyer, body: { sessionId: unknown() } }) },
  },
  'POST /api/punchout/cxml/getformpayload': {
    success: async () => {
      const { accessToken, session } = await punchoutSession('cxml');
      return { token: accessToken, body: { sessionId: session.id } };
    },
    answer: () => ({ action: `${procurement.url}/cxml/return` }),
    error: { status: 404, request: (x) => ({ ...x.buyer, body: { sessionId: unknown() } }) },
  },

  'GET /api/product/{productId}/properties': {
    success: (x) => ({ ...x.buyer, path: { productId: x.product.id } }),
    error: { status: 404, request: (x) => ({ ...x.buyer, path: { productId: unknown() } }) },
  },
  'GET /api/product/{productId}/properties/{key}': {
    success: (x) => ({ ...x.buyer, path: { productId: x.product.id, key: 'material' } }),
    error: { status: 404, request: (x) => ({ ...x.buyer, path: { productId: x.product.id, key: 'colour' } }) },
  },
  'GET /api/product/{productId}/properties/all': {
    success: (x) => ({ ...x.buyer, path: { productId: x.product.id } }),
    error: { status: 404, request: (x) => ({ ...x.buyer, path: { productId: unknown() } }) },
  },
  'GET /api/product/{productId}/variant/{sku}/properties': {
    success: (x) => ({ ...x.buyer, path: { productId: x.product.id, sku: x.sku } }),
    error: { status: 404, request: (x) => ({ ...x.buyer, path: { productId: x.product.id, sku: 'NO-SUCH-SKU' } }) },
  },
  'GET /api/product/{productId}/variant/{sku}/properties/{key}': {
    success: (x) => ({ ...x.buyer, path: { productId: x.product.id, sku: x.sku, key: 'size' } }),
    error: {
      status: 404,
      request: (x) => ({ ...x.buyer, path: { productId: x.product.id, sku: x.sku, key: 'colour' } }),
    },
  },
  'GET /api/product/{productId}/variant/{sku}/properties/all': {
    success: (x) => ({ ...x.buyer, path: { productId: x.product.id, sku: x.sku } }),
    error: { status: 404, request: (x) => ({ ...x.buyer, path: { productId: x.product.id, sku: 'NO-SUCH-SKU' } }) },
  },
  'GET /products/{productId}/variants/properties': {
    success: (x) => ({ ...x.buyer, path: { productId: x.product.id }, query: { propertyKeys: ['size'] } }),
    error: {
      status: 404,
      request: (x) => ({ ...x.buyer, path: { productId: x.product.id }, query: { propertyKeys: ['colour'] } }),
    },
  },

  'GET /api/ardis/product/variants': {
    success: (x) => ({ ...x.buyer, query: { skus: x.sku } }),
    error: { status: 400, request: (x) => ({ ...x.buyer, query: { skus: '' } }) },
  },
  'GET /api/ardis/prescription/prescriptions': {
    success: (x) => ({ token: x.person.token }),
    error: { status: 401, request: () => ({}) },
  },
  'GET /api/ardis/prescription/{prescriptionId}': {
    success: (x) => ({ token: x.person.token, path: { prescriptionId: x.prescription.id } }),
    error: { status: 404, request: (x) => ({ token: x.person.token, path: { prescriptionId: unknown() } }) },
  },
  'GET /api/ardis/prescription/products/{prescriptionId}': {
    success: (x) => ({ token: x.person.token, path: { prescriptionId: x.prescription.id } }),
    error: { status: 401, request: (x) => ({ path: { prescriptionId: x.prescription.id } }) },
  },
  'POST /api/ardis/prescription/prescriptions/add-by-reference': {
    success: (x) => ({ token: x.person.token, body: { reference: x.unclaimed.reference, birthDate: '1980-05-17' } }),
    error: {
      status: 422,
      request: (x) => ({ token: x.person.token, body: { reference: 'RX-NONE-0000', birthDate: '1990-01-01' } }),
    },
  },
  'GET /api/ardis/order': {
    success: (x) => ({ ...x.buyer, query: { orderId: x.order.id, department: x.order.department } }),
    error: { status: 404, request: (x) => ({ ...x.buyer, query: { orderId: unknown(), department: 'OSLO' } }) },
  },
  'GET /api/ardis/order/orders': {
    success: (x) => ({ ...x.buyer, query: { pid: x.buyer_id(), skip: 0, take: 10 } }),
    error: { status: 404, request: (x) => ({ ...x.buyer, query: { pid: unknown(), skip: 0, take: 10 } }) },
  },
  'DELETE /api/ardis/order/cancelorder': {
    success: (x) => ({ ...x.buyer, query: { orderId: x.cancellable.id, department: x.cancellable.department } }),
    // The order calls handle 422, not 400: a malformed id is 422 request_invalid.
    error: { status: 422, request: (x) => ({ ...x.buyer, query: { orderId: 'nope', department: 'main' } }) },
  },

  'GET /api/ardis/customer/address/{addressId}/markets': {
    success: (x) => ({ token: x.person.token, path: { addressId: x.personAddress.addressId } }),
    error: { status: 400, request: (x) => ({ token: x.person.token, path: { addressId: 'not-an-id' } }) },
  },
  'POST /api/ardis/customer/login': {
    success: (x) => ({ token: x.person.token, body: {} }),
    error: { status: 401, request: () => ({ body: {} }) },
  },
  'POST /api/ardis/customer/get': {
    success: (x) => ({ token: x.person.token, body: {} }),
    error: { status: 401, request: () => ({ body: {} }) },
  },
  'POST /api/ardis/customer/update': {
    success: (x) => ({ token: x.person.token, body: { pid: x.person.pid, phone: '+4791234567' } }),
    error: { status: 400, request: (x) => ({ token: x.person.token, body: {} }) },
  },
  'POST /api/ardis/customer/change-person': {
    success: (x) => ({ token: x.person.token, body: { pid: x.person.pid } }),
    error: { status: 400, request: (x) => ({ token: x.person.token, body: {} }) },
  },
  'POST /api/ardis/customer/add-address': {
    success: (x) => ({
      token: x.person.token,
      body: { pid: x.person.pid, name: 'Hytta', line1: 'Fjellveien 2', zipCode: '0150', city: 'Oslo', country: 'NO' },
    }),
    error: { status: 400, request: (x) => ({ token: x.person.token, body: {} }) },
  },
  'POST /api/ardis/customer/edit-address': {
    success: (x) => ({
      token: x.person.token,
      body: { pid: x.person.pid, addressId: x.personAddress.addressId, name: 'Hjem' },
    }),
    error: { status: 400, request: (x) => ({ token: x.person.token, body: {} }) },
  },
  'POST /api/ardis/customer/logout': {
    success: (x) => ({ token: x.person.token, body: {} }),
    error: { status: 400, request: (x) => ({ token: x.person.token, body: [] }) },
  },
  'GET /api/ardis/customer/address': {
    success: (x) => ({ token: x.person.token, query: { pid: x.person.pid, addressId: x.personAddress.addressId } }),
    // Both parameters are optional in the spec: pid is the caller; without the address, 422 says what is missing.
    error: { status: 422, request: (x) => ({ token: x.person.token }) },
  },
  'GET /api/ardis/customer/addresses': {
    success: (x) => ({ token: x.person.token, query: { pid: x.person.pid, skip: 0, take: 10 } }),
    error: {
      status: 400,
      request: (x) => ({ token: x.person.token, query: { pid: x.person.pid, skip: -1, take: 10 } }),
    },
  },
  'DELETE /api/ardis/customer/delete-address': {
    success: (x) => ({ token: x.person.token, query: { pid: x.person.pid, addressId: x.personAddress.addressId } }),
    error: { status: 422, request: (x) => ({ token: x.person.token }) },
  },

  'GET /api/ardis/cart': {
    success: (x) => ({ ...x.buyer, query: { pid: x.buyer_id() } }),
    error: { status: 401, request: () => ({}) },
  },
  'POST /api/ardis/cart/addorderline': {
    success: (x) => ({ ...x.buyer, body: { pid: x.buyer_id(), sku: x.sku, quantity: 1 } }),
    error: { status: 400, request: (x) => ({ ...x.buyer, body: { pid: x.buyer_id(), sku: x.sku, quantity: 0 } }) },
  },
  'POST /api/ardis/cart/updateorderline': {
    success: (x) => ({ ...x.buyer, body: { pid: x.buyer_id(), sku: x.sku, quantity: 3 } }),
    error: { status: 400, request: (x) => ({ ...x.buyer, body: { pid: x.buyer_id() } }) },
  },
  'POST /api/ardis/cart/updatemetadata': {
    success: (x) => ({
      ...x.buyer,
      body: {
        pid: x.buyer_id(),
        comment: 'Contract test',
        deliveryAddressId: x.delivery.id,
        requestedDeliveryDate: deliveryDate(),
      },
    }),
    error: { status: 400, request: (x) => ({ ...x.buyer, body: {} }) },
  },
  'POST /api/ardis/cart/setmarket': {
    success: (x) => ({ ...x.buyer, body: { pid: x.buyer_id(), market: 'NO' } }),
    error: { status: 400, request: (x) => ({ ...x.buyer, body: { pid: x.buyer_id() } }) },
  },
  'POST /api/ardis/cart/createorder': {
    success: (x) => ({ ...x.buyer, body: { pid: x.buyer_id(), customerId: x.company.id } }),
    answer: (x) => ({ customerId: x.company.id, lines: [expect.objectContaining({ sku: x.sku, quantity: 3 })] }),
    error: { status: 400, request: (x) => ({ ...x.buyer, body: {} }) },
  },
  'DELETE /api/ardis/cart/deleteorderline': {
    // createorder emptied the cart: a line to delete first.
    success: async (x) => {
      const added = await specCall(transport, callOf('POST /api/ardis/cart/addorderline'), {
        ...x.buyer,
        body: { pid: x.buyer_id(), sku: x.sku, quantity: 1 },
      });
      expect(added).toMatchObject({ lines: [{ sku: x.sku }] });
      return { ...x.buyer, body: { pid: x.buyer_id(), sku: x.sku } };
    },
    error: { status: 400, request: (x) => ({ ...x.buyer, body: {} }) },
  },

  'GET /api/customer/{customerId}/consents': {
    success: (x) => ({ ...x.buyer, path: { customerId: x.company.id } }),
    error: { status: 400, request: (x) => ({ ...x.buyer, path: { customerId: 'not-an-id' } }) },
  },
  'POST /api/customer/{customerId}/consents': {
    success: (x) => ({
      ...x.buyer,
      path: { customerId: x.company.id },
      body: { consents: [{ type: 'marketing_email', isGranted: true }] },
    }),
    error: { status: 400, request: (x) => ({ ...x.buyer, path: { customerId: x.company.id }, body: {} }) },
  },

  // Card payments through the Nets stand-in: the cart the fixture paid on the hosted page (the same cart version
  // and total answer the same transaction), read back, then its order.
  'POST /carts/{pid}/payment-providers/nets': {
    success: (x) => ({ token: x.paid.buyer.token, path: { pid: x.paid.buyer.contact.id }, body: {} }),
    error: { status: 401, request: () => ({ path: { pid: unknown() }, body: {} }) },
  },
  'GET /carts/{pid}/payment-providers/nets/{transactionId}': {
    success: (x) => ({
      token: x.paid.buyer.token,
      path: { pid: x.paid.buyer.contact.id, transactionId: x.paid.tx.transactionId },
    }),
    error: { status: 404, request: (x) => ({ ...x.buyer, path: { pid: x.buyer_id(), transactionId: unknown() } }) },
  },
  'POST /carts/{pid}/payment-providers/nets/{transactionId}/create-order': {
    success: (x) => ({
      token: x.paid.buyer.token,
      path: { pid: x.paid.buyer.contact.id, transactionId: x.paid.tx.transactionId },
      body: {},
    }),
    answer: (x) => ({ transactionId: x.paid.tx.transactionId, orderId: expect.any(String) }),
    // Nothing reserved yet (the buyer never paid): 404 payment_not_reserved, a status this call handles.
    error: {
      status: 404,
      request: (x) => ({
        token: x.unpaid.buyer.token,
        path: { pid: x.unpaid.buyer.contact.id, transactionId: x.unpaid.tx.transactionId },
        body: {},
      }),
    },
  },

  'POST /api/customer/initcompany': {
    success: (x) => ({
      ...x.buyer,
      body: { name: 'Ny Kunde AS', orgNumber: norwegianOrgNumber(), market: 'NO', invoiceAddress: osloAddress },
    }),
    error: { status: 400, request: (x) => ({ ...x.buyer, body: {} }) },
  },
  'POST /api/customer/create-customer-only': {
    success: (x) => ({
      ...x.secret,
      body: { name: 'Integrert AS', orgNumber: norwegianOrgNumber(), market: 'NO', invoiceAddress: osloAddress },
    }),
    error: { status: 400, request: (x) => ({ ...x.secret, body: {} }) },
  },
  // A member registers a further company (spec §6); a person without a company is sent to initcompany (422).
  'POST /api/customer/create': {
    success: (x) => ({ ...x.buyer, body: newCompany('Videre AS') }),
    answer: () => ({ name: 'Videre AS', creditLimit: { amount: 0, currency: 'NOK' } }),
    error: { status: 422, request: (x) => ({ token: x.person.token, body: newCompany('Ingen AS') }) },
  },
  'POST /api/customer/create-contact': {
    success: (x) => ({
      ...x.admin,
      body: { customerId: x.company.id, role: 'buyer', email: x.invitee, firstName: 'Kari', lastName: 'Nordmann' },
    }),
    error: { status: 400, request: (x) => ({ ...x.admin, body: {} }) },
  },
  'POST /api/customer/change-contact-relation': {
    success: (x) => ({ ...x.admin, body: { customerId: x.company.id, contactId: x.viewer.contact.id, role: 'buyer' } }),
    error: { status: 400, request: (x) => ({ ...x.admin, body: {} }) },
  },
  'POST /api/customer/add-address': {
    success: (x) => ({
      ...x.admin,
      body: {
        customerId: x.company.id,
        type: 'delivery',
        name: 'Lager 2',
        line1: 'Lagerveien 2',
        zipCode: '0150',
        city: 'Oslo',
        country: 'NO',
      },
    }),
    error: { status: 400, request: (x) => ({ ...x.admin, body: {} }) },
  },
  'POST /api/customer/check-user': {
    success: (x) => ({ ...x.secret, body: { email: x.buyer_email, password: TEST_PASSWORD } }),
    error: { status: 400, request: (x) => ({ ...x.secret, body: {} }) },
  },
  'GET /api/customer/list-addresses/{customerId}': {
    success: (x) => ({ ...x.buyer, path: { customerId: x.company.id } }),
    error: { status: 401, request: (x) => ({ path: { customerId: x.company.id } }) },
  },
  'GET /api/customer/get-invoiceaddress/{customerId}': {
    success: (x) => ({ ...x.buyer, path: { customerId: x.company.id } }),
    error: { status: 401, request: (x) => ({ path: { customerId: x.company.id } }) },
  },
  'GET /api/customer/get-contact/{contactId}': {
    success: (x) => ({ ...x.secret, path: { contactId: x.buyer_id() } }),
    error: { status: 401, request: (x) => ({ path: { contactId: x.buyer_id() } }) },
  },
  'GET /api/customer/get-contact/{contactId}/companies': {
    success: (x) => ({ ...x.secret, path: { contactId: x.buyer_id() } }),
    error: { status: 401, request: (x) => ({ path: { contactId: x.buyer_id() } }) },
  },
  'GET /customer/external/{externalId}': {
    success: (x) => ({ ...x.secret, path: { externalId: x.pid } }),
    error: { status: 404, request: (x) => ({ ...x.secret, path: { externalId: 'no-such-person' } }) },
  },
  'GET /company/{companyId}': {
    success: (x) => ({ ...x.secret, path: { companyId: x.company.id } }),
    error: { status: 404, request: (x) => ({ ...x.secret, path: { companyId: unknown() } }) },
  },
  'GET /invitations/by-email/{email}': {
    success: (x) => ({ ...x.secret, path: { email: x.invitee } }),
    error: { status: 404, request: (x) => ({ ...x.secret, path: { email: 'nobody@example.com' } }) },
  },
  'PATCH /api/customer/edit-address': {
    success: (x) => ({ ...x.admin, body: { customerId: x.company.id, addressId: x.delivery.id, name: 'Hovedlager' } }),
    error: { status: 400, request: (x) => ({ ...x.admin, body: {} }) },
  },
  'DELETE /api/customer/delete-address': {
    success: (x) => ({ ...x.admin, query: { customerId: x.company.id, addressId: x.delivery.id } }),
    error: { status: 422, request: (x) => ({ ...x.admin }) },
  },
  'PUT /api/customer/update-customer': {
    success: (x) => ({ ...x.admin, body: { customerId: x.company.id, phone: '+4722334455' } }),
    error: { status: 400, request: (x) => ({ ...x.admin, body: {} }) },
  },
  'POST /api/customer/company/{companyId}/contact/{contactId}/invite': {
    success: (x) => ({ ...x.secret, path: { companyId: x.company.id, contactId: x.invited.contactId } }),
    error: { status: 404, request: (x) => ({ ...x.secret, path: { companyId: unknown(), contactId: unknown() } }) },
  },
  'POST /api/customer/customer/{customerId}/change-password': {
    success: (x) => ({
      ...x.secret,
      path: { customerId: x.passwordOwner.id },
      body: { currentPassword: TEST_PASSWORD, newPassword: 'Nytt-og-sterkt-2026' },
    }),
    error: {
      status: 404,
      request: (x) => ({
        ...x.secret,
        path: { customerId: unknown() },
        body: { newPassword: 'a-long-new-password-1' },
      }),
    },
  },

  'POST /api/delivery/dates': {
    success: (x) => ({ ...x.buyer, body: { market: 'NO', zipCode: '0150' } }),
    error: { status: 422, request: (x) => ({ ...x.buyer, body: { market: 'NO', zipCode: '12' } }) },
  },
  'GET /api/market/check-zipcode': { success: (x) => ({ ...x.buyer, query: { market: 'NO', zipCode: '0150' } }) },
  'POST /omnium/events/business-customer-changed': {
    success: (x) => ({
      ...x.secret,
      body: {
        eventId: `contract-${x.renamed.id}`,
        occurredAt: new Date().toISOString(),
        customerNumber: x.renamed.customerNumber,
        changes: { name: 'Omdøpt AS' },
      },
    }),
  },

  // The order calls handle 422 only: invalid fields are 422 request_invalid there (docs/client.md, "Statuses").
  'POST /api/order/simulate': {
    success: (x) => ({
      ...x.buyer,
      body: { pid: x.buyer_id(), customerId: x.company.id, lines: [{ sku: x.sku, quantity: 2 }] },
    }),
    error: { status: 422, request: (x) => ({ ...x.buyer, body: {} }) },
  },
  'POST /api/order/validate': {
    success: (x) => ({ ...x.secret, body: { cartId: x.cart.id } }),
    error: { status: 422, request: (x) => ({ ...x.secret, body: {} }) },
  },
  'POST /api/order/validateshoppinglist': {
    success: (x) => ({ ...x.buyer, body: { cartId: x.list.id } }),
    error: { status: 422, request: (x) => ({ ...x.buyer, body: {} }) },
  },
  'POST /api/order/future-deliveries': {
    success: (x) => ({ ...x.buyer, body: { customerId: x.company.id } }),
    error: { status: 422, request: (x) => ({ ...x.buyer, body: { customerId: x.company.id, count: 0 } }) },
  },
  'POST /api/order/orderinvoice': {
    success: (x) => ({ ...x.buyer, query: { orderNumber: x.order.orderNumber } }),
    error: { status: 422, request: (x) => ({ ...x.buyer, query: { orderNumber: 'NO-SUCH-ORDER' } }) },
  },
  'GET /api/order/{cartId}/shippingmethods': {
    success: (x) => ({ ...x.buyer, path: { cartId: x.cart.id } }),
    error: { status: 422, request: (x) => ({ ...x.buyer, path: { cartId: 'nope' } }) },
  },
  'POST /api/order/verify-deliverydates': {
    success: (x) => ({ ...x.secret }),
    error: { status: 422, request: (x) => ({ ...x.secret, query: { subscriptionId: unknown() } }) },
  },
  'POST /api/price/prices': {
    success: (x) => ({ ...x.buyer, body: { customerId: x.company.id, lines: [{ sku: x.sku, quantity: 1 }] } }),
    error: { status: 400, request: (x) => ({ ...x.buyer, body: {} }) },
  },

  'POST /api/sanity/update': {
    success: (x) => ({
      ...x.secret,
      body: { _id: `contract-${x.sku}`, _type: 'article', _updatedAt: '2026-11-01T10:00:00Z', title: 'Contract' },
    }),
  },
  'DELETE /api/sanity/delete': { success: (x) => ({ ...x.secret, body: { _id: `contract-gone-${x.sku}` } }) },
  'POST /api/sanity/full-index': { success: (x) => ({ ...x.secret }) },

  'GET /api/shoppinglist/search': {
    success: (x) => ({ ...x.buyer, query: { customerId: x.company.id, page: 1, take: 10, sharedOnly: false } }),
  },
  'GET /api/shoppinglist/{cartId}': {
    success: (x) => ({ ...x.buyer, path: { cartId: x.list.id } }),
  },

  // Subscriptions of a company on the 0150 route: a new one from its buyer's filled cart, then the fixture's one
  // changed, given the cart as its template, read and ended.
  'POST /api/subscription/create': {
    success: (x) => ({
      token: x.subscriber.buyer.token,
      body: {
        customerId: x.subscriber.company.id,
        cartId: x.subscriberCart,
        intervalWeeks: 2,
        firstDeliveryDate: deliveryDate(),
        deliveryAddressId: x.subscriber.delivery.id,
      },
    }),
    answer: () => ({ status: 'active', intervalWeeks: 2 }),
    error: { status: 422, request: subscriptionUnknown },
  },
  'POST /api/subscription/search': {
    success: (x) => ({ ...x.buyer, body: { customerId: x.company.id } }),
    error: { status: 422, request: (x) => ({ ...x.buyer, body: { customerId: x.company.id, take: 0 } }) },
  },
  'POST /api/subscription/update': {
    success: (x) => ({ token: x.subscriber.buyer.token, body: { id: x.subscription.id, intervalWeeks: 3 } }),
    error: { status: 422, request: (x) => ({ ...x.buyer, body: { id: unknown(), intervalWeeks: 3 } }) },
  },
  'POST /api/subscription/{id}/update/carttemplate/{cartId}': {
    success: (x) => ({ token: x.subscriber.buyer.token, path: { id: x.subscription.id, cartId: x.subscriberCart } }),
    error: { status: 422, request: (x) => ({ ...x.buyer, path: { id: unknown(), cartId: x.cart.id } }) },
  },
  'GET /api/subscription/{id}': {
    success: (x) => ({ token: x.subscriber.buyer.token, path: { id: x.subscription.id } }),
    error: { status: 422, request: (x) => ({ ...x.buyer, path: { id: unknown() } }) },
  },
  'DELETE /api/subscription/{id}': {
    success: (x) => ({
      token: x.subscriber.buyer.token,
      path: { id: x.subscription.id },
      body: { reason: 'Contract test' },
    }),
    answer: () => ({ status: 'ended', endedReason: 'Contract test' }),
    error: { status: 422, request: (x) => ({ ...x.buyer, path: { id: unknown() }, body: { reason: 'x' } }) },
  },

  'GET /api/ticket/{ticketId}': {
    success: (x) => ({ ...x.buyer, path: { ticketId: x.ticket.id } }),
    error: { status: 422, request: (x) => ({ ...x.buyer, path: { ticketId: unknown() } }) },
  },
  'GET /api/ticket/search': {
    success: (x) => ({
      ...x.buyer,
      query: { query: '', customerId: x.company.id, contactId: x.buyer_id(), pageSize: 10 },
    }),
    error: {
      status: 422,
      request: (x) => ({
        ...x.buyer,
        query: { query: '', customerId: x.company.id, contactId: x.buyer_id(), pageSize: 0 },
      }),
    },
  },
  'POST /api/ticket/create': {
    success: (x) => ({
      ...x.buyer,
      body: { customerId: x.company.id, subject: 'Contract', body: 'A question', category: 'other' },
    }),
    error: { status: 422, request: (x) => ({ ...x.buyer, body: {} }) },
  },
  'POST /api/ticket/add-comment': {
    success: (x) => ({ ...x.buyer, body: { ticketId: x.ticket.id, body: 'More details' } }),
    error: { status: 422, request: (x) => ({ ...x.buyer, body: { ticketId: unknown(), body: 'x' } }) },
  },
  'POST /api/ticket/chat/start': {
    success: (x) => ({ ...x.buyer, body: { customerId: x.company.id, message: 'Hei' } }),
    error: { status: 422, request: (x) => ({ ...x.buyer, body: { customerId: x.company.id, ticketId: unknown() } }) },
  },
  'POST /api/ticket/chat/add-customer-message': {
    success: (x) => ({ ...x.buyer, body: { chatId: x.chat.id, body: 'Hallo?' } }),
    error: { status: 422, request: (x) => ({ ...x.buyer, body: { chatId: unknown(), body: 'x' } }) },
  },
  'POST /api/ticket/chat/add-agent-message': {
    success: (x) => ({ token: x.agent.token, body: { chatId: x.chat.id, body: 'Hei, hva gjelder det?' } }),
    error: { status: 422, request: (x) => ({ token: x.agent.token, body: { chatId: unknown(), body: 'Hei' } }) },
  },
  'POST /api/ticket/chat/end': {
    success: (x) => ({ ...x.buyer, body: { chatId: x.chat.id } }),
    error: { status: 422, request: (x) => ({ ...x.buyer, body: { chatId: unknown() } }) },
  },
};

/** A company a person registers (initcompany, create). */
const newCompany = (name: string) => ({
  name,
  orgNumber: norwegianOrgNumber(),
  market: 'NO',
  invoiceAddress: osloAddress,
});

/** The spec row of a call, for a recipe that makes another call first. */
const callOf = (key: string) => rows.find((r) => r.key === key)!;

function subscriptionUnknown(x: Fixture): SpecRequest {
  return {
    ...x.buyer,
    body: {
      customerId: x.company.id,
      cartId: unknown(),
      intervalWeeks: 1,
      firstDeliveryDate: '2099-01-01',
      deliveryAddressId: x.delivery.id,
    },
  };
}

describe('the contract with a client written from the spec (issue 19 §3)', () => {
  // The inventory drives the test: a spec call without a success, or without a handled error while its spec entry
  // handles one, fails here.
  it('has a success for every call of the spec inventory and a handled error wherever the spec handles one', () => {
    expect(rows).toHaveLength(94);
    expect(Object.keys(cases).sort()).toEqual(rows.map((r) => r.key).sort());
    expect(rows.filter((r) => !cases[r.key]?.success).map((r) => r.key)).toEqual([]);
    const handledWithoutError = rows.filter((r) => r.handledStatuses.length > 0 && !cases[r.key]?.error);
    expect(handledWithoutError.map((r) => r.key)).toEqual([]);
  });

  it.each(rows.map((r) => [r.key, r] as const))('%s succeeds (200/204) for the spec client', async (_k, row) => {
    const { success, answer } = cases[row.key]!;
    const result = await specCall(transport, row, await success(f));
    expect(result).not.toBeUndefined();
    if (answer) expect(result).toMatchObject(answer(f));
  });

  const withError = rows.filter((r) => cases[r.key]?.error);
  it.each(withError.map((r) => [r.key, r] as const))(
    '%s answers a handled error the client parses',
    async (_k, row) => {
      const { status, request } = cases[row.key]!.error!;
      expect(row.handledStatuses, 'the case must be a status the spec handles for this call').toContain(status);
      const error = await specCall(transport, row, await request(f)).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(SpecApiError);
      const apiError = error as SpecApiError;
      expect(apiError.status, apiError.response.slice(0, 300)).toBe(status);
      expect(apiError.message).toBe(SERVER_SIDE_ERROR);
      expect(apiError.result).toMatchObject({ status, code: expect.any(String), title: expect.any(String) });
    },
  );
});
