import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { parseOrderMessage, type ReceivedCart, startBuyer } from '../../../../../sandbox/src/buyer';
import { testClient } from '../../../test/client';
import {
  createCategory,
  createCompanyWithPeople,
  createContact,
  createPriceList,
  createProduct,
} from '../../../test/factories';
import { createTestApp } from '../../../test/helper';
import { addresses, orders } from '../../db/schema';
import { configurePunchout } from './service';
import { dtdProblems, sample } from './test-kit';

// The whole round trip over HTTP with the stand-in buyer (sandbox/src/buyer) as the procurement system;
// the storefront's part (start page, auto-posting the form) is played by the test.
const { app, database } = await createTestApp({ WEB_ORIGIN: 'https://shop.test' });
const api = testClient(app);
await app.listen({ host: '127.0.0.1', port: 0 });
const apiUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const db = database.db;

const category = await createCategory(database, { slug: 'paper' });
await createProduct(database, { category, variants: [{ sku: 'PAPER-A4', name: 'Copy paper A4', leadTimeDays: 0 }] });
await createPriceList(database, { prices: [{ sku: 'PAPER-A4', unitPrice: 4_990 }] });
const people = await createCompanyWithPeople(database);
await db.insert(addresses).values({
  companyId: people.company.id,
  type: 'delivery',
  name: 'Lager',
  line1: 'Lagerveien 1',
  zipCode: '0150',
  city: 'Oslo',
  country: 'NO',
  isDefault: true,
});
const contact = await createContact(database, { company: people.company, role: 'buyer' });
const cxml = {
  from: { domain: 'NetworkId', identity: 'stand-in-buyer' },
  to: { domain: 'NetworkId', identity: 'engros' },
  sender: { domain: 'NetworkId', identity: 'stand-in-buyer' },
  sharedSecret: 'stand-in-secret',
};
await configurePunchout(db, {
  companyId: people.company.id,
  contactId: contact.id,
  cxml,
  oci: { username: 'stand-in-oci', password: 'stand-in-pass' },
});
const buyer = await startBuyer({ port: 0, apiUrl, cxml, oci: { username: 'stand-in-oci', password: 'stand-in-pass' } });
afterAll(() => buyer.stop());

const json = { accept: 'application/json' };
/** The storefront's part: exchange the token, fill the cart, fetch the form and post it as the browser would. */
async function shopAndReturn(startUrl: string, protocol: 'cxml' | 'oci') {
  const token = new URL(startUrl).searchParams.get('token')!;
  const started = await api.post('/api/punchout/session', { secret: true, body: { token } });
  const { accessToken, session, contactId, customerId } = started.json();
  await api.post('/api/ardis/cart/addorderline', {
    token: accessToken,
    body: { pid: contactId, customerId, sku: 'PAPER-A4', quantity: 4 },
  });
  const form = (
    await api.post(`/api/punchout/${protocol}/getformpayload`, { token: accessToken, body: { sessionId: session.id } })
  ).json();
  const posted = await fetch(form.action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...json },
    body: new URLSearchParams(form.fields.map((f: { name: string; value: string }) => [f.name, f.value])),
  });
  expect(posted.status).toBe(200);
  return (await posted.json()) as ReceivedCart;
}

describe('stand-in buyer', () => {
  it('reads the sample PunchOutOrderMessages (which validate against their DTD, as ours must)', () => {
    for (const name of ['PunchoutOrderMessage.xml', 'PunchoutOrderMessageAdvancedPricing.xml']) {
      expect(dtdProblems(sample(name)), name).toBe('');
    }
    expect(parseOrderMessage(sample('PunchoutOrderMessage.xml'))).toMatchObject({
      buyerCookie: '1CX3L4843PPZO',
      operationAllowed: 'create',
      total: { amount: '763.20', currency: 'USD' },
      lines: [
        {
          sku: '5555',
          quantity: 3,
          unitPrice: '763.20',
          currency: 'USD',
          unit: 'EA',
          description: 'Excelsior Desk Chair',
        },
        { sku: '666', quantity: 5, unitPrice: '763.20', currency: 'USD', unit: 'EA' },
      ],
    });
  });

  it('cXML: set-up, cart return, edit, and an OrderRequest that becomes one order', async () => {
    const setup = (await (await fetch(`${buyer.url}/cxml/start`, { method: 'POST', headers: json })).json()) as {
      startUrl: string;
    };
    expect(setup).toMatchObject({ httpStatus: 200, cxmlCode: '200' });
    const cart = await shopAndReturn(setup.startUrl, 'cxml');
    expect(dtdProblems(cart.raw)).toBe('');
    expect(cart).toMatchObject({
      protocol: 'cxml',
      operationAllowed: 'edit',
      total: { amount: '199.60', currency: 'NOK' },
      lines: [{ sku: 'PAPER-A4', quantity: 4, unitPrice: '49.90', currency: 'NOK', unit: 'PCE' }],
    });

    const edit = await (
      await fetch(`${buyer.url}/cxml/start`, {
        method: 'POST',
        headers: { ...json, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ operation: 'edit', cartId: cart.id }),
      })
    ).json();
    expect(edit).toMatchObject({ httpStatus: 200, cxmlCode: '200' });

    const order = () =>
      fetch(`${buyer.url}/cxml/order`, {
        method: 'POST',
        headers: { ...json, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ cartId: cart.id }),
      }).then((r) => r.json());
    expect(await order()).toMatchObject({ httpStatus: 200, cxmlCode: '200' });
    expect(await order()).toMatchObject({ httpStatus: 200, cxmlCode: '200' });
    const placed = await db.select().from(orders).where(eq(orders.companyId, people.company.id));
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({ contactId: contact.id, net: 19_960 });
  });

  it('OCI: its page posts to our entry, and the HOOK_URL receives the lines', async () => {
    const home = await (await fetch(buyer.url)).text();
    const hidden = Object.fromEntries(
      [...home.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)]
        .filter((m) => m[1] !== 'operation')
        .map((m) => [m[1]!, m[2]!.replace(/&amp;/g, '&')]),
    );
    expect(hidden).toMatchObject({ USERNAME: 'stand-in-oci', HOOK_URL: `${buyer.url}/oci/hook` });
    const entry = await fetch(`${apiUrl}/punchout/oci`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(hidden),
    });
    expect(entry.status).toBe(302);
    const cart = await shopAndReturn(entry.headers.get('location')!, 'oci');
    expect(cart).toMatchObject({
      protocol: 'oci',
      lines: [
        {
          sku: 'PAPER-A4',
          quantity: 4,
          unitPrice: '49.90',
          currency: 'NOK',
          unit: 'PCE',
          description: 'Copy paper A4',
        },
      ],
    });
    expect(buyer.carts()).toHaveLength(2);
  });
});
