import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { testClient } from '../../../test/client';
import {
  createCategory,
  createCompanyWithPeople,
  createContact,
  createPriceList,
  createProduct,
} from '../../../test/factories';
import { bearer, createTestApp } from '../../../test/helper';
import {
  addresses,
  assortmentRules,
  assortments,
  auditEvents,
  cartLines,
  companies,
  orders,
  punchoutSessions,
  refreshTokens,
  variants,
} from '../../db/schema';
import { OCI_FIELDS, orderRequest, parseOciLines } from '../../integrations/punchout';
import { createStorage } from '../../integrations/storage';
import { invalidateCaches } from '../../lib/cache';
import { addImage } from '../media';
import { configurePunchout } from './service';
import { dtdProblems, sample } from './test-kit';

const { app, database } = await createTestApp({ WEB_ORIGIN: 'https://shop.test' });
const api = testClient(app);
const db = database.db;
const xmlParser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false });

const category = await createCategory(database, { slug: 'office-chairs' });
const longName = 'Excelsior Desk Chair with an extra long name that goes on';
await createProduct(database, { category, variants: [{ sku: '5555', name: longName, stock: 100, leadTimeDays: 0 }] });
await createProduct(database, { category, variants: [{ sku: '6666', stock: 100, leadTimeDays: 0 }] });
await createProduct(database, { category, variants: [{ sku: '1233244', stock: 100, leadTimeDays: 0 }] });
await createProduct(database, { category, variants: [{ sku: '1233245', stock: 100, leadTimeDays: 0 }] });
// A stool in two colours: the red one has a picture of its own, the grey one shows the product's cover.
const stool = await createProduct(database, {
  category,
  name: 'Krakk',
  variants: [
    { sku: '7771', stock: 100, leadTimeDays: 0 },
    { sku: '7772', stock: 100, leadTimeDays: 0 },
  ],
});
await createPriceList(database, {
  prices: [
    { sku: '5555', unitPrice: 76_320 },
    { sku: '6666', unitPrice: 76_420 },
    { sku: '1233244', unitPrice: 210 },
    { sku: '1233245', unitPrice: 320 },
    { sku: '7771', unitPrice: 10_000 },
    { sku: '7772', unitPrice: 10_000 },
  ],
});

// The chair (5555) has a picture: punch-out messages carry its URL (docs/media.md); the desk (6666) has none.
const [chair] = await db.select({ id: variants.productId }).from(variants).where(eq(variants.sku, '5555'));
const mediaDirectory = await mkdtemp(path.join(tmpdir(), 'punchout-media-'));
afterAll(() => rm(mediaDirectory, { recursive: true, force: true }));
const picture = async (productRef: string, background: string, alt: string, sku?: string) =>
  addImage(db, createStorage({ kind: 'filesystem', directory: mediaDirectory }), {
    productRef,
    sku,
    bytes: await sharp({ create: { width: 400, height: 300, channels: 3, background } })
      .png()
      .toBuffer(),
    alt: { nb: alt, en: alt },
    limits: { maxBytes: 1e7, maxPixels: 1e7 },
    lang: 'en',
  });
await picture(chair!.id, '#357', 'Kontorstol');
await picture(stool.id, '#777', 'Krakk, grå');
await picture(stool.id, '#c00', 'Krakk, rød', '7771');

/** A company with people, a delivery address and a punch-out contact configured like the samples. */
async function buyingOrganization(options: { sharedSecret?: string; ociUser?: string; isCxml?: boolean } = {}) {
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
  const sharedSecret = options.sharedSecret ?? 's3cr3t';
  const cxml = {
    from: { domain: 'NetworkId', identity: 'inbound@prominate-platform.com' },
    to: { domain: 'NetworkId', identity: 'supplier@supplier.com' },
    sender: { domain: 'NetworkId', identity: 'inbound@prominate-platform.com' },
    sharedSecret,
  };
  await configurePunchout(db, {
    companyId: people.company.id,
    contactId: contact.id,
    ...(options.isCxml === false ? {} : { cxml }),
    oci: { username: options.ociUser ?? `oci-${people.company.id.slice(0, 8)}`, password: 'oci-pass-1' },
  });
  return { ...people, contact, cxml, ociUser: options.ociUser ?? `oci-${people.company.id.slice(0, 8)}` };
}

