import type { Db } from '../../db';
import { assertOwner, companyOfCall, type Person } from '../../lib/access';
import { marketToday } from '../../lib/dates';
import { AppError, errorMessage, notFound, rule } from '../../lib/errors';
import { type Language, localize } from '../../lib/i18n';
import { visibleProductIds } from '../assortment';
import * as cartRepo from '../cart';
import * as repo from './repository';
import { assertOpenDate, catchUpDate, comingPeriods, orderCutOff, type PeriodDate, type Place } from './schedule';
import type {
  CreateBody,
  FutureDeliveries,
  FutureDeliveriesBody,
  SearchBody,
  Subscription,
  SubscriptionSummary,
  UpdateBody,
  VerifyReport,
} from './schemas';

/** How many coming periods GET shows and the verify report checks. */
const UPCOMING = 5;
const REPORT_PERIODS = 12;

export const findSubscriptionOwner = repo.findOwner;

const placeOf = (address: repo.AddressRow): Place => ({ market: address.country, zipCode: address.zipCode });

const localizedPeriod = (p: PeriodDate, lang: Language) => ({
  ...p,
  holiday: p.holiday ? localize(p.holiday, lang) : null,
});

function summaryOf(row: repo.SubscriptionRow, address: repo.AddressRow | null, lineCount: number): SubscriptionSummary {
  return {
    id: row.id,
    customerId: row.companyId,
    pid: row.contactId,
    name: row.name,
    status: row.status,
    intervalWeeks: row.intervalWeeks,
    nextDate: row.nextDate,
    deliveryAddress: address
      ? {
          id: address.id,
          name: address.name,
          line1: address.line1,
          zipCode: address.zipCode,
          city: address.city,
          country: address.country,
        }
      : null,
    paymentMethod: 'invoice',
    pausedReason: row.pausedReason,
    endedReason: row.endedReason,
    endedAt: row.endedAt?.toISOString() ?? null,
    cartId: row.cartId,
    lineCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A template's lines must be products the company can buy: a SKU the catalog does not know, or one outside the
 * company's assortment (docs/catalog.md, "Assortments"), is refused as adding it to a cart is (422
 * sku_not_available, reason unknown_sku). A product hidden later stays on the template and fails its period
 * (the job records the run failed with checkout_blocked).
 */
async function assertKnownLines(db: Db, companyId: string, cartId: string) {
  const lines = await cartRepo.listLines(db, cartId);
  const info = await cartRepo.loadSkuInfo(
    db,
    lines.map((line) => line.sku),
  );
  const visible = await visibleProductIds(db, {
    companyId,
    productIds: [...info.values()].map((sku) => sku.productId),
  });
  const unknown = lines.find((line) => !visible.has(info.get(line.sku)?.productId ?? ''));
  if (unknown) throw rule('sku_not_available', { sku: unknown.sku, reason: 'unknown_sku' });
}

/** Coming periods of an active subscription; none when its address is no longer served. */
function upcomingOf(row: repo.SubscriptionRow, address: repo.AddressRow | null, count: number): PeriodDate[] {
  if (row.status !== 'active' || !address) return [];
  try {
    return comingPeriods(placeOf(address), row.nextDate, row.intervalWeeks, count);
  } catch (error) {
    if (error instanceof AppError) return [];
    throw error;
  }
}

async function view(db: Db, row: repo.SubscriptionRow, lang: Language): Promise<Subscription> {
  const [address, lines, runs] = await Promise.all([
    repo.findAddress(db, row.deliveryAddressId),
    repo.templateLines(db, row.cartId),
    repo.listRuns(db, row.id),
  ]);
  return {
    ...summaryOf(row, address, lines.length),
    lines: lines.map((line) => ({
      sku: line.sku,
      name: line.name ? localize(line.name, lang) : null,
      quantity: line.quantity,
    })),
    upcoming: upcomingOf(row, address, UPCOMING).map((p) => localizedPeriod(p, lang)),
    runs: runs.map((run) => ({
      scheduledDate: run.scheduledDate,
      deliveryDate: run.deliveryDate,
      status: run.status,
      orderId: run.orderId,
      reason: run.reason,
      at: run.createdAt.toISOString(),
    })),
  };
}

async function reread(db: Db, id: string, lang: Language) {
  const row = await repo.findSubscription(db, id);
  if (!row) throw notFound('No such subscription.');
  return view(db, row, lang);
}

/**
 * A delivery address of the company that we serve; unknown, another company's, an invoice or a deleted one → 422
 * delivery_address_invalid (the subscription calls handle only 422).
 */
async function requireDeliveryAddress(db: Db, companyId: string, addressId: string) {
  const address = await repo.findAddress(db, addressId);
  if (!address || address.companyId !== companyId || address.type !== 'delivery' || address.deletedAt) {
    throw rule('delivery_address_invalid');
  }
  return address;
}

/**
 * Creates a subscription from one of the caller's carts: its lines are copied into a new cart template (the cart
 * itself is left as it is), the first delivery date must be an open route day of the address, paid on invoice.
 */
export async function createSubscription(
  db: Db,
  options: { caller: Person; lang: Language; input: CreateBody; now?: Date },
): Promise<Subscription> {
  const { caller, input } = options;
  const now = options.now ?? new Date();
  assertOwner(caller, { companyId: input.customerId }, 'buyer');
  // The owner must be a buyer of the company: the job orders in their name (staff are not members).
  const role = caller.companies.get(input.customerId);
  if (role !== 'buyer' && role !== 'admin') throw new AppError('forbidden');
  if (input.paymentMethod !== 'invoice') throw rule('payment_method_not_allowed');
  const company = await cartRepo.findCompany(db, input.customerId);
  if (!company) throw notFound('No such customer.');
  if (company.isBlocked) throw rule('company_blocked');
  if (company.creditLimit <= 0) throw rule('invoice_not_allowed');
  const source = await cartRepo.findCart(db, input.cartId);
  if (!source || source.contactId !== caller.contactId) throw rule('cart_unknown');
  if (source.companyId !== input.customerId) throw rule('cart_not_in_company');
  const address = await requireDeliveryAddress(db, input.customerId, input.deliveryAddressId);
  const lead = await repo.leadTimeOf(db, source.id);
  assertOpenDate(placeOf(address), input.firstDeliveryDate, lead, now);

  const id = await db.transaction(async (tx) => {
    const locked = await cartRepo.lockCart(tx, source.id);
    if (!locked) throw notFound('No such cart.');
    if ((await cartRepo.listLines(tx, source.id)).length === 0) throw rule('cart_empty');
    await assertKnownLines(tx as unknown as Db, input.customerId, source.id);
    const cartId = await repo.copyToTemplate(tx, locked, {
      contactId: caller.contactId,
      deliveryAddressId: address.id,
    });
    return repo.insertSubscription(tx, {
      companyId: input.customerId,
      contactId: caller.contactId,
      cartId,
      name: input.name ?? null,
      intervalWeeks: input.intervalWeeks,
      nextDate: input.firstDeliveryDate,
      deliveryAddressId: address.id,
      paymentMethod: 'invoice',
    });
  });
  return reread(db, id, options.lang);
}

/** One subscription with its template lines, coming dates and history (any member of its company). */
export async function getSubscription(db: Db, options: { caller: Person; id: string; lang: Language }) {
  const row = await repo.findSubscription(db, options.id);
  if (!row) throw rule('subscription_unknown');
  assertOwner(options.caller, { companyId: row.companyId }, 'viewer');
  return view(db, row, options.lang);
}

/** The company's subscriptions, newest first, filtered by status and owner. */
export async function searchSubscriptions(db: Db, options: { caller: Person; input: SearchBody }) {
  const { caller, input } = options;
  assertOwner(caller, { companyId: input.customerId }, 'viewer');
  const page = await repo.searchSubscriptions(db, {
    companyId: input.customerId,
    status: input.status,
    contactId: input.contactId,
    skip: input.skip,
    take: input.take,
  });
  const [addresses, counts] = await Promise.all([
    repo.findAddresses(db, [...new Set(page.items.map((r) => r.deliveryAddressId))]),
    repo.lineCounts(
      db,
      page.items.map((r) => r.cartId),
    ),
  ]);
  return {
    items: page.items.map((r) => summaryOf(r, addresses.get(r.deliveryAddressId) ?? null, counts.get(r.cartId) ?? 0)),
    total: page.total,
    skip: input.skip,
    take: input.take,
  };
}

/**
 * Changes interval, next date, delivery address, or pauses/resumes, in one transaction on the locked row.
 * Resume moves a next date whose cut-off has passed forward by whole intervals (docs/subscriptions.md).
 */
export async function updateSubscription(
  db: Db,
  options: { caller: Person; lang: Language; input: UpdateBody; now?: Date },
): Promise<Subscription> {
  const { caller, input } = options;
  const now = options.now ?? new Date();
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const row = await repo.lockSubscription(tx, input.id);
    if (!row) throw rule('subscription_unknown');
    assertOwner(caller, { companyId: row.companyId }, 'buyer');
    if (row.status === 'ended') throw rule('subscription_ended');
    const address = input.deliveryAddressId
      ? await requireDeliveryAddress(t, row.companyId, input.deliveryAddressId)
      : await repo.findAddress(tx, row.deliveryAddressId);
    if (!address) throw notFound('No such address.');
    const place = placeOf(address);
    const lead = await repo.leadTimeOf(tx, row.cartId);
    const intervalWeeks = input.intervalWeeks ?? row.intervalWeeks;
    const values: Partial<repo.SubscriptionRow> = { intervalWeeks };
    let nextDate = row.nextDate;
    if (input.nextDate !== undefined) {
      assertOpenDate(place, input.nextDate, lead, now);
      nextDate = input.nextDate;
    }
    if (input.action === 'pause') {
      values.status = 'paused';
      values.pausedReason = input.reason ?? null;
    } else if (input.action === 'resume') {
      values.status = 'active';
      values.pausedReason = null;
      if (input.nextDate === undefined) nextDate = catchUpDate(place, nextDate, intervalWeeks, lead, now);
    }
    values.nextDate = nextDate;
    if (input.deliveryAddressId) {
      values.deliveryAddressId = address.id;
      await repo.setTemplateAddress(tx, row.cartId, address.id);
    }
    await repo.updateSubscription(tx, row.id, values);
  });
  return reread(db, input.id, options.lang);
}

