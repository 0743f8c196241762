// The storage adapter's contract, run against both implementations: a directory, and S3 over HTTP against s3rver
// (a local S3-compatible server from npm) started here on a free port.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, describe, expect, it } from 'vitest';
import { contentKey, createStorage, isStorageKey, type Storage } from './index';

const root = await mkdtemp(path.join(tmpdir(), 'engros-storage-'));
const s3rver = new S3rver({
  port: 0,
  address: '127.0.0.1',
  silent: true,
  directory: path.join(root, 's3rver'),
  configureBuckets: [{ name: 'engros-media', configs: [] }],
});
const { port } = await s3rver.run();
afterAll(async () => {
  await s3rver.close();
  await rm(root, { recursive: true, force: true });
});

const storages: [string, Storage][] = [
  ['filesystem', createStorage({ kind: 'filesystem', directory: path.join(root, 'media') })],
  [
    's3',
    createStorage({
      kind: 's3',
      bucket: 'engros-media',
      region: 'eu-north-1',
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      prefix: 'media/',
    }),
  ],
];

describe.each(storages)('%s storage', (_name, storage) => {
  const bytes = Buffer.from(`image bytes ${_name}`);
  const key = contentKey(bytes, 'webp');

  it('stores, reads, tells whether a key exists and deletes', async () => {
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    await storage.put(key, bytes, 'image/webp');
    expect(await storage.exists(key)).toBe(true);
    const stored = await storage.get(key);
    expect(stored?.contentType).toBe('image/webp');
    expect(stored?.body.equals(bytes)).toBe(true);
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
  });

  it('takes the same key twice (content-addressed: a no-op) and deleting a missing key is fine', async () => {
    const other = Buffer.from(`other ${_name}`);
    const otherKey = contentKey(other, 'jpg');
    await Promise.all([storage.put(otherKey, other, 'image/jpeg'), storage.put(otherKey, other, 'image/jpeg')]);
    expect((await storage.get(otherKey))?.body.equals(other)).toBe(true);
    await storage.delete(otherKey);
    await storage.delete(otherKey);
    expect(await storage.exists(otherKey)).toBe(false);
  });

  it('refuses keys that are not content keys (no paths, no other names)', async () => {
    for (const bad of ['../etc/passwd', 'a.webp', `${'a'.repeat(32)}.svg`, `${'A'.repeat(32)}.jpg`]) {
      expect(isStorageKey(bad)).toBe(false);
      await expect(storage.get(bad)).rejects.toThrow(/not a storage key/);
    }
  });
});

it('names content by its hash: the same bytes give the same key, others another', () => {
  const a = contentKey(Buffer.from('a'), 'avif');
  expect(a).toMatch(/^[a-f0-9]{32}\.avif$/);
  expect(contentKey(Buffer.from('a'), 'avif')).toBe(a);
  expect(contentKey(Buffer.from('b'), 'avif')).not.toBe(a);
});