const postXml = (url: string, xml: string) => api.post(url, { headers: { 'content-type': 'text/xml' }, body: xml });
const statusOf = (xml: string) => xmlParser.parse(xml).cXML.Response.Status as { '@code': string; '@text': string };
const startToken = (xml: string) => {
  const url = new URL(xmlParser.parse(xml).cXML.Response.PunchOutSetupResponse.StartPage.URL as string);
  return { url, token: url.searchParams.get('token')! };
};
const startSession = (token: string) => api.post('/api/punchout/session', { secret: true, body: { token } });
const formPayload = (protocol: 'oci' | 'cxml', sessionId: string, token?: string) =>
  api.post(`/api/punchout/${protocol}/getformpayload`, { headers: token ? bearer(token) : {}, body: { sessionId } });

// Only one company may own the samples' sender identity: the cXML tests share it.
const org = await buyingOrganization();

describe('cXML PunchOutSetupRequest', () => {
  it('accepts the sample and answers a valid PunchOutSetupResponse with a one-time StartPage', async () => {
    const res = await postXml('/punchout/cxml/setup', sample('PunchOutSetupRequest.xml'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/xml/);
    expect(dtdProblems(res.body)).toBe('');
    expect(res.body).toContain('cXML/1.2.050/cXML.dtd'); // the version the buyer declared
    expect(statusOf(res.body)['@code']).toBe('200');
    const { url, token } = startToken(res.body);
    expect(`${url.origin}${url.pathname}`).toBe('https://shop.test/punchout/start');
    expect(token.length).toBeGreaterThanOrEqual(40);
  });

  it('refuses a wrong shared secret, an unknown sender and a From that does not match with cXML 401', async () => {
    const xml = sample('PunchOutSetupRequest.xml');
    for (const bad of [
      xml.replace('s3cr3t', 'wrong'),
      xml.replaceAll('inbound@prominate-platform.com', 'someone@else.example'),
      xml.replace(
        /<From>[\s\S]*?<\/From>/,
        '<From><Credential domain="DUNS"><Identity>1</Identity></Credential></From>',
      ),
      xml.replace('<SharedSecret>s3cr3t</SharedSecret>', ''),
    ]) {
      const res = await postXml('/punchout/cxml/setup', bad);
      expect(res.statusCode).toBe(401);
      expect(statusOf(res.body)['@code']).toBe('401');
      expect(dtdProblems(res.body)).toBe('');
    }
  });

  it('answers malformed or unexpected XML with cXML 400', async () => {
    for (const bad of ['<cXML><Header>', '<nothing/>', sample('OrderRequest.xml').replace('coyote', 's3cr3t')]) {
      const res = await postXml('/punchout/cxml/setup', bad);
      expect(res.statusCode).toBe(400);
      expect(statusOf(res.body)['@code']).toBe('400');
      expect(dtdProblems(res.body)).toBe('');
    }
  });

  it('answers cXML even when the body cannot be read (content type, not text)', async () => {
    const wrongType = await api.post('/punchout/cxml/setup', { body: { cXML: 1 } });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.headers['content-type']).toMatch(/^text\/xml/);
    expect(dtdProblems(wrongType.body)).toBe('');
    const unsupported = await api.post('/punchout/cxml/order', {
      headers: { 'content-type': 'application/octet-stream' },
      body: 'x',
    });
    expect(unsupported.statusCode).toBe(415);
    expect(statusOf(unsupported.body)['@code']).toBe('415');
  });

  it('expands no external entities and stops entity bombs', async () => {
    const xml = sample('PunchOutSetupRequest.xml');
    const xxe = xml
      .replace(/<!DOCTYPE[^>]*>/, '<!DOCTYPE cXML [<!ENTITY x SYSTEM "file:///etc/passwd">]>')
      .replace('550bce3e592023b2e7b015307f965133', '&x;');
    const res = await postXml('/punchout/cxml/setup', xxe);
    expect(res.body).not.toContain('root:');
    const lol = Array.from({ length: 8 }, (_, i) => `<!ENTITY l${i + 1} "${`&l${i};`.repeat(10)}">`).join('');
    const bomb = xml
      .replace(/<!DOCTYPE[^>]*>/, `<!DOCTYPE cXML [<!ENTITY l0 "lol">${lol}]>`)
      .replace('550bce3e592023b2e7b015307f965133', '&l8;');
    const bombed = await postXml('/punchout/cxml/setup', bomb);
    expect([200, 400]).toContain(bombed.statusCode);
    expect(bombed.body.length).toBeLessThan(5000);
    const cookies = await db.select({ cookie: punchoutSessions.buyerCookie }).from(punchoutSessions);
    expect(Math.max(...cookies.map((c) => c.cookie?.length ?? 0))).toBeLessThan(100_000);
    expect(cookies.some((c) => c.cookie?.includes('root:'))).toBe(false);
  });

  it('edit restores the ItemOut lines into the session cart', async () => {
    const xml = sample('PunchOutSetupRequest.xml').replace('operation="create"', 'operation="edit"');
    const res = await postXml('/punchout/cxml/setup', xml);
    expect(res.statusCode).toBe(200);
    const started = await startSession(startToken(res.body).token);
    expect(started.statusCode).toBe(200);
    expect(started.json().session).toMatchObject({ protocol: 'cxml', operation: 'edit' });
    const cart = await api.get(`/api/ardis/cart?pid=${org.contact.id}&customerId=${org.company.id}`, {
      token: started.json().accessToken,
    });
    expect(cart.json().lines.map((l: { sku: string; quantity: number }) => [l.sku, l.quantity])).toEqual([
      ['5555', 2],
      ['6666', 1],
    ]);
  });
});

