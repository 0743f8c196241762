import { encode } from 'next-auth/jwt';
import { beforeAll, describe, expect, it } from 'vitest';
import { readSessionToken } from './session-cookie';

const SECRET = 'a-test-auth-secret-of-enough-length-0123456789';
const NAME = 'authjs.session-token';

beforeAll(() => {
  process.env.AUTH_SECRET = SECRET;
});

async function cookieFor(claims: Record<string, unknown>, maxAge = 3600): Promise<string> {
  return encode({ token: claims, secret: SECRET, salt: NAME, maxAge });
}

const withCookie = (value: string, others = 'lang=nb') => new Headers({ cookie: `${others}; ${NAME}=${value}` });

describe('readSessionToken', () => {
  it('decrypts the cookie once and answers the same cookie from memory, as a copy', async () => {
    const value = await cookieFor({ contactId: 'c-1', companies: [{ customerId: 'k-1' }] });
    const first = await readSessionToken(withCookie(value));
    expect(first?.contactId).toBe('c-1');
    (first as { companies: unknown[] }).companies.push('changed by a caller');
    const again = await readSessionToken(withCookie(value, 'lang=en; other=1'));
    expect(again?.contactId).toBe('c-1');
    expect(again?.companies).toEqual([{ customerId: 'k-1' }]);
  });

  it('tells cookies apart: another person, a changed byte, no cookie', async () => {
    const one = await cookieFor({ contactId: 'c-1' });
    const two = await cookieFor({ contactId: 'c-2' });
    expect((await readSessionToken(withCookie(one)))?.contactId).toBe('c-1');
    expect((await readSessionToken(withCookie(two)))?.contactId).toBe('c-2');
    // A changed character of the authentication tag (the last part). Its first character, not its last: the last of
    // 16 bytes in base64url carries 2 bits and 4 unused ones, so changing 'A' to 'B' there changed nothing (1 run in 6).
    const at = one.lastIndexOf('.') + 1;
    const changed = one[at] === 'A' ? 'B' : 'A';
    expect(await readSessionToken(withCookie(`${one.slice(0, at)}${changed}${one.slice(at + 1)}`))).toBeNull();
    expect(await readSessionToken(new Headers({ cookie: 'lang=nb' }))).toBeNull();
    expect(await readSessionToken(new Headers())).toBeNull();
  });

  it('refuses an expired token (past Auth.js\u2019s 15 s clock tolerance), every time', async () => {
    const expired = await cookieFor({ contactId: 'c-3' }, -60);
    expect(await readSessionToken(withCookie(expired))).toBeNull();
    expect(await readSessionToken(withCookie(expired))).toBeNull();
  });
});
