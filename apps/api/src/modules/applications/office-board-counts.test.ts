import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect, type CompiledQuery } from 'kysely';
import SQLite from '../../db/sqlite-native';
import { sqliteFileOf, type DbHandle } from '../../db/database';
import type { Database } from '../../db/schema';
import { runAsViewer } from '../../lib/scope/offices';
import { createTestApp, testDialect, type TestApp } from '../../test/harness';
import { countInOffices } from '../enquiries/enquiry-counts.scoped';
import { board } from './applications.board';
import { createApplicationsRepository } from './applications.repository';

/*
 * A branch manager's board counted its columns from the office's applications on every request
 * (two seconds at the bench's 300,000) where an admin's read kept counts. They are kept per
 * office too (migration 048): the board reads them, and they stay what a recount of the
 * office's rows gives through every write that moves an application or its student.
 */
const B = 'office-b';
const at = '2026-01-05T09:00:00.000Z';

describe("a scoped board's column counts", () => {
  let t: TestApp;
  let head: string;
  let stages: string[];
  let logged: Kysely<Database>;
  const statements: CompiledQuery[] = [];
  const db = () => t.app.dbHandle.db;

  beforeAll(async () => {
    t = await createTestApp();
    head = (await db().selectFrom('offices').select('id').executeTakeFirstOrThrow()).id;
    await db()
      .insertInto('offices')
      .values({ id: B, name: 'Pune', timeZone: 'UTC', createdAt: at, updatedAt: at })
      .execute();
    stages = (await db().selectFrom('application_stages').select('key').execute()).map(
      (s) => s.key,
    );
    const college = 'c1';
    await db()
      .insertInto('colleges')
      .values({
        ...{ id: college, name: 'College', courses: '[]', category: '[]', facilities: '[]' },
        ...{ services: '[]', status: 'active', visible: 1, createdAt: at, updatedAt: at },
      })
      .execute();
    await db()
      .insertInto('courses')
      .values({
        ...{ id: 'k1', title: 'MSc', mode: 'offline', domestic: 0, syllabus: '[]' },
        ...{ prerequisites: '[]', tags: '[]', visible: 1, createdAt: at, updatedAt: at },
      })
      .execute();
    await db()
      .insertInto('users')
      .values(
        ['u1', 'u2'].map((id) => ({
          ...{ id, fname: 'Asha', lname: 'Rao', email: `${id}@x.example`, passwordHash: 'x' },
          ...{ userType: 'counsellor', status: 'active', createdAt: at, updatedAt: at },
        })),
      )
      .execute();
    await db()
      .insertInto('enquiries')
      .values(
        Array.from({ length: 12 }, (_, n) => ({
          ...{ id: `e${n}`, enqNo: `ENQ-${n}`, fName: 'Tara', lName: 'Patel', status: 'new' },
          ...{ email: `t${n}@x.example`, mobile: `+91 98${n}`, category: 'PhD', source: 'form' },
          ...{ officeId: n % 3 === 0 ? B : head, createdAt: at, updatedAt: at },
        })),
      )
      .execute();
    await db()
      .insertInto('applications')
      .values(
        Array.from({ length: 60 }, (_, n) => ({
          ...{ id: `a${n}`, enquiry: `e${n % 12}`, college, course: 'k1' },
          ...{ stage: stages[n % 5]!, stageAt: at, assignedTo: n % 4 === 0 ? null : 'u1' },
          ...{ createdAt: at, updatedAt: at, deletedAt: n % 10 === 9 ? at : null },
        })),
      )
      .execute();
    const log = (e: { query: CompiledQuery }) => void statements.push(e.query);
    logged = new Kysely<Database>({
      dialect:
        testDialect === 'postgres'
          ? new PostgresDialect({
              pool: new pg.Pool({ connectionString: t.config.databaseUrl, max: 2 }),
            })
          : new SqliteDialect({ database: new SQLite(sqliteFileOf(t.config.databaseUrl)) }),
      log,
    });
  });
  afterAll(async () => {
    await logged.destroy();
    await t.close();
  });

  /** The board's counts as a manager of `offices`, and the statements it ran. */
  const boardOf = async (offices: string[]) => {
    statements.length = 0;
    const handle = { db: logged, dialect: testDialect } as DbHandle;
    const b = await runAsViewer({ role: 'manager', offices }, () =>
      board(
        logged,
        createApplicationsRepository(handle),
        { id: 'm1', role: 'manager' },
        {
          page: 1,
          limit: 20,
        },
      ),
    );
    return { counts: new Map(b.columns.map((c) => [c.stage, c.count])), ran: [...statements] };
  };
  /** Each stage's live applications of `offices`, counted from the rows. */
  const recount = async (offices: string[]) => {
    const byKey = await countInOffices(db(), offices, 'app', {});
    const out = new Map(stages.map((s) => [s, 0]));
    for (const [key, n] of byKey) {
      const stage = key.slice(0, key.lastIndexOf('|'));
      out.set(stage, out.get(stage)! + n);
    }
    return out;
  };
  const same = async () => {
    for (const offices of [[head], [B], [head, B]])
      expect((await boardOf(offices)).counts, offices.join()).toEqual(await recount(offices));
  };

  it('are read from the kept counts, counting no application', async () => {
    const { counts, ran } = await boardOf([B]);
    expect(counts).toEqual(await recount([B]));
    expect([...counts.values()].some((n) => n > 0)).toBe(true);
    const kept = ran.filter((s) => /enquiry_counts/.test(s.sql));
    expect(kept).toHaveLength(1);
    const counting = ran.filter((s) => /from "?applications"? e?\b.*group by/is.test(s.sql));
    expect(counting.map((s) => s.sql)).toEqual([]);
  });

  it('stay exact through stage moves, reassigning, the trash, moves of student and office', async () => {
    const apps = (set: Record<string, unknown>, ids: string[]) =>
      db().updateTable('applications').set(set).where('id', 'in', ids).execute();
    await apps({ stage: stages[6]! }, ['a1', 'a3', 'a12']);
    await apps({ assignedTo: 'u2' }, ['a4', 'a5']);
    await apps({ deletedAt: at }, ['a6']);
    await apps({ deletedAt: null }, ['a9']);
    await same();
    // A student transferred (their applications follow), an application moved to another
    // student (a merge) in the other office, and one deleted for good.
    await db()
      .updateTable('enquiries')
      .set({ officeId: B })
      .where('id', 'in', ['e1', 'e2'])
      .execute();
    await db().updateTable('enquiries').set({ status: 'active' }).where('id', '=', 'e3').execute();
    await apps({ enquiry: 'e4' }, ['a0', 'a24']);
    await db().deleteFrom('applications').where('id', '=', 'a7').execute();
    await same();
  });
});
