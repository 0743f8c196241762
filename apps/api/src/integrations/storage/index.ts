// Where media files live: one small interface, a directory under DATA_DIR by default or an S3-compatible bucket for
// several API nodes (docs/media.md). Keys are content-addressed, so a put of a key that exists is a no-op.
import type { Storage } from './contract';
import { createFilesystemStorage } from './filesystem';
import { createS3Storage, type S3Settings } from './s3';

export type StorageSettings = { kind: 'filesystem'; directory: string } | ({ kind: 's3' } & S3Settings);

/** The storage the configuration names. */
export function createStorage(settings: StorageSettings): Storage {
  return settings.kind === 's3' ? createS3Storage(settings) : createFilesystemStorage(settings.directory);
}

export * from './contract';
export type { S3Settings };