describe('POST /api/punchout/session', () => {
  it('exchanges the token once; a replay is 410 punchout_token_used', async () => {
    const { token } = startToken((await postXml('/punchout/cxml/setup', sample('PunchOutSetupRequest.xml'))).body);
    const first = await startSession(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      contactId: org.contact.id,
      customerId: org.company.id,
      session: { protocol: 'cxml', operation: 'create', returnUrl: 'https://prominate-platform.com/hook-url' },
    });
    // The sign-in lasts no longer than the punch-out session.
    const [refresh] = await db.select().from(refreshTokens).where(eq(refreshTokens.contactId, org.contact.id));
    expect(refresh!.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 8 * 3600_000);
    // The sign-in is in the company's audit log (docs/security.md).
    const audited = await db.select().from(auditEvents).where(eq(auditEvents.contactId, org.contact.id));
    expect(audited.filter((e) => e.method === 'punchout' && e.companyId === org.company.id).length).toBeGreaterThan(0);
    const again = await startSession(token);
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe('punchout_token_used');
  });

  it('refuses an expired token with 410 and an unknown one with 400', async () => {
    const { token } = startToken((await postXml('/punchout/cxml/setup', sample('PunchOutSetupRequest.xml'))).body);
    await db.update(punchoutSessions).set({ startTokenExpiresAt: new Date(Date.now() - 1000) });
    const expired = await startSession(token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe('punchout_token_expired');
    const unknown = await startSession('x'.repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('punchout_token_invalid');
  });

  it('needs the shared secret', async () => {
    const res = await api.post('/api/punchout/session', { body: { token: 'y'.repeat(43) } });
    expect(res.statusCode).toBe(401);
  });
});

describe('cXML cart return', () => {
  it('builds a valid PunchOutOrderMessage with the BuyerCookie, in both form fields', async () => {
    // The chair's picture goes along as ItemDetail's Extrinsic ImageURL, absolute (docs/media.md).
    const xml = sample('PunchOutSetupRequest.xml').replace('operation="create"', 'operation="edit"');
    const started = await startSession(startToken((await postXml('/punchout/cxml/setup', xml)).body).token);
    const { accessToken, session } = started.json();
    const res = await formPayload('cxml', session.id, accessToken);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ action: 'https://prominate-platform.com/hook-url', method: 'post' });
    const [urlencoded, base64] = body.fields;
    expect([urlencoded.name, base64.name]).toEqual(['cxml-urlencoded', 'cxml-base64']);
    expect(Buffer.from(base64.value, 'base64').toString('utf8')).toBe(urlencoded.value);
    // As the browser posts it: urlencoded form, read back by the buyer.
    const posted = new URLSearchParams(new URLSearchParams([[urlencoded.name, urlencoded.value]]).toString());
    const message = posted.get('cxml-urlencoded')!;
    expect(message).toBe(urlencoded.value);
    expect(dtdProblems(message)).toBe('');
    expect(message).toContain('cXML/1.2.050/cXML.dtd');
    const poom = xmlParser.parse(message).cXML.Message.PunchOutOrderMessage;
    expect(poom.BuyerCookie).toBe('550bce3e592023b2e7b015307f965133');
    expect(poom.PunchOutOrderMessageHeader['@operationAllowed']).toBe('edit');
    expect(poom.PunchOutOrderMessageHeader.Total.Money).toEqual({ '#text': '2290.60', '@currency': 'NOK' });
    expect(poom.ItemIn).toHaveLength(2);
    expect(poom.ItemIn[0]).toMatchObject({
      '@quantity': '2',
      ItemID: { SupplierPartID: '5555' },
      ItemDetail: {
        UnitPrice: { Money: { '#text': '763.20', '@currency': 'NOK' } },
        UnitOfMeasure: 'PCE',
        Classification: { '#text': 'office-chairs', '@domain': 'EngrosCategory' },
        Extrinsic: {
          '@name': 'ImageURL',
          '#text': expect.stringMatching(/^https:\/\/shop\.test\/media\/[a-f0-9]{32}\.jpg$/),
        },
      },
    });
    expect(poom.ItemIn[1].ItemDetail.Extrinsic).toBeUndefined();
  });

  it('answers 401 without a token and 404 to other people and other companies', async () => {
    const started = await startSession(
      startToken((await postXml('/punchout/cxml/setup', sample('PunchOutSetupRequest.xml'))).body).token,
    );
    const { session } = started.json();
    expect((await formPayload('cxml', session.id)).statusCode).toBe(401);
    // A buyer of the same company who is not the punch-out contact.
    expect((await formPayload('cxml', session.id, org.buyer.token)).statusCode).toBe(404);
    const other = await createCompanyWithPeople(database);
    expect((await formPayload('cxml', session.id, other.buyer.token)).statusCode).toBe(404);
    // The OCI call on a cXML session, and a session that does not exist.
    expect((await formPayload('oci', session.id, started.json().accessToken)).statusCode).toBe(404);
    expect((await formPayload('cxml', crypto.randomUUID(), started.json().accessToken)).statusCode).toBe(404);
  });
});

