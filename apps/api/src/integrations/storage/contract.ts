// The storage adapter's contract and its content-addressed keys (the implementations import this, index.ts picks one).
import { createHash } from 'node:crypto';

export type StoredObject = { body: Buffer; contentType: string };

export type Storage = {
  kind: 'filesystem' | 's3';
  /** Stores `body` under `key`; the same key always holds the same bytes, so storing it again changes nothing. */
  put: (key: string, body: Buffer, contentType: string) => Promise<void>;
  /** The object, or null when there is none. */
  get: (key: string) => Promise<StoredObject | null>;
  exists: (key: string) => Promise<boolean>;
  /** Removes the object; removing one that is not there is fine. */
  delete: (key: string) => Promise<void>;
};

/** What a key may be: the content hash and an extension; nothing that could name a path. */
export const STORAGE_KEY = /^[a-f0-9]{32}\.(avif|webp|jpg)$/;

export const contentTypes = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' } as const;
export type StoredExtension = keyof typeof contentTypes;

/** The content-addressed key of `bytes`: the first 128 bits of their SHA-256 (hex) and the extension. */
export function contentKey(bytes: Buffer, extension: StoredExtension): string {
  return `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${extension}`;
}

export function isStorageKey(key: string): boolean {
  return STORAGE_KEY.test(key);
}

export function assertStorageKey(key: string) {
  if (!isStorageKey(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
}
