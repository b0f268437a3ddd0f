import type { Kysely } from 'kysely';

/*
 * Avatars go through the image pipeline, which stores a thumbnail beside every image.
 * The dashboard counts live enquiries by day and status, by category and by country: covering
 * indexes let both dialects answer from the index alone instead of visiting 100,000 rows.
 */
const DASHBOARD = [
  ['deletedAt', 'createdAt', 'status'],
  ['deletedAt', 'category'],
  ['deletedAt', 'country'],
];
const name = (cols: string[]) => `enquiries_${cols.join('_')}`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('thumbnail', 'text').execute();
  await db.schema.createIndex('users_status').on('users').columns(['status', 'userType']).execute();
  for (const cols of DASHBOARD)
    await db.schema.createIndex(name(cols)).on('enquiries').columns(cols).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const cols of DASHBOARD) await db.schema.dropIndex(name(cols)).execute();
  await db.schema.dropIndex('users_status').execute();
  await db.schema.alterTable('users').dropColumn('thumbnail').execute();
}
