import type { Kysely } from 'kysely';
import { createCodec } from '../../lib/crud/codec';
import { newId, now } from '../../lib/ids';
import { emptyFilled, recordFill, type ToInsert, type Trx, type Writer } from './imports.writer';

type Table = 'colleges' | 'courses';
const COLUMNS = {
  colleges: { booleans: ['visible'], lists: ['courses', 'category', 'facilities', 'services'] },
  courses: { booleans: ['domestic', 'visible'], lists: ['syllabus', 'prerequisites', 'tags'] },
} as const;
/** Rows per INSERT statement: well under either database's limit of bound values. */
const PER_STATEMENT = 200;

/** Colleges or courses: stored as their create stores them, several rows per statement. */
export function catalogueWriter(table: Table, importId: string): Writer {
  const codec = createCodec(COLUMNS[table]);
  // Either table by name; each row is encoded as the resource's own create encodes it.
  const untyped = (trx: Trx) => trx as unknown as Kysely<Record<string, Record<string, unknown>>>;
  return {
    async insert(trx: Trx, rows: ToInsert[]) {
      const t = now();
      const encoded = rows.map(({ data }) => codec.encode(data));
      // Every row with every column (null where not given): one statement shape for all.
      const columns = [...new Set(encoded.flatMap((r) => Object.keys(r)))];
      const values = encoded.map((r) => ({
        id: newId(),
        ...Object.fromEntries(columns.map((c) => [c, r[c] ?? null])),
        createdAt: t,
        updatedAt: t,
        importId,
      }));
      for (let k = 0; k < values.length; k += PER_STATEMENT)
        await untyped(trx)
          .insertInto(table)
          .values(values.slice(k, k + PER_STATEMENT))
          .execute();
    },

    async fill(trx: Trx, recordId: string, data: Record<string, unknown>) {
      const cur = await untyped(trx)
        .selectFrom(table)
        .selectAll()
        .where('id', '=', recordId)
        .executeTakeFirst();
      if (!cur) return false;
      const { before, after } = emptyFilled(cur, codec.encode(data));
      if (Object.keys(after).length === 0) return false;
      await untyped(trx)
        .updateTable(table)
        .set({ ...after, updatedAt: now() })
        .where('id', '=', recordId)
        .execute();
      await recordFill(trx, importId, recordId, { before, after });
      return true;
    },
  };
}
