// Spending limits, approval rules and approval requests through HTTP (docs/approvals.md).
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testClient } from '../../../test/client';
import {
  createCategory,
  createCompanyWithPeople,
  createContact,
  createDeliveryAddress,
  createPriceList,
  createProduct,
  deliveryDate,
  signIn,
} from '../../../test/factories';
import { createTestApp } from '../../../test/helper';
import { approvalRequests, carts, mailOutbox, orders, prices } from '../../db/schema';
import { expireApprovalsJob } from './jobs';
import { type ApprovalSetup, approvalReasons } from './rules';

const { app, database } = await createTestApp();
const db = database.db;

const parent = await createCategory(database);
const child = await createCategory(database, { parentId: parent.id });
const other = await createCategory(database);
await createProduct(database, { category: child, variants: [{ sku: 'APR-A', stock: 1000 }] });
await createProduct(database, { category: other, variants: [{ sku: 'APR-B', stock: 1000 }] });
await createProduct(database, {
  category: other,
  isPrescriptionOnly: false,
  variants: [{ sku: 'APR-C', stock: 1000 }],
});
await createPriceList(database, {
  prices: [
    { sku: 'APR-A', unitPrice: 10_000 },
    { sku: 'APR-B', unitPrice: 1_000 },
    { sku: 'APR-C', unitPrice: 500 },
  ],
});

const api = testClient(app, { lang: 'en' });

async function newCompany() {
  const people = await createCompanyWithPeople(database);
  const delivery = await createDeliveryAddress(database, people.company.id);
  return { ...people, delivery };
}
type Company = Awaited<ReturnType<typeof newCompany>>;
type Member = Company['buyer'];

async function fillCart(c: Company, who: Member, lines: [string, number][]) {
  const pid = who.contact.id;
  for (const [sku, quantity] of lines) {
    const res = await api.post('/api/ardis/cart/addorderline', { token: who.token, body: { pid, sku, quantity } });
    expect(res.statusCode).toBe(200);
  }
  const res = await api.post('/api/ardis/cart/updatemetadata', {
    token: who.token,
    body: {
      pid,
      deliveryAddressId: c.delivery.id,
      requestedDeliveryDate: deliveryDate(),
    },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const setContactLimits = (c: Company, contactId: string, body: object, token = c.admin.token) =>
  api.put(`/api/approvals/settings/contacts/${contactId}`, {
    token,
    body: {
      customerId: c.company.id,
      perOrder: null,
      perMonth: null,
      isApprover: false,
      ...body,
    },
  });

const checkout = async (who: Member) =>
  (await api.get(`/api/ardis/cart?pid=${who.contact.id}&initCheckout=true`, { token: who.token })).json();

const requestApproval = (who: Member, body: object = {}, key?: string) =>
  api.post('/api/approvals', {
    token: who.token,
    body: { pid: who.contact.id, ...body },
    headers: key ? { 'idempotency-key': key } : {},
  });

const ordersOf = async (companyId: string) =>
  (await db.select({ n: count() }).from(orders).where(eq(orders.companyId, companyId)))[0]!.n;

const mailsTo = (to: string, template: string) =>
  db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.template, template)));

/** A company whose buyer may order up to 150.00 per order, with an over-limit cart (200.00 net + shipping). */
async function overLimit() {
  const c = await newCompany();
  expect((await setContactLimits(c, c.buyer.contact.id, { perOrder: 15_000 })).statusCode).toBe(200);
  await fillCart(c, c.buyer, [['APR-A', 2]]);
  return c;
}

