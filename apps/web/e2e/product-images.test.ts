// Product images in the storefront (issue 16 §1, docs/web.md "Product images"): pictures load through the web
// server's /media/* with the API's immutable headers, nothing shifts while they arrive (CLS from the browser's own
// layout-shift entries), the product page's gallery works by keyboard and in its zoom dialog, a variant's link
// opens its own picture, cart lines show theirs, and the 390 px layout holds. The demo data may have no pictures
// yet, so the agent uploads some through the API first (idempotent: the same bytes answer the image already there).

import type { ApiClient } from '@engros/client';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { productsShown } from '../lib/page-cache-rules.mjs';
import { apiAs, e2e, keptPageOn, pageOn, screenshot, unlessDropped } from './support/browser';
import { expect, test } from './support/fixtures';

const CATEGORY = 'renhold';
const PRODUCT = 'allrengjoring-basic-100605';

/** A photo-like picture: a gradient with a block, in a hue per product (distinct bytes, distinct images). */
function picture(hue: number, width: number, height: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="hsl(${hue},55%,45%)"/><stop offset="1" stop-color="#fafafa"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><rect x="30%" y="20%" width="40%" height="60%" rx="24" fill="hsl(${(hue + 150) % 360},60%,40%)"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

async function upload(api: ApiClient, productId: string, bytes: Buffer, sku?: string) {
  await api.uploadProductImage({
    path: { productId },
    body: { image: bytes.toString('base64'), ...(sku ? { sku } : {}) },
  });
}

type BackofficeProduct = Awaited<ReturnType<ApiClient['getBackofficeProduct']>>;

/** Saves a product through the back office as its form does: as it was read, with `changes` on top. */
const saveProduct = (api: ApiClient, product: BackofficeProduct, changes: Partial<BackofficeProduct>) =>
  api.updateProduct({
    path: { productId: product.id },
    body: {
      ...product,
      ...changes,
      variants: product.variants.map(({ gtin, ...variant }) => ({ ...variant, ...(gtin ? { gtin } : {}) })),
    },
  });

type Fixture = { withImages: string[]; withoutImage: string | null; variantSku: string };
let fixture: Fixture;

test.beforeAll(async () => {
  const { api } = await apiAs('agent@engros.example');
  const listing = await api.listProducts({ query: { category: CATEGORY } });
  const cards = listing.items.slice(0, 4);
  for (const [i, card] of cards.entries()) {
    if (card.image) continue;
    await upload(api, card.id, await picture(20 + i * 70, i % 2 ? 900 : 1200, i % 2 ? 1200 : 900));
  }
  const product = await api.getProduct({ path: { productId: PRODUCT } });
  const variantSku = (product.variants[1] ?? product.variants[0])?.sku ?? '';
  if (product.images.length < 3) {
    await upload(api, product.id, await picture(200, 1600, 1200));
    await upload(api, product.id, await picture(280, 1200, 1200));
    await upload(api, product.id, await picture(330, 1000, 1400), variantSku);
  }
  fixture = {
    withImages: cards.map((card) => card.slug),
    withoutImage: listing.items.slice(4).find((card) => !card.image)?.slug ?? null,
    variantSku,
  };
});

/**
 * Sums the page's layout shifts as the browser reports them (CLS without session windows: a stricter number), and
 * keeps what moved: each shift's elements, their boxes before and after, and when, so a failure names its cause.
 */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Source[] };
    const w = window as unknown as { __shifts: number; __moved: string[] };
    w.__shifts = 0;
    w.__moved = [];
    const box = (r: DOMRectReadOnly) =>
      `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
    const name = (node?: Node | null) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}${node.className ? `.${String(node.className).trim().replaceAll(/\s+/g, '.')}` : ''}`
        : String(node?.nodeName);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        w.__shifts += entry.value;
        const moved = (entry.sources ?? []).map(
          (s) => `${name(s.node)} ${box(s.previousRect)} → ${box(s.currentRect)}`,
        );
        w.__moved.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join('; ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // The page's scripts and pictures arrive late, as on a loaded machine: whatever they change is drawn over a page
  // already painted, so it counts (on a quiet machine they often come before the first paint and hide it).
  await page.route(/\/_next\/static\/chunks\/.+\.js$|\/media\//, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  return async () => {
    const { total, moved } = await page.evaluate(() => {
      const w = window as unknown as { __shifts: number; __moved: string[] };
      return { total: w.__shifts, moved: w.__moved };
    });
    expect(total, `layout shifts on ${page.url()}:\n${moved.join('\n')}`).toBeLessThan(0.01);
  };
}

