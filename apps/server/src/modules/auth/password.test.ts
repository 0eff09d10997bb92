import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('correct horse 电池');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(await verifyPassword('correct horse 电池', stored)).toBe(true);
    expect(await verifyPassword('correct horse 电池 ', stored)).toBe(false);
    expect(await verifyPassword('wrong', stored)).toBe(false);
  });

  it('salts: the same password hashes differently each time', async () => {
    expect(await hashPassword('same-password')).not.toBe(await hashPassword('same-password'));
  });

  it.each([
    ['no hash (account without password)', null],
    ['an unknown scheme', 'bcrypt$2b$10$abc'],
    ['a damaged hash', 'scrypt$x$8$1$abc$def'],
  ])('refuses %s without throwing', async (_label, stored) => {
    expect(await verifyPassword('anything', stored)).toBe(false);
  });
});
