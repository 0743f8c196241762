import { describe, expect, it } from 'vitest';
import { signatureHeader, verifySignature } from './signature';

// The content platform's published test vector (PROTOCOLS.md).
const vector = {
  secret: 'test',
  body: Buffer.from('{"_id":"resume"}'),
  header: 't=1633519811129,v1=tLa470fx7qkLLEcMOcEUFuBbRSkGujyskxrNXcoh0N0',
  timestamp: 1633519811129,
};

describe('webhook signature', () => {
  it('accepts the test vector at its own time', () => {
    expect(verifySignature({ ...vector, rawBody: vector.body, now: vector.timestamp + 1000 })).toEqual({
      isValid: true,
      timestamp: vector.timestamp,
    });
    expect(signatureHeader(vector.secret, vector.body, vector.timestamp)).toBe(vector.header);
  });

  it('refuses a stale or future timestamp (replay window)', () => {
    const now = vector.timestamp + 5 * 60 * 1000 + 1;
    expect(verifySignature({ ...vector, rawBody: vector.body, now })).toMatchObject({ isValid: false });
    expect(verifySignature({ ...vector, rawBody: vector.body, now: vector.timestamp - 6 * 60 * 1000 })).toMatchObject({
      isValid: false,
    });
  });

  it('refuses another body, secret, or a malformed header', () => {
    const now = vector.timestamp;
    expect(verifySignature({ ...vector, rawBody: Buffer.from('{"_id": "resume"}'), now }).isValid).toBe(false);
    expect(verifySignature({ ...vector, secret: 'other', rawBody: vector.body, now }).isValid).toBe(false);
    for (const header of [undefined, '', 'v1=abc', 't=1633519811129', 't=x,v1=abc', 't=1633519811129,v1=']) {
      expect(verifySignature({ ...vector, header, rawBody: vector.body, now }).isValid).toBe(false);
    }
  });

  it('accepts any of several v1 signatures (secret rotation)', () => {
    const header = `t=${vector.timestamp},v1=wrong,v1=tLa470fx7qkLLEcMOcEUFuBbRSkGujyskxrNXcoh0N0`;
    expect(verifySignature({ ...vector, header, rawBody: vector.body, now: vector.timestamp }).isValid).toBe(true);
  });
});
