import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { testClient } from '../../../test/client';
import { createAgent, createCompanyWithPeople } from '../../../test/factories';
import { bearer, createTestApp, secretHeaders } from '../../../test/helper';
import { type AddressSnapshot, companies, invoices, orderLines, orders, type VatSum } from '../../db/schema';
import { isValidKid } from './kid';
import { extractPdfText } from './pdf-text';

const { app, database } = await createTestApp();
const api = testClient(app);
const db = database.db;

const delivery: AddressSnapshot = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Lager Øst',
  line1: 'Lagerveien 1',
  line2: null,
  zipCode: '0150',
  city: 'Oslo',
  country: 'NO',
};

let orderSeq = 0;
/** A placed order written straight to the tables, as checkout leaves it: two VAT rates and a shipping line. */
async function placeOrder(company: { id: string }, contactId: string, status: 'confirmed' | 'cancelled' = 'confirmed') {
  orderSeq += 1;
  const lines = [
    {
      kind: 'product' as const,
      sku: 'INV-A',
      name: 'Kaffe, hele bønner 1 kg',
      quantity: 3,
      unitPrice: 12_990,
      vatRate: 1500,
    },
    { kind: 'product' as const, sku: 'INV-B', name: 'Papirhåndkle', quantity: 10, unitPrice: 4_550, vatRate: 2500 },
    { kind: 'shipping' as const, sku: 'SHIP-ROUTE', name: 'Frakt', quantity: 1, unitPrice: 9_900, vatRate: 2500 },
  ].map((l) => ({
    ...l,
    lineTotal: l.unitPrice * l.quantity,
    vatAmount: Math.round((l.unitPrice * l.quantity * l.vatRate) / 10_000),
  }));
  const vat: VatSum[] = [1500, 2500].map((rate) => {
    const ofRate = lines.filter((l) => l.vatRate === rate);
    return {
      rate,
      base: ofRate.reduce((a, l) => a + l.lineTotal, 0),
      vat: ofRate.reduce((a, l) => a + l.vatAmount, 0),
    };
  });
  const net = lines.reduce((a, l) => a + l.lineTotal, 0);
  const gross = net + vat.reduce((a, v) => a + v.vat, 0);
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: `ENT${String(orderSeq).padStart(6, '0')}${Math.random().toString(36).slice(2, 6)}`,
      companyId: company.id,
      contactId,
      department: 'main',
      market: 'NO',
      currency: 'NOK',
      status,
      purchaseOrderNumber: `PO-${orderSeq}`,
      deliveryAddress: delivery,
      net,
      vat,
      gross,
    })
    .returning();
  await db.insert(orderLines).values(lines.map((l, i) => ({ ...l, orderId: order!.id, position: i + 1 })));
  return order!;
}

const invoiceOf = (orderNumber: string | undefined, headers: Record<string, string>) =>
  api.post('/api/order/orderinvoice', { headers, query: orderNumber === undefined ? {} : { orderNumber } });
const pdfOf = (invoiceNumber: string, headers: Record<string, string>) =>
  api.get(`/api/order/orderinvoice/${invoiceNumber}.pdf`, { headers });

const a = await createCompanyWithPeople(database, { name: 'Kafé Blåbær AS' });
const b = await createCompanyWithPeople(database);
const agent = await createAgent(database);

