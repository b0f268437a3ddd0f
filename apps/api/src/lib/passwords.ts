import { hash, verify, type Options } from '@node-rs/argon2';

/** argon2id with the library's defaults (19 MiB, 2 passes): the OWASP baseline. */
let cost: Options = {};

/**
 * Tests only: the cheapest argon2id (1 MiB, 1 pass). The suites hash and verify thousands of
 * passwords, about 15 ms of a core each at the baseline, and nothing they prove depends on the
 * cost (a stored hash names its own, so verifying works either way). Refused outside Vitest, so
 * no server can be started with it.
 */
export function lowerPasswordCostForTests(): void {
  if (!process.env.VITEST) throw new Error('The low password cost is for tests only');
  cost = { memoryCost: 1024, timeCost: 1 };
}

export const hashPassword = (password: string): Promise<string> => hash(password, cost);

// Verified against when the e-mail is unknown, so both failures take the same time.
let dummy: Promise<string> | undefined;

export async function verifyPassword(stored: string | undefined, password: string) {
  dummy ??= hashPassword('studydesk-timing-equaliser');
  const target = stored ?? (await dummy);
  const ok = await verify(target, password).catch(() => false);
  return ok && stored !== undefined;
}
