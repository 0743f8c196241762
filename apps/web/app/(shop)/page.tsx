import { redirect } from 'next/navigation';
import { ErrorNotice } from '../../components/error-notice';
import { CutOffCountdown } from '../../components/home/cut-off-countdown';
import { Greeting, HomePanels } from '../../components/home/home-panels';
import Link from '../../components/ui/link';
import { type Viewer, viewerApi } from '../../lib/auth/viewer';
import { getCategoryTree } from '../../lib/category-tree';
import { isCompanyPageRender } from '../../lib/company-render';
import { errorMessage } from '../../lib/errors';
import { kept } from '../../lib/formatters';
import { homePanels } from '../../lib/home-panels';
import { PANELS_URL } from '../../lib/home-panels-url';
import type { Dictionary, Language } from '../../lib/i18n/dictionary';
import { getDictionary } from '../../lib/i18n/server';
import { headerPerson } from '../../lib/person-summary';
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

/**
 * The buyer's home: the greeting, the company and its next cut-off, then the person's panels. What is the company's
 * is drawn here; on the page cache's render of a company's home (kept for every buyer of the company) the person's
 * name and panels are left to the browser, else they are handed in (lib/home-panels.ts).
 */
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
  const isKept = await isCompanyPageRender();
  const [cutOff, { person, pageCompanyId }, panels] = await Promise.all([
    nextCutOff(api, company.customerId),
    headerPerson(),
    isKept ? undefined : homePanels(),
  ]);

  const h = t.home;
  return (
    <>
      {/* On a company's kept home the browser asks for the panels as soon as it reads the page, beside the scripts
          (React puts the link in the head; HomePanels' fetch is then handed this answer). */}
      {isKept ? <link rel="preload" href={PANELS_URL} as="fetch" crossOrigin="anonymous" /> : null}
      <section className="buyer-hero" aria-labelledby="home-greeting">
        <div>
          <Greeting person={person} pageCompanyId={pageCompanyId} language={language} />
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
      <HomePanels
        panels={panels ?? undefined}
        person={person}
        pageCompanyId={pageCompanyId}
        language={language}
        cartTexts={{ quantity: t.product.quantity, addToCart: t.product.addToCart }}
      />
    </>
  );
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