describe('spending limits and the checkout', () => {
  it('an order over the buyer limit is refused with approval_required, and nothing is written', async () => {
    const c = await overLimit();
    const cart = await checkout(c.buyer);
    const approval = cart.checkout.problems.filter((p: { code: string }) => p.code === 'approval_required');
    expect(approval).toHaveLength(1);
    // The reason names the limit and what the order comes to.
    expect(approval[0].message).toMatch(
      /^Over your limit per order of NOK\s[\d,.]+: the order comes to NOK\s[\d,.]+\.$/,
    );
    expect(cart.checkout.isReady).toBe(false);

    const res = await api.post('/api/ardis/cart/createorder', {
      token: c.buyer.token,
      body: { pid: c.buyer.contact.id },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('approval_required');
    expect(await ordersOf(c.company.id)).toBe(0);
  });

  it('under the limit the buyer orders directly; admins are never held', async () => {
    const c = await newCompany();
    expect((await setContactLimits(c, c.buyer.contact.id, { perOrder: 50_000 })).statusCode).toBe(200);
    expect((await setContactLimits(c, c.admin.contact.id, { perOrder: 100 })).statusCode).toBe(200);
    await fillCart(c, c.buyer, [['APR-A', 2]]);
    await fillCart(c, c.admin, [['APR-A', 2]]);
    for (const who of [c.buyer, c.admin]) {
      const res = await api.post('/api/ardis/cart/createorder', { token: who.token, body: { pid: who.contact.id } });
      expect(res.statusCode).toBe(200);
    }
    expect(await ordersOf(c.company.id)).toBe(2);
  });

  it("counts the month's orders against a monthly limit, for the contact and for the company", async () => {
    const c = await newCompany();
    expect((await setContactLimits(c, c.buyer.contact.id, { perMonth: 30_000 })).statusCode).toBe(200);
    await fillCart(c, c.buyer, [['APR-A', 2]]);
    expect(
      (await api.post('/api/ardis/cart/createorder', { token: c.buyer.token, body: { pid: c.buyer.contact.id } }))
        .statusCode,
    ).toBe(200);
    await fillCart(c, c.buyer, [['APR-A', 2]]);
    const problems = (await checkout(c.buyer)).checkout.problems.map((p: { message: string }) => p.message);
    expect(problems.some((m: string) => m.startsWith('Over your monthly limit'))).toBe(true);

    // The company-wide monthly limit holds every buyer, including one without limits of their own.
    const second = await createContact(database, { company: c.company, role: 'buyer' });
    const secondToken = (await signIn(database, second)).accessToken;
    const res = await api.put('/api/approvals/settings/company', {
      token: c.admin.token,
      body: {
        customerId: c.company.id,
        perOrder: null,
        perMonth: 25_000,
      },
    });
    expect(res.statusCode).toBe(200);
    const secondMember = { contact: second, token: secondToken } as Member;
    await fillCart(c, secondMember, [['APR-B', 10]]);
    const codes = (await checkout(secondMember)).checkout.problems.map((p: { message: string }) => p.message);
    expect(codes.some((m: string) => m.startsWith("Over the company's monthly limit"))).toBe(true);
  });

  it('rules: orders over an amount and a category (its subcategories too)', async () => {
    const c = await newCompany();
    const rule = (body: object) =>
      api.post('/api/approval-rules', { token: c.admin.token, body: { customerId: c.company.id, ...body } });
    expect((await rule({ kind: 'category', categoryId: parent.id })).statusCode).toBe(200);
    await fillCart(c, c.buyer, [['APR-B', 1]]);
    expect((await checkout(c.buyer)).checkout.isReady).toBe(true);
    await fillCart(c, c.buyer, [['APR-A', 1]]); // APR-A is in a subcategory of `parent`
    let problems = (await checkout(c.buyer)).checkout.problems;
    expect(problems.map((p: { message: string }) => p.message)).toContain(
      'The company requires approval for items in this category (APR-A).',
    );

    const settings = (await rule({ kind: 'order_over', amount: 1_000_000 })).json();
    expect(settings.rules.map((r: { kind: string }) => r.kind)).toEqual(['category', 'order_over']);
    const removed = await api.delete(`/api/approval-rules/${settings.rules[0].id}?customerId=${c.company.id}`, {
      token: c.admin.token,
    });
    expect(removed.json().rules).toHaveLength(1);
    problems = (await checkout(c.buyer)).checkout.problems;
    expect(problems.some((p: { code: string }) => p.code === 'approval_required')).toBe(false);
    expect((await rule({ kind: 'category', categoryId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(400);
    expect((await rule({ kind: 'order_over' })).statusCode).toBe(400);
  });
});

describe('approval requests', () => {
  it('sends the cart for approval once per key, empties the cart and mails the approvers', async () => {
    const c = await overLimit();
    const first = await requestApproval(c.buyer, { message: 'Needed for the opening' }, 'key-1');
    expect(first.statusCode).toBe(200);
    const request = first.json();
    expect(request).toMatchObject({ status: 'pending', paymentMethod: 'invoice', canDecide: false });
    expect(request.net).toBe((await requestRow(request.id)).net);
    expect(request.reasons.map((r: { code: string }) => r.code)).toEqual(['order_limit']);
    // The buyer reads "your limit"; the approver reads whose it is, by name, with the same figures.
    expect(request.reasons[0].message).toMatch(/^Over your limit per order of/);
    const asApprover = (await api.get(`/api/approvals/${request.id}`, { token: c.admin.token })).json();
    const buyerName = `${c.buyer.contact.firstName} ${c.buyer.contact.lastName}`;
    expect(asApprover.reasons[0].message).toBe(request.reasons[0].message.replace('your', `${buyerName}'s`));
    const again = await requestApproval(c.buyer, { message: 'Needed for the opening' }, 'key-1');
    expect(again.json().id).toBe(request.id);
    expect((await checkout(c.buyer)).lines).toHaveLength(0);
    const mails = await mailsTo(c.admin.contact.email, 'approval-requested');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`/account/approvals/${request.id}`);
    expect(mails[0]!.text).toContain('Needed for the opening');
    // Without approval needs, the call says so.
    await fillCart(c, c.buyer, [['APR-B', 1]]);
    const notNeeded = await requestApproval(c.buyer);
    expect(notNeeded.statusCode).toBe(422);
    expect(notNeeded.json().code).toBe('approval_not_needed');
  });

  it('approval places the order at the prices valid then, placed by the requester, and tells them', async () => {
    const c = await overLimit();
    const request = (await requestApproval(c.buyer)).json();
    // The price moves between the request and the approval: the order takes the new one.
    await db.update(prices).set({ unitPrice: 11_000 }).where(eq(prices.sku, 'APR-A'));
    try {
      const res = await api.post(`/api/approvals/${request.id}/approve`, {
        token: c.admin.token,
        body: { comment: 'OK' },
      });
      expect(res.statusCode).toBe(200);
      const approved = res.json();
      expect(approved.status).toBe('ordered');
      expect(approved.decidedBy.contactId).toBe(c.admin.contact.id);
      const [order] = await db.select().from(orders).where(eq(orders.id, approved.orderId));
      expect(order!.contactId).toBe(c.buyer.contact.id);
      const read = await api.get(`/api/ardis/order?orderId=${order!.id}&department=${order!.department}`, {
        token: c.buyer.token,
      });
      expect(read.json().lines[0]).toMatchObject({ sku: 'APR-A', quantity: 2, unitPrice: 11_000 });
      expect(await mailsTo(c.buyer.contact.email, 'approval-approved')).toHaveLength(1);
      expect(await mailsTo(c.buyer.contact.email, 'order-confirmation')).toHaveLength(1);
      const [frozen] = await db
        .select()
        .from(carts)
        .where(eq(carts.id, (await requestRow(request.id)).cartId));
      expect(frozen!.status).toBe('ordered');
    } finally {
      await db.update(prices).set({ unitPrice: 10_000 }).where(eq(prices.sku, 'APR-A'));
    }
  });

  it('two approvers at once make one order', async () => {
    const c = await overLimit();
    const named = await createContact(database, { company: c.company, role: 'buyer' });
    const namedToken = (await signIn(database, named)).accessToken;
    expect((await setContactLimits(c, named.id, { isApprover: true })).statusCode).toBe(200);
    const request = (await requestApproval(c.buyer)).json();
    const answers = await Promise.all([
      api.post(`/api/approvals/${request.id}/approve`, { token: c.admin.token, body: {} }),
      api.post(`/api/approvals/${request.id}/approve`, { token: namedToken, body: {} }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422]);
    expect(answers.find((a) => a.statusCode === 422)!.json().code).toBe('approval_not_pending');
    expect(await ordersOf(c.company.id)).toBe(1);
  });

  it('who may decide: not the requester, not a plain buyer or viewer, not another company', async () => {
    const c = await overLimit();
    const request = (await requestApproval(c.buyer)).json();
    const own = await api.post(`/api/approvals/${request.id}/approve`, { token: c.buyer.token, body: {} });
    expect(own.statusCode).toBe(422);
    expect(own.json().code).toBe('approval_own_request');
    const plain = await createContact(database, { company: c.company, role: 'buyer' });
    const plainToken = (await signIn(database, plain)).accessToken;
    expect((await api.post(`/api/approvals/${request.id}/approve`, { token: plainToken, body: {} })).statusCode).toBe(
      403,
    );
    expect(
      (await api.post(`/api/approvals/${request.id}/approve`, { token: c.viewer.token, body: {} })).statusCode,
    ).toBe(403);
    expect((await api.get(`/api/approvals/${request.id}`, { token: plainToken })).statusCode).toBe(404);
    const stranger = await newCompany();
    for (const [method, path] of [
      ['GET', ''],
      ['POST', '/approve'],
      ['POST', '/reject'],
      ['POST', '/withdraw'],
    ] as const) {
      const res = await api.request(method, `/api/approvals/${request.id}${path}`, {
        token: stranger.admin.token,
        body: method === 'POST' ? { comment: 'x' } : undefined,
      });
      expect(res.statusCode).toBe(404);
    }
    expect(
      (await api.get(`/api/approvals?customerId=${c.company.id}`, { token: stranger.admin.token })).statusCode,
    ).toBe(404);
    expect((await api.get(`/api/approvals/${request.id}`, { token: c.admin.token })).json().canDecide).toBe(true);
    expect(await ordersOf(c.company.id)).toBe(0);
  });

  it('lists: approvers see the company, buyers their own', async () => {
    const c = await overLimit();
    const request = (await requestApproval(c.buyer)).json();
    const forAdmin = (
      await api.get(`/api/approvals?customerId=${c.company.id}&status=pending`, { token: c.admin.token })
    ).json();
    expect(forAdmin.items.map((r: { id: string }) => r.id)).toEqual([request.id]);
    const plain = await createContact(database, { company: c.company, role: 'buyer' });
    const plainToken = (await signIn(database, plain)).accessToken;
    expect((await api.get(`/api/approvals?customerId=${c.company.id}`, { token: plainToken })).json().total).toBe(0);
    expect((await api.get(`/api/approvals?customerId=${c.company.id}`, { token: c.buyer.token })).json().total).toBe(1);
  });

  it('rejection needs a comment, puts the lines back in the cart and tells the requester', async () => {
    const c = await overLimit();
    const request = (await requestApproval(c.buyer)).json();
    expect((await api.post(`/api/approvals/${request.id}/reject`, { token: c.admin.token, body: {} })).statusCode).toBe(
      400,
    );
    const res = await api.post(`/api/approvals/${request.id}/reject`, {
      token: c.admin.token,
      body: { comment: 'Too much' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'rejected', decisionComment: 'Too much', orderId: null });
    const cart = await checkout(c.buyer);
    expect(cart.lines.map((l: { sku: string; quantity: number }) => [l.sku, l.quantity])).toEqual([['APR-A', 2]]);
    const [mail] = await mailsTo(c.buyer.contact.email, 'approval-rejected');
    expect(mail!.text).toContain('Too much');
    const late = await api.post(`/api/approvals/${request.id}/approve`, { token: c.admin.token, body: {} });
    expect(late.json().code).toBe('approval_not_pending');
    expect(await ordersOf(c.company.id)).toBe(0);
  });

  it('the requester can withdraw a pending request', async () => {
    const c = await overLimit();
    const request = (await requestApproval(c.buyer)).json();
    expect((await api.post(`/api/approvals/${request.id}/withdraw`, { token: c.admin.token })).statusCode).toBe(404);
    const res = await api.post(`/api/approvals/${request.id}/withdraw`, { token: c.buyer.token });
    expect(res.json().status).toBe('withdrawn');
    expect((await checkout(c.buyer)).lines).toHaveLength(1);
  });

  it('expires undecided requests; an expired one cannot be approved', async () => {
    const c = await overLimit();
    const request = (await requestApproval(c.buyer)).json();
    await db
      .update(approvalRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(approvalRequests.id, request.id));
    const late = await api.post(`/api/approvals/${request.id}/approve`, { token: c.admin.token, body: {} });
    expect(late.json().code).toBe('approval_expired');
    const log = { info: () => {}, error: () => {}, warn: () => {} } as never;
    await expireApprovalsJob.run({ database, env: {} as never, log, now: () => new Date() });
    expect((await requestRow(request.id)).status).toBe('expired');
    expect((await checkout(c.buyer)).lines).toHaveLength(1);
    expect(await mailsTo(c.buyer.contact.email, 'approval-expired')).toHaveLength(1);
  });

  it('a requested delivery date that passed while waiting moves to the first possible date', async () => {
    const c = await overLimit();
    const request = (await requestApproval(c.buyer)).json();
    const { cartId } = await requestRow(request.id);
    await db.update(carts).set({ requestedDeliveryDate: '2020-01-06' }).where(eq(carts.id, cartId));
    const res = await api.post(`/api/approvals/${request.id}/approve`, { token: c.admin.token, body: {} });
    expect(res.statusCode).toBe(200);
    const [order] = await db.select().from(orders).where(eq(orders.id, res.json().orderId));
    expect(order!.requestedDeliveryDate! > '2020-01-06').toBe(true);
  });

  it('by card: approval sends a pay link instead of placing the order', async () => {
    const c = await overLimit();
    const request = (await requestApproval(c.buyer, { paymentMethod: 'card' })).json();
    const res = await api.post(`/api/approvals/${request.id}/approve`, { token: c.admin.token, body: {} });
    expect(res.json()).toMatchObject({ status: 'approved', orderId: null });
    expect(await ordersOf(c.company.id)).toBe(0);
    expect(await mailsTo(c.buyer.contact.email, 'approval-pay')).toHaveLength(1);
  });
});

describe('approvalReasons', () => {
  const base = {
    companyId: '00000000-0000-4000-8000-000000000001',
    contactId: '00000000-0000-4000-8000-000000000002',
    companyCurrency: 'NOK',
    currency: 'NOK',
    market: 'NO',
    net: 10_000,
    now: new Date(),
  };
  const setup = (values: Partial<ApprovalSetup>): ApprovalSetup => ({
    role: 'buyer',
    isApprover: false,
    company: null,
    contact: null,
    rules: [],
    centres: [],
    ...values,
  });
  const line = (isPrescriptionOnly: boolean) => ({ sku: 'RX-1', isPrescriptionOnly, categoryId: null });

  it('holds prescription items when the company has the rule', async () => {
    const rules = [{ id: 'r1', kind: 'prescription' as const, amount: null, categoryId: null }];
    expect(await approvalReasons(db, { ...base, setup: setup({ rules }), lines: [line(true)] })).toEqual([
      { code: 'prescription', ruleId: 'r1', sku: 'RX-1' },
    ]);
    expect(await approvalReasons(db, { ...base, setup: setup({ rules }), lines: [line(false)] })).toEqual([]);
  });

  it('never holds approvers; another currency than the limits is held', async () => {
    const contact = { perOrder: 1, perMonth: null };
    expect(await approvalReasons(db, { ...base, setup: setup({ role: 'admin', contact }), lines: [] })).toEqual([]);
    expect(await approvalReasons(db, { ...base, setup: setup({ isApprover: true, contact }), lines: [] })).toEqual([]);
    // A named approver who is only a viewer is not an approver.
    expect(
      await approvalReasons(db, { ...base, setup: setup({ role: 'viewer', isApprover: true, contact }), lines: [] }),
    ).toHaveLength(1);
    expect(
      await approvalReasons(db, {
        ...base,
        currency: 'SEK',
        setup: setup({ contact: { perOrder: 1_000_000, perMonth: null } }),
        lines: [],
      }),
    ).toEqual([{ code: 'currency' }]);
  });
});

describe('settings', () => {
  it('admins edit; buyers see only their own limits and cannot edit; other companies get 404', async () => {
    const c = await newCompany();
    expect((await setContactLimits(c, c.buyer.contact.id, { perOrder: 1_000, perMonth: 5_000 })).statusCode).toBe(200);
    const forAdmin = (
      await api.get(`/api/approvals/settings?customerId=${c.company.id}`, { token: c.admin.token })
    ).json();
    expect(forAdmin.canEdit).toBe(true);
    expect(forAdmin.contacts).toHaveLength(3);
    const forBuyer = (
      await api.get(`/api/approvals/settings?customerId=${c.company.id}`, { token: c.buyer.token })
    ).json();
    expect(forBuyer.canEdit).toBe(false);
    expect(forBuyer.contacts).toEqual([
      expect.objectContaining({ contactId: c.buyer.contact.id, perOrder: 1_000, perMonth: 5_000 }),
    ]);
    expect((await setContactLimits(c, c.buyer.contact.id, { perOrder: 9 }, c.buyer.token)).statusCode).toBe(403);
    const stranger = await newCompany();
    expect((await setContactLimits(c, c.buyer.contact.id, {}, stranger.admin.token)).statusCode).toBe(404);
    expect((await setContactLimits(c, stranger.buyer.contact.id, {})).statusCode).toBe(404);
    expect((await setContactLimits(c, c.buyer.contact.id, { perOrder: -1 })).statusCode).toBe(400);
    expect(
      (await api.get(`/api/approvals/settings?customerId=${c.company.id}`, { token: stranger.admin.token })).statusCode,
    ).toBe(404);
    expect((await api.get(`/api/approvals/settings?customerId=${c.company.id}`)).statusCode).toBe(401);
  });
});

async function requestRow(id: string) {
  const [row] = await db.select().from(approvalRequests).where(eq(approvalRequests.id, id));
  return row!;
}
