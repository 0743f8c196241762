import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import {
  addresses,
  assortmentRules,
  assortments,
  companies,
  companyContacts,
  contacts,
  priceLists,
  prices,
} from '../db/schema';
import { withIndexesDeferred } from './bulk';
import { catalogTree } from './catalog-data';
import { companyNameParts, currencies, firstNames, lastNames, type MarketCode, places, streets } from './customer-data';
import { categoriesForTrade } from './customers';
import { orgNumberFor, vatNumberFor } from './identifiers';
import { listPriceListId } from './prices';
import { idFor, type Rng, rngFor, slugify } from './random';

/**
 * The catalog at scale (issue 18; `npm run seed -- --products 1000000 --companies 1000`, `npm run bench -- --scale`):
 * `count` more companies, as a wholesaler with many customers has them. Each has one buyer
 * (`buyer@scale-0001.example`, the demo password), an invoice and a delivery address, its own contract price list
 * (1,500–5,000 SKUs of the categories its trade buys from, 5–20 % below the market's list prices, with the list's
 * quantity tiers) and its own assortment (docs/catalog.md, "Assortments": those categories, sometimes one more, less a
 * subcategory or a brand now and then). Deterministic (one PRNG stream per company), and additive: the SKUs and list
 * prices are read from the database, so the companies can be added to a catalog seeded before.
 */

/** Company keys, e-mail domains and price-list codes of the scale companies start with this. */
export const SCALE_KEY_PREFIX = 'scale-';

const numberOf = (n: number) => String(n).padStart(4, '0');
export const scaleCompanyKey = (n: number) => `${SCALE_KEY_PREFIX}${numberOf(n)}`;
export const scaleCompanyId = (n: number) => idFor(`company:${scaleCompanyKey(n)}`);
export const scaleBuyerEmail = (n: number) => `buyer@${scaleCompanyKey(n)}.example`;

