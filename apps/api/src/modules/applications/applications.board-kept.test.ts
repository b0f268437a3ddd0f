import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationBoard } from '@studydesk/contract';
import { createTestApp, type TestApp } from '../../test/harness';
import { recordStatements, type Seen } from '../../test/statements';
import { board } from './applications.board';
import { journey, type Journey } from './applications.fixtures';
import { createApplicationsRepository } from './applications.repository';

/*
 * The board kept until a write to what it reads (lib/kept-answer.ts, migration 068): a second
 * read runs none of the board's statements, and after each kind of write the kept board equals
 * the board worked out afresh, on both databases. Writes go straight to the tables too, where no
 * write path of the app saw them.
 */
describe('the applications board kept until what it reads changes', () => {
  let t: TestApp;
  let j: Journey;
  let admin = '';
  let seen: Seen[] = [];

  const served = async () => {
    const res = await j.call(j.admin, 'GET', '/applications/board');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ApplicationBoard>();
  };
  const fresh = async () =>
    JSON.parse(
      JSON.stringify(
        await board(
          t.app.dbHandle.db,
          createApplicationsRepository(t.app.dbHandle),
          { id: admin, role: 'admin' },
          { page: 1, limit: 20 },
        ),
      ),
    ) as ApplicationBoard;
  const cards = (b: ApplicationBoard) => b.columns.flatMap((c) => c.cards);

  beforeAll(async () => {
    seen = recordStatements();
    t = await createTestApp();
    j = await journey(t);
    admin = (await j.call(j.admin, 'GET', '/users/me')).json<{ _id: string }>()._id;
    for (const s of Object.values(j.students)) await j.apply(j.admin, s._id);
  }, 120_000);

  it('reads the board once, then answers from what it kept', async () => {
    await served();
    seen.length = 0;
    const again = await served();
    expect(cards(again)).toHaveLength(3);
    expect(seen.filter((s) => /"applications"|"application_stages"/.test(s.sql))).toEqual([]);
    expect(again).toEqual(await fresh());
  });

  it('answers what a fresh board answers after each kind of write', async () => {
    const db = t.app.dbHandle.db;
    const [first] = cards(await served());
    const writes: [string, () => Promise<unknown>][] = [
      ['a course renamed', () => sql`update courses set title = 'MSc Applied Data'`.execute(db)],
      [
        'a requirement for every student',
        () =>
          sql`insert into document_requirements (id, country, phase, "typeId", "createdAt")
            select 'req-kept', null, 'shortlist', id, '2026-01-01'
            from document_types where id not in (select "typeId" from document_requirements
              where country is null and phase = 'shortlist') limit 1`.execute(db),
      ],
      ['a student renamed', () => sql`update enquiries set "fName" = 'Renamed'`.execute(db)],
      [
        'a stage moved through the API',
        () =>
          j.call(j.admin, 'PATCH', `/applications/${first!._id}/stage`, {
            stage: 'Visa applied',
            confirm: true,
            note: 'Papers follow',
          }),
      ],
      ['an application deleted', () => j.call(j.admin, 'DELETE', `/applications/${first!._id}`)],
    ];
    for (const [what, write] of writes) {
      const before = await served();
      await write();
      const after = await served();
      expect(after, what).toEqual(await fresh());
      expect(after, what).not.toEqual(before);
    }
  });
});
