import { describe, expect, it } from 'vitest';
import { hashPassword, isStrongPassword, verifyPassword } from './password';

describe('passwords', () => {
  it('hashes with a salt and verifies', async () => {
    const a = await hashPassword('correct horse 1');
    const b = await hashPassword('correct horse 1');
    expect(a).not.toBe(b);
    expect(a.startsWith('scrypt$')).toBe(true);
    expect(await verifyPassword('correct horse 1', a)).toBe(true);
    expect(await verifyPassword('correct horse 2', a)).toBe(false);
  });

  it('refuses a missing or malformed hash', async () => {
    expect(await verifyPassword('x', null)).toBe(false);
    expect(await verifyPassword('x', 'md5$abc')).toBe(false);
  });

  it('judges strength', () => {
    expect(isStrongPassword('demo-password-1')).toBe(true);
    expect(isStrongPassword('short1')).toBe(false);
    expect(isStrongPassword('alllowercaseletters')).toBe(false);
    expect(isStrongPassword('Password123')).toBe(false); // a known weak one, whatever the case
    expect(isStrongPassword('x'.repeat(201))).toBe(false);
  });
});
