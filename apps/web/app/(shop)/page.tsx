import type {
  ApprovalRequest,
  Order,
  OrderSummary,
  ProductCardImage,
  QuoteSummary,
  ShoppingListSummary,
} from '@engros/client';
import { LRUCache } from 'lru-cache';
import { redirect } from 'next/navigation';
import { AddToCartForm } from '../../components/catalog/add-to-cart-form';
import { ErrorNotice } from '../../components/error-notice';
import { CutOffCountdown } from '../../components/home/cut-off-countdown';
import { ReorderButton } from '../../components/home/reorder-button';
import Link from '../../components/ui/link';
import { LINE_IMAGE_SIZES, ProductImage } from '../../components/ui/product-image';
import { type Viewer, viewerApi } from '../../lib/auth/viewer';
import { getCategoryTree } from '../../lib/category-tree';
import { errorMessage } from '../../lib/errors';
import { kept } from '../../lib/formatters';
import type { Dictionary, Language } from '../../lib/i18n/dictionary';
import { getDictionary } from '../../lib/i18n/server';
import { formatMoney } from '../../lib/money';
import { isAgent } from '../../lib/support';

type Api = Awaited<ReturnType<typeof viewerApi>>['api'];
type Categories = Awaited<ReturnType<Api['getCategoryTree']>>['categories'];

/**
 * Home. A buyer sees what they came for first: the next delivery's cut-off, their recent orders to order again,
 * what the company buys most, their lists, and approvals and quotes that wait; then the categories. A visitor
 * gets the landing page. Staff (no company) go to the back office, where their work is.
 */
