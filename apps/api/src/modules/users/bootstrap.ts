import { randomBytes } from 'node:crypto';
import type { Config } from '../../config';
import type { UsersRepository } from './users.repository';

export type FirstAdmin = { email: string; password: string | null };

/**
 * On an empty database, creates the first admin from ADMIN_EMAIL / ADMIN_PASSWORD, or with a
 * generated password that is returned so the server can print it once.
 */
export async function ensureFirstAdmin(
  users: UsersRepository,
  config: Config,
): Promise<FirstAdmin | null> {
  if ((await users.count()) > 0) return null;
  const generated = config.adminPassword ? null : randomBytes(12).toString('base64url');
  try {
    await users.create({
      fname: 'Admin',
      lname: 'User',
      email: config.adminEmail,
      password: config.adminPassword ?? generated ?? '',
      userType: 'admin',
    });
  } catch (err) {
    // Two processes starting together on an empty database: the other one created it.
    if ((await users.count()) > 0) return null;
    throw err;
  }
  return { email: config.adminEmail, password: generated };
}
