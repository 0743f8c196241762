// Subscriptions as a buyer makes them: a small catalog, companies with a delivery address on the 0150 route, carts
// filled through HTTP and a subscription created from one.
import { expect } from 'vitest';
import { companyContacts } from '../../src/db/schema';
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