/** Replaces the cart template by the lines of one of the caller's carts in the subscription's company. */
export async function replaceTemplate(
  db: Db,
  options: { caller: Person; lang: Language; id: string; cartId: string },
): Promise<Subscription> {
  const { caller } = options;
  await db.transaction(async (tx) => {
    const row = await repo.lockSubscription(tx, options.id);
    if (!row) throw rule('subscription_unknown');
    assertOwner(caller, { companyId: row.companyId }, 'buyer');
    const source = await cartRepo.lockCart(tx, options.cartId);
    if (!source || source.contactId !== caller.contactId) throw rule('cart_unknown');
    if (row.status === 'ended') throw rule('subscription_ended');
    if (source.companyId !== row.companyId) throw rule('cart_not_in_company');
    if (source.id === row.cartId) return; // the template itself: nothing to replace
    if ((await cartRepo.listLines(tx, source.id)).length === 0) throw rule('cart_empty');
    await assertKnownLines(tx as unknown as Db, row.companyId, source.id);
    await cartRepo.lockCart(tx, row.cartId);
    await repo.replaceLines(tx, source.id, row.cartId);
    await repo.updateSubscription(tx, row.id, {});
  });
  return reread(db, options.id, options.lang);
}

/** Ends a subscription for good, with the person's reason; its history and orders stay. */
export async function endSubscription(
  db: Db,
  options: { caller: Person; lang: Language; id: string; reason: string; now?: Date },
): Promise<Subscription> {
  const { caller } = options;
  await db.transaction(async (tx) => {
    const row = await repo.lockSubscription(tx, options.id);
    if (!row) throw rule('subscription_unknown');
    assertOwner(caller, { companyId: row.companyId }, 'buyer');
    if (row.status === 'ended') throw rule('subscription_ended');
    await repo.updateSubscription(tx, row.id, {
      status: 'ended',
      endedReason: options.reason,
      endedAt: options.now ?? new Date(),
      endedBy: caller.contactId,
    });
  });
  return reread(db, options.id, options.lang);
}

