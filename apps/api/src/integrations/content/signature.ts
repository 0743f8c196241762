import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far a signature's timestamp may lie from our clock (either way) before the delivery counts as a replay. */
export const REPLAY_WINDOW_MS = 5 * 60 * 1000;

export type SignatureCheck = { isValid: true; timestamp: number } | { isValid: false; reason: string };

/** `base64url(HMAC-SHA256(secret, "<t>.<raw body>"))`, as the content platform signs its webhooks. */
export function signPayload(secret: string, timestamp: number, rawBody: Buffer | string): string {
  return createHmac('sha256', secret)
    .update(`${timestamp}.`)
    .update(typeof rawBody === 'string' ? Buffer.from(rawBody) : rawBody)
    .digest('base64url');
}

/** The `sanity-webhook-signature` header for a body (stand-ins and tests send webhooks with it). */
export function signatureHeader(secret: string, rawBody: Buffer | string, timestamp = Date.now()): string {
  return `t=${timestamp},v1=${signPayload(secret, timestamp, rawBody)}`;
}

/**
 * Verifies `sanity-webhook-signature: t=<unix ms>,v1=<sig>` over the raw body bytes (never over re-serialized
 * JSON: any byte changed, reordered or re-encoded breaks it), in constant time, and refuses timestamps
 * outside the replay window. Several `v1=` entries (secret rotation) are each tried.
 */
export function verifySignature(options: {
  secret: string;
  header: string | undefined;
  rawBody: Buffer;
  now: number;
  windowMs?: number;
}): SignatureCheck {
  const { header, secret, rawBody, now } = options;
  if (!header) return { isValid: false, reason: 'missing signature header' };
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, ...rest] = part.trim().split('=');
    const value = rest.join('=');
    if (key === 't' && /^\d{1,16}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && value) signatures.push(value);
  }
  if (timestamp === null || signatures.length === 0) return { isValid: false, reason: 'malformed signature header' };
  const expected = Buffer.from(signPayload(secret, timestamp, rawBody));
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) return { isValid: false, reason: 'signature does not match' };
  if (Math.abs(now - timestamp) > (options.windowMs ?? REPLAY_WINDOW_MS)) {
    return { isValid: false, reason: 'signature timestamp outside the replay window' };
  }
  return { isValid: true, timestamp };
}
