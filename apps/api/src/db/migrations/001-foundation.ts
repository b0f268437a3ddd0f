import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('fname', 'varchar(100)', (c) => c.notNull())
    .addColumn('lname', 'varchar(100)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('mobile', 'varchar(40)')
    .addColumn('passwordHash', 'text', (c) => c.notNull())
    .addColumn('userType', 'varchar(20)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('lastLogin', 'varchar(32)')
    .addColumn('createdAt', 'varchar(32)', (c) => c.notNull())
    .addColumn('updatedAt', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('tokenHash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('userId', 'varchar(64)', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('expiresAt', 'varchar(32)', (c) => c.notNull())
    .addColumn('createdAt', 'varchar(32)', (c) => c.notNull())
    .addColumn('lastSeenAt', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('userId').execute();

  await db.schema
    .createTable('login_failures')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('createdAt', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_failures_email')
    .on('login_failures')
    .columns(['email', 'createdAt'])
    .execute();

  await db.schema
    .createTable('services')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('createdAt', 'varchar(32)', (c) => c.notNull())
    .addColumn('updatedAt', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('services_created')
    .on('services')
    .columns(['createdAt', 'id'])
    .execute();
}
