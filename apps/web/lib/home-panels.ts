// The signed-in home page's person part (components/home/home-panels.tsx): the person's recent orders to order
// again, what they buy most, their lists, and the approvals and quotes that wait. A company's kept home page holds
// none of it (docs/decisions/020-signed-in-listing-cache.md): the browser asks /api/home/panels, which answers this.
// A home page rendered for the person hands it in. Everything is written out here, in the person's language (dates,
// amounts, statuses, pictures), so the browser only lays it out.
import type { ApprovalRequest, Order, OrderSummary, QuoteSummary, ShoppingListSummary } from '@engros/client';
import { LRUCache } from 'lru-cache';
import { cache } from 'react';
import type { PictureProps } from '../components/ui/picture';
import { LINE_IMAGE_SIZES, pictureOf } from '../components/ui/product-image';
import { type Viewer, viewerApi } from './auth/viewer';
import { kept } from './formatters';
import type { Dictionary, Language } from './i18n/dictionary';
import { getDictionary } from './i18n/server';
import { formatMoney } from './money';

type Api = Awaited<ReturnType<typeof viewerApi>>['api'];
type SignedIn = Extract<Viewer, { isSignedIn: true }>;

export type HomePanels = {
  /** Whose panels these are: a tab's stored copy is drawn only for the same person and company. */
  contactId: string;
  customerId: string;
  /** A viewer's panels offer no "Order again" and no "Add to cart". */
  canOrder: boolean;
  orders: { id: string; title: string; meta: string; department: string; orderNumber: string }[];
  frequent: {
    sku: string;
    name: string;
    href: string;
    meta: string;
    lastQuantity: number;
    picture: PictureProps | null;
  }[];
  lists: PanelRow[];
  approvals: PanelRow[];
  quotes: PanelRow[];
};

/** A line of the lists, approvals and quotes panels: a link to the thing (by id) and a word about it. */
export type PanelRow = { id: string; title: string; meta: string };

const RECENT = 4;
/** Orders read for "frequently bought": the newest few, so the panels stay a handful of parallel calls. */
const FREQUENT_FROM = 8;
const FREQUENT = 6;

/** The signed-in person's panels for the company they buy for; null signed out or without a company. */
export const homePanels = cache(async (): Promise<HomePanels | null> => {
  const [{ api, viewer, language }, { t }] = await Promise.all([viewerApi(), getDictionary()]);
  if (!viewer.isSignedIn || !viewer.company) return null;
  const company = viewer.company;
  const customerId = company.customerId;
  const noStore = { cache: 'no-store' } as const;
  const [orders, lists, approvals, quotes] = await Promise.all([
    api
      .listOrders({
        query: { pid: viewer.contactId, customerId, skip: 0, take: FREQUENT_FROM },
        init: noStore,
      })
      .then((page) => page.items)
      .catch(() => [] as OrderSummary[]),
    api
      .searchShoppingLists({ query: { customerId, page: 1, take: 5, sharedOnly: false }, init: noStore })
      .then((page) => page.items)
      .catch(() => [] as ShoppingListSummary[]),
    api
      .listApprovals({
        query: { customerId, status: 'pending', take: 5, ...(company.role === 'admin' ? {} : { mine: 'true' }) },
        init: noStore,
      })
      .then((page) => page.items)
      .catch(() => [] as ApprovalRequest[]),
    api
      .listQuotes({ query: { customerId, skip: 0, take: 20 }, init: noStore })
      .then((page) => page.items.filter((q) => (q.status === 'requested' || q.status === 'sent') && !q.isExpired))
      .catch(() => [] as QuoteSummary[]),
  ]);
  const frequent = await frequentFor(api, { orders, language, viewer, customerId });
  return written(
    { viewer, customerId, canOrder: company.role !== 'viewer', t },
    { orders, frequent, lists, approvals, quotes },
  );
});

