import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helper';
import type { Database } from '../db';
import { hashPassword, verifyPassword } from '../lib/password';
import { visibleProductIds } from '../modules/assortment';
import { DEMO_PASSWORD } from './customers';
import { seedDemo } from './index';
import { listPriceListId } from './prices';
import { countScaleCompanies, planScaleCompany, scaleBuyerEmail, scaleCompanyId, seedScaleCompanies } from './scale';

const COMPANIES = 4;
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  // The demo catalog first, then the companies added to it, as `npm run seed -- --companies N` does on a seeded database.
  await seedDemo(database.db, { products: 300, now: new Date('2026-03-02T10:00:00Z') });
  expect(await countScaleCompanies(database.db)).toBe(0);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await database.db.transaction((tx) => seedScaleCompanies(tx, { count: COMPANIES, passwordHash }));
}, 180_000);

afterAll(async () => {
  await database?.close();
});

async function rows<T>(text: string, params: unknown[] = []): Promise<T[]> {
  return (await database.query(text, params)).rows as T[];
}

describe('scale companies (seed/scale.ts)', () => {
  it('plans each company from its own stream: the same number gives the same plan', () => {
    expect(planScaleCompany(7)).toEqual(planScaleCompany(7));
    expect(planScaleCompany(7).id).not.toBe(planScaleCompany(8).id);
    expect(planScaleCompany(7).rules.some((rule) => rule.effect === 'include')).toBe(true);
  });

  it('gives each company a buyer who signs in with the demo password', async () => {
    expect(await countScaleCompanies(database.db)).toBe(COMPANIES);
    for (let n = 1; n <= COMPANIES; n++) {
      const [member] = await rows<{ role: string; hash: string; companyId: string }>(
        `select cc.role, c.password_hash as hash, cc.company_id as "companyId"
         from contacts c join company_contacts cc on cc.contact_id = c.id and cc.is_active where c.email = $1`,
        [scaleBuyerEmail(n)],
      );
      expect(member).toMatchObject({ role: 'buyer', companyId: scaleCompanyId(n) });
      expect(await verifyPassword(DEMO_PASSWORD, member!.hash)).toBe(true);
      const addresses = await rows<{ type: string }>(`select type from addresses where company_id = $1 order by type`, [
        scaleCompanyId(n),
      ]);
      expect(addresses.map((a) => a.type)).toEqual(['delivery', 'invoice']);
    }
  });

  it('prices a share of the SKUs it buys below the market list price, with the list tiers', async () => {
    for (let n = 1; n <= COMPANIES; n++) {
      const plan = planScaleCompany(n);
      const prices = await rows<{ sku: string; minQuantity: number; price: number; list: number; top: string }>(
        `select pr.sku, pr.min_quantity as "minQuantity", pr.unit_price::int as price, lp.unit_price::int as list,
           coalesce(top.slug, cat.slug) as top
         from companies c join price_lists pl on pl.id = c.price_list_id
         join prices pr on pr.price_list_id = pl.id
         join prices lp on lp.price_list_id = $2 and lp.sku = pr.sku and lp.min_quantity = pr.min_quantity
         join variants v on v.sku = pr.sku join products p on p.id = v.product_id
         join categories cat on cat.id = p.category_id left join categories top on top.id = cat.parent_id
         where c.id = $1 and pl.kind = 'contract' and pl.market = c.market`,
        [plan.id, listPriceListId(plan.market)],
      );
      expect(prices.length).toBeGreaterThan(0);
      for (const row of prices) {
        expect(plan.buysFrom).toContain(row.top);
        expect(row.price).toBeLessThanOrEqual(row.list);
        expect(row.price).toBeGreaterThanOrEqual(100);
      }
      // Every tier of a chosen SKU's list price is there (same count as joined: none without its list tier).
      const [all] = await rows<{ n: number }>(
        `select count(*)::int as n from prices pr join companies c on c.price_list_id = pr.price_list_id where c.id = $1`,
        [plan.id],
      );
      expect(all!.n).toBe(prices.length);
    }
  });

  it('restricts each company to its own assortment', async () => {
    const [company] = await rows<{ assortmentId: string }>(
      `select assortment_id as "assortmentId" from companies where id = $1`,
      [scaleCompanyId(1)],
    );
    expect(company!.assortmentId).toBeTruthy();
    const plan = planScaleCompany(1);
    const products = await rows<{ id: string; top: string }>(
      `select p.id, coalesce(top.slug, c.slug) as top from products p join categories c on c.id = p.category_id
       left join categories top on top.id = c.parent_id where p.is_active`,
    );
    const visible = await visibleProductIds(database.db, {
      companyId: plan.id,
      productIds: products.map((p) => p.id),
    });
    expect(visible.size).toBeGreaterThan(0);
    expect(visible.size).toBeLessThan(products.length);
    const includedTops = new Set(
      plan.rules.filter((rule) => rule.effect === 'include' && rule.target === 'category').map((rule) => rule.targetId),
    );
    expect(includedTops.size).toBeGreaterThanOrEqual(plan.buysFrom.length);
  });
});
