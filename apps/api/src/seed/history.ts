import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { readTogether } from '../db/prepared';
import { type AddressSnapshot, orderLines, orderStatusEvents, orders, type VatSum } from '../db/schema';
import { bulkInsert } from './bulk';
import type { VariantSummary } from './catalog';
import type { CompanyPlan } from './customers';
import { idFor, rngFor } from './random';

/**
 * A year of order history for the demo companies, so order history, reorder, "frequently bought", the spend chart
 * and the sales dashboard show what a real shop's would (issue 16 §3). Each company buys again and again from a
 * basket of products in the categories it buys from, on weekdays, at its own prices (contract or list) as they are
 * today. Every order is delivered and its invoice paid, so open balances (credit) start at zero as before; the
 * history reaches five days back, so this month's spend has content (no demo person has a monthly limit). Order
 * numbers take the first of the sequence, which then continues after them. Deterministic for the same `now`.
 */
export async function seedOrderHistory(
  db: DbOrTx,
  options: { companies: CompanyPlan[]; variants: VariantSummary[]; now?: Date },
): Promise<{ orders: number; lines: number }> {
  const now = options.now ?? new Date();
  // The past year up to five days ago: every order is delivered by now, and the sales dashboard's last 30 days
  // have content from the first start.
  const end = now.getTime() - 5 * DAY;
  const start = end - 365 * DAY;
  // In the seed's transaction: one after another (readTogether), as its one connection runs one statement at a time.
  const [buyers, addressRows, variantRows, markets, lists] = await readTogether(db, [
    () =>
      rows<{ company_id: string; contact_id: string; locale: string }>(
        db,
        sql`select cc.company_id, cc.contact_id, c.locale from company_contacts cc join contacts c on c.id = cc.contact_id
          where cc.is_active and c.is_active and cc.role in ('buyer', 'admin') order by cc.company_id, c.email`,
      ),
    () =>
      rows<AddressRow>(
        db,
        sql`select id, company_id, type, name, line1, line2, zip_code, city, country, is_default from addresses
          where deleted_at is null order by company_id, type, is_default desc, id`,
      ),
    () =>
      rows<{ sku: string; name: { nb: string; en: string }; department: string; vat_class: string }>(
        db,
        sql`select v.sku, v.name, p.department, p.vat_class from variants v join products p on p.id = v.product_id
          where v.is_active and p.is_active and not p.is_prescription_only`,
      ),
    () => rows<{ code: string; vat_rates: Record<string, number> }>(db, sql`select code, vat_rates from markets`),
    () =>
      rows<{ id: string; code: string }>(db, sql`select id, code from price_lists where kind in ('list', 'contract')`),
  ]);
  const variantInfo = new Map(variantRows.map((v) => [v.sku, v]));
  const vatRates = new Map(markets.map((m) => [m.code, m.vat_rates]));
  const listIdOf = new Map(lists.map((list) => [list.code, list.id]));

  // Each company's basket: what it buys, a few favourites far more often than the rest.
  const baskets = new Map<string, string[]>();
  for (const company of options.companies) {
    const rng = rngFor(`history-basket:${company.key}`);
    const candidates = options.variants.filter(
      (v) => v.isActive && company.buysFrom.includes(v.topCategory) && variantInfo.has(v.sku),
    );
    baskets.set(
      company.key,
      rng.sample(candidates, Math.min(candidates.length, rng.int(18, 30))).map((v) => v.sku),
    );
  }
  // Prices of the baskets only (a statement over a few thousand SKUs, not every price row).
  const basketSkus = [...new Set([...baskets.values()].flat())];
  const priceRows = await rows<{ price_list_id: string; sku: string; unit_price: string | number }>(
    db,
    sql`select price_list_id, sku, unit_price from prices
        where min_quantity = 1 and sku = any(${sql.param(basketSkus)}::text[])
          and price_list_id = any(${sql.param(lists.map((list) => list.id))}::uuid[])`,
  );
  const priceOf = new Map(priceRows.map((p) => [`${p.price_list_id}|${p.sku}`, Number(p.unit_price)]));

  type Planned = { createdAt: number; company: CompanyPlan; build: () => Omit<OrderRows, 'number'> };
  const planned: Planned[] = [];
  for (const company of options.companies) {
    if (company.isBlocked) continue;
    const people = buyers.filter((b) => b.company_id === company.id);
    const delivery = addressRows.filter((a) => a.company_id === company.id && a.type === 'delivery');
    const invoice = addressRows.find((a) => a.company_id === company.id && a.type === 'invoice');
    const listId = listIdOf.get(`LIST-${company.market}`);
    if (people.length === 0 || delivery.length === 0 || !listId) continue;
    const contractId = company.contractCode ? listIdOf.get(company.contractCode) : undefined;
    const rng = rngFor(`history:${company.key}`);
    const basket = (baskets.get(company.key) ?? []).filter((sku) => priceOf.has(`${listId}|${sku}`));
    if (basket.length === 0) continue;
    const weighted = basket.map((sku, i) => [sku, i < 6 ? 8 : i < 14 ? 3 : 1] as const);
    const count = company.key === 'nordlys' ? 96 : company.key === 'fjord' ? 60 : rng.int(8, 24);
    for (let n = 0; n < count; n++) {
      let at = start + Math.floor(((n + rng.next()) / count) * (end - start));
      const weekday = new Date(at).getUTCDay();
      if (weekday === 0 || weekday === 6) at += (weekday === 6 ? 2 : 1) * DAY;
      at = Math.min(at - (at % DAY) + rng.int(6 * 60, 14 * 60) * 60_000, end);
      const key = `${company.key}:${n}`;
      const person = rng.pick(people);
      const address = rng.weighted(delivery.map((a) => [a, a.is_default ? 4 : 1] as const));
      const skus = [...new Set(Array.from({ length: rng.int(2, 7) }, () => rng.weighted(weighted)))];
      const quantities = skus.map(() =>
        rng.weighted([
          [1, 3],
          [2, 4],
          [3, 2],
          [5, 2],
          [10, 2],
          [20, 1],
        ] as const),
      );
      const isCancelled = rng.chance(0.02);
      const po = rng.chance(0.4) ? `PO-${rng.int(10_000, 99_999)}` : null;
      const comment = rng.chance(0.15) ? rng.pick(comments) : null;
      planned.push({
        createdAt: at,
        company,
        build: () =>
          buildOrder({
            key,
            at,
            company,
            contactId: person.contact_id,
            locale: person.locale === 'en' ? 'en' : 'nb',
            address,
            invoice,
            skus,
            quantities,
            isCancelled,
            po,
            comment,
            info: (sku) => variantInfo.get(sku)!,
            price: (sku) => {
              const list = priceOf.get(`${listId}|${sku}`)!;
              const contract = contractId ? priceOf.get(`${contractId}|${sku}`) : undefined;
              return contract !== undefined && contract < list
                ? {
                    unitPrice: contract,
                    listUnitPrice: list,
                    kind: 'contract',
                    listId: contractId!,
                    code: company.contractCode!,
                  }
                : { unitPrice: list, listUnitPrice: null, kind: 'list', listId, code: `LIST-${company.market}` };
            },
            vatRate: (vatClass) => vatRates.get(company.market)?.[vatClass] ?? 2500,
            now: now.getTime(),
          }),
      });
    }
  }

  // Oldest first, so order numbers grow with time as the shop's own do.
  planned.sort((a, b) => a.createdAt - b.createdAt || a.company.key.localeCompare(b.company.key));
  const first = 1_000_001;
  const built = planned.map((p, i) => ({ ...p.build(), number: `EN${String(first + i).padStart(7, '0')}` }));
  await bulkInsert(
    db,
    orders,
    built.map((o) => ({ ...o.order, orderNumber: o.number })),
  );
  await bulkInsert(
    db,
    orderLines,
    built.flatMap((o) => o.lines),
    10_000,
  );
  await bulkInsert(
    db,
    orderStatusEvents,
    built.flatMap((o) => o.events),
    10_000,
  );
  if (built.length > 0) await db.execute(sql`select setval('order_number_seq', ${first + built.length - 1})`);
  return { orders: built.length, lines: built.reduce((n, o) => n + o.lines.length, 0) };
}