function written(
  who: { viewer: SignedIn; customerId: string; canOrder: boolean; t: Dictionary },
  read: {
    orders: OrderSummary[];
    frequent: Frequent[];
    lists: ShoppingListSummary[];
    approvals: ApprovalRequest[];
    quotes: QuoteSummary[];
  },
): HomePanels {
  const { t } = who;
  const h = t.home;
  // Kept per process (lib/formatters.ts): making one costs a hundred times formatting with it.
  const date = kept(`home-date ${t.locale}`, () =>
    Intl.DateTimeFormat(t.locale, { day: 'numeric', month: 'short', year: 'numeric' }),
  );
  const longDate = kept(`home-long ${t.locale}`, () => Intl.DateTimeFormat(t.locale, { dateStyle: 'long' }));
  const day = (iso: string) => longDate.format(new Date(`${iso}T12:00:00Z`));
  return {
    contactId: who.viewer.contactId,
    customerId: who.customerId,
    canOrder: who.canOrder,
    orders: read.orders.slice(0, RECENT).map((order) => ({
      id: order.id,
      title: h.orderLine(order.orderNumber),
      meta: `${date.format(new Date(order.createdAt))} · ${t.checkout.statuses[order.status]} · ${formatMoney(order.totals.gross, order.currency, t)}`,
      department: order.department,
      orderNumber: order.orderNumber,
    })),
    frequent: read.frequent.map((item) => ({
      sku: item.sku,
      name: item.name,
      href: `/search?q=${encodeURIComponent(item.sku)}`,
      meta: `${item.sku} · ${h.boughtTimes(item.times)}`,
      lastQuantity: item.lastQuantity,
      picture: pictureOf(item.image, { sizes: LINE_IMAGE_SIZES, alt: '', placeholder: 'color' }),
    })),
    lists: read.lists.map((list) => ({ id: list.id, title: list.name, meta: h.listLines(list.lineCount) })),
    approvals: read.approvals.map((request) => ({
      id: request.id,
      title: h.approvalFrom(request.requestedBy.name),
      meta: formatMoney(request.net, request.currency, t),
    })),
    quotes: read.quotes.slice(0, 5).map((quote) => ({
      id: quote.id,
      title: `${t.quotes.title} ${quote.quoteNumber}`,
      meta: `${h.quoteStatus[quote.status]}${quote.validUntil ? ` · ${h.quoteValidUntil(day(quote.validUntil))}` : ''}`,
    })),
  };
}

type Frequent = {
  sku: string;
  name: string;
  times: number;
  lastQuantity: number;
  image?: Parameters<typeof pictureOf>[0];
};

/**
 * "Frequently bought" of recent orders, kept per process by what decides it: the person, the company, the language
 * and the recent orders with their statuses. Reading each order in full (up to eight calls, then the current names)
 * was most of a signed-in home page's API work; a new, changed or cancelled order makes another key, and the
 * current names are read again after five minutes. Person-specific, so kept under the person, never shared.
 */
const frequentKept = new LRUCache<string, Frequent[]>({ max: 5_000, ttl: 5 * 60_000 });

async function frequentFor(
  api: Api,
  options: { orders: OrderSummary[]; language: Language; viewer: SignedIn; customerId: string },
): Promise<Frequent[]> {
  const { orders, language, viewer, customerId } = options;
  const key = [viewer.contactId, customerId, language, ...orders.map((o) => `${o.id}:${o.status}`)].join(' ');
  const known = frequentKept.get(key);
  if (known) return known;
  const noStore = { cache: 'no-store' } as const;
  const details = await Promise.all(
    orders
      .filter((o) => o.status !== 'cancelled')
      .map((o) =>
        api
          .getOrder({ query: { orderId: o.id, department: o.department }, init: noStore })
          .catch(() => null as Order | null),
      ),
  );
  const frequent = frequentlyBought(details.filter((o): o is Order => o !== null)).slice(0, FREQUENT);
  // Named as the shop names them today, in the person's language (a line keeps the words of whoever ordered it).
  if (frequent.length > 0) {
    const now = await api
      .listVariantsBySku({ query: { skus: frequent.map((f) => f.sku) }, init: noStore })
      .catch(() => null);
    if (!now) return frequent; // not kept: the names could not be read this time
    const bySku = new Map(now.variants.map((v) => [v.sku, v]));
    for (const item of frequent) {
      item.name = bySku.get(item.sku)?.name ?? item.name;
      item.image = bySku.get(item.sku)?.image ?? null;
    }
  }
  // Kept only when every order could be read (a failed read is not the answer for five minutes). The panels only
  // read the items, so the kept array itself is handed out.
  if (details.every((order) => order !== null)) frequentKept.set(key, frequent);
  return frequent;
}

/** Product lines of the orders counted by SKU, most often bought first (newest order's name and quantity). */
function frequentlyBought(orders: Order[]): Frequent[] {
  const bySku = new Map<string, Frequent>();
  for (const order of orders) {
    for (const line of order.lines) {
      if (line.kind !== 'product') continue;
      const seen = bySku.get(line.sku);
      if (seen) seen.times += 1;
      else bySku.set(line.sku, { sku: line.sku, name: line.name, times: 1, lastQuantity: line.quantity });
    }
  }
  return [...bySku.values()].sort((a, b) => b.times - a.times || a.name.localeCompare(b.name));
}
