'use client';
// The signed-in home page's person part (lib/home-panels.ts): recent orders to order again, what the person buys
// most, their lists, approvals and quotes that wait. A home page rendered for the person hands the panels in; a
// company's kept home page (docs/decisions/020-signed-in-listing-cache.md) holds no person, so the panels are asked
// for here: drawn at once from this tab's last copy when it was the same person's for the same company, and always
// asked anew (a new order or list should show). Until then each panel keeps its place, so the page below it stays.
import { useEffect, useLayoutEffect, useState } from 'react';
import type { PanelRow, HomePanels as Panels } from '../../lib/home-panels';
import { PANELS_URL } from '../../lib/home-panels-url';
import { homeTexts } from '../../lib/i18n/areas/home';
import type { Language } from '../../lib/i18n/dictionary';
import { AddToCartForm, type AddToCartTexts } from '../catalog/add-to-cart-form';
import { type PersonSummary, usePerson } from '../header/person';
import Link from '../ui/link';
import { Picture } from '../ui/picture';
import { ReorderButton } from './reorder-button';

const STORAGE_KEY = 'engros.home';

function stored(): Panels | undefined {
  try {
    const text = sessionStorage.getItem(STORAGE_KEY);
    return text ? (JSON.parse(text) as Panels) : undefined;
  } catch {
    return undefined;
  }
}

function store(panels: Panels) {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(panels));
  } catch {
    // Storage full or refused: the next kept home page waits for its answer.
  }
}

export function HomePanels({
  panels: handedIn,
  person: personHandedIn,
  pageCompanyId,
  language,
  cartTexts,
}: {
  panels?: Panels;
  /** As the header has them (lib/person-summary.ts `headerPerson`): the person on a page rendered for them, */
  person?: PersonSummary;
  /** else (a company's kept home page) the company it was drawn for. */
  pageCompanyId?: string;
  language: Language;
  cartTexts: AddToCartTexts;
}) {
  const person = usePerson(personHandedIn, pageCompanyId);
  const [asked, setAsked] = useState<Panels>();
  const [kept, setKept] = useState<Panels>();
  useEffect(() => {
    if (handedIn) store(handedIn);
  }, [handedIn]);
  useLayoutEffect(() => {
    if (handedIn) return;
    const controller = new AbortController();
    setKept(stored());
    // The page preloads this answer (app/(shop)/page.tsx): the same request, so the browser hands that one over.
    void fetch(PANELS_URL, { credentials: 'same-origin', signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) return;
        const panels = (await response.json()) as Panels;
        store(panels);
        setAsked(panels);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [handedIn]);
  // A stored copy is drawn only once the header's summary says it is this person's, for this company.
  const isOwn = (panels: Panels | undefined) =>
    panels !== undefined &&
    person?.isSignedIn === true &&
    panels.contactId === person.contactId &&
    panels.customerId === person.customerId;
  const panels = handedIn ?? asked ?? (isOwn(kept) ? kept : undefined);
  return <Drawn panels={panels} language={language} cartTexts={cartTexts} />;
}

function Drawn({
  panels,
  language,
  cartTexts,
}: {
  panels: Panels | undefined;
  language: Language;
  cartTexts: AddToCartTexts;
}) {
  const h = homeTexts[language];
  const isPending = panels === undefined;
  const list = <T,>(items: T[] | undefined, none: string, draw: (items: T[]) => React.ReactNode) =>
    items === undefined ? (
      <div className="home-pending" aria-hidden="true" />
    ) : items.length === 0 ? (
      <p className="muted">{none}</p>
    ) : (
      draw(items)
    );
  return (
    <div className="home-panels" aria-busy={isPending || undefined} data-home-panels={isPending ? 'pending' : ''}>
      <section className="panel home-panel" aria-labelledby="home-orders">
        <h2 id="home-orders">{h.recentOrders}</h2>
        {list(panels?.orders, h.noOrders, (orders) => (
          <ul className="home-list" data-home-orders>
            {orders.map((order) => (
              <li key={order.id}>
                <div>
                  <Link href={`/account/orders/${order.id}`}>{order.title}</Link>
                  <p className="muted">{order.meta}</p>
                </div>
                {panels?.canOrder ? (
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
        ))}
        <p>
          <Link href="/account/orders">{h.allOrders}</Link>
        </p>
      </section>
      <section className="panel home-panel" aria-labelledby="home-frequent">
        <h2 id="home-frequent">{h.frequent}</h2>
        {list(panels?.frequent, h.frequentNone, (frequent) => (
          <ul className="home-list home-frequent" data-home-frequent>
            {frequent.map((item) => (
              <li key={item.sku}>
                <Picture picture={item.picture} className="line-image" />
                <div>
                  <Link href={item.href}>{item.name}</Link>
                  <p className="muted">{item.meta}</p>
                </div>
                {panels?.canOrder ? (
                  <AddToCartForm
                    sku={item.sku}
                    name={item.name}
                    texts={cartTexts}
                    defaultQuantity={item.lastQuantity}
                    isCompact
                  />
                ) : null}
              </li>
            ))}
          </ul>
        ))}
      </section>
      <section className="panel home-panel" aria-labelledby="home-lists">
        <h2 id="home-lists">{h.lists}</h2>
        {list(panels?.lists, h.noLists, (lists) => (
          <Rows rows={lists} path="/account/lists" />
        ))}
        <p>
          <Link href="/account/lists">{h.allLists}</Link> · <Link href="/quick-order">{h.quickOrder}</Link>
        </p>
      </section>
      <section className="panel home-panel" aria-labelledby="home-waiting">
        <h2 id="home-waiting">{h.approvals}</h2>
        {list(panels?.approvals, h.noApprovals, (approvals) => (
          <Rows rows={approvals} path="/account/approvals" />
        ))}
        <h2 id="home-quotes">{h.quotes}</h2>
        {list(panels?.quotes, h.noQuotes, (quotes) => (
          <Rows rows={quotes} path="/account/quotes" labelledBy="home-quotes" />
        ))}
      </section>
    </div>
  );
}

/** A panel's lines: each a link to `path`/id and a word beside it. */
function Rows({ rows, path, labelledBy }: { rows: PanelRow[]; path: string; labelledBy?: string }) {
  return (
    <ul className="home-list" aria-labelledby={labelledBy}>
      {rows.map((row) => (
        <li key={row.id}>
          <Link href={`${path}/${row.id}`}>{row.title}</Link>
          <span className="muted">{row.meta}</span>
        </li>
      ))}
    </ul>
  );
}

/** "Hello, Kari": the first name from the header's summary of the person (a kept home page holds no person). */
export function Greeting({
  person: handedIn,
  pageCompanyId,
  language,
}: {
  person?: PersonSummary;
  pageCompanyId?: string;
  language: Language;
}) {
  const person = usePerson(handedIn, pageCompanyId);
  const h = homeTexts[language];
  const name = person?.isSignedIn ? person.name : '';
  return <h1 id="home-greeting">{name ? h.greeting(name.split(' ')[0] || name) : h.title}</h1>;
}
