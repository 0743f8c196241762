// The category tree in the back office through HTTP (docs/backoffice.md, "Categories"): who may read and change it,
// create / rename / move / delete with their audit rows, slug clashes, the old slug's redirect through the catalog's
// category lookup, and the storefront's tree, listing and search seeing a change at once (caches dropped).
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testClient } from '../../../test/client';
import { createAgent, createCategory, createCompanyWithPeople, createProduct } from '../../../test/factories';
import { createTestApp } from '../../../test/helper';
import { auditEvents, categories } from '../../db/schema';
import type { BackofficeCategoryNode } from './schemas';

const { app, database } = await createTestApp();
const db = database.db;
const admin = await createAgent(database, 'administrator');
const catalog = await createAgent(database, 'catalog_manager');
const service = await createAgent(database, 'customer_service');
const readOnly = await createAgent(database, 'read_only');
const people = await createCompanyWithPeople(database);
const api = testClient(app, { lang: 'en' });

const tag = () => randomBytes(4).toString('hex');

/** A node anywhere in the tree. */
function find(nodes: BackofficeCategoryNode[], id: string): BackofficeCategoryNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const below = find(node.children, id);
    if (below) return below;
  }
  return undefined;
}

const auditOf = async (id: string, action: string) =>
  db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entityId, id), eq(auditEvents.action, action)));

async function create(body: { parentId?: string | null; name?: { nb: string; en: string }; slug?: object }) {
  const t = tag();
  const res = await api.post('/api/backoffice/categories', {
    token: catalog.token,
    body: { name: { nb: `Kategori ${t}`, en: `Category ${t}` }, slug: { nb: `kategori-${t}` }, ...body },
  });
  expect(res.statusCode, res.body).toBe(200);
  const slug = (body.slug as { nb: string } | undefined)?.nb ?? `kategori-${t}`;
  const [row] = await db.select().from(categories).where(eq(categories.slug, slug));
  return row!;
}

describe('GET /api/backoffice/categories', () => {
  it('answers the tree to every staff role with both languages, old slugs and product counts', async () => {
    const parent = await createCategory(database, { name: { nb: 'Drikke', en: 'Drinks' } });
    const child = await createCategory(database, { parentId: parent.id });
    await createProduct(database, { category: child });
    for (const token of [admin.token, catalog.token, service.token, readOnly.token]) {
      const res = await api.get('/api/backoffice/categories', { token });
      expect(res.statusCode).toBe(200);
      const node = find(res.json().categories, parent.id);
      expect(node).toMatchObject({
        name: { nb: 'Drikke', en: 'Drinks' },
        slug: { nb: parent.slug, en: null },
        oldSlugs: [],
        productCount: 0,
        children: [{ id: child.id, productCount: 1, parentId: parent.id }],
      });
    }
    expect((await api.get('/api/backoffice/categories', { token: people.admin.token })).statusCode).toBe(403);
    expect((await api.get('/api/backoffice/categories')).statusCode).toBe(401);
  });
});

