import type { CreateTableBuilder } from 'kysely';

/** Column types shared by migrations: ISO timestamps and UUID ids as text on both dialects. */
export const ts = 'varchar(32)';
export const id = 'varchar(64)';

/** id, createdAt, updatedAt: the columns every record has. */
export function record<T extends string>(t: CreateTableBuilder<T>) {
  return t
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('createdAt', ts, (c) => c.notNull())
    .addColumn('updatedAt', ts, (c) => c.notNull());
}
