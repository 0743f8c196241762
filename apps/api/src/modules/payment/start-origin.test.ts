// Issue 14 §4: under the settings `npm start` gives the API (scripts/start-env.mjs), the hosted payment page sends
// the buyer back to the shop's own origin, the one start prints and the browser holds the session cookie for. It
// sent them to 127.0.0.1 while the shop ran at localhost: no cookie, the sign-in page, and a second payment.
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { startNets } from '../../../../../sandbox/src/nets';
import { startEnvironment } from '../../../../../scripts/start-env.mjs';
import { testClient } from '../../../test/client';
import {
  createCategory,
  createCompanyWithPeople,
  createDeliveryAddress,
  createPriceList,
  createProduct,
} from '../../../test/factories';
import { createTestDatabase, TEST_SECRET } from '../../../test/helper';
import { buildApp } from '../../app';
import { parseEnv } from '../../env';
import { nextDeliveryDates } from '../delivery/calendar';

// The stand-in as `npm start` runs it (the development secret key the API defaults to); no webhooks, the API
// does not listen here.
const nets = await startNets({ port: 0, faults: { muteWebhooks: true } });
const database = await createTestDatabase();
afterAll(async () => {
  await nets.stop();
  await database.close();
});

const category = await createCategory(database);
await createProduct(database, { category, variants: [{ sku: 'START-A', stock: 100 }] });
await createPriceList(database, { prices: [{ sku: 'START-A', unitPrice: 10_000 }] });

/** The API as `npm start` starts it for the given environment; answers where the hosted page sends the buyer. */
async function returnAddressUnder(startedWith: Record<string, string>, options = { apiAlone: false }) {
  const start = startEnvironment(startedWith);
  // apiAlone: the API started by itself (`npm run start:api`, a container) with no WEB_ORIGIN: its own default.
  const { WEB_ORIGIN: _, ...portsOnly } = start.apiEnv;
  const env = parseEnv({
    ...startedWith,
    ...(options.apiAlone ? portsOnly : start.apiEnv),
    // What start.mjs leaves to the API's defaults, except the test's own database, stand-in port and logs.
    NODE_ENV: 'development',
    SHOP_SECRET: TEST_SECRET,
    NETS_API_URL: nets.url,
    LOG_LEVEL: 'silent',
    JOBS_ENABLED: 'false',
    SEED_DEMO: 'false',
  });
  const app = await buildApp({ database, env, logger: false });
  try {
    const c = await createCompanyWithPeople(database, { creditLimit: 0 });
    const delivery = await createDeliveryAddress(database, c.company.id);
    const pid = c.buyer.contact.id;
    const buyer = testClient(app, { token: c.buyer.token });
    expect(
      (await buyer.post('/api/ardis/cart/addorderline', { body: { pid, sku: 'START-A', quantity: 1 } })).statusCode,
    ).toBe(200);
    const date = nextDeliveryDates({ market: 'NO', zipCode: '0150', now: new Date(), leadTimeDays: 1, count: 5 })[4]!;
    const meta = await buyer.post('/api/ardis/cart/updatemetadata', {
      body: {
        pid,
        deliveryAddressId: delivery.id,
        requestedDeliveryDate: date.date,
      },
    });
    expect(meta.statusCode).toBe(200);
    const created = await buyer.post(`/carts/${pid}/payment-providers/nets`, { body: {} });
    expect(created.statusCode).toBe(200);
    const tx = created.json() as { transactionId: string; hostedPaymentPageUrl: string; paymentId: string };
    // Pay on the hosted page like a browser; the 303 is where the browser goes next.
    const html = await (await fetch(tx.hostedPaymentPageUrl)).text();
    const action = /<form method="post" action="([^"]+)"/.exec(html)![1]!;
    const back = await fetch(new URL(action, tx.hostedPaymentPageUrl), {
      method: 'POST',
      body: new URLSearchParams({ cardNumber: '4925000000000004', expiry: '12/39', cvc: '123' }),
      redirect: 'manual',
    });
    expect(back.status).toBe(303);
    const payment = (await (
      await fetch(`${nets.url}/v1/payments/${tx.paymentId}`, { headers: { authorization: nets.secretKey } })
    ).json()) as { payment: { checkout: { url: string; cancelUrl: string } } };
    return {
      shopUrl: start.shopUrl,
      returned: new URL(back.headers.get('location')!),
      cancel: new URL(payment.payment.checkout.cancelUrl),
      transactionId: tx.transactionId,
    };
  } finally {
    await app.close();
  }
}

describe('the card payment comes back to the shop npm start runs (issue 14 §4)', () => {
  it.each([
    ['no configuration at all', {}],
    ['another web port', { WEB_PORT: '3100' }],
    ['a public WEB_ORIGIN', { WEB_ORIGIN: 'https://shop.example.no/' }],
  ])('%s', async (_, startedWith: Record<string, string>) => {
    const { shopUrl, returned, cancel, transactionId } = await returnAddressUnder(startedWith);
    expect(returned.origin).toBe(new URL(shopUrl).origin);
    expect(returned.pathname).toBe('/checkout/card');
    expect(returned.searchParams.get('transactionId')).toBe(transactionId);
    expect(cancel.origin).toBe(new URL(shopUrl).origin);
  });

  it('start.mjs prints that origin and starts the API with these settings', () => {
    const script = readFileSync(new URL('../../../../../scripts/start.mjs', import.meta.url), 'utf8');
    expect(script).toContain('startEnvironment(process.env)');
    expect(script).toMatch(/run\('api', \[[^\]]*\], \{ env: apiEnv \}\)/);
    expect(script).toMatch(/Shop\s+\$\{shopUrl\}/);
  });

  it('the API started alone, without WEB_ORIGIN, defaults to the same origin start prints', async () => {
    const { shopUrl, returned, cancel } = await returnAddressUnder({ WEB_PORT: '3200' }, { apiAlone: true });
    expect(shopUrl).toBe('http://localhost:3200');
    expect(returned.origin).toBe(shopUrl);
    expect(cancel.origin).toBe(shopUrl);
  });
});
