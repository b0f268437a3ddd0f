import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Due } from '@studydesk/contract';
import { createTestApp, type TestApp } from '../../test/harness';
import { appointmentFixtures, daysAhead } from './appointments.fixtures';

describe('today\u2019s sessions in the Due tab', () => {
  let t: TestApp;
  let f: ReturnType<typeof appointmentFixtures>;

  beforeAll(async () => {
    t = await createTestApp();
    f = appointmentFixtures(t, await t.tokenFor('admin'));
  });
  afterAll(() => t.close());

  it('lists the counsellor\u2019s sessions of the office\u2019s day, not a colleague\u2019s', async () => {
    // Auckland is 12 or 13 hours ahead: its 09:00 is the previous day in UTC
    const o = await f.office('Pacific/Auckland');
    const c = await f.counsellor(o._id);
    const colleague = await f.counsellor(o._id);
    const [slot] = await f.slots({ counsellor: c.id, from: daysAhead(4), to: daysAhead(6) });
    const [theirs] = await f.slots({
      counsellor: colleague.id,
      from: daysAhead(4),
      to: daysAhead(6),
    });
    const local = (iso: string) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(new Date(iso));
    const me = f.person();
    expect((await f.book({ ...me, counsellor: c.id, start: slot!.start })).statusCode).toBe(201);
    await f.book({ ...f.person(), counsellor: colleague.id, start: theirs!.start });
    const due = async (today: string) =>
      (await f.call(c.token, 'GET', `/due?today=${today}`)).json<Due>().sessions;
    const onDay = local(slot!.start);
    expect(onDay).not.toBe(slot!.start.slice(0, 10));
    expect(await due(onDay)).toEqual([
      expect.objectContaining({
        start: slot!.start,
        name: `${me.fName} ${me.lName}`,
        status: 'booked',
      }),
    ]);
    expect(await due(slot!.start.slice(0, 10))).toEqual([]);
  });
});
