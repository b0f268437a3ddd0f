import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { officeHelpers } from '../../test/offices';
import { checked, csvText, runToEnd, utf8 } from '../imports/imports.fixtures';

const HEAD = ['First name', 'Last name', 'Email', 'Category'];
const leads = (tag: string) =>
  utf8(csvText([HEAD, ...[1, 2].map((k) => [`${tag}${k}`, 'Lee', `${tag}${k}@x.example`, 'PhD'])]));
type Inject = (o: { url: string; headers: object }) => Promise<{ body: string }>;

describe('an import lands in one of its maker’s offices, however its run goes', () => {
  let t: TestApp;
  let next: App | undefined;
  let managerA: string;
  let managerB: string;
  const people: Record<'counsellorA' | 'counsellorB' | 'editor', string> = {
    counsellorA: '',
    counsellorB: '',
    editor: '',
  };
  const names = async (inject: Inject, token: string) =>
    (await inject({ url: '/api/enquiries?q=Lee', headers: bearer(token) })).body;

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await t.tokenFor('admin');
    const h = officeHelpers(t, admin);
    const a = (await h.list()).find((o) => o.isDefault)!._id;
    const b = (await h.office('Pune'))._id;
    managerA = (await h.member('manager', [a])).token;
    managerB = (await h.member('manager', [b])).token;
    const emailOf = async (id: string) =>
      (
        await t.app.dbHandle.db
          .selectFrom('users')
          .select('email')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).email;
    people.counsellorA = await emailOf((await h.member('counsellor', [a])).id);
    people.counsellorB = await emailOf((await h.member('counsellor', [b])).id);
    people.editor = await emailOf((await h.member('editor', [b])).id);
  });
  afterAll(async () => {
    await next?.close();
    await t.close();
  });

  it('run at once: in the maker’s office', async () => {
    const imp = await checked(t, managerB, leads('Fresh'));
    expect((await runToEnd(t, managerB, imp.id)).state).toBe('done');
    const inject = t.app.inject.bind(t.app) as Inject;
    expect(await names(inject, managerB)).toContain('Fresh1');
    expect(await names(inject, managerA)).not.toContain('Fresh1');
  });

  it('an owner column names only people who work in the office the rows land in', async () => {
    const rows = (['counsellorB', 'counsellorA', 'editor'] as const).map((who, k) => [
      ...[`Owned${k}`, 'Lee', `owned${k}@x.example`, 'PhD', people[who]],
    ]);
    const imp = await checked(t, managerB, utf8(csvText([[...HEAD, 'Owner'], ...rows])));
    expect(imp.valid).toBe(1);
    expect(imp.errors.map((e) => [e.row, e.value])).toEqual([
      [3, people.counsellorA],
      [4, people.editor],
    ]);
    expect(imp.errors[0]!.message).toMatch(/cannot own enquiries of this office/);
  });

  it('resumed by another process (no one signed in): still in the maker’s office', async () => {
    const imp = await checked(t, managerB, leads('Resumed'));
    // Handed back before its first batch, as a stopped process leaves it: the next start resumes it.
    const at = new Date().toISOString();
    await t.app.dbHandle.db
      .updateTable('imports')
      .set({ state: 'running', startedAt: at, updatedAt: at, leaseUntil: null })
      .where('id', '=', imp.id)
      .execute();
    await t.app.close();
    next = await buildApp(t.config);
    const inject = next.inject.bind(next) as Inject;
    for (;;) {
      const res = await inject({ url: `/api/imports/${imp.id}`, headers: bearer(managerB) });
      if (!res.body.includes('"running"')) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(await names(inject, managerB)).toContain('Resumed1');
    expect(await names(inject, managerA)).not.toContain('Resumed1');
  });
});
