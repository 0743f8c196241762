import { expect } from 'vitest';
import { createCategory, createPriceList, createProduct } from '../../../test/catalog-factories';
import { createCompanyWithPeople, createContact, createDeliveryAddress, signIn } from '../../../test/factories';
import { bearer, secretHeaders, type TestContext } from '../../../test/helper';
import { companyContacts } from '../../db/schema';
import { nextDeliveryDates } from '../delivery/calendar';

export type Who = { token?: string; secret?: boolean };
export const headers = (o: Who) => ({ ...(o.token ? bearer(o.token) : {}), ...(o.secret ? secretHeaders : {}) });

/** Catalog, calls and companies for the subscription tests (real HTTP, real database). */
export async function subscriptionFixtures({ app, database }: TestContext, prefix: string) {
  const db = database.db;
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

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, o: Who, payload?: object) =>
    app.inject({ method, url, headers: headers(o), ...(payload ? { payload } : {}) });

  async function newCompany(zipCode = '0150') {
    const people = await createCompanyWithPeople(database);
    const delivery = await createDeliveryAddress(database, people.company.id, { zipCode });
    return { ...people, delivery: delivery };
  }
  type Company = Awaited<ReturnType<typeof newCompany>>;

  /** A signed-in person who is buyer in two companies. */
  async function twoCompanyBuyer(first: Company, second: Company) {
    const contact = await createContact(database, { company: first.company, role: 'buyer' });
    await db.insert(companyContacts).values({ companyId: second.company.id, contactId: contact.id, role: 'buyer' });
    const tokens = await signIn(database, contact);
    return { contact, token: tokens.accessToken };
  }

  /** The person's open cart in a company, filled with lines; answers its id. */
  async function fillCart(
    person: { contact: { id: string }; token: string },
    companyId: string,
    lines: [string, number][] = [[skus.a, 2]],
  ) {
    for (const [sku, quantity] of lines) {
      const res = await call(
        'POST',
        '/api/ardis/cart/addorderline',
        { token: person.token },
        { pid: person.contact.id, customerId: companyId, sku, quantity },
      );
      expect(res.statusCode).toBe(200);
    }
    return openCartId(person, companyId);
  }

  async function openCartId(person: { contact: { id: string }; token: string }, companyId: string) {
    const res = await app.inject({
      method: 'GET',
      url: '/api/ardis/cart',
      query: { pid: person.contact.id, customerId: companyId },
      headers: bearer(person.token),
    });
    expect(res.statusCode).toBe(200);
    return res.json().id as string;
  }

  /** An open delivery date of the 0150 route, `index` dates ahead. */
  const openDate = (index = 3) =>
    nextDeliveryDates({ market: 'NO', zipCode: '0150', now: new Date(), leadTimeDays: 1, count: index + 1 })[index]!
      .date;

  async function createSubscription(
    c: Company,
    body: Record<string, unknown> = {},
    person: { contact: { id: string }; token: string } = c.buyer,
  ) {
    const cartId = await fillCart(person, c.company.id);
    const res = await call(
      'POST',
      '/api/subscription/create',
      { token: person.token },
      {
        customerId: c.company.id,
        cartId,
        intervalWeeks: 1,
        firstDeliveryDate: openDate(),
        deliveryAddressId: c.delivery.id,
        ...body,
      },
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; cartId: string; nextDate: string };
  }

  return { skus, call, newCompany, twoCompanyBuyer, fillCart, openCartId, openDate, createSubscription };
}
