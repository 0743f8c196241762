import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { accessTokenKey, createAccessTokenVerifier, signAccessToken } from './tokens';

const key = accessTokenKey('a-secret-for-the-token-tests');
const claims = { contactId: '0b0f6c1e-8f7a-4c0e-9d53-0c1d7f0a1b2c', familyId: 'family-1', staffRole: null };

describe('createAccessTokenVerifier', () => {
  it('answers the same claims from memory as from the signature', async () => {
    const verify = createAccessTokenVerifier(key);
    const token = await signAccessToken(key, claims, 600);
    const first = await verify(token);
    expect(first).toMatchObject(claims);
    expect(await verify(token)).toBe(first); // the remembered object: no second verification
  });

  it('refuses a token signed with another key, a tampered one and garbage, every time', async () => {
    const verify = createAccessTokenVerifier(key);
    const foreign = await signAccessToken(accessTokenKey('another-secret-entirely'), claims, 600);
    const good = await signAccessToken(key, claims, 600);
    const [header, payload, signature] = good.split('.');
    const tampered = `${header}.${Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: 'someone-else' }),
    ).toString('base64url')}.${signature}`;
    for (let i = 0; i < 2; i++) {
      expect(await verify(foreign)).toBeNull();
      expect(await verify(tampered)).toBeNull();
      expect(await verify('not.a.token')).toBeNull();
    }
    expect(await verify(good)).not.toBeNull();
  });

  it('stops answering a remembered token once it expired (with the 15 s tolerance)', async () => {
    let clock = Date.now();
    const verify = createAccessTokenVerifier(key, { now: () => clock });
    const token = await signAccessToken(key, claims, 60);
    expect(await verify(token)).not.toBeNull();
    clock += 70_000; // past exp, inside the tolerance
    expect(await verify(token)).not.toBeNull();
    clock += 10_000; // past exp + 15 s
    expect(await verify(token)).toBeNull();
  });

  it('refuses a validly signed token without an expiry', async () => {
    const verify = createAccessTokenVerifier(key);
    const endless = await new SignJWT({ fam: 'family-1' })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setSubject(claims.contactId)
      .setIssuer('engros-api')
      .setAudience('engros')
      .setIssuedAt()
      .sign(key);
    expect(await verify(endless)).toBeNull();
  });

  it('keeps at most maxEntries tokens, the oldest leaving first, and still verifies the forgotten ones', async () => {
    const verify = createAccessTokenVerifier(key, { maxEntries: 2 });
    const tokens = await Promise.all(
      ['a', 'b', 'c'].map((family) => signAccessToken(key, { ...claims, familyId: family }, 600)),
    );
    const first = await verify(tokens[0]!);
    await verify(tokens[1]!);
    await verify(tokens[2]!);
    const again = await verify(tokens[0]!);
    expect(again).toEqual(first);
    expect(again).not.toBe(first); // verified anew: it had been pushed out
  });
});