const DAY = 86_400_000;
const HOUR = 3_600_000;

const comments = [
  'Levering til varemottaket, ring på ved porten.',
  'Leveres bakdøren før kl. 10.',
  'Merk kollene med avdeling.',
  'Please deliver to the loading bay.',
  'Ring 20 minutter før levering.',
];

type AddressRow = {
  id: string;
  company_id: string;
  type: string;
  name: string;
  line1: string;
  line2: string | null;
  zip_code: string;
  city: string;
  country: string;
  is_default: boolean;
};

type OrderRows = {
  number: string;
  order: Omit<typeof orders.$inferInsert, 'orderNumber'>;
  lines: (typeof orderLines.$inferInsert)[];
  events: (typeof orderStatusEvents.$inferInsert)[];
};

type LinePrice = { unitPrice: number; listUnitPrice: number | null; kind: string; listId: string; code: string };

function buildOrder(o: {
  key: string;
  at: number;
  company: CompanyPlan;
  contactId: string;
  locale: 'nb' | 'en';
  address: AddressRow;
  invoice: AddressRow | undefined;
  skus: string[];
  quantities: number[];
  isCancelled: boolean;
  po: string | null;
  comment: string | null;
  info: (sku: string) => { name: { nb: string; en: string }; department: string; vat_class: string };
  price: (sku: string) => LinePrice;
  vatRate: (vatClass: string) => number;
  now: number;
}): Omit<OrderRows, 'number'> {
  const id = idFor(`history-order:${o.key}`);
  const lines = o.skus.map((sku, position) => {
    const info = o.info(sku);
    const price = o.price(sku);
    const quantity = o.quantities[position]!;
    const vatRate = o.vatRate(info.vat_class);
    const lineTotal = price.unitPrice * quantity;
    return {
      id: idFor(`history-line:${o.key}:${position}`),
      orderId: id,
      position,
      kind: 'product' as const,
      sku,
      department: info.department,
      name: info.name[o.locale],
      quantity,
      unitPrice: price.unitPrice,
      listUnitPrice: price.listUnitPrice,
      vatRate,
      lineTotal,
      vatAmount: Math.round((lineTotal * vatRate) / 10_000),
      agreementKind: price.kind,
      agreementPriceListId: price.listId,
      agreementCode: price.code,
    };
  });
  const byRate = new Map<number, number>();
  for (const line of lines) byRate.set(line.vatRate, (byRate.get(line.vatRate) ?? 0) + line.lineTotal);
  const vat: VatSum[] = [...byRate]
    .sort(([a], [b]) => b - a)
    .map(([rate, base]) => ({ rate, base, vat: Math.round((base * rate) / 10_000) }));
  const net = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  const gross = net + vat.reduce((sum, v) => sum + v.vat, 0);
  const snapshot = (a: AddressRow): AddressSnapshot => ({
    id: a.id,
    name: a.name,
    line1: a.line1,
    line2: a.line2,
    zipCode: a.zip_code,
    city: a.city,
    country: a.country,
  });
  // Delivered on the next working day but one; the fulfilment steps a few hours apart.
  let delivery = o.at + 2 * DAY;
  const weekday = new Date(delivery).getUTCDay();
  if (weekday === 0 || weekday === 6) delivery += (weekday === 6 ? 2 : 1) * DAY;
  const deliveryDate = new Date(delivery).toISOString().slice(0, 10);
  const steps: [string, number][] = o.isCancelled
    ? [
        ['confirmed', o.at],
        ['cancelled', o.at + 2 * HOUR],
      ]
    : [
        ['confirmed', o.at],
        ['picking', delivery - DAY + 6 * HOUR - (delivery % DAY)],
        ['shipped', delivery - DAY + 14 * HOUR - (delivery % DAY)],
        ['delivered', delivery - (delivery % DAY) + 11 * HOUR],
      ];
  const events = steps.map(([status, at], i) => ({
    id: idFor(`history-event:${o.key}:${i}`),
    orderId: id,
    status: status as (typeof orderStatusEvents.$inferInsert)['status'],
    at: new Date(at),
    by: i === 0 || status === 'cancelled' ? o.contactId : null,
    note: null,
  }));
  return {
    order: {
      id,
      companyId: o.company.id,
      contactId: o.contactId,
      department: lines[0]!.department,
      market: o.company.market,
      currency: { NO: 'NOK', SE: 'SEK', DK: 'DKK' }[o.company.market],
      status: o.isCancelled ? 'cancelled' : 'delivered',
      purchaseOrderNumber: o.po,
      comment: o.comment,
      requestedDeliveryDate: deliveryDate,
      deliveryAddress: snapshot(o.address),
      invoiceAddress: o.invoice ? snapshot(o.invoice) : null,
      net,
      vat,
      gross,
      shippingMethod: 'route',
      paymentMethod: 'invoice',
      // Paid 20 days after ordering, or the day before seeding for the last weeks: nothing stays open.
      invoicePaidAt: o.isCancelled ? null : new Date(Math.min(o.at + 20 * DAY, o.now - DAY)),
      createdAt: new Date(o.at),
    },
    lines,
    events,
  };
}

async function rows<T>(db: DbOrTx, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