describe('POST /api/order/orderinvoice', () => {
  it('makes a real invoice PDF with the order, its totals and a valid KID', async () => {
    const order = await placeOrder(a.company, a.buyer.contact.id);
    const before = Date.now();
    const res = await invoiceOf(order.orderNumber, bearer(a.buyer.token));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      orderNumber: order.orderNumber,
      orderId: order.id,
      customerId: a.company.id,
      currency: 'NOK',
      amount: order.gross,
      net: order.net,
      vat: order.vat,
      contentType: 'application/pdf',
      fileName: `faktura-${body.invoiceNumber}.pdf`,
      url: `/api/order/orderinvoice/${body.invoiceNumber}.pdf`,
    });
    expect(body.invoiceNumber).toMatch(/^\d{6,}$/);
    expect(isValidKid(body.kid)).toBe(true);
    expect(body.kid).toBe(
      `${String(a.company.customerNumber).padStart(6, '0')}${body.invoiceNumber.padStart(8, '0')}${body.kid.at(-1)}`,
    );
    const issued = new Date(body.issuedAt).getTime();
    expect(issued).toBeGreaterThanOrEqual(before - 1000);
    const due =
      new Date(`${body.dueDate}T12:00:00Z`).getTime() - new Date(`${body.issuedAt.slice(0, 10)}T12:00:00Z`).getTime();
    expect(Math.round(due / 86_400_000)).toBeGreaterThanOrEqual(30);
    expect(Math.round(due / 86_400_000)).toBeLessThanOrEqual(31); // Oslo date may be a day after the UTC date

    const bytes = Buffer.from(body.content, 'base64');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(body.size).toBe(bytes.length);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    const [text] = await extractPdfText(bytes);
    const [y, m, d] = body.dueDate.split('-');
    for (const expected of [
      'FAKTURA',
      body.invoiceNumber,
      order.orderNumber,
      order.purchaseOrderNumber!,
      body.kid,
      `${d}.${m}.${y}`,
      'Kafé Blåbær AS',
      `Org.nr. ${a.company.orgNumber}`,
      'Storgata 1', // the company's invoice address (the order has no copy)
      'Lager Øst',
      'Lagerveien 1',
      'INV-A',
      'Kaffe, hele bønner 1 kg',
      '129,90 kr',
      '389,70 kr',
      '455,00 kr',
      '15 %',
      '25 %',
      '58,46 kr', // VAT 15 % of 389,70
      '138,50 kr', // VAT 25 % of 554,00 (goods and shipping)
      '943,70 kr', // net
      '1 140,66 kr', // to pay
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(order.gross).toBe(114_066);

    const [row] = await db.select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(Buffer.from(row!.pdf).equals(bytes)).toBe(true);
    expect(row!.vat).toEqual(order.vat);
  });

  it('answers the stored document byte for byte on every later call, to every member (viewer too)', async () => {
    const order = await placeOrder(a.company, a.buyer.contact.id);
    const first = (await invoiceOf(order.orderNumber, bearer(a.buyer.token))).json();
    await new Promise((resolve) => setTimeout(resolve, 1100)); // a regenerated PDF would carry another time
    for (const token of [a.viewer.token, a.admin.token, a.buyer.token, agent.token]) {
      const again = await invoiceOf(order.orderNumber, bearer(token));
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first);
    }
    const file = await pdfOf(first.invoiceNumber, bearer(a.viewer.token));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(`inline; filename="${first.fileName}"`);
    expect(file.rawPayload.equals(Buffer.from(first.content, 'base64'))).toBe(true);
  });

  it('makes one invoice when first calls arrive together', async () => {
    const order = await placeOrder(a.company, a.buyer.contact.id);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => invoiceOf(order.orderNumber, bearer(i % 2 ? a.viewer.token : a.buyer.token))),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    const numbers = new Set(results.map((r) => r.json().invoiceNumber));
    const contents = new Set(results.map((r) => r.json().content));
    expect(numbers.size).toBe(1);
    expect(contents.size).toBe(1);
    expect(await db.select().from(invoices).where(eq(invoices.orderId, order.id))).toHaveLength(1);
  });

  it('gives every invoice its own number from the sequence', async () => {
    const one = (
      await invoiceOf((await placeOrder(a.company, a.buyer.contact.id)).orderNumber, bearer(a.buyer.token))
    ).json();
    const two = (
      await invoiceOf((await placeOrder(b.company, b.buyer.contact.id)).orderNumber, bearer(b.buyer.token))
    ).json();
    expect(Number(two.invoiceNumber)).toBeGreaterThan(Number(one.invoiceNumber));
    expect(two.kid).not.toBe(one.kid);
  });

  it("falls due after the company's own payment terms (set in the back office)", async () => {
    const terms = await createCompanyWithPeople(database);
    await db.update(companies).set({ paymentTermsDays: 14 }).where(eq(companies.id, terms.company.id));
    const order = await placeOrder(terms.company, terms.buyer.contact.id);
    const body = (await invoiceOf(order.orderNumber, bearer(terms.buyer.token))).json();
    const days =
      (new Date(`${body.dueDate}T12:00:00Z`).getTime() -
        new Date(`${body.issuedAt.slice(0, 10)}T12:00:00Z`).getTime()) /
      86_400_000;
    expect(Math.round(days)).toBeGreaterThanOrEqual(14);
    expect(Math.round(days)).toBeLessThanOrEqual(15); // Oslo date may be a day after the UTC date
  });

  it('refuses a cancelled order with 422 and stores nothing', async () => {
    const order = await placeOrder(a.company, a.buyer.contact.id, 'cancelled');
    const res = await invoiceOf(order.orderNumber, bearer(a.buyer.token));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'invoice_order_cancelled',
      orderStatus: 'cancelled',
      orderNumber: order.orderNumber,
    });
    expect(await db.select().from(invoices).where(eq(invoices.orderId, order.id))).toHaveLength(0);
  });

  it('still answers the issued invoice after the order is cancelled', async () => {
    const order = await placeOrder(a.company, a.buyer.contact.id);
    const first = (await invoiceOf(order.orderNumber, bearer(a.buyer.token))).json();
    await db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, order.id));
    const again = await invoiceOf(order.orderNumber, bearer(a.viewer.token));
    expect(again.statusCode).toBe(200);
    expect(again.json().content).toBe(first.content);
  });

  it("hides another company's order and unknown numbers alike (422 order_unknown: the spec's order calls read 422 only)", async () => {
    const order = await placeOrder(a.company, a.buyer.contact.id);
    for (const token of [b.admin.token, b.buyer.token, b.viewer.token]) {
      expect((await invoiceOf(order.orderNumber, bearer(token))).statusCode).toBe(422);
    }
    expect((await invoiceOf('EN9999999', bearer(a.buyer.token))).statusCode).toBe(422);
    // b asking first did not make an invoice for a
    expect(await db.select().from(invoices).where(eq(invoices.orderId, order.id))).toHaveLength(0);
  });

  it('without orderNumber (optional in the spec) answers the latest order of the company; none is 422', async () => {
    const company = await createCompanyWithPeople(database);
    const none = await invoiceOf(undefined, bearer(company.buyer.token));
    expect(none.statusCode).toBe(422);
    expect(none.json().code).toBe('order_unknown');
    await placeOrder(company.company, company.buyer.contact.id);
    const latest = await placeOrder(company.company, company.buyer.contact.id);
    const res = await invoiceOf(undefined, bearer(company.viewer.token));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().orderNumber).toBe(latest.orderNumber);
  });

  // The spec's order calls handle 422, not 400 (docs/client.md, "Statuses").
  it('lists bad input as 422 request_invalid', async () => {
    const blank = await invoiceOf('   ', bearer(a.buyer.token));
    expect([blank.statusCode, blank.json().code, blank.json().errors[0].path]).toEqual([
      422,
      'request_invalid',
      'querystring.orderNumber',
    ]);
    expect((await invoiceOf('x'.repeat(33), bearer(a.buyer.token))).statusCode).toBe(422);
  });

  it('needs a signed-in person: 401 without, 403 for the shared secret', async () => {
    const order = await placeOrder(a.company, a.buyer.contact.id);
    expect((await invoiceOf(order.orderNumber, {})).statusCode).toBe(401);
    expect((await invoiceOf(order.orderNumber, bearer('not-a-token'))).statusCode).toBe(401);
    expect((await invoiceOf(order.orderNumber, secretHeaders)).statusCode).toBe(403);
  });
});

describe('GET /api/order/orderinvoice/{invoiceNumber}.pdf', () => {
  it('is for members of the invoice company only', async () => {
    const order = await placeOrder(a.company, a.buyer.contact.id);
    const { invoiceNumber } = (await invoiceOf(order.orderNumber, bearer(a.buyer.token))).json();
    expect((await pdfOf(invoiceNumber, bearer(b.buyer.token))).statusCode).toBe(404);
    expect((await pdfOf(invoiceNumber, bearer(agent.token))).statusCode).toBe(200);
    expect((await pdfOf(invoiceNumber, {})).statusCode).toBe(401);
    expect((await pdfOf(invoiceNumber, secretHeaders)).statusCode).toBe(403);
    expect((await pdfOf('99999999', bearer(a.buyer.token))).statusCode).toBe(404);
    expect((await pdfOf('abc', bearer(a.buyer.token))).statusCode).toBe(400);
  });
});