/** Waits until every picture in the locator's frames has loaded, and answers what each shows. */
async function loadedImages(page: Page, selector: string) {
  const images = page.locator(`${selector} img`);
  const count = await images.count();
  for (let i = 0; i < count; i++) {
    await images.nth(i).scrollIntoViewIfNeeded();
    await expect
      .poll(() => images.nth(i).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  return images.evaluateAll((all: HTMLImageElement[]) =>
    all.map((img) => ({ src: img.currentSrc, natural: img.naturalWidth, alt: img.alt, width: img.clientWidth })),
  );
}

/**
 * The products on the category's second page that its first page does not show, and the pages as kept: a change is
 * made to one of them, as another lane's test keeps pages of the first page (security.test.ts) and would see them go.
 */
async function secondPageOnly(base: string, cookie = '') {
  const firstShelf = `/category/${CATEGORY}`;
  const onFirst = productsShown((await keptPageOn(base, firstShelf, cookie)).html, firstShelf);
  const shelfPath = `/category/${CATEGORY}?page=2`;
  const slugs = [...productsShown((await keptPageOn(base, shelfPath, cookie)).html, shelfPath)].filter(
    (s) => !onFirst.has(s),
  );
  expect(slugs.length, 'products on the second page only').toBeGreaterThan(1);
  return { onFirst, shelfPath, slugs };
}

/**
 * Loads each page until the page cache no longer answers it (`hit`): at most 5 s after its product's `what` changed.
 * `cookie`: the visitor's (`lang=en` for the English pages).
 */
async function untilDropped(base: string, paths: string[], what: string, cookie = '') {
  for (const path of paths) {
    const deadline = Date.now() + 5_000;
    while ((await pageOn(base, path, cookie)).cache === 'hit') {
      if (Date.now() > deadline) throw new Error(`${path} was still kept 5 s after its product's ${what} changed`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

test.describe('product images', () => {
  test('listing cards: pictures load as AVIF through /media, immutable, the rest an empty frame, no shift', async ({
    browse,
  }) => {
    const { page, problems } = await browse({ viewport: { width: 1280, height: 900 } });
    const expectNoShift = await watchLayoutShifts(page);
    await page.goto(`/category/${CATEGORY}`);
    const cards = fixture.withImages.map((slug) =>
      page.locator('.product-card').filter({ has: page.locator(`a[href="/product/${slug}"]`) }),
    );
    for (const card of cards) await card.waitFor();
    const shown = await loadedImages(page, '.product-card:has([data-product-image=""])');
    expect(shown.length).toBeGreaterThanOrEqual(fixture.withImages.length);
    for (const image of shown) {
      // Chromium takes the AVIF source; cards ask for card widths only (at most 640 px files).
      expect(image.src).toMatch(/\/media\/[a-f0-9]{32}\.avif$/);
      expect(image.natural).toBeLessThanOrEqual(640);
      expect(image.alt).toBe(''); // the card's name says what it is
    }
    if (fixture.withoutImage) {
      const empty = page
        .locator('.product-card')
        .filter({ has: page.locator(`a[href="/product/${fixture.withoutImage}"]`) })
        .locator('[data-product-image="none"]');
      const full = cards[0]!.locator('[data-product-image=""]');
      const [a, b] = [await empty.boundingBox(), await full.boundingBox()];
      expect(a && b && Math.abs(a.width - b.width) < 1 && Math.abs(a.height - b.height) < 1).toBe(true);
    }
    await expectNoShift();
    await screenshot(page, 'images-category-1280');

    const file = await page.request.get(new URL(shown[0]!.src).pathname);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('image/avif');
    expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = file.headers().etag ?? '';
    expect(etag).toMatch(/^"[a-f0-9]{32}"$/);
    const again = await page.request.get(new URL(shown[0]!.src).pathname, { headers: { 'if-none-match': etag } });
    expect(again.status()).toBe(304);
    expect((await page.request.get('/media/not-a-key.png')).status()).toBe(404);
    expect((await page.request.get(`/media/${'0'.repeat(32)}.jpg`)).status()).toBe(404);
    expect(problems).toEqual([]);
  });

  test('product page: the gallery by keyboard, its zoom dialog, a variant opens its own picture, no shift', async ({
    browse,
  }) => {
    const { page, problems } = await browse({ viewport: { width: 1280, height: 900 } });
    const expectNoShift = await watchLayoutShifts(page);
    await page.goto(`/product/${PRODUCT}`);
    const gallery = page.locator('[data-gallery]');
    const main = gallery.locator('.gallery-main');
    const [first] = await loadedImages(page, '.gallery-slide:not([hidden])');
    expect(first?.alt).not.toBe('');
    expect(first?.src).toMatch(/\.avif$/);
    await expectNoShift();

    const thumbs = gallery.locator('.gallery-thumb');
    const count = await thumbs.count();
    expect(count).toBeGreaterThanOrEqual(3);
    await expect(thumbs.nth(0)).toHaveAttribute('aria-current', 'true');
    // One tab stop: Tab from the main picture reaches the chosen thumbnail; the arrows move choice and focus.
    await main.focus();
    await page.keyboard.press('Tab');
    await expect(thumbs.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(thumbs.nth(1)).toBeFocused();
    await expect(thumbs.nth(1)).toHaveAttribute('aria-current', 'true');
    await expect(thumbs.nth(0)).not.toHaveAttribute('aria-current', 'true');
    await expect(gallery.locator('.gallery-slide:not([hidden])')).toHaveCount(1);
    await loadedImages(page, '.gallery-slide:not([hidden])');
    await page.keyboard.press('End');
    await expect(thumbs.nth(count - 1)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(thumbs.nth(0)).toBeFocused();
    await expect(thumbs.nth(0)).toHaveAccessibleName(new RegExp(`^(Vis bilde|Show image) 1 (av|of) ${count}: .+`));

    // The zoom: Enter on the main picture opens the dialog with the large files; arrows move; Escape closes.
    await main.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const large = await loadedImages(page, '.gallery-large:not([hidden])');
    expect(large[0]!.natural).toBeGreaterThan(640);
    await page.keyboard.press('ArrowRight');
    await expect(dialog.locator('h2')).toContainText(`2`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(main).toBeFocused();
    await expect(thumbs.nth(1)).toHaveAttribute('aria-current', 'true');
    await screenshot(page, 'images-product-1280');

    // A variant with a picture of its own links to it: the gallery opens on that picture.
    const variantLink = page.locator(`[data-sku="${fixture.variantSku}"] .variant-image`);
    await variantLink.click();
    await page.waitForURL(`**/product/${PRODUCT}?sku=${fixture.variantSku}`);
    await expect(gallery.locator('.gallery-slide:not([hidden])')).toHaveAttribute('data-sku', fixture.variantSku);
    expect(problems).toEqual([]);
  });

  test('390 px: one column, pictures the width of the screen, nothing sideways, no shift', async ({ browse }) => {
    const { page, problems } = await browse({ viewport: { width: 390, height: 844 } });
    const expectNoShift = await watchLayoutShifts(page);
    for (const path of [`/category/${CATEGORY}`, `/product/${PRODUCT}`]) {
      await page.goto(path);
      const selector = path.startsWith('/product') ? '.gallery-slide:not([hidden])' : '.product-card:nth-child(-n+2)';
      const shown = await loadedImages(page, selector);
      expect(shown.length).toBeGreaterThan(0);
      for (const image of shown) expect(image.width).toBeGreaterThan(300);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expectNoShift();
      await screenshot(page, `images-${path.startsWith('/product') ? 'product' : 'category'}-390`);
    }
    expect(problems).toEqual([]);
  });

  test('scripts arriving late move nothing: the layout before they run is the layout after', async ({ browse }) => {
    // Where a shift on a slow machine comes from: a part drawn one way by the server and another once scripts run
    // (the sort and filter buttons hidden by a script moved the listing's toolbar). Every box on the page is compared
    // with the scripts held back and after they ran; the timing of a real load no longer decides whether it shows.
    // Each element's box, kept on the element itself (hydration keeps the server's elements): what moved, changed its
    // size or went.
    const measure = (phase: 'before' | 'after') => {
      const kept = window as unknown as { __boxes?: Map<Element, string> };
      const boxOf = (element: Element) => {
        if (!element.isConnected || element.getClientRects().length === 0) return 'gone';
        const r = element.getBoundingClientRect();
        return `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
      };
      if (phase === 'before') {
        kept.__boxes = new Map([...document.querySelectorAll('body *')].map((element) => [element, boxOf(element)]));
        return [];
      }
      return [...kept.__boxes!].flatMap(([element, before]) => {
        const after = boxOf(element);
        if (before === 'gone' || after === before) return [];
        const name = `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).trim().replaceAll(/\s+/g, '.')}` : ''}`;
        return [`${name} ${before} → ${after}`];
      });
    };
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const { page, problems } = await browse({ viewport });
      for (const path of ['/', `/category/${CATEGORY}`, `/product/${PRODUCT}`, '/search?q=hansker']) {
        let release = () => {};
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        await page.route(/\/_next\/static\/chunks\/.+\.js$/, async (route) => {
          await held;
          await route.continue();
        });
        await page.goto(path, { waitUntil: 'commit' });
        // The page as first drawn: all of it there, with its styles (the browser draws nothing before them).
        await page.locator('footer').last().waitFor({ state: 'attached' });
        await page.waitForFunction(() =>
          [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet),
        );
        await page.evaluate(measure, 'before' as const);
        release();
        await page.waitForLoadState('load');
        // Hydrated: React has taken the header's search box over; then what its effects change is drawn.
        await page.waitForFunction(() =>
          Object.keys(document.querySelector('.header-search input') ?? {}).some((key) =>
            key.startsWith('__reactFiber'),
          ),
        );
        await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
        expect(await page.evaluate(measure, 'after' as const), `${viewport.width} px ${path}`).toEqual([]);
        await page.unrouteAll();
      }
      expect(problems).toEqual([]);
    }
  });

  test('cart lines show their picture', async ({ signedIn }) => {
    const buyer = await apiAs('buyer@nordlys.example');
    const ids = { pid: buyer.contactId, customerId: buyer.customerId };
    // The Nordlys lane's other files read this cart: a line added here goes again, one already there stays.
    const before = await buyer.api.getCart({ query: ids });
    const isNew = !before.lines.some((l) => l.sku === fixture.variantSku);
    const cart = isNew
      ? await buyer.api.addOrderLine({ body: { ...ids, sku: fixture.variantSku, quantity: 1 } })
      : before;
    const line = cart.lines.find((l) => l.sku === fixture.variantSku);
    try {
      expect(line?.image?.srcSet.jpeg).toMatch(/\/media\//);
      const { page, problems } = await signedIn('buyer@nordlys.example');
      await page.goto('/cart');
      const [shown] = await loadedImages(page, `tr[data-sku="${fixture.variantSku}"]`);
      expect(shown?.alt).toBe('');
      expect(shown?.width).toBeGreaterThan(40);
      expect(problems).toEqual([]);
    } finally {
      if (isNew && line) await buyer.api.deleteOrderLine({ body: { ...ids, lineId: line.id } });
    }
  });

  test('a picture changed drops the kept pages that show its product, which the real pages name by their links', async () => {
    const base = e2e().webUrl;
    // What the page cache keeps with each page: the products its cards link, and a product page's own.
    const { onFirst, shelfPath, slugs } = await secondPageOnly(base);
    expect([...onFirst]).toEqual(expect.arrayContaining(fixture.withImages));
    const slug = slugs[0];
    const productPath = `/product/${slug}`;
    expect(productsShown((await keptPageOn(base, productPath)).html, productPath).has(slug!)).toBe(true);

    const { api } = await apiAs('agent@engros.example');
    const images = async () => (await api.listProductImages({ path: { productId: slug! } })).items;
    // The same bytes each run: an upload answers the picture already there.
    if ((await images()).length === 0) await upload(api, slug!, await picture(120, 1000, 1000));
    const [image] = await images();
    const alt = image!.altTexts;
    const changed = `${alt.nb ?? ''} (endret ${Date.now().toString(36)})`;
    try {
      for (const path of [shelfPath, productPath]) await keptPageOn(base, path);
      await api.updateProductImage({
        path: { productId: slug!, imageId: image!.id },
        body: { alt: { ...alt, nb: changed } },
      });
      // The web hears `pictures:products <slug>` on the API's stream and drops both pages: their next load renders.
      await untilDropped(base, [shelfPath, productPath], 'picture');
      expect((await pageOn(base, productPath)).html).toContain(changed);
    } finally {
      await api.updateProductImage({ path: { productId: slug!, imageId: image!.id }, body: { alt } });
    }
  });
  test('a description changed drops the kept page of its product and the kept searches, which then show it', async () => {
    const base = e2e().webUrl;
    const { slugs } = await secondPageOnly(base);
    const slug = slugs[0];
    const productPath = `/product/${slug}`;
    const { api } = await apiAs('katalog@engros.example');
    const before = await api.getBackofficeProduct({ path: { productId: slug! } });
    // A word in no product's texts but this one's, for this run.
    const word = `tekstprove${Date.now().toString(36)}`;
    const searchPath = `/search?q=${word}`;
    const save = (description: typeof before.description) => saveProduct(api, before, { description });
    try {
      for (const path of [productPath, searchPath]) await keptPageOn(base, path);
      expect((await pageOn(base, searchPath)).html).not.toContain(productPath);
      await save({ ...before.description, nb: `${before.description.nb} Prøvd: ${word}.` });
      // The web hears `texts:products <slug>` on the API's stream and drops both: the page shows the new text, and
      // the search, kept while nothing matched, now finds the product.
      await untilDropped(base, [productPath, searchPath], 'description');
      expect((await pageOn(base, productPath)).html).toContain(word);
      expect((await pageOn(base, searchPath)).html).toContain(productPath);
    } finally {
      await save(before.description);
    }
  });
  test('a name changed drops the kept pages of its product and of its category’s listings, which then show it; another category’s page and another product’s stay', async () => {
    const base = e2e().webUrl;
    // The English name and pages: the Norwegian shelves, which the other lane's tests read, keep their order.
    const english = 'lang=en';
    const { shelfPath, slugs } = await secondPageOnly(base, english);
    const [slug, otherSlug] = [slugs[1], slugs[0]];
    const productPath = `/product/${slug}`;
    // Another top-level category (office supplies) and another product's page: no listing of theirs holds it.
    const kept = ['/category/kontor', `/product/${otherSlug}`];
    const { api } = await apiAs('katalog@engros.example');
    const before = await api.getBackofficeProduct({ path: { productId: slug! } });
    const save = (name: typeof before.name) => saveProduct(api, before, { name });
    try {
      // Kept pages a change in the other lane may drop meanwhile: the steps run again when one came.
      const outcome = await unlessDropped(
        async () => {
          for (const path of [shelfPath, productPath, ...kept]) await keptPageOn(base, path, english);
          // A new name each round.
          const renamed = `${before.name.en ?? before.name.nb} ${Date.now().toString(36)}`;
          await save({ ...before.name, en: renamed });
          // The web hears `names:products <slug> | <its categories>` and drops the shelf and the product's page.
          await untilDropped(base, [shelfPath, productPath], 'name', english);
          const others = await Promise.all(kept.map(async (path) => (await pageOn(base, path, english)).cache));
          const [shelf, page] = await Promise.all([
            pageOn(base, shelfPath, english),
            pageOn(base, productPath, english),
          ]);
          return { renamed, others, shelf: shelf.html, page: page.html };
        },
        ({ others }) => others.every((cache) => cache === 'hit'),
      );
      expect(outcome.others).toEqual(['hit', 'hit']);
      expect(outcome.page).toContain(outcome.renamed);
      expect(outcome.shelf).toContain(outcome.renamed);
    } finally {
      await save(before.name);
    }
  });
  test('a stock level from the ERP drops the kept pages that show its product, which then show it', async () => {
    const base = e2e().webUrl;
    // The last product of the second page only (the picture test above changes the first).
    const { shelfPath, slugs } = await secondPageOnly(base);
    const slug = slugs.at(-1);
    const productPath = `/product/${slug}`;
    const { api } = await apiAs('katalog@engros.example');
    const [variant] = (await api.getBackofficeProduct({ path: { productId: slug! } })).variants;
    const stock = variant!.stock + 7;
    const shownStock = (html: string) => /class="stock in-stock"[^>]*>([^<]*)</.exec(html)?.[1] ?? null;
    try {
      for (const path of [shelfPath, productPath]) await keptPageOn(base, path);
      const set = await api.setStockLevels({ body: { levels: [{ sku: variant!.sku, stock }] } });
      expect(set).toEqual({ changed: 1, unchanged: 0, unknownSkus: [] });
      // The web hears `stock:products <slug>` on the API's stream and drops both pages: their next load renders.
      await untilDropped(base, [shelfPath, productPath], 'stock');
      expect(shownStock((await pageOn(base, productPath)).html)).toBe(`${stock} på lager`);
    } finally {
      await api.setStockLevels({ body: { levels: [{ sku: variant!.sku, stock: variant!.stock }] } });
    }
  });
});