describe('cXML OrderRequest', () => {
  const orderSample = () => sample('OrderRequest.xml').replace('coyote', 's3cr3t');
  const ordersOf = async (companyId: string) =>
    (await db.select({ n: count() }).from(orders).where(eq(orders.companyId, companyId)))[0]!.n;

  it('accepts the sample once: a repeated orderID answers the same order', async () => {
    // The sample carries the secret "coyote": the buyer's set-up is changed to match it, then back.
    await configurePunchout(db, { companyId: org.company.id, contactId: org.contact.id, cxml: org.cxml });
    const first = await postXml('/punchout/cxml/order', sample('OrderRequest.xml'));
    expect(first.statusCode).toBe(401);
    await configurePunchout(db, {
      companyId: org.company.id,
      contactId: org.contact.id,
      cxml: { ...org.cxml, sharedSecret: 'coyote' },
    });
    const res = await postXml('/punchout/cxml/order', sample('OrderRequest.xml'));
    expect(res.statusCode, res.body).toBe(200);
    expect(dtdProblems(res.body)).toBe('');
    expect(statusOf(res.body)['@code']).toBe('200');
    const [order] = await db.select().from(orders).where(eq(orders.companyId, org.company.id));
    expect(order).toMatchObject({ contactId: org.contact.id, purchaseOrderNumber: 'DO1234', status: 'confirmed' });
    expect(order!.comment).toContain('Sunnyvale');
    const again = await postXml('/punchout/cxml/order', sample('OrderRequest.xml'));
    expect(again.statusCode).toBe(200);
    expect(await ordersOf(org.company.id)).toBe(1);
    await configurePunchout(db, { companyId: org.company.id, contactId: org.contact.id, cxml: org.cxml });
  });

  it('refuses unknown SKUs and raised prices with cXML 400 and places nothing', async () => {
    const before = await ordersOf(org.company.id);
    const unknown = orderSample().replace('DO1234', 'DO-UNKNOWN').replace('1233245', 'NO-SUCH-SKU');
    const res = await postXml('/punchout/cxml/order', unknown);
    expect(res.statusCode).toBe(400);
    expect(statusOf(res.body)['@code']).toBe('400');
    expect(res.body).toContain('NO-SUCH-SKU');
    expect(dtdProblems(res.body)).toBe('');
    // In our currency, an approved price below ours is refused.
    const cheap = orderSample().replace('DO1234', 'DO-CHEAP').replaceAll('currency="EUR"', 'currency="NOK"');
    const cheaper = cheap.replace('>3.20<', '>3.10<');
    expect((await postXml('/punchout/cxml/order', cheaper)).statusCode).toBe(400);
    expect(await ordersOf(org.company.id)).toBe(before);
    const exact = await postXml('/punchout/cxml/order', cheap);
    expect(exact.statusCode, exact.body).toBe(200);
    expect(await ordersOf(org.company.id)).toBe(before + 1);
  });

  it("refuses a SKU outside the company's assortment as an unknown one (docs/catalog.md, Assortments)", async () => {
    const before = await ordersOf(org.company.id);
    const [product] = await db.select({ id: variants.productId }).from(variants).where(eq(variants.sku, '1233245'));
    const [assortment] = await db.insert(assortments).values({ name: 'Punch-out without 1233245' }).returning();
    await db
      .insert(assortmentRules)
      .values({ assortmentId: assortment!.id, effect: 'exclude', target: 'product', targetId: product!.id });
    await db.update(companies).set({ assortmentId: assortment!.id }).where(eq(companies.id, org.company.id));
    invalidateCaches('catalog');
    try {
      const res = await postXml('/punchout/cxml/order', orderSample().replace('DO1234', 'DO-HIDDEN'));
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('Unknown or unavailable SupplierPartID: 1233245');
      expect(await ordersOf(org.company.id)).toBe(before);
    } finally {
      await db.update(companies).set({ assortmentId: null }).where(eq(companies.id, org.company.id));
      invalidateCaches('catalog');
    }
  });

  it('places one order for the same orderID sent three times at once', async () => {
    const before = await ordersOf(org.company.id);
    const xml = orderSample().replace('DO1234', 'DO-PARALLEL');
    const answers = await Promise.all([1, 2, 3].map(() => postXml('/punchout/cxml/order', xml)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => statusOf(a.body) && a.body.match(/Order ([0-9a-f-]{36})/)?.[1])).size).toBe(1);
    expect(await ordersOf(org.company.id)).toBe(before + 1);
  });

  it('builds OrderRequests (the stand-in buyer sends the same shape) that validate', () => {
    const xml = orderRequest({
      from: org.cxml.from,
      to: org.cxml.to,
      sender: { ...org.cxml.sender, sharedSecret: 's3cr3t' },
      orderId: 'PO-1',
      currency: 'NOK',
      total: 1000,
      items: [{ sku: '5555', quantity: 1, unitPrice: 1000, description: 'Chair', unit: 'PCE' }],
    });
    expect(dtdProblems(xml)).toBe('');
  });

  // Issue 14 §11: a company with cost centres could not receive OrderRequests (checkout_blocked, cost centre missing).
  it('takes the cost centre the OrderRequest names (Extrinsic or Distribution), and none when it names none', async () => {
    const lab = await db
      .insert(addresses)
      .values({
        companyId: org.company.id,
        type: 'delivery',
        name: 'Lab',
        line1: 'Labveien 2',
        zipCode: '0150',
        city: 'Oslo',
        country: 'NO',
      })
      .returning();
    const centre = async (body: object) => {
      const res = await api.post('/api/cost-centres', {
        token: org.admin.token,
        body: { customerId: org.company.id, ...body },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { id: string; code: string; name: string };
    };
    const kitchen = await centre({ code: 'K-1', name: 'Kitchen' });
    const labCentre = await centre({ code: 'L-1', name: 'Lab', deliveryAddressId: lab[0]!.id });
    const old = await centre({ code: 'OLD', name: 'Old' });
    const retired = await api.patch(`/api/cost-centres/${old.id}`, {
      token: org.admin.token,
      body: { customerId: org.company.id, isActive: false },
    });
    expect(retired.statusCode).toBe(200);
    const orderOf = async (res: { body: string }) => {
      const id = res.body.match(/Order ([0-9a-f-]{36})/)?.[1];
      return (await db.select().from(orders).where(eq(orders.id, id!)))[0]!;
    };
    const withExtrinsic = (xml: string, name: string, value: string) =>
      xml.replace('</OrderRequestHeader>', `<Extrinsic name="${name}">${value}</Extrinsic></OrderRequestHeader>`);
    // SAP Ariba style: each item charged to a cost centre in its Distribution.
    const distribution = (code: string) =>
      `<Distribution><Accounting name="DistributionCharge"><Segment type="CostCenter" id="${code}" ` +
      `description="Department"/></Accounting><Charge><Money currency="EUR">1.00</Money></Charge></Distribution>`;
    const withDistribution = (xml: string, codes: [string, string]) => {
      let n = 0;
      return xml.replace(/<\/ItemDetail>/g, (end) => `${end}${distribution(codes[n++]!)}`);
    };

    // Named by a header Extrinsic.
    const named = withExtrinsic(orderSample().replace('DO1234', 'DO-CC-EXT'), 'CostCenter', 'K-1');
    expect(dtdProblems(named)).toBe('');
    const byExtrinsic = await postXml('/punchout/cxml/order', named);
    expect(byExtrinsic.statusCode, byExtrinsic.body).toBe(200);
    expect((await orderOf(byExtrinsic)).costCentre).toEqual({ id: kitchen.id, code: 'K-1', name: 'Kitchen' });

    // Named in the items' Distribution/Accounting segments; the centre's own delivery address comes along.
    const charged = withDistribution(orderSample().replace('DO1234', 'DO-CC-DIST'), ['L-1', 'L-1']);
    expect(dtdProblems(charged)).toBe('');
    const byDistribution = await postXml('/punchout/cxml/order', charged);
    expect(byDistribution.statusCode, byDistribution.body).toBe(200);
    const labOrder = await orderOf(byDistribution);
    expect(labOrder.costCentre).toEqual({ id: labCentre.id, code: 'L-1', name: 'Lab' });
    expect(labOrder.deliveryAddress).toMatchObject({ id: lab[0]!.id, line1: 'Labveien 2' });

    // Named by none: the order has no centre (the procurement system accounts for it) instead of being refused.
    const plain = await postXml('/punchout/cxml/order', orderSample().replace('DO1234', 'DO-CC-NONE'));
    expect(plain.statusCode, plain.body).toBe(200);
    expect((await orderOf(plain)).costCentre).toBeNull();

    // An unknown or inactive centre, or items charged to two centres: cXML 400 and no order.
    const before = await ordersOf(org.company.id);
    for (const [orderId, xml] of [
      ['DO-CC-UNKNOWN', (x: string) => withExtrinsic(x, 'Cost Center', 'X-9')],
      ['DO-CC-OLD', (x: string) => withExtrinsic(x, 'CostCenter', 'OLD')],
      ['DO-CC-TWO', (x: string) => withDistribution(x, ['K-1', 'L-1'])],
    ] as const) {
      const res = await postXml('/punchout/cxml/order', xml(orderSample().replace('DO1234', orderId)));
      expect(res.statusCode, `${orderId}: ${res.body}`).toBe(400);
      expect(statusOf(res.body)['@code']).toBe('400');
      expect(dtdProblems(res.body)).toBe('');
    }
    expect(await ordersOf(org.company.id)).toBe(before);

    // Punch-out orders go on invoice: without invoice credit the buyer's system is told why (docs/customer.md).
    const { creditLimit } = org.company;
    await db.update(companies).set({ creditLimit: 0 }).where(eq(companies.id, org.company.id));
    const noCredit = await postXml('/punchout/cxml/order', orderSample().replace('DO1234', 'DO-NO-CREDIT'));
    expect(noCredit.statusCode).toBe(400);
    expect(statusOf(noCredit.body)['@text']).toBe('card_payment_required');
    expect(await ordersOf(org.company.id)).toBe(before);
    await db.update(companies).set({ creditLimit }).where(eq(companies.id, org.company.id));
  });
});

// OCI only: the samples' cXML sender identity belongs to `org`.
await buyingOrganization({ ociUser: 'nordlys-oci', isCxml: false });

describe('OCI', () => {
  const entry = (params: Record<string, string>, method: 'GET' | 'POST' = 'GET') =>
    method === 'GET'
      ? app.inject({ method, url: `/punchout/oci?${new URLSearchParams(params)}` })
      : app.inject({
          method,
          url: '/punchout/oci',
          payload: new URLSearchParams(params).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
  const login = {
    USERNAME: 'nordlys-oci',
    PASSWORD: 'oci-pass-1',
    HOOK_URL: 'https://srm.buyer.example/sap/bc/gui/hook?sid=1',
    OCI_VERSION: '4.0',
    '~OkCode': 'ADDI',
    '~TARGET': '_top',
    '~CALLER': 'CTLG',
  };
  const tokenOf = (location: string) => new URL(location).searchParams.get('token')!;
  const hiddenFields = (html: string) =>
    [...html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map(
      (m) =>
        [
          m[1]!,
          m[2]!
            .replace(/&quot;/g, '"')
            .replace(/&lt;/g, '<')
            .replace(/&gt;/g, '>')
            .replace(/&amp;/g, '&'),
        ] as [string, string],
    );

  it('redirects to the one-time start URL (GET and POST); wrong credentials → 401', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await entry(login, method);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toMatch(/^https:\/\/shop\.test\/punchout\/start\?token=/);
    }
    expect((await entry({ ...login, PASSWORD: 'wrong' })).statusCode).toBe(401);
    expect((await entry({ ...login, USERNAME: 'nobody' })).statusCode).toBe(401);
    expect((await entry({ ...login, HOOK_URL: 'javascript:alert(1)' })).statusCode).toBe(400);
  });

  it('returns the cart as NEW_ITEM fields that round-trip through a form post', async () => {
    const res = await entry(login, 'POST');
    const started = await startSession(tokenOf(res.headers.location as string));
    expect(started.json().session).toMatchObject({ protocol: 'oci', target: '_top', returnUrl: login.HOOK_URL });
    const { accessToken, session, contactId, customerId } = started.json();
    for (const [sku, quantity] of [
      ['5555', 3],
      ['6666', 1],
    ] as const) {
      const add = await api.post('/api/ardis/cart/addorderline', {
        token: accessToken,
        body: { pid: contactId, customerId, sku, quantity },
      });
      expect(add.statusCode).toBe(200);
    }
    const payload = await formPayload('oci', session.id, accessToken);
    expect(payload.statusCode).toBe(200);
    const body = payload.json();
    expect(body).toMatchObject({ action: login.HOOK_URL, target: '_top', method: 'post' });
    const names = body.fields.map((f: { name: string }) => f.name);
    for (const field of OCI_FIELDS) expect(names).toContain(`NEW_ITEM-${field}[2]`);
    expect(names).toContain('NEW_ITEM-LONGTEXT_1:132[]');
    // Through a urlencoded form as the browser posts it, then read back as the buyer's system reads it.
    const form = new URLSearchParams(
      new URLSearchParams(body.fields.map((f: { name: string; value: string }) => [f.name, f.value])).toString(),
    );
    const lines = parseOciLines(form);
    expect(lines.map((l) => [l.sku, l.quantity])).toEqual([
      ['5555', 3],
      ['6666', 1],
    ]);
    expect(lines[0]!.fields).toMatchObject({
      PRICE: '763.20',
      CURRENCY: 'NOK',
      UNIT: 'PCE',
      PRICEUNIT: '1',
      QUANTITY: '3.000',
      VENDORMAT: '5555',
      MATGROUP: 'office-chairs',
      LEADTIME: '0',
      VENDOR: '',
      // The picture: a URL the buyer's system downloads, titled by its alt text; no purpose (OCI 5.0 defines only
      // C, configuration, which a picture is not).
      ATTACHMENT: expect.stringMatching(/^https:\/\/shop\.test\/media\/[a-f0-9]{32}\.jpg$/),
      ATTACHMENT_TITLE: 'Kontorstol',
      ATTACHMENT_PURPOSE: '',
    });
    // Without a picture the fields are there, empty, as every optional OCI field (shared/PROTOCOLS.md).
    expect(lines[1]!.fields).toMatchObject({ ATTACHMENT: '', ATTACHMENT_TITLE: '', ATTACHMENT_PURPOSE: '' });

    expect(lines[0]!.fields.DESCRIPTION!.length).toBeLessThanOrEqual(40);
    expect(longName.startsWith(lines[0]!.fields.DESCRIPTION!)).toBe(true);
    // The cart stays for a later edit.
    expect(
      await db
        .select()
        .from(cartLines)
        .where(eq(cartLines.cartId, (await formCart(session.id))!)),
    ).toHaveLength(2);
  });

  async function formCart(sessionId: string) {
    const [row] = await db.select().from(punchoutSessions).where(eq(punchoutSessions.id, sessionId));
    return row?.cartId;
  }

  it('OCI 5 DETAIL and SOURCING open a session that lands on the product or the search', async () => {
    const detail = await entry({ ...login, OCI_VERSION: '5.0', FUNCTION: 'DETAIL', PRODUCTID: '6666' });
    expect(detail.statusCode).toBe(302);
    const started = await startSession(tokenOf(detail.headers.location as string));
    expect(started.json().session.landingPath).toMatch(/^\/product\/.+\?sku=6666$/);
    const sourcing = await entry({ ...login, OCI_VERSION: '5.0', FUNCTION: 'SOURCING', SEARCHSTRING: 'desk chair' });
    const search = await startSession(tokenOf(sourcing.headers.location as string));
    expect(search.json().session.landingPath).toBe('/search?q=desk%20chair');
  });

  it('OCI 5 VALIDATE re-prices the posted lines and BACKGROUND_SEARCH answers found items, without redirects', async () => {
    const validate = await entry(
      {
        ...login,
        OCI_VERSION: '5.0',
        FUNCTION: 'VALIDATE',
        'NEW_ITEM-EXT_PRODUCT_ID[1]': '6666',
        'NEW_ITEM-QUANTITY[1]': '2.000',
        'NEW_ITEM-PRICE[1]': '1.00',
        'NEW_ITEM-EXT_PRODUCT_ID[2]': 'GONE',
        'NEW_ITEM-QUANTITY[2]': '1',
      },
      'POST',
    );
    expect(validate.statusCode).toBe(200);
    expect(validate.headers['content-type']).toMatch(/^text\/html/);
    expect(validate.body).toContain(`action="${login.HOOK_URL.replace('&', '&amp;')}"`);
    const lines = parseOciLines(hiddenFields(validate.body));
    expect(lines.map((l) => [l.sku, l.quantity, l.fields.PRICE])).toEqual([['6666', 2, '764.20']]);

    const search = await entry({
      ...login,
      OCI_VERSION: '5.0',
      FUNCTION: 'BACKGROUND_SEARCH',
      SEARCHSTRING: 'Excelsior',
    });
    expect(search.statusCode).toBe(200);
    const found = parseOciLines(hiddenFields(search.body));
    expect(found.map((l) => l.sku)).toEqual(['5555']);
    // Its lines carry the picture as the cart return does.
    expect(found[0]!.fields).toMatchObject({ ATTACHMENT_TITLE: 'Kontorstol', ATTACHMENT_PURPOSE: '' });
    expect(found[0]!.fields.ATTACHMENT).toMatch(/^https:\/\/shop\.test\/media\/[a-f0-9]{32}\.jpg$/);
  });

  it('BACKGROUND_SEARCH finds SKUs by part of a SKU, of a variant name in either language or of the product name, in any case', async () => {
    await createProduct(database, {
      category,
      name: { nb: 'Ståpult', en: 'Standing desk' },
      variants: [{ sku: 'SP-8881', name: { nb: 'Ståpult hvit', en: 'Standing desk white' }, stock: 5 }],
    });
    await createPriceList(database, { prices: [{ sku: 'SP-8881', unitPrice: 450_000 }] });
    const found = async (text: string) => {
      const res = await entry({ ...login, OCI_VERSION: '5.0', FUNCTION: 'BACKGROUND_SEARCH', SEARCHSTRING: text });
      expect(res.statusCode).toBe(200);
      return parseOciLines(hiddenFields(res.body)).map((line) => line.sku);
    };
    expect(await found('233')).toEqual(['1233244', '1233245']);
    expect(await found('sp-88')).toEqual(['SP-8881']);
    expect(await found('Krakk 2')).toEqual(['7772']);
    expect(await found('KRAKK')).toEqual(['7771', '7772']);
    expect(await found('desk white')).toEqual(['SP-8881']);
    expect(await found('ståpult')).toEqual(['SP-8881']);
    expect(await found('finnesikke')).toEqual([]);
  });

  it("sends each line the variant's own picture, else the product's cover", async () => {
    const validate = await entry(
      {
        ...login,
        OCI_VERSION: '5.0',
        FUNCTION: 'VALIDATE',
        'NEW_ITEM-EXT_PRODUCT_ID[1]': '7771',
        'NEW_ITEM-QUANTITY[1]': '1',
        'NEW_ITEM-EXT_PRODUCT_ID[2]': '7772',
        'NEW_ITEM-QUANTITY[2]': '1',
      },
      'POST',
    );
    expect(validate.statusCode).toBe(200);
    const [red, grey] = parseOciLines(hiddenFields(validate.body));
    expect([red!.fields.ATTACHMENT_TITLE, grey!.fields.ATTACHMENT_TITLE]).toEqual(['Krakk, rød', 'Krakk, grå']);
    expect(red!.fields.ATTACHMENT).not.toBe(grey!.fields.ATTACHMENT);
  });
});
