import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** Key for ID-porten tokens at rest, derived from SHOP_SECRET (never the secret itself). */
export function sealKey(shopSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', shopSecret, 'engros', 'eid-token-seal-v1', 32));
}

/** AES-256-GCM: base64url of iv (12) | tag (16) | ciphertext. */
export function seal(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

export function unseal(key: Buffer, sealed: string): string {
  const raw = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}
