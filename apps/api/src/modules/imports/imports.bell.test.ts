import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { openStream } from '../../test/sse';
import { checked, csvText, runToEnd, utf8 } from './imports.fixtures';

const HEAD = ['First name', 'Last name', 'Email', 'Category'];

describe('imports and the bell', () => {
  let t: TestApp;
  let base: string;
  let admin: string;
  let counsellor: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    admin = await t.tokenFor('admin');
    counsellor = await t.tokenFor('counsellor');
  });
  afterAll(() => t.close());

  it('tells its creator once, with a summary, and puts no imported enquiry in the bell', async () => {
    const mine = openStream(`${base}/api/enquiries/stream`, bearer(counsellor));
    const theirs = openStream(`${base}/api/enquiries/stream`, bearer(admin));
    await Promise.all([mine.ready, theirs.ready]);
    try {
      const rows = Array.from({ length: 1500 }, (_, k) => [`P${k}`, 'L', `p${k}@x.example`, 'PhD']);
      const imp = await checked(t, counsellor, utf8(csvText([HEAD, ...rows])), {
        filename: 'fair.csv',
      });
      await runToEnd(t, counsellor, imp.id);
      await mine.until(() => mine.events.some((e) => e.event === 'imported'));
      // A marker event after it: the admin's stream has had its chance to receive everything.
      await t.app.inject({
        method: 'POST',
        url: '/api/enquiries',
        payload: {
          fName: 'Web',
          lName: 'Form',
          email: 'web@x.example',
          mobile: '+44 7700 900123',
          category: 'PhD',
          consent: true,
        },
      });
      await theirs.until(() => theirs.events.some((e) => e.event === 'newEnquiry'));
      expect(
        mine.events.filter((e) => e.event === 'imported').map((e) => JSON.parse(e.data) as object),
      ).toEqual([
        expect.objectContaining({
          id: imp.id,
          name: 'fair.csv',
          state: 'done',
          inserted: 1500,
          failed: 0,
        }),
      ]);
      expect(theirs.events.filter((e) => e.event === 'imported')).toEqual([]);
      expect(theirs.events.filter((e) => e.event === 'newEnquiry')).toHaveLength(1);
      const bell = await t.app.inject({ url: '/api/enquiries/new/count', headers: bearer(admin) });
      expect(bell.json<{ count: number }>().count).toBe(1);
      // Speed to lead counts the one from the form, not the history the import brought.
      const speed = await t.app.inject({ url: '/api/dashboard/speed', headers: bearer(admin) });
      const { overall } = speed.json<{ overall: { thisWeek: object } }>();
      expect(overall.thisWeek).toMatchObject({ contacted: 0, waiting: 1 });
    } finally {
      mine.close();
      theirs.close();
    }
  });
});
