import { sql } from 'kysely';
import { reasonOf } from './connection-words';
import type { DbHandle } from './database';

export { postgresWhere, reasonOf } from './connection-words';

/** Fails with one line naming the database (host, port, name or file) and the cause. */
export async function checkConnection(handle: DbHandle): Promise<void> {
  await sql`select 1`.execute(handle.db).catch((err: unknown) => {
    const what = handle.dialect === 'postgres' ? 'PostgreSQL at' : 'SQLite database';
    throw new Error(`cannot connect to ${what} ${handle.where}: ${reasonOf(err)}`, { cause: err });
  });
}
