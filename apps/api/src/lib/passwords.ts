import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (19 MiB, 2 passes): the OWASP baseline. */
export const hashPassword = (password: string): Promise<string> => hash(password);

// Verified against when the e-mail is unknown, so both failures take the same time.
let dummy: Promise<string> | undefined;

export async function verifyPassword(stored: string | undefined, password: string) {
  dummy ??= hash('studydesk-timing-equaliser');
  const target = stored ?? (await dummy);
  const ok = await verify(target, password).catch(() => false);
  return ok && stored !== undefined;
}
