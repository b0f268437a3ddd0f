import type { Kysely, SelectQueryBuilder } from 'kysely';

/** The shapes generic CRUD code works with, apart from the repository so that its helpers
 * (reads, owner scope) can name them without importing it back. */
export type Row = Record<string, unknown>;
// Generic code works on any table by name; each resource's row type lives in db/schema.ts.
export type AnyDb = Kysely<Record<string, Row>>;
export type Query = SelectQueryBuilder<Record<string, Row>, string, Row>;
