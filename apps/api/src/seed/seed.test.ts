import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helper';
import type { Database } from '../db';
import { verifyPassword } from '../lib/password';
import { visibleProductIds } from '../modules/assortment';
import { DEMO_ASSORTMENT } from './assortments';
import { DEMO_PASSWORD, demoLogins } from './customers';
import { isValidGtin13, isValidOrgNumber } from './identifiers';
import { isDatabaseEmpty, seedDemo, seedIfEmpty } from './index';
import { idFor } from './random';

/** Columns whose values depend on the moment of seeding or on random salts, not on the seed. */
const VOLATILE = [
  'created_at',
  'updated_at',
  'password_hash',
  'token_hash',
  'expires_at',
  'tokens_valid_after',
  'valid_from',
  'valid_to',
  'received_at',
];

/** One digest per table of every row's content (volatile columns left out), in a stable order. */
async function digest(database: Database): Promise<Record<string, string>> {
  const { rows: tables } = await database.query(
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables as { name: string }[]) {
    const { rows } = await database.query(
      `select count(*)::int as n, coalesce(md5(string_agg(x, E'\\n' order by x)), '') as h
       from (select (to_jsonb(t) - $1::text[])::text as x from "${name}" t) s`,
      [VOLATILE],
    );
    const row = rows[0] as { n: number; h: string };
    out[name] = `${row.n}:${row.h}`;
  }
  return out;
}

async function count(database: Database, text: string, params: unknown[] = []): Promise<number> {
  const { rows } = await database.query(`select count(*)::int as n from (${text}) q`, params);
  return (rows[0] as { n: number }).n;
}

const PRODUCTS = 200;
const NOW = new Date('2026-03-02T10:00:00Z');
let first: Database;
let second: Database;

beforeAll(async () => {
  [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  expect(await isDatabaseEmpty(first.db)).toBe(true);
  await seedDemo(first.db, { products: PRODUCTS, now: NOW });
  await seedDemo(second.db, { products: PRODUCTS, now: NOW });
}, 180_000);

afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
});

