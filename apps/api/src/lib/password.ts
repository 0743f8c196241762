import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// OWASP's scrypt parameters: N=2^17, r=8, p=1 (128 MiB); we take N=2^15 to keep
// sign-in fast on small machines, still far above a brute-force budget per guess.
const N = 2 ** 15;
const r = 8;
const p = 1;
const keyLength = 32;

function derive(password: string, salt: Buffer, n: number, rr: number, pp: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, { N: n, r: rr, p: pp, maxmem: 256 * n * rr }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash`, base64url parts. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, r, p);
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  if (!stored) {
    // Same work as a real check, so timing does not tell whether the account exists.
    await derive(password, randomBytes(16), N, r, p);
    return false;
  }
  const [scheme, n, rr, pp, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), Number(n), Number(rr), Number(pp));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Our password rule: at least 10 characters, not all one kind, not a known weak one. */
export function isStrongPassword(password: string): boolean {
  if (password.length < 10 || password.length > 200) return false;
  const kinds = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
  if (kinds < 2) return false;
  const weak = ['password123', 'passord123', '1234567890', 'qwertyuiop', 'engros12345'];
  return !weak.includes(password.toLowerCase());
}
