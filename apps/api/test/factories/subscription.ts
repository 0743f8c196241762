// Subscriptions as a buyer makes them: a small catalog, companies with a delivery address on the 0150 route, carts
// filled through HTTP and a subscription created from one.
import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'vitest';
import { companyContacts } from '../../src/db/schema';
import { nextDeliveryDates } from '../../src/modules/delivery/calendar';
import { ORDER_WINDOW_MS, orderCutOff, periodDate } from '../../src/modules/subscription/schedule';
import { testClient } from '../client';
import type { TestContext } from '../helper';
import { createCategory, createPriceList, createProduct } from './catalog';
import { deliveryDate } from './dates';
import { createCompanyWithPeople, createContact, createDeliveryAddress, signIn } from './people';

type Person = { contact: { id: string }; token: string };

/** Catalog and companies for the subscription tests (real HTTP, real database); SKUs start with `prefix`. */
export async function subscriptionFixtures({ app, database }: TestContext, prefix: string) {
  const api = testClient(app);
  const category = await createCategory(database);
  const skus = { a: `${prefix}-A`, b: `${prefix}-B`, gone: `${prefix}-GONE` };
  await createProduct(database, { category, variants: [{ sku: skus.a, stock: 10_000 }] });
  await createProduct(database, { category, variants: [{ sku: skus.b, stock: 10_000 }] });
  await createProduct(database, { category, variants: [{ sku: skus.gone, stock: 10_000 }] });
  await createPriceList(database, {
    prices: [
      { sku: skus.a, unitPrice: 10_000 },
      { sku: skus.b, unitPrice: 2_000 },
      { sku: skus.gone, unitPrice: 1_000 },
    ],
  });

  async function newCompany(zipCode = '0150') {
    const people = await createCompanyWithPeople(database);
    const delivery = await createDeliveryAddress(database, people.company.id, { zipCode });
    return { ...people, delivery };
  }
  type Company = Awaited<ReturnType<typeof newCompany>>;

  /** A signed-in person who is buyer in two companies. */
  async function twoCompanyBuyer(first: Company, second: Company) {
    const contact = await createContact(database, { company: first.company, role: 'buyer' });
    await database.db
      .insert(companyContacts)
      .values({ companyId: second.company.id, contactId: contact.id, role: 'buyer' });
    const tokens = await signIn(database, contact);
    return { contact, token: tokens.accessToken };
  }

  /** The person's open cart in a company, filled with lines; answers its id. */
  async function fillCart(person: Person, companyId: string, lines: [string, number][] = [[skus.a, 2]]) {
    for (const [sku, quantity] of lines) {
      const res = await api.post('/api/ardis/cart/addorderline', {
        token: person.token,
        body: { pid: person.contact.id, customerId: companyId, sku, quantity },
      });
      expect(res.statusCode).toBe(200);
    }
    return openCartId(person, companyId);
  }

  async function openCartId(person: Person, companyId: string) {
    const res = await api.get('/api/ardis/cart', {
      token: person.token,
      query: { pid: person.contact.id, customerId: companyId },
    });
    expect(res.statusCode).toBe(200);
    return res.json().id as string;
  }

  /** An open delivery date of the 0150 route, `index` dates ahead. */
  const openDate = (index = 3) => deliveryDate(index);

  async function createSubscription(c: Company, body: Record<string, unknown> = {}, person: Person = c.buyer) {
    const cartId = await fillCart(person, c.company.id);
    const res = await api.post('/api/subscription/create', {
      token: person.token,
      body: {
        customerId: c.company.id,
        cartId,
        intervalWeeks: 1,
        firstDeliveryDate: openDate(),
        deliveryAddressId: c.delivery.id,
        ...body,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { id: string; cartId: string; nextDate: string };
  }

  return { skus, newCompany, twoCompanyBuyer, fillCart, openCartId, openDate, createSubscription };
}

/** How far a due date's cut-off is at least: the test's setup and run fit well within it. */
const DUE_DATE_SPARE_MS = 120_000;
/** The longest `dueSubscriptionDate` waits (once a week). */
const DUE_DATE_WAIT_MS = DUE_DATE_SPARE_MS + 1_000;
/** The timeout of a test that runs subscriptions in real processes: a minute, and `dueSubscriptionDate`'s wait. */
export const SUBSCRIPTION_RUN_TIMEOUT_MS = 60_000 + DUE_DATE_WAIT_MS;

/**
 * A first delivery date whose period a subscription run orders now, for the tests that run the job in real processes
 * on the real clock: its order window (ORDER_WINDOW_MS before its cut-off) open, and its cut-off at least `spareMs`
 * away so the run finishes before it. The window of each date opens as the cut-off of the one before passes, so for
 * `spareMs` once a week (Friday before the 14:00 cut-off, with Monday's delivery) no date is both: then this waits
 * for the next window to open rather than picking a date the run would not order yet (a flaky test before).
 */
export async function dueSubscriptionDate(place: { market: string; zipCode: string }, spareMs = DUE_DATE_SPARE_MS) {
  for (;;) {
    const now = Date.now();
    const dates = nextDeliveryDates({ ...place, now: new Date(now), leadTimeDays: 1, count: 10 }).map((d) => d.date);
    const cutOffOf = (date: string) => orderCutOff(place, periodDate(place, date).deliveryDate, 1).getTime();
    const due = dates.find((date) => cutOffOf(date) > now + spareMs && cutOffOf(date) - ORDER_WINDOW_MS <= now);
    if (due) return due;
    const opens = Math.min(...dates.map((date) => cutOffOf(date) - ORDER_WINDOW_MS).filter((at) => at > now));
    await sleep(Math.min(Math.max(opens - now + 1_000, 1_000), DUE_DATE_WAIT_MS));
  }
}
