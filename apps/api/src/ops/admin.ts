import { createSessions } from '../modules/users/sessions';
import { resetPassword } from '../modules/users/reset-password';
import { createUsersRepository } from '../modules/users/users.repository';
import { openExistingDatabase, runCommand } from './cli';

const USAGE = 'usage: npm run admin -- reset-password EMAIL';

/** `npm run admin -- reset-password EMAIL`: the way back from a lost admin password. */
await runCommand('admin', async (config) => {
  const [command, email, ...rest] = process.argv.slice(2);
  if (command !== 'reset-password' || !email || rest.length > 0) throw new Error(USAGE);
  const handle = await openExistingDatabase(config);
  try {
    const user = await createUsersRepository(handle.db).findByEmail(email);
    if (!user) throw new Error(`no account with the e-mail ${email}`);
    const sessions = createSessions(handle.db, config.sessionTtlMs);
    const password = await resetPassword(handle.db, sessions, user.id);
    await handle.db.deleteFrom('login_failures').where('email', '=', user.email).execute();
    process.stdout.write(
      [
        `New password for ${user.email} (${user.userType}, ${user.status}): ${password}`,
        'It is shown only this once. Every session of this account has been signed out;',
        'sign in with it and change it on the Profile page.',
        '',
      ].join('\n'),
    );
  } finally {
    await handle.close();
  }
});
