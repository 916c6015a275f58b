import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password';
import { hashToken, newToken } from './tokens';

describe('password hashing (scrypt)', () => {
  it('verifies the right password only, with a random salt each time', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct horsE', hash)).toBe(false);
    expect(await hashPassword('correct horse')).not.toBe(hash);
  });

  it('gives the same hash for a fixed salt (the seed)', async () => {
    const salt = Buffer.alloc(16, 7);
    expect(await hashPassword('pw', salt)).toBe(await hashPassword('pw', salt));
  });

  it.each(['', 'plain', 'bcrypt$1$2$3$a$b', 'scrypt$x$8$1$AAAA$BBBB', 'scrypt$16384$8$1$AAAA$QUJD'])('refuses the malformed hash %j', async (stored) => {
    expect(await verifyPassword('pw', stored)).toBe(false);
  });

  it('spends a check on unknown accounts too', async () => {
    expect(await verifyAgainstDummy('anything')).toBe(false);
  });
});

describe('tokens', () => {
  it('are 256 random bits, and stored as their SHA-256', () => {
    const token = newToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(newToken()).not.toBe(token);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).toBe(hashToken(token));
  });
});
