import { afterEach, describe, expect, it, vi } from 'vitest';

// A module of its own per test: the API project's setup lowered the cost of the shared one.
const fresh = async () => {
  vi.resetModules();
  return import('./passwords');
};

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('password hashing', () => {
  it('hashes at the OWASP baseline unless a test lowers the cost', async () => {
    const { hashPassword, verifyPassword } = await fresh();
    const stored = await hashPassword('correct horse');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'correct horse')).toBe(true);
    expect(await verifyPassword(stored, 'wrong horse')).toBe(false);
  });

  it('verifies a hash by the cost it names, whichever is set now', async () => {
    const baseline = await (await fresh()).hashPassword('correct horse');
    const { hashPassword, lowerPasswordCostForTests, verifyPassword } = await fresh();
    lowerPasswordCostForTests();
    const cheap = await hashPassword('correct horse');
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(await verifyPassword(baseline, 'correct horse')).toBe(true);
    expect(await verifyPassword(cheap, 'correct horse')).toBe(true);
    expect(await verifyPassword(undefined, 'correct horse')).toBe(false);
  });

  it('refuses the test cost outside Vitest', async () => {
    const { hashPassword, lowerPasswordCostForTests } = await fresh();
    vi.stubEnv('VITEST', '');
    expect(() => lowerPasswordCostForTests()).toThrow(/tests only/);
    expect(await hashPassword('x')).toMatch(/\$m=19456,t=2,/);
  });
});