describe('demo seed (small catalog)', () => {
  it('is deterministic: two databases get the same rows and ids', async () => {
    const [a, b] = await Promise.all([digest(first), digest(second)]);
    expect(a.products).toMatch(new RegExp(`^${PRODUCTS}:`));
    expect(a).toEqual(b);
    const { rows } = await first.query(`select id from companies where name = 'Nordlys Dagligvare AS'`);
    expect(rows[0]?.id).toBe(idFor('company:nordlys'));
  });

  it('creates the catalog: category tree, brands, products and variants', async () => {
    expect(await count(first, 'select 1 from categories where parent_id is null')).toBe(8);
    expect(await count(first, 'select 1 from categories where parent_id is not null')).toBeGreaterThanOrEqual(40);
    expect(await count(first, 'select 1 from brands')).toBeGreaterThanOrEqual(55);
    expect(await count(first, 'select 1 from products')).toBe(PRODUCTS);
    const variants = await count(first, 'select 1 from variants');
    expect(variants).toBeGreaterThanOrEqual(PRODUCTS * 2.5);
    expect(variants).toBeLessThanOrEqual(PRODUCTS * 5);
    expect(await count(first, `select 1 from variants where sku !~ '^EN-[0-9]{6}-[0-9]{2}$'`)).toBe(0);
    const { rows } = await first.query('select gtin from variants');
    expect(rows.every((r) => isValidGtin13(String(r.gtin)))).toBe(true);
    expect(await count(first, 'select 1 from products where is_prescription_only')).toBeGreaterThan(0);
    expect(await count(first, `select 1 from products where vat_class = 'reduced'`)).toBeGreaterThan(0);
    expect(await count(first, `select 1 from products where vat_class = 'standard'`)).toBeGreaterThan(PRODUCTS / 2);
    expect(await count(first, `select distinct unit from products`)).toBe(5);
    expect(
      await count(
        first,
        'select 1 from products p where not exists (select 1 from departments d where d.code = p.department)',
      ),
    ).toBe(0);
    expect(await count(first, `select 1 from products where name->>'nb' = '' or name->>'en' = ''`)).toBe(0);
    expect(await count(first, 'select distinct key from product_properties')).toBeGreaterThanOrEqual(6);
    expect(await count(first, 'select distinct key from variant_properties')).toBeGreaterThanOrEqual(4);
    expect(await count(first, `select 1 from search_documents where kind = 'product'`)).toBe(
      await count(first, 'select 1 from products where is_active'),
    );
    // The demo articles and landing page, in both languages, are searchable too.
    expect(await count(first, `select 1 from search_documents where kind = 'content'`)).toBe(6);
  });

  it('prices every variant in every market, with tiers, campaigns and contracts', async () => {
    for (const market of ['NO', 'SE', 'DK']) {
      const missing = await count(
        first,
        `select 1 from variants v where not exists (
           select 1 from prices p join price_lists l on l.id = p.price_list_id
           where p.sku = v.sku and l.kind = 'list' and l.market = $1 and p.min_quantity = 1)`,
        [market],
      );
      expect(missing, market).toBe(0);
    }
    const tiered = await count(
      first,
      `select p.sku from prices p join price_lists l on l.id = p.price_list_id
       where l.code = 'LIST-NO' group by p.sku having count(*) >= 2`,
    );
    expect(tiered).toBeGreaterThan((await count(first, 'select 1 from variants')) / 2);
    const { rows: kinds } = await first.query(
      'select kind, count(*)::int as n from price_lists group by kind order by kind',
    );
    expect(kinds).toEqual([
      { kind: 'campaign', n: 3 },
      { kind: 'contract', n: 10 },
      { kind: 'list', n: 3 },
    ]);
    const { rows: campaign } = await first.query(
      `select min(valid_from) as f, max(valid_to) as t from price_lists where kind = 'campaign'`,
    );
    expect(new Date(String(campaign[0]?.f)).getTime()).toBeLessThan(NOW.getTime());
    expect(new Date(String(campaign[0]?.t)).getTime()).toBeGreaterThan(NOW.getTime());
    // Contract and campaign prices are below the list price of the same SKU and quantity.
    const notLower = await count(
      first,
      `select 1 from prices c join price_lists cl on cl.id = c.price_list_id and cl.kind in ('contract', 'campaign')
       join price_lists ll on ll.kind = 'list' and ll.market = cl.market
       join prices l on l.price_list_id = ll.id and l.sku = c.sku and l.min_quantity = c.min_quantity
       where c.unit_price > l.unit_price`,
    );
    expect(notLower).toBe(0);
    expect(
      await count(
        first,
        `select 1 from prices p join price_lists l on l.id = p.price_list_id where l.kind = 'contract'`,
      ),
    ).toBeGreaterThan(0);
    expect(await count(first, 'select 1 from companies where price_list_id is not null')).toBe(11);
  });

  it('creates valid customers over the three markets', async () => {
    const { rows: companies } = await first.query(
      `select c.market, c.org_number, c.vat_number, c.currency, m.currency as market_currency
       from companies c join markets m on m.code = c.market`,
    );
    expect(companies.length).toBeGreaterThanOrEqual(50);
    expect(new Set(companies.map((c) => c.market))).toEqual(new Set(['NO', 'SE', 'DK']));
    for (const c of companies) {
      expect(isValidOrgNumber(String(c.market), String(c.org_number)), `${c.market} ${c.org_number}`).toBe(true);
      expect(String(c.vat_number)).toContain(String(c.org_number));
      expect(c.currency).toBe(c.market_currency);
    }
    expect(await count(first, 'select 1 from companies where is_blocked')).toBe(1);
    const badZip = await count(
      first,
      'select 1 from addresses a join markets m on m.code = a.country where a.zip_code !~ m.zip_pattern',
    );
    expect(badZip).toBe(0);
    expect(
      await count(
        first,
        `select 1 from addresses a join markets m on m.code = a.country
         where length(a.zip_code) <> case a.country when 'SE' then 5 else 4 end`,
      ),
    ).toBe(0);
    const withoutInvoice = await count(
      first,
      `select 1 from companies c where not exists (select 1 from addresses a where a.company_id = c.id and a.type = 'invoice')`,
    );
    expect(withoutInvoice).toBe(0);
    expect(await count(first, `select 1 from addresses where type = 'delivery'`)).toBeGreaterThanOrEqual(50);
    const { rows: roles } = await first.query('select distinct role from company_contacts order by role');
    expect(roles.map((r) => r.role)).toEqual(['admin', 'buyer', 'viewer']);
    expect(
      await count(
        first,
        `select 1 from invitations i join company_contacts cc on cc.company_id = i.company_id and cc.contact_id = i.contact_id
         where i.accepted_at is null and i.revoked_at is null and i.expires_at > now() and not cc.is_active`,
      ),
    ).toBeGreaterThan(0);
    expect(await count(first, 'select 1 from consents')).toBeGreaterThan(0);
    expect(await count(first, 'select 1 from consent_events')).toBe(await count(first, 'select 1 from consents'));
  });

  it('creates the demo logins with working passwords and the right roles', async () => {
    for (const login of demoLogins) {
      const { rows } = await first.query(
        `select c.id, c.password_hash, c.staff_role, c.external_id,
           coalesce((select json_agg(json_build_object('company', co.name, 'role', cc.role) order by co.name)
                     from company_contacts cc join companies co on co.id = cc.company_id
                     where cc.contact_id = c.id and cc.is_active), '[]'::json) as memberships
         from contacts c where lower(c.email) = lower($1)`,
        [login.email],
      );
      expect(rows, login.email).toHaveLength(1);
      const contact = rows[0]!;
      expect(await verifyPassword(DEMO_PASSWORD, String(contact.password_hash)), login.email).toBe(true);
      expect(contact.staff_role).toBe(login.staffRole ?? null);
      expect(contact.external_id, login.email).toBe(login.externalId ?? null);
      const memberships = contact.memberships as { company: string; role: string }[];
      expect(memberships.length).toBe(login.memberships.length);
    }
    const rolesOf = async (email: string) =>
      (
        await first.query(
          `select co.name, cc.role from contacts c join company_contacts cc on cc.contact_id = c.id
           join companies co on co.id = cc.company_id where c.email = $1 order by co.name`,
          [email],
        )
      ).rows;
    expect(await rolesOf('buyer@nordlys.example')).toEqual([{ name: 'Nordlys Dagligvare AS', role: 'buyer' }]);
    expect(await rolesOf('admin@nordlys.example')).toEqual([{ name: 'Nordlys Dagligvare AS', role: 'admin' }]);
    expect(await rolesOf('buyer@fjord.example')).toEqual([{ name: 'Fjord Catering AS', role: 'buyer' }]);
    expect(await rolesOf('multi@demo.example')).toEqual([
      { name: 'Fjord Catering AS', role: 'buyer' },
      { name: 'Nordlys Dagligvare AS', role: 'buyer' },
    ]);
    expect(await rolesOf('agent@engros.example')).toEqual([]);
    const { rows: nordlys } = await first.query(
      `select l.kind, l.market from companies c join price_lists l on l.id = c.price_list_id where c.name = 'Nordlys Dagligvare AS'`,
    );
    expect(nordlys).toEqual([{ kind: 'contract', market: 'NO' }]);
    expect(
      await verifyPassword(
        'wrong-password-1',
        String(
          (await first.query(`select password_hash from contacts where email = 'buyer@nordlys.example'`)).rows[0]
            ?.password_hash,
        ),
      ),
    ).toBe(false);
  });

  it('gives Fjellheim Tannklinikk its own assortment, with a buyer who signs in', async () => {
    const { rows: assigned } = await first.query(
      `select c.name, a.name as assortment from companies c join assortments a on a.id = c.assortment_id`,
    );
    expect(assigned).toEqual([{ name: 'Fjellheim Tannklinikk AS', assortment: DEMO_ASSORTMENT.name }]);
    const { rows: people } = await first.query(
      `select c.password_hash, cc.role, cc.is_active from contacts c join company_contacts cc on cc.contact_id = c.id
       where c.email = $1 and cc.company_id = $2`,
      [DEMO_ASSORTMENT.buyerEmail, idFor(`company:${DEMO_ASSORTMENT.companyKey}`)],
    );
    expect(people).toMatchObject([{ role: 'buyer', is_active: true }]);
    expect(await verifyPassword(DEMO_PASSWORD, String(people[0]?.password_hash))).toBe(true);
    // What the rule lets through: its three categories (with subcategories) and the included pen, less the excluded
    // category and brand.
    const { rows: all } = await first.query(
      `select p.id, top.slug as top, sub.slug as sub, b.slug as brand from products p
       join categories sub on sub.id = p.category_id join categories top on top.id = coalesce(sub.parent_id, sub.id)
       left join brands b on b.id = p.brand_id where p.is_active`,
    );
    const visible = await visibleProductIds(first.db, {
      companyId: idFor(`company:${DEMO_ASSORTMENT.companyKey}`),
      productIds: all.map((row) => String(row.id)),
    });
    const seen = all.filter((row) => visible.has(String(row.id)));
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.length).toBeLessThan(all.length);
    for (const row of seen) {
      expect(['medisinsk', 'verneutstyr', 'papir', 'kontor']).toContain(row.top);
      expect(row.sub).not.toBe('inkontinens');
      expect(row.brand).not.toBe('stalta');
      if (row.top === 'kontor') expect(row.sub).toBe('skrivesaker');
    }
    const shown = (top: string) => seen.filter((row) => row.top === top).length;
    const offered = (top: string, keep: (row: Record<string, unknown>) => boolean = () => true) =>
      all.filter((row) => row.top === top && keep(row)).length;
    expect(shown('papir')).toBe(offered('papir'));
    expect(shown('verneutstyr')).toBe(offered('verneutstyr', (row) => row.brand !== 'stalta'));
    expect(shown('medisinsk')).toBe(offered('medisinsk', (row) => row.sub !== 'inkontinens'));
    expect(shown('kontor')).toBeLessThanOrEqual(1);
  });

  it('seeds only an empty database', async () => {
    expect(await isDatabaseEmpty(first.db)).toBe(false);
    expect(await seedIfEmpty(first.db, { products: PRODUCTS })).toBe(false);
    expect(await count(first, 'select 1 from products')).toBe(PRODUCTS);
  });
});

describe('demo seed (default size)', () => {
  it('builds at least 2,000 products, 6,000 variants and 50 companies', async () => {
    const database = await createTestDatabase();
    try {
      const started = performance.now();
      const summary = await seedDemo(database.db);
      const seconds = (performance.now() - started) / 1000;
      console.info(`default seed on ${database.kind}: ${seconds.toFixed(1)} s`, summary.ms);
      expect(await count(database, 'select 1 from products')).toBeGreaterThanOrEqual(2_000);
      expect(await count(database, 'select 1 from variants')).toBeGreaterThanOrEqual(6_000);
      expect(await count(database, 'select 1 from companies')).toBeGreaterThanOrEqual(50);
      expect(summary.variants).toBe(await count(database, 'select 1 from variants'));
    } finally {
      await database.close();
    }
  }, 300_000);
});