/** How many scale companies a database holds (their e-mail domains are scale-NNNN.example). */
export async function countScaleCompanies(db: DbOrTx): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as n from companies where email_domain like ${`${SCALE_KEY_PREFIX}%.example`}`,
  );
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}

type Rule = { effect: 'include' | 'exclude'; target: 'category' | 'brand'; targetId: string };

export type ScaleCompanyPlan = {
  n: number;
  id: string;
  key: string;
  name: string;
  market: MarketCode;
  /** Top-level category slugs whose SKUs the contract prices. */
  buysFrom: string[];
  contractSkus: number;
  discount: [number, number];
  rules: Rule[];
};

const categoryId = (slug: string) => idFor(`category:${slug}`);
const brandId = (name: string) => idFor(`brand:${slugify(name)}`);

/** The plan of scale company `n` (1-based); pure. */
export function planScaleCompany(n: number): ScaleCompanyPlan {
  const rng = rngFor(`scale-company:${n}`);
  const market = rng.weighted([
    ['NO', 50],
    ['SE', 25],
    ['DK', 25],
  ] as const);
  const parts = companyNameParts[market];
  const trade = rng.pick(parts.trades);
  const name = `${rng.pick(parts.prefixes)} ${trade} ${n} ${rng.pick(parts.forms)}`;
  const buysFrom = categoriesForTrade(trade);
  const tops = catalogTree.filter((top) => buysFrom.includes(top.slug));
  const extra = rng.chance(0.3) ? rng.pick(catalogTree.filter((top) => !buysFrom.includes(top.slug))) : null;
  const rules: Rule[] = [...tops, ...(extra ? [extra] : [])].map((top) => ({
    effect: 'include',
    target: 'category',
    targetId: categoryId(top.slug),
  }));
  // Now and then a subcategory or a brand of what it buys is left out, or one brand of another range let in.
  if (rng.chance(0.5)) {
    const sub = rng.pick(tops.flatMap((top) => top.subcategories));
    rules.push({ effect: 'exclude', target: 'category', targetId: categoryId(sub.slug) });
  }
  if (rng.chance(0.4)) {
    rules.push({ effect: 'exclude', target: 'brand', targetId: brandId(rng.pick(tops.flatMap((top) => top.brands))) });
  }
  const outside = catalogTree.filter((top) => !buysFrom.includes(top.slug) && top !== extra);
  if (rng.chance(0.15) && outside.length > 0) {
    rules.push({ effect: 'include', target: 'brand', targetId: brandId(rng.pick(rng.pick(outside).brands)) });
  }
  const low = rng.int(5, 12);
  return {
    n,
    id: scaleCompanyId(n),
    key: scaleCompanyKey(n),
    name,
    market,
    buysFrom,
    contractSkus: rng.int(1_500, 5_000),
    discount: [low, low + rng.int(3, 8)],
    rules,
  };
}

/** `count` distinct indexes below `size`, ascending. */
function distinctIndexes(rng: Rng, size: number, count: number): number[] {
  const picked = new Set<number>();
  const wanted = Math.min(count, size);
  while (picked.size < wanted) picked.add(Math.floor(rng.next() * size));
  return [...picked].sort((a, b) => a - b);
}

/** Price-list rounding as in prices.ts roundPrice, in SQL: 10 øre steps below 100 kr, whole kroner above, ≥ 1 kr. */
const roundPriceSql = (minor: ReturnType<typeof sql>) =>
  sql`(case when ${minor} < 10000 then greatest(100, round(${minor} / 10) * 10) else round(${minor} / 100) * 100 end)::int`;

/** Companies per insert of contract prices (about 3,000 SKUs each, 2 tiers on average). */
const COMPANIES_PER_BATCH = 25;

/**
 * Adds scale companies 1…count (see above) with everything they own. Call inside a transaction. Reads the active
 * SKUs per top category and the markets' list prices, so the catalog and its prices must be seeded first.
 */
export async function seedScaleCompanies(
  db: DbOrTx,
  options: { count: number; passwordHash: string; onProgress?: (done: number) => void },
) {
  const plans = Array.from({ length: options.count }, (_, i) => planScaleCompany(i + 1));
  // Every active SKU, grouped by its product's top-level category, in SKU order (the PRNG picks by position).
  const pools = await db.execute(sql`
    select coalesce(top.slug, c.slug) as top, json_agg(v.sku order by v.sku) as skus
    from variants v join products p on p.id = v.product_id
    join categories c on c.id = p.category_id left join categories top on top.id = c.parent_id
    where v.is_active and p.is_active
    group by 1`);
  const skusByTop = new Map(
    (pools as unknown as { rows: { top: string; skus: string[] }[] }).rows.map((row) => [row.top, row.skus]),
  );
  const taken = await db.execute(sql`select market || ' ' || org_number as key from companies`);
  const orgNumbers = new Set((taken as unknown as { rows: { key: string }[] }).rows.map((row) => row.key));
  const created = new Date(Date.UTC(2025, 5, 2));

  await db.insert(priceLists).values(
    plans.map((plan) => ({
      id: idFor(`price-list:CONTRACT-${plan.key.toUpperCase()}`),
      code: `CONTRACT-${plan.key.toUpperCase()}`,
      name: `Avtalepriser ${plan.name}`,
      kind: 'contract' as const,
      market: plan.market,
      currency: currencies[plan.market],
      validFrom: new Date(Date.UTC(2025, 0, 1)),
      validTo: null,
    })),
  );
  await db
    .insert(assortments)
    .values(plans.map((plan) => ({ id: idFor(`assortment:${plan.key}`), name: `Sortiment ${plan.name}` })));
  await db
    .insert(assortmentRules)
    .values(
      plans.flatMap((plan) => plan.rules.map((rule) => ({ assortmentId: idFor(`assortment:${plan.key}`), ...rule }))),
    );
  const companyRows = plans.map((plan) => {
    const rng = rngFor(`scale-org:${plan.key}`);
    let orgNumber = orgNumberFor(plan.market, rng.int(100_000, 9_999_999));
    for (let serial = 1; orgNumbers.has(`${plan.market} ${orgNumber}`); serial++) {
      orgNumber = orgNumberFor(plan.market, rng.int(100_000, 9_999_999) + serial);
    }
    orgNumbers.add(`${plan.market} ${orgNumber}`);
    return {
      id: plan.id,
      name: plan.name,
      orgNumber,
      market: plan.market,
      markets: [plan.market],
      vatNumber: vatNumberFor(plan.market, orgNumber),
      email: `post@${plan.key}.example`,
      emailDomain: `${plan.key}.example`,
      currency: currencies[plan.market],
      creditLimit: 250_000_00,
      priceListId: idFor(`price-list:CONTRACT-${plan.key.toUpperCase()}`),
      assortmentId: idFor(`assortment:${plan.key}`),
      createdAt: created,
    };
  });
  for (let i = 0; i < companyRows.length; i += 500) await db.insert(companies).values(companyRows.slice(i, i + 500));

  const people = plans.map((plan) => {
    const rng = rngFor(`scale-people:${plan.key}`);
    const place = rng.pick(places[plan.market]);
    const street = `${rng.pick(streets[plan.market])} ${rng.int(1, 120)}`;
    const zipCode = rng.pick(place.zipCodes);
    return {
      plan,
      contact: {
        id: idFor(`contact:${scaleBuyerEmail(plan.n)}`),
        email: scaleBuyerEmail(plan.n),
        firstName: rng.pick(firstNames[plan.market]),
        lastName: rng.pick(lastNames[plan.market]),
        locale: plan.market === 'NO' ? 'nb' : 'en',
        passwordHash: options.passwordHash,
        emailVerifiedAt: created,
      },
      address: { line1: street, zipCode, city: place.city },
    };
  });
  for (let i = 0; i < people.length; i += 500) {
    const batch = people.slice(i, i + 500);
    await db.insert(contacts).values(batch.map((p) => p.contact));
    await db.insert(companyContacts).values(
      batch.map((p) => ({
        companyId: p.plan.id,
        contactId: p.contact.id,
        role: 'buyer' as const,
        isActive: true,
        acceptedAt: created,
      })),
    );
    await db.insert(addresses).values(
      batch.flatMap((p) =>
        (['invoice', 'delivery'] as const).map((type) => ({
          id: idFor(`address:${p.plan.key}:${type}`),
          companyId: p.plan.id,
          type,
          name: type === 'invoice' ? p.plan.name : `${p.plan.name} – Varemottak`,
          ...p.address,
          country: p.plan.market,
          contactName: `${p.contact.firstName} ${p.contact.lastName}`,
          isDefault: true,
        })),
      ),
    );
  }

  // Contract prices: the chosen SKUs' list tiers of the company's market, each SKU with its own discount.
  await withIndexesDeferred(db, [prices], async () => {
    for (let start = 0; start < plans.length; start += COMPANIES_PER_BATCH) {
      const lists: string[] = [];
      const marketLists: string[] = [];
      const skus: string[] = [];
      const discounts: number[] = [];
      for (const plan of plans.slice(start, start + COMPANIES_PER_BATCH)) {
        const rng = rngFor(`scale-contract:${plan.key}`);
        const pool = plan.buysFrom.flatMap((top) => skusByTop.get(top) ?? []);
        const listId = idFor(`price-list:CONTRACT-${plan.key.toUpperCase()}`);
        for (const index of distinctIndexes(rng, pool.length, plan.contractSkus)) {
          lists.push(listId);
          marketLists.push(listPriceListId(plan.market));
          skus.push(pool[index]!);
          discounts.push(rng.int(plan.discount[0], plan.discount[1]));
        }
      }
      await db.execute(sql`
        insert into prices (price_list_id, sku, min_quantity, unit_price)
        select c.list_id, lp.sku, lp.min_quantity, ${roundPriceSql(sql`lp.unit_price * (100 - c.discount) / 100.0`)}
        from unnest(${sql.param(lists)}::uuid[], ${sql.param(marketLists)}::uuid[], ${sql.param(skus)}::text[],
          ${sql.param(discounts)}::int[]) c(list_id, market_list, sku, discount)
        join prices lp on lp.price_list_id = c.market_list and lp.sku = c.sku
        order by c.list_id, lp.sku, lp.min_quantity`);
      options.onProgress?.(Math.min(start + COMPANIES_PER_BATCH, plans.length));
    }
  });
  return { companies: plans.length };
}
