import type { Import } from '@studydesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { journey, type Journey } from '../applications/applications.fixtures';
import { checked, csvText, runToEnd, utf8 } from './imports.fixtures';

describe('imports: undo keeps the students people have worked on since', () => {
  let t: TestApp;
  let j: Journey;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    j = await journey(t);
  });
  afterAll(() => t.close());

  const call = (method: 'PUT' | 'POST', url: string, payload: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: bearer(admin), payload });

  it('removes only the untouched, and says how many it kept and why', async () => {
    const names = ['Ann', 'Ben', 'Cal', 'Dee', 'Eve'];
    const rows = names.map((n, k) => [n, 'Imported', `+44 7700 90${k}123`, 'Graduate']);
    const imp = await checked(
      t,
      admin,
      utf8(csvText([['First name', 'Last name', 'Mobile', 'Level of study'], ...rows])),
    );
    expect((await runToEnd(t, admin, imp.id)).inserted).toBe(5);
    const ids = Object.fromEntries(
      (
        await t.app.dbHandle.db
          .selectFrom('enquiries')
          .select(['id', 'fName'])
          .where('importId', '=', imp.id)
          .execute()
      ).map((r) => [r.fName, r.id]),
    );

    const edit = await call('PUT', `/enquiries/${ids.Ann}`, { remarks: 'Keen on Canada' });
    expect(edit.statusCode, edit.body).toBe(200);
    const contact = await call('POST', `/enquiries/${ids.Ben}/contact-log`, {
      note: 'Spoke about intakes',
      outcome: 'reached',
    });
    expect(contact.statusCode, contact.body).toBe(201);
    const applied = await j.apply(admin, ids.Cal!);
    expect(applied.statusCode, applied.body).toBe(201);

    const undo = await call('POST', `/imports/${imp.id}/undo`, {});
    expect(undo.statusCode, undo.body).toBe(200);
    const kept = undo.json<Import>().kept!;
    expect(kept).toMatchObject({ total: 3, applications: 1, documents: 0, contacts: 1 });
    expect(kept.edited).toBeGreaterThanOrEqual(1);

    const live = await t.app.dbHandle.db
      .selectFrom('enquiries')
      .select('fName')
      .where('importId', '=', imp.id)
      .where('deletedAt', 'is', null)
      .orderBy('fName')
      .execute();
    expect(live.map((r) => r.fName)).toEqual(['Ann', 'Ben', 'Cal']);
  });
});
