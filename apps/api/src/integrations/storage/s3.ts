// Media files in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2 …), for several API nodes sharing one store.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertStorageKey, type Storage } from './contract';

export type S3Settings = {
  bucket: string;
  region: string;
  /** An S3-compatible server's address (MinIO, a local stand-in); AWS when absent. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Path-style addresses (http://host/bucket/key): what most S3-compatible servers need. */
  forcePathStyle?: boolean;
  /** Folder inside the bucket, e.g. `media/`. */
  prefix?: string;
};

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey ||
  error instanceof NotFound ||
  (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

export function createS3Storage(settings: S3Settings): Storage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle ?? Boolean(settings.endpoint),
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  });
  const Bucket = settings.bucket;
  const keyOf = (key: string) => {
    assertStorageKey(key);
    return `${settings.prefix ?? ''}${key}`;
  };
  const exists = async (key: string) => {
    try {
      await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(key) }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  };
  return {
    kind: 's3',
    exists,
    async put(key, body, contentType) {
      if (await exists(key)) return;
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: keyOf(key),
          Body: body,
          ContentType: contentType,
          // Content-addressed: the bytes under a key never change, so a CDN in front may keep them for a year.
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(key) }));
        const body = Buffer.from(await answer.Body!.transformToByteArray());
        return { body, contentType: answer.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
    },
  };
}
