// The category tree in the back office (docs/backoffice.md, "Categories"): the catalog manager renames a category in
// the browser, its old URL in the shop redirects permanently to the new one, and the keyboard buttons move it. The
// category is made for this test under the last top-level category (empty: no listing, search or other test shows
// it) and deleted at the end, whatever happened.
import { randomUUID } from 'node:crypto';
import type { ApiClient, BackofficeCategoryNode } from '@engros/client';
import { apiAs, expectAccessible, screenshot } from './support/browser';
import { expect, test } from './support/fixtures';

const CATALOG = 'katalog@engros.example';
const READ_ONLY = 'revisor@engros.example';

const tag = randomUUID().slice(0, 8);
const made: string[] = [];
let api: ApiClient | undefined;

function find(nodes: BackofficeCategoryNode[], id: string): BackofficeCategoryNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const below = find(node.children, id);
    if (below) return below;
  }
  return undefined;
}

/** Two new categories under the last top-level one: answers them and their parent. */
async function setUp() {
  api ??= (await apiAs(CATALOG)).api;
  const { categories } = await api.listBackofficeCategories();
  const parent = categories.at(-1)!;
  for (const [nb, en] of [
    [`E2E første ${tag}`, `E2E first ${tag}`],
    [`E2E andre ${tag}`, `E2E second ${tag}`],
  ] as const) {
    const slug = nb.toLowerCase().replace('ø', 'o').replaceAll(' ', '-');
    const tree = await api.createCategory({
      body: { parentId: parent.id, name: { nb, en }, slug: { nb: slug } },
    });
    const created = find(tree.categories, parent.id)!.children.find((child) => child.slug.nb === slug)!;
    made.push(created.id);
  }
  return { parent, first: made[0]!, second: made[1]! };
}

test.afterAll(async () => {
  // Leave the tree as it was: the categories made here go (they are empty), the second first as it may be inside.
  for (const id of [...made].reverse()) {
    await api?.deleteCategory({ path: { categoryId: id } }).catch(() => undefined);
  }
});

test.describe('back office: categories', () => {
  test('the catalog manager renames a category and its old URL redirects to the new one', async ({
    signedIn,
    browse,
  }) => {
    const { parent, first, second } = await setUp();
    const oldSlug = `e2e-forste-${tag}`;
    const newSlug = `e2e-omdopt-${tag}`;

    const staff = await signedIn(CATALOG);
    const { page } = staff;
    await page.goto('/backoffice/support');
    await page.locator('nav.backoffice-nav').getByRole('link', { name: 'Kategorier' }).click();
    await page.waitForURL('**/backoffice/categories');
    const row = page.locator(`li[data-category-id="${first}"]`);
    await row.locator('.category-row').first().waitFor();
    await expectAccessible(page);

    // Rename: names and the Norwegian slug.
    const edit = row.locator(`form[data-edit-category="${first}"]`);
    await row.locator('details.category-edit > summary').first().click();
    await edit.getByLabel('Navn (norsk)').fill(`E2E omdøpt ${tag}`);
    await edit.getByLabel('Navn (engelsk)').fill(`E2E renamed ${tag}`);
    await edit.getByLabel('Adresse (norsk slug)').fill(newSlug);
    await edit.getByRole('button', { name: 'Lagre' }).click();
    await edit.getByRole('status').filter({ hasText: 'Lagret.' }).waitFor();
    await expect(row.locator('.category-old-slugs').first()).toContainText(`/${oldSlug}`);

    // A slug another category has stands refused next to its field.
    await edit.getByLabel('Adresse (norsk slug)').fill(`e2e-andre-${tag}`);
    await edit.getByRole('button', { name: 'Lagre' }).click();
    await expect(edit.getByLabel('Adresse (norsk slug)')).toHaveAttribute('aria-invalid', 'true');
    await expect(edit.locator('.field-error')).toContainText('brukes allerede');
    await screenshot(page, 'backoffice-categories');

    // The keyboard alternative to dragging: move the second category up, above the first.
    await page.getByRole('button', { name: `Flytt opp: E2E andre ${tag}` }).click();
    await page.locator('[data-move-message]').filter({ hasText: 'er flyttet' }).waitFor();
    const tree = (await api!.listBackofficeCategories()).categories;
    const order = find(tree, parent.id)!.children.map((child) => child.id);
    expect(order.indexOf(second)).toBe(order.indexOf(first) - 1);

    // Drag and drop: the first category's handle onto the upper quarter of the second's row puts it back before it.
    const secondRow = page.locator(`li[data-category-id="${second}"] > .category-row`);
    await row.locator(':scope > .category-row .category-handle').dragTo(secondRow, { targetPosition: { x: 40, y: 2 } });
    await page
      .locator('[data-move-message]')
      .filter({ hasText: `E2E omdøpt ${tag} er flyttet` })
      .waitFor();
    const dropped = find((await api!.listBackofficeCategories()).categories, parent.id)!.children.map((c) => c.id);
    expect(dropped.indexOf(first)).toBe(dropped.indexOf(second) - 1);

    // A drop that follows the pointer's arrival with no frame between (a loaded machine's browser): the drag's
    // events in one task, onto the second's lower quarter, put the first after it. The drop is worked out from its
    // own event; it read what the last frame had drawn, and did nothing.
    await page.evaluate(
      ([from, onto]) => {
        const handle = document.querySelector(`li[data-category-id="${from}"] > .category-row .category-handle`)!;
        const row = document.querySelector(`li[data-category-id="${onto}"] > .category-row`)!;
        const box = row.getBoundingClientRect();
        const at = { clientX: box.left + 40, clientY: box.bottom - 2, bubbles: true, cancelable: true };
        const dataTransfer = new DataTransfer();
        handle.dispatchEvent(new DragEvent('dragstart', { ...at, dataTransfer }));
        row.dispatchEvent(new DragEvent('dragover', { ...at, dataTransfer }));
        row.dispatchEvent(new DragEvent('drop', { ...at, dataTransfer }));
        handle.dispatchEvent(new DragEvent('dragend', { ...at, dataTransfer }));
      },
      [first, second],
    );
    await expect
      .poll(async () => {
        const children = find((await api!.listBackofficeCategories()).categories, parent.id)!.children;
        const ids = children.map((c) => c.id);
        return ids.indexOf(first) - ids.indexOf(second);
      })
      .toBe(1);
    await expectAccessible(page);
    expect(staff.problems).toEqual([]);

    // The shop: the old URL answers a permanent redirect to the new one, which shows the new name.
    const visitor = await browse();
    const answer = await visitor.page.request.get(`/category/${oldSlug}`, { maxRedirects: 0 });
    expect(answer.status()).toBe(308);
    expect(answer.headers().location).toMatch(new RegExp(`/category/${newSlug}$`));
    await visitor.page.goto(`/category/${oldSlug}`);
    await visitor.page.waitForURL(`**/category/${newSlug}`);
    await expect(visitor.page.getByRole('heading', { level: 1 })).toHaveText(`E2E omdøpt ${tag}`);
    expect(visitor.problems).toEqual([]);
  });

  test('read-only staff see the tree without controls', async ({ signedIn }) => {
    const staff = await signedIn(READ_ONLY);
    await staff.page.goto('/backoffice/categories');
    await staff.page.getByRole('heading', { level: 1, name: 'Kategorier' }).waitFor();
    await staff.page.locator('.category-row').first().waitFor();
    await expect(staff.page.locator('[data-create-category]')).toHaveCount(0);
    await expect(staff.page.getByRole('button', { name: /^Flytt opp/ })).toHaveCount(0);
    expect(staff.problems).toEqual([]);
  });
});
