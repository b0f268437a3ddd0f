import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { CompiledQuery, Kysely, PostgresDialect, SqliteDialect, sql, type LogEvent } from 'kysely';
import type { ListQuery } from '@studydesk/contract';
import SQLite from '../../db/sqlite-native';
import { sqliteFileOf, type DbHandle } from '../../db/database';
import type { Database } from '../../db/schema';
import { runAsViewer } from '../../lib/scope/offices';
import { createTestApp, testDialect, type TestApp } from '../../test/harness';
import type { EventBus } from '../events/event-bus';
import { createEnquiriesRepository } from './enquiries.repository';

/*
 * An office-scoped list's total, on both databases. An admin's total comes from the kept
 * counts; a manager's came from counting their offices' rows on every page (a third of a million
 * at the bench's million, 1.6–3× the admin's CPU per request). Kept per office and status
 * (migration 037), it is read from a few rows of enquiry_counts, and stays exact through every
 * write that moves an enquiry between offices, statuses or the trash.
 */
const B = 'office-b';
const STATUSES = ['new', 'active', 'pending', 'converted', 'closed'];
const page = (q: Record<string, unknown> = {}) =>
  ({ page: 1, limit: 25, order: 'desc', ...q }) as ListQuery & Record<string, unknown>;

describe('office-scoped list totals', () => {
  let t: TestApp;
  let head: string;
  let repo: ReturnType<typeof createEnquiriesRepository>;
  let logged: Kysely<Database>;
  let statements: CompiledQuery[] = [];
  const db = () => t.app.dbHandle.db;

  beforeAll(async () => {
    t = await createTestApp();
    head = (await db().selectFrom('offices').select('id').executeTakeFirstOrThrow()).id;
    const at = '2026-01-05T09:00:00.000Z';
    await db()
      .insertInto('offices')
      .values({ id: B, name: 'Pune', timeZone: 'UTC', createdAt: at, updatedAt: at })
      .execute();
    // 60 enquiries: every third in office B, statuses in turn, 1 in 10 deleted.
    await db()
      .insertInto('enquiries')
      .values(
        Array.from({ length: 60 }, (_, n) => ({
          ...{ id: `e${n}`, enqNo: `ENQ-${n}`, fName: 'Tara', lName: 'Patel' },
          ...{ email: `t${n}@x.example`, mobile: `+91 98${n}`, category: 'PhD', source: 'form' },
          ...{ status: STATUSES[n % 5]!, officeId: n % 3 === 0 ? B : head },
          ...{ createdAt: at, updatedAt: at, deletedAt: n % 10 === 9 ? at : null },
        })),
      )
      .execute();
    const log = (e: LogEvent) => void statements.push(e.query);
    logged =
      testDialect === 'postgres'
        ? new Kysely<Database>({
            dialect: new PostgresDialect({
              pool: new pg.Pool({ connectionString: t.config.databaseUrl, max: 2 }),
            }),
            log,
          })
        : new Kysely<Database>({
            dialect: new SqliteDialect({
              database: new SQLite(sqliteFileOf(t.config.databaseUrl)),
            }),
            log,
          });
    const handle = { db: logged, dialect: testDialect } as DbHandle;
    repo = createEnquiriesRepository(handle, {} as EventBus);
  });
  afterAll(async () => {
    await logged.destroy();
    await t.close();
  });

  const asManager = <T>(offices: string[], read: () => Promise<T>) =>
    runAsViewer({ role: 'manager', offices }, read);
  /** The total as counted from the rows, for `where` offices (and status). */
  const counted = async (offices: string[], status?: string) => {
    let q = db()
      .selectFrom('enquiries')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('deletedAt', 'is', null)
      .where('officeId', 'in', offices);
    if (status) q = q.where('status', '=', status);
    return Number((await q.executeTakeFirstOrThrow()).n);
  };
  /** Each statement a read ran, with its plan. */
  async function plans(read: () => Promise<unknown>) {
    statements = [];
    await read();
    const explain = testDialect === 'postgres' ? 'explain ' : 'explain query plan ';
    return Promise.all(
      statements.map(async (s) => {
        const r = await logged.executeQuery(CompiledQuery.raw(explain + s.sql, [...s.parameters]));
        const rows = r.rows as Record<string, unknown>[];
        return {
          sql: s.sql,
          plan: rows.map((x) => String(x['QUERY PLAN'] ?? x.detail)).join('\n'),
        };
      }),
    );
  }

  it.each([
    ['every status', {}],
    ['one status', { status: 'active' }],
  ])("a manager's total (%s) is read from the kept counts, not counted", async (_, q) => {
    let total = 0;
    const ran = await plans(async () => {
      total = (await asManager([head], () => repo.list(page(q)))).total;
    });
    expect(total).toBe(await counted([head], (q as { status?: string }).status));
    const kept = ran.filter((s) => /enquiry_counts/.test(s.sql));
    expect(kept, ran.map((s) => s.sql).join('\n')).toHaveLength(1);
    expect(kept[0]!.plan).toMatch(/enquiry_counts/);
    expect(kept[0]!.plan).not.toMatch(/\benquiries\b/);
    // The page reads its 25 rows; no other statement counts the office's rows.
    for (const s of ran.filter((x) => x !== kept[0])) expect(s.sql).not.toMatch(/count\(/i);
  });

  it("an admin's office filter and a two-office manager read them too", async () => {
    const ran = await plans(async () => {
      const admin = await runAsViewer({ role: 'admin', offices: [] }, () =>
        repo.list(page({ office: B })),
      );
      expect(admin.total).toBe(await counted([B]));
      const both = await asManager([head, B], () => repo.list(page()));
      expect(both.total).toBe(await counted([head, B]));
    });
    const kept = ran.filter((s) => /enquiry_counts/.test(s.sql));
    expect(kept).toHaveLength(2);
    for (const s of ran.filter((x) => !kept.includes(x))) expect(s.sql).not.toMatch(/count\(/i);
  });

  it('stay exact through a transfer, a status change, the trash and a hard delete', async () => {
    const move = (set: Record<string, unknown>, ids: string[]) =>
      db().updateTable('enquiries').set(set).where('id', 'in', ids).execute();
    await move({ officeId: B }, ['e1', 'e2', 'e4']);
    await move({ status: 'closed' }, ['e5', 'e7']);
    await move({ deletedAt: '2026-02-01T00:00:00.000Z' }, ['e8']);
    await move({ deletedAt: null }, ['e9', 'e19']);
    await db().deleteFrom('enquiries').where('id', 'in', ['e10', 'e11']).execute();
    await sql`update enquiries set "officeId" = ${head}, status = 'new' where id = 'e12'`.execute(
      db(),
    );
    for (const offices of [[head], [B], [head, B]]) {
      const all = await asManager(offices, () => repo.list(page()));
      expect(all.total).toBe(await counted(offices));
      for (const status of STATUSES) {
        const one = await asManager(offices, () => repo.list(page({ status })));
        expect(one.total, `${offices.join('+')} ${status}`).toBe(await counted(offices, status));
      }
    }
  });
});