export default async function HomePage() {
  const [{ api, viewer, language }, { t }] = await Promise.all([viewerApi(), getDictionary()]);
  if (viewer.isSignedIn && !viewer.company && (await isAgent(viewer))) redirect('/backoffice');
  let categories: Categories;
  try {
    categories = await getCategoryTree();
  } catch (error) {
    return <ErrorNotice title={t.home.title} message={errorMessage(error, t)} />;
  }
  return (
    <div className="page home-page">
      {viewer.isSignedIn && viewer.company ? (
        <BuyerHome api={api} viewer={viewer} t={t} language={language} />
      ) : (
        <Landing t={t} />
      )}
      <section aria-labelledby="categories-heading">
        <h2 id="categories-heading">{t.home.categories}</h2>
        <ul className="category-grid">
          {categories.map((category) => (
            <li key={category.id} className="category-card">
              <h3>
                <Link href={`/category/${encodeURIComponent(category.slug)}`}>{category.name}</Link>
              </h3>
              <p className="muted">{t.home.products(category.productCount)}</p>
              {category.children.length > 0 ? (
                <ul className="category-children">
                  {category.children.map((child) => (
                    <li key={child.id}>
                      <Link href={`/category/${encodeURIComponent(child.slug)}`}>{child.name}</Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function Landing({ t }: { t: Dictionary }) {
  const h = t.home;
  const benefits = [
    [h.benefitPricesTitle, h.benefitPrices],
    [h.benefitDeliveryTitle, h.benefitDelivery],
    [h.benefitControlTitle, h.benefitControl],
    [h.benefitInvoiceTitle, h.benefitInvoice],
  ];
  return (
    <>
      <section className="landing-hero" aria-labelledby="landing-title">
        <h1 id="landing-title">{h.landingTitle}</h1>
        <p className="lead">{h.landingLead}</p>
        <p className="landing-actions">
          <Link href="/login" className="button">
            {h.signIn}
          </Link>
          <Link href="/join" className="button button-secondary">
            {h.becomeCustomer}
          </Link>
        </p>
        <p className="muted">{h.signInForPrices}</p>
      </section>
      <section aria-labelledby="benefits-heading" className="benefits">
        <h2 id="benefits-heading" className="visually-hidden">
          {h.benefits}
        </h2>
        <ul className="benefit-grid">
          {benefits.map(([title, text]) => (
            <li key={title}>
              <h3>{title}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

const RECENT = 4;
/** Orders read for "frequently bought": the newest few, so the page stays a handful of parallel calls. */
const FREQUENT_FROM = 8;

async function BuyerHome({
  api,
  viewer,
  t,
  language,
}: {
  api: Api;
  viewer: Extract<Viewer, { isSignedIn: true }>;
  t: Dictionary;
  language: Language;
}) {
  const company = viewer.company!;
  const customerId = company.customerId;
  const canOrder = company.role !== 'viewer';
  const noStore = { cache: 'no-store' } as const;
  const [orders, lists, approvals, quotes, cutOff] = await Promise.all([
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
    nextCutOff(api, customerId),
  ]);
  const frequent = await frequentFor(api, { orders, language, viewer, customerId });
  const h = t.home;
  // Kept per process (lib/formatters.ts): making one costs a hundred times formatting with it.
  const date = kept(`home-date ${t.locale}`, () =>
    Intl.DateTimeFormat(t.locale, { day: 'numeric', month: 'short', year: 'numeric' }),
  );
  const longDate = kept(`home-long ${t.locale}`, () => Intl.DateTimeFormat(t.locale, { dateStyle: 'long' }));
  const day = (iso: string) => longDate.format(new Date(`${iso}T12:00:00Z`));
  return (
    <>
      <section className="buyer-hero" aria-labelledby="home-greeting">
        <div>
          <h1 id="home-greeting">{h.greeting(viewer.name.split(' ')[0] ?? viewer.name)}</h1>
          <p className="muted">{h.buyingFor(company.name)}</p>
        </div>
        {cutOff ? (
          <CutOffCountdown
            orderBefore={cutOff.orderBefore}
            time={kept(`home-time ${t.locale} ${cutOff.timeZone}`, () =>
              Intl.DateTimeFormat(t.locale, { timeStyle: 'short', timeZone: cutOff.timeZone }),
            ).format(new Date(cutOff.orderBefore))}
            date={kept(`home-weekday ${t.locale}`, () =>
              Intl.DateTimeFormat(t.locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }),
            ).format(new Date(`${cutOff.date}T12:00:00Z`))}
            renderedAt={Date.now()}
            language={language}
          />
        ) : null}
      </section>
      <div className="home-panels">
        <section className="panel home-panel" aria-labelledby="home-orders">
          <h2 id="home-orders">{h.recentOrders}</h2>
          {orders.length === 0 ? (
            <p className="muted">{h.noOrders}</p>
          ) : (
            <ul className="home-list" data-home-orders>
              {orders.slice(0, RECENT).map((order) => (
                <li key={order.id}>
                  <div>
                    <Link href={`/account/orders/${order.id}`}>{h.orderLine(order.orderNumber)}</Link>
                    <p className="muted">
                      {date.format(new Date(order.createdAt))} · {t.checkout.statuses[order.status]} ·{' '}
                      {formatMoney(order.totals.gross, order.currency, t)}
                    </p>
                  </div>
                  {canOrder ? (
                    <ReorderButton
                      orderId={order.id}
                      department={order.department}
                      orderNumber={order.orderNumber}
                      language={language}
                    />
                  ) : null}
                </li>
              ))}
            </ul>
          )}
          <p>
            <Link href="/account/orders">{h.allOrders}</Link>
          </p>
        </section>
        <section className="panel home-panel" aria-labelledby="home-frequent">
          <h2 id="home-frequent">{h.frequent}</h2>
          {frequent.length === 0 ? (
            <p className="muted">{h.frequentNone}</p>
          ) : (
            <ul className="home-list home-frequent" data-home-frequent>
              {frequent.map((item) => (
                <li key={item.sku}>
                  <ProductImage
                    image={item.image}
                    sizes={LINE_IMAGE_SIZES}
                    alt=""
                    className="line-image"
                    placeholder="color"
                  />
                  <div>
                    <Link href={`/search?q=${encodeURIComponent(item.sku)}`}>{item.name}</Link>
                    <p className="muted">
                      {item.sku} · {h.boughtTimes(item.times)}
                    </p>
                  </div>
                  {canOrder ? (
                    <AddToCartForm
                      sku={item.sku}
                      name={item.name}
                      texts={{ quantity: t.product.quantity, addToCart: t.product.addToCart }}
                      defaultQuantity={item.lastQuantity}
                      isCompact
                    />
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="panel home-panel" aria-labelledby="home-lists">
          <h2 id="home-lists">{h.lists}</h2>
          {lists.length === 0 ? (
            <p className="muted">{h.noLists}</p>
          ) : (
            <ul className="home-list">
              {lists.map((list) => (
                <li key={list.id}>
                  <Link href={`/account/lists/${list.id}`}>{list.name}</Link>
                  <span className="muted">{h.listLines(list.lineCount)}</span>
                </li>
              ))}
            </ul>
          )}
          <p>
            <Link href="/account/lists">{h.allLists}</Link> · <Link href="/quick-order">{h.quickOrder}</Link>
          </p>
        </section>
        <section className="panel home-panel" aria-labelledby="home-waiting">
          <h2 id="home-waiting">{h.approvals}</h2>
          {approvals.length === 0 ? (
            <p className="muted">{h.noApprovals}</p>
          ) : (
            <ul className="home-list">
              {approvals.map((request) => (
                <li key={request.id}>
                  <Link href={`/account/approvals/${request.id}`}>{h.approvalFrom(request.requestedBy.name)}</Link>
                  <span className="muted">{formatMoney(request.net, request.currency, t)}</span>
                </li>
              ))}
            </ul>
          )}
          <h2 id="home-quotes">{h.quotes}</h2>
          {quotes.length === 0 ? (
            <p className="muted">{h.noQuotes}</p>
          ) : (
            <ul className="home-list" aria-labelledby="home-quotes">
              {quotes.slice(0, 5).map((quote) => (
                <li key={quote.id}>
                  <Link href={`/account/quotes/${quote.id}`}>
                    {t.quotes.title} {quote.quoteNumber}
                  </Link>
                  <span className="muted">
                    {h.quoteStatus[quote.status]}
                    {quote.validUntil ? ` · ${h.quoteValidUntil(day(quote.validUntil))}` : ''}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}

type Frequent = { sku: string; name: string; times: number; lastQuantity: number; image?: ProductCardImage | null };

/**
 * "Frequently bought" of recent orders, kept per process by what decides it: the person, the company, the language
 * and the recent orders with their statuses. Reading each order in full (up to eight calls, then the current names)
 * was most of a signed-in home page's API work; a new, changed or cancelled order makes another key, and the
 * current names are read again after five minutes. Person-specific, so kept under the person, never shared.
 */
const frequentKept = new LRUCache<string, Frequent[]>({ max: 5_000, ttl: 5 * 60_000 });

async function frequentFor(
  api: Api,
  options: {
    orders: OrderSummary[];
    language: Language;
    viewer: Extract<Viewer, { isSignedIn: true }>;
    customerId: string;
  },
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
  const frequent = frequentlyBought(details.filter((o): o is Order => o !== null)).slice(0, 6);
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
  // Kept only when every order could be read (a failed read is not the answer for five minutes). The page only
  // reads the items, so the kept array itself is handed out.
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

/** The next ordinary delivery's cut-off for the company's default delivery address, from the delivery calendar. */
async function nextCutOff(
  api: Api,
  customerId: string,
): Promise<{ orderBefore: string; date: string; timeZone: string } | null> {
  try {
    const { addresses } = await api.listAddresses({
      path: { customerId },
      init: { cache: 'no-store' },
    });
    const delivery = addresses.filter((a) => a.type === 'delivery');
    const address = delivery.find((a) => a.isDefault) ?? delivery[0];
    if (!address) return null;
    const answer = await api.listDeliveryDates({
      body: { market: address.country, zipCode: address.zipCode, count: 3 },
      init: { cache: 'no-store' },
    });
    const next = answer.dates.find((d) => !d.isExpress && new Date(d.orderBefore).getTime() > Date.now());
    return next ? { orderBefore: next.orderBefore, date: next.date, timeZone: answer.timeZone } : null;
  } catch {
    return null;
  }
}