/** The next deliveries of a company: `count` periods per active subscription and the orders on their way. */
export async function futureDeliveries(
  db: Db,
  options: { caller: Person; input: FutureDeliveriesBody },
): Promise<FutureDeliveries> {
  const { caller, input } = options;
  const companyId = companyOfCall(caller, input.customerId);
  const [subs, openOrders] = await Promise.all([
    repo.listByCompany(db, companyId, 'active'),
    repo.openOrders(db, companyId),
  ]);
  const addresses = await repo.findAddresses(db, [...new Set(subs.map((s) => s.deliveryAddressId))]);
  type Item = FutureDeliveries['items'][number];
  const items: Item[] = [];
  for (const sub of subs) {
    for (const p of upcomingOf(sub, addresses.get(sub.deliveryAddressId) ?? null, input.count)) {
      items.push({
        kind: 'subscription',
        date: p.deliveryDate,
        subscriptionId: sub.id,
        scheduledDate: p.scheduledDate,
        movedReason: p.movedReason,
        orderId: null,
        orderNumber: null,
        orderStatus: null,
      });
    }
  }
  for (const order of openOrders) {
    items.push({
      kind: 'order',
      date: order.requestedDeliveryDate,
      subscriptionId: order.subscriptionId,
      scheduledDate: null,
      movedReason: null,
      orderId: order.id,
      orderNumber: order.orderNumber,
      orderStatus: order.status,
    });
  }
  // By date, undated orders last; an order before a subscription period on the same day.
  items.sort(
    (a, b) =>
      (a.date ?? '9999').localeCompare(b.date ?? '9999') ||
      a.kind.localeCompare(b.kind) * -1 ||
      (a.orderNumber ?? '').localeCompare(b.orderNumber ?? ''),
  );
  return { customerId: companyId, items };
}

