import { describe, expect, it } from 'vitest';
import { testClient } from '../../../test/client';
import {
  createCategory,
  createCompanyWithPeople,
  createDeliveryAddress,
  createPriceList,
  createProduct,
} from '../../../test/factories';
import { bearer, createTestApp } from '../../../test/helper';
import { firstShippingDate } from '../delivery/shipping';
import { extractPdfText } from './pdf-text';

const { app, database } = await createTestApp();
const api = testClient(app);

const category = await createCategory(database);
await createProduct(database, {
  category,
  vatClass: 'reduced',
  variants: [{ sku: 'E2E-FOOD', stock: 100, leadTimeDays: 0 }],
});
await createProduct(database, { category, variants: [{ sku: 'E2E-PAPER', stock: 100, leadTimeDays: 0 }] });
await createPriceList(database, {
  prices: [
    { sku: 'E2E-FOOD', unitPrice: 12_345 },
    { sku: 'E2E-PAPER', unitPrice: 333 },
  ],
});

describe('checkout → order → invoice', () => {
  it('invoices exactly what was ordered: the lines, the shipping fee and the same VAT per rate and total', async () => {
    const people = await createCompanyWithPeople(database);
    const delivery = await createDeliveryAddress(database, people.company.id);
    const pid = people.buyer.contact.id;
    const headers = bearer(people.buyer.token);
    const post = (url: string, payload: object) => api.post(url, { headers, body: payload });
    await post('/api/ardis/cart/addorderline', { pid, sku: 'E2E-FOOD', quantity: 7 });
    await post('/api/ardis/cart/addorderline', { pid, sku: 'E2E-PAPER', quantity: 13 });
    const date = firstShippingDate({
      method: 'express',
      market: 'NO',
      zipCode: '0150',
      now: new Date(),
      leadTimeDays: 0,
    });
    await post('/api/ardis/cart/updatemetadata', {
      pid,
      deliveryAddressId: delivery.id,
      requestedDeliveryDate: date,
      shippingMethod: 'express',
    });
    const order = await post('/api/ardis/cart/createorder', { pid });
    expect(order.statusCode).toBe(200);
    const { orderNumber, totals } = order.json();

    const res = await api.post('/api/order/orderinvoice', { headers, query: { orderNumber } });
    expect(res.statusCode).toBe(200);
    const invoice = res.json();
    expect(invoice).toMatchObject({ orderNumber, amount: totals.gross, net: totals.net, vat: totals.vat });
    const text = (await extractPdfText(Buffer.from(invoice.content, 'base64'))).flat().join('\n');
    expect(text).toContain(orderNumber);
    expect(text).toContain('E2E-FOOD');
    expect(text).toContain('Ekspress med bud'); // the shipping line, by its name
  });
});
