import type { Kysely } from 'kysely';
import { id, ts } from '../columns';

/*
 * Per-IP limits shared by every process (rate_limits: one row per limit and address, the count
 * of its current window), the addresses each account has signed in from (login_known_ips: the
 * owner's usual network is not slowed by guesses made elsewhere), and indexes for the per-IP
 * failure count and for pruning old events and expired sessions.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'varchar(300)', (c) => c.primaryKey())
    .addColumn('count', 'bigint', (c) => c.notNull())
    .addColumn('resetAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_reset').on('rate_limits').column('resetAt').execute();

  await db.schema
    .createTable('login_known_ips')
    .addColumn('userId', id, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('lastSuccessAt', ts, (c) => c.notNull())
    .addPrimaryKeyConstraint('login_known_ips_pk', ['userId', 'ip'])
    .execute();

  await db.schema
    .createIndex('login_failures_ip')
    .on('login_failures')
    .columns(['ip', 'createdAt'])
    .execute();
  await db.schema
    .createIndex('login_failures_created')
    .on('login_failures')
    .column('createdAt')
    .execute();
  await db.schema.createIndex('events_created').on('events').column('createdAt').execute();
  await db.schema.createIndex('sessions_expires').on('sessions').column('expiresAt').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [
    'sessions_expires',
    'events_created',
    'login_failures_created',
    'login_failures_ip',
  ])
    await db.schema.dropIndex(index).execute();
  await db.schema.dropTable('login_known_ips').execute();
  await db.schema.dropTable('rate_limits').execute();
}