/**
 * The coming dates of one subscription (or of every active one) checked against the delivery calendar:
 * where a holiday or a non-route day moves a period, and the order cut-off of each delivery date.
 */
export async function verifyDeliveryDates(
  db: Db,
  options: { subscriptionId?: string; lang: Language; now?: Date },
): Promise<{ fileName: string; content: VerifyReport }> {
  const now = options.now ?? new Date();
  let rows: repo.SubscriptionRow[];
  if (options.subscriptionId) {
    const row = await repo.findSubscription(db, options.subscriptionId);
    if (!row) throw rule('subscription_unknown');
    if (row.status === 'ended') throw rule('subscription_ended');
    rows = [row];
  } else {
    rows = await repo.listActive(db, 1000);
  }
  const addresses = await repo.findAddresses(db, [...new Set(rows.map((r) => r.deliveryAddressId))]);
  const subscriptions: VerifyReport['subscriptions'] = [];
  for (const row of rows) {
    const address = addresses.get(row.deliveryAddressId) ?? null;
    const base = {
      subscriptionId: row.id,
      customerId: row.companyId,
      status: row.status,
      market: address?.country ?? null,
      zipCode: address?.zipCode ?? null,
      intervalWeeks: row.intervalWeeks,
    };
    try {
      if (!address) throw notFound();
      const place = placeOf(address);
      const lead = await repo.leadTimeOf(db, row.cartId);
      const dates = comingPeriods(place, row.nextDate, row.intervalWeeks, REPORT_PERIODS).map((p) => ({
        ...localizedPeriod(p, options.lang),
        isScheduledDeliveryDay: p.movedReason === null,
        orderBefore: orderCutOff(place, p.deliveryDate, lead).toISOString(),
      }));
      subscriptions.push({ ...base, problem: null, dates });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const code = error.code === 'not_found' ? 'delivery_address_invalid' : error.code;
      subscriptions.push({
        ...base,
        problem: { code, message: errorMessage(code, options.lang) },
        dates: [],
      });
    }
  }
  const market = addresses.values().next().value?.country ?? 'NO';
  const fileName = options.subscriptionId
    ? `subscription-dates-${options.subscriptionId}.json`
    : `subscription-dates-${marketToday(market, now)}.json`;
  return { fileName, content: { generatedAt: now.toISOString(), subscriptions } };
}