describe('POST /api/backoffice/categories', () => {
  it('creates a category last among its siblings with slugs per language, audited', async () => {
    const parent = await createCategory(database);
    const first = await create({ parentId: parent.id });
    const t = tag();
    const second = await create({
      parentId: parent.id,
      name: { nb: `Kaffe ${t}`, en: `Coffee ${t}` },
      slug: { nb: `kaffe-${t}`, en: `coffee-${t}` },
    });
    expect(first.position).toBe(0);
    expect(second).toMatchObject({ position: 1, slug: `kaffe-${t}`, slugEn: `coffee-${t}`, parentId: parent.id });
    const [audited] = await auditOf(second.id, 'category_created');
    expect(audited).toMatchObject({
      actorContactId: catalog.contact.id,
      entityType: 'category',
      before: null,
      after: { slug: `kaffe-${t}`, slugEn: `coffee-${t}`, parentId: parent.id, position: 1 },
    });
    // The shop's tree shows the English slug to English readers and the Norwegian one to Norwegian readers.
    const shop = async (lang: 'nb' | 'en') =>
      JSON.stringify((await api.get('/api/catalog/categories', { lang })).json());
    expect(await shop('en')).toContain(`"coffee-${t}"`);
    expect(await shop('nb')).toContain(`"kaffe-${t}"`);
  });

  it('refuses a slug another category has, in either language (422 category_slug_taken), writing nothing', async () => {
    const existing = await create({ slug: { nb: `te-${tag()}`, en: `tea-${tag()}` } });
    for (const slug of [{ nb: existing.slug }, { nb: `ny-${tag()}`, en: existing.slugEn }, { nb: existing.slugEn }]) {
      const res = await api.post('/api/backoffice/categories', {
        token: catalog.token,
        body: { name: { nb: 'Ny', en: 'New' }, slug },
      });
      expect(res.statusCode, JSON.stringify(slug)).toBe(422);
      expect(res.json()).toMatchObject({ code: 'category_slug_taken' });
    }
  });

  it('refuses bad bodies (400), an unknown parent (422), other staff (403)', async () => {
    for (const body of [
      { name: { nb: 'Ny' }, slug: { nb: 'ny' } },
      { name: { nb: 'Ny', en: 'New' }, slug: { nb: 'Ny Kategori' } },
      { name: { nb: 'Ny', en: 'New' }, slug: { nb: 'kaffe--te' } },
      { name: { nb: 'Ny', en: 'New' }, slug: { nb: 'ost-og-smør' } },
      { name: { nb: '', en: 'New' }, slug: { nb: 'ny' } },
      { name: { nb: 'Ny', en: 'New' } },
    ]) {
      const res = await api.post('/api/backoffice/categories', { token: catalog.token, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors.length).toBeGreaterThan(0);
    }
    const orphan = await api.post('/api/backoffice/categories', {
      token: catalog.token,
      body: { parentId: crypto.randomUUID(), name: { nb: 'Ny', en: 'New' }, slug: { nb: `ny-${tag()}` } },
    });
    expect(orphan.statusCode).toBe(422);
    expect(orphan.json().code).toBe('category_move_invalid');
    for (const token of [service.token, readOnly.token, people.admin.token]) {
      const res = await api.post('/api/backoffice/categories', {
        token,
        body: { name: { nb: 'Ny', en: 'New' }, slug: { nb: `ny-${tag()}` } },
      });
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('PATCH /api/backoffice/categories/:categoryId', () => {
  it('renames: the old slug redirects to the new one, the shop lists and finds it by the new name at once', async () => {
    const t = tag();
    const category = await create({ name: { nb: `Papir ${t}`, en: `Paper ${t}` }, slug: { nb: `papir-${t}` } });
    await createProduct(database, { category, name: `Tørkerull ${t}` });
    // Warm the shop's caches with the old names.
    expect((await api.get(`/api/catalog/products?category=papir-${t}`)).statusCode).toBe(200);

    const res = await api.patch(`/api/backoffice/categories/${category.id}`, {
      token: catalog.token,
      body: { name: { nb: `Tørkepapir ${t}`, en: `Wipes ${t}` }, slug: { nb: `torkepapir-${t}`, en: `wipes-${t}` } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(find(res.json().categories, category.id)).toMatchObject({
      slug: { nb: `torkepapir-${t}`, en: `wipes-${t}` },
      oldSlugs: [`papir-${t}`],
    });
    // The old slug: no longer a listing, but the lookup answers the new slug (the web page redirects there).
    expect((await api.get(`/api/catalog/products?category=papir-${t}`)).statusCode).toBe(404);
    const old = await api.get(`/api/catalog/categories/by-slug/papir-${t}`, { lang: 'nb' });
    expect(old.statusCode).toBe(200);
    expect(old.json()).toEqual({ id: category.id, slug: `torkepapir-${t}`, name: `Tørkepapir ${t}`, isCurrent: false });
    expect((await api.get(`/api/catalog/categories/by-slug/papir-${t}`, { lang: 'en' })).json().slug).toBe(
      `wipes-${t}`,
    );
    expect((await api.get(`/api/catalog/categories/by-slug/wipes-${t}`)).json()).toMatchObject({ isCurrent: true });
    expect((await api.get(`/api/catalog/categories/by-slug/nothing-${t}`)).statusCode).toBe(404);
    // The new slug lists at once (caches dropped), and search finds the product by the new category name.
    const listed = await api.get(`/api/catalog/products?category=torkepapir-${t}`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().items).toHaveLength(1);
    const found = await api.get(`/api/catalog/search?q=${encodeURIComponent(`Wipes ${t}`)}`);
    expect(JSON.stringify(found.json())).toContain(`Tørkerull ${t}`);

    const [audited] = await auditOf(category.id, 'category_updated');
    expect(audited).toMatchObject({
      before: { slug: `papir-${t}`, slugEn: null, name: { nb: `Papir ${t}`, en: `Paper ${t}` } },
      after: { slug: `torkepapir-${t}`, slugEn: `wipes-${t}` },
    });

    // Renamed back: the old slug is current again and the one in between redirects.
    const back = await api.patch(`/api/backoffice/categories/${category.id}`, {
      token: admin.token,
      body: { slug: { nb: `papir-${t}` } },
    });
    expect(find(back.json().categories, category.id)).toMatchObject({
      slug: { nb: `papir-${t}`, en: null },
      oldSlugs: expect.arrayContaining([`torkepapir-${t}`, `wipes-${t}`]),
    });
    expect((await api.get(`/api/catalog/categories/by-slug/papir-${t}`)).json().isCurrent).toBe(true);
  });

  it("refuses another category's current slug (422) but may take over another's old slug", async () => {
    const a = await create({});
    const b = await create({});
    const clash = await api.patch(`/api/backoffice/categories/${b.id}`, {
      token: catalog.token,
      body: { slug: { nb: a.slug } },
    });
    expect(clash.statusCode).toBe(422);
    expect(clash.json()).toMatchObject({ code: 'category_slug_taken', slug: a.slug });
    const oldOfA = a.slug;
    await api.patch(`/api/backoffice/categories/${a.id}`, {
      token: catalog.token,
      body: { slug: { nb: `${oldOfA}-x` } },
    });
    const takeOver = await api.patch(`/api/backoffice/categories/${b.id}`, {
      token: catalog.token,
      body: { slug: { nb: oldOfA } },
    });
    expect(takeOver.statusCode, takeOver.body).toBe(200);
    expect(find(takeOver.json().categories, a.id)?.oldSlugs).toEqual([]);
    expect((await api.get(`/api/catalog/categories/by-slug/${oldOfA}`)).json()).toMatchObject({
      id: b.id,
      isCurrent: true,
    });
  });

  it('answers 404 for an unknown category, 400 for an empty body, 403 for other staff', async () => {
    const a = await create({});
    expect(
      (
        await api.patch(`/api/backoffice/categories/${crypto.randomUUID()}`, {
          token: catalog.token,
          body: { slug: { nb: 'x' } },
        })
      ).statusCode,
    ).toBe(404);
    expect((await api.patch(`/api/backoffice/categories/${a.id}`, { token: catalog.token, body: {} })).statusCode).toBe(
      400,
    );
    expect(
      (await api.patch(`/api/backoffice/categories/${a.id}`, { token: service.token, body: { slug: { nb: 'x' } } }))
        .statusCode,
    ).toBe(403);
  });
});

describe('POST /api/backoffice/categories/:categoryId/move', () => {
  it('reorders siblings, moves under another parent (renumbering both), refuses moving below itself', async () => {
    const root = await create({});
    const a = await create({ parentId: root.id });
    const b = await create({ parentId: root.id });
    const c = await create({ parentId: root.id });
    const move = (id: string, body: object, token = catalog.token) =>
      api.post(`/api/backoffice/categories/${id}/move`, { token, body });

    const up = await move(c.id, { parentId: root.id, position: 0 });
    expect(up.statusCode, up.body).toBe(200);
    expect(find(up.json().categories, root.id)?.children.map((n) => n.id)).toEqual([c.id, a.id, b.id]);

    const indent = await move(b.id, { parentId: a.id, position: 99 });
    const rootNode = find(indent.json().categories, root.id)!;
    expect(rootNode.children.map((n) => [n.id, n.position])).toEqual([
      [c.id, 0],
      [a.id, 1],
    ]);
    expect(rootNode.children[1]!.children.map((n) => n.id)).toEqual([b.id]);
    const [audited] = await auditOf(b.id, 'category_moved');
    expect(audited).toMatchObject({
      before: { parentId: root.id, position: 2 },
      after: { parentId: a.id, position: 0 },
    });

    for (const parentId of [a.id, b.id, crypto.randomUUID()]) {
      const res = await move(a.id, { parentId, position: 0 });
      expect(res.statusCode, parentId).toBe(422);
      expect(res.json().code).toBe('category_move_invalid');
    }
    expect((await move(a.id, { parentId: null })).statusCode).toBe(400);
    expect((await move(a.id, { parentId: null, position: 0 }, readOnly.token)).statusCode).toBe(403);
    // To the top level.
    const top = await move(a.id, { parentId: null, position: 0 });
    expect(top.json().categories[0].id).toBe(a.id);
  });
});

describe('DELETE /api/backoffice/categories/:categoryId', () => {
  it('deletes an empty category (audited) and refuses one with products or subcategories with the counts', async () => {
    const parent = await create({});
    const child = await create({ parentId: parent.id });
    await createProduct(database, { category: child, isActive: false });
    const del = (id: string, token = catalog.token) => api.delete(`/api/backoffice/categories/${id}`, { token });

    const withChild = await del(parent.id);
    expect(withChild.statusCode).toBe(422);
    expect(withChild.json()).toMatchObject({ code: 'category_not_empty', products: 0, children: 1 });
    const withProduct = await del(child.id);
    expect(withProduct.statusCode).toBe(422);
    expect(withProduct.json()).toMatchObject({ code: 'category_not_empty', products: 1, children: 0 });

    const empty = await create({});
    expect((await del(empty.id, service.token)).statusCode).toBe(403);
    expect((await del(empty.id)).statusCode).toBe(204);
    expect(await db.select().from(categories).where(eq(categories.id, empty.id))).toEqual([]);
    const [audited] = await auditOf(empty.id, 'category_deleted');
    expect(audited).toMatchObject({ before: { slug: empty.slug }, after: null });
    expect((await del(empty.id)).statusCode).toBe(404);
  });
});
