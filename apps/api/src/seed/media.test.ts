// Demo pictures: every seeded product gets one, drawn once per kind and pack and shared (content-addressed files),
// the same rows and files in every database seeded alike.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helper';
import { createStorage } from '../integrations/storage';
import { seedDemo } from './index';
import { packLabel, pictureSvg } from './media-art';

const directory = await mkdtemp(path.join(tmpdir(), 'engros-seed-media-'));
const storage = createStorage({ kind: 'filesystem', directory });
const [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
afterAll(async () => {
  await Promise.all([first.close(), second.close()]);
  await rm(directory, { recursive: true, force: true });
});

const NOW = new Date('2026-03-02T10:00:00Z');
const images = async (database: typeof first) =>
  (
    await database.query(
      `select i.id, i.product_id, i.position, i.alt, i.width, i.height, i.renditions, p.name
       from product_images i join products p on p.id = i.product_id order by i.product_id`,
    )
  ).rows as {
    id: string;
    product_id: string;
    position: number;
    alt: unknown;
    width: number;
    renditions: { key: string }[];
    name: unknown;
  }[];

it('gives every product one picture, shared between products of a kind and pack, the same in every seed', async () => {
  const summary = await seedDemo(first.db, { products: 120, now: NOW, storage });
  await seedDemo(second.db, { products: 120, now: NOW, storage });
  expect(summary.media).toMatchObject({ products: 120 });
  expect(summary.media!.pictures).toBeLessThan(120);
  const rows = await images(first);
  expect(rows).toHaveLength(120);
  for (const row of rows) {
    expect(row).toMatchObject({ position: 0, width: 512, height: 512 });
    expect(row.alt).toEqual(row.name);
    expect(row.renditions.map((r) => r.key.split('.')[1]).sort()).toEqual(['avif', 'jpg', 'webp']);
  }
  expect(await images(second)).toEqual(rows);
  const keys = new Set(rows.flatMap((row) => row.renditions.map((r) => r.key)));
  // At most three files a picture (two drawings may come out byte for byte the same, then they share them).
  expect(keys.size).toBeLessThanOrEqual(summary.media!.pictures * 3);
  const stored = (
    await Promise.all((await readdir(directory)).map((dir) => readdir(path.join(directory, dir))))
  ).flat();
  expect(new Set(stored)).toEqual(keys);
  // Two seeds and ~100 pictures: seconds on a quiet machine, more beside other test files.
}, 180_000);

it('draws the pack size on the picture, and nothing for single pieces', () => {
  expect(packLabel(100, 'BX')).toBe('100 stk');
  expect(packLabel(1, 'KGM')).toBe('1 kg');
  expect(packLabel(1, 'PCE')).toBeNull();
  const svg = pictureSvg({ category: 'arbeidshansker', topCategory: 'verneutstyr', label: '12 stk' });
  expect(svg).toContain('>12 stk</text>');
  expect(pictureSvg({ category: 'arbeidshansker', topCategory: 'verneutstyr', label: null })).not.toContain('<text');
});
