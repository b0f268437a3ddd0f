import { describe, expect, it } from 'vitest';
import type { CommissionRule } from '@studydesk/contract';
import { withJourney, type Journey } from './applications.fixtures';

describe("a college's commission schedule and claims contact", () => {
  let j: Journey;
  withJourney((m) => (j = m.j));
  const put = (body: object, token = j.admin) =>
    j.call(token, 'PUT', `/college/${j.colleges.lakeside}/commission`, body);
  const get = async () =>
    (
      await j.call(j.admin, 'GET', `/college/${j.colleges.lakeside}/commission`)
    ).json<CommissionRule>();
  const semesters = [
    { share: '50', from: 'enrolment' },
    { share: 50, from: 'intake-start', days: 120 },
  ];

  it('is all of it at enrolment until set, then the instalments as sent', async () => {
    const first = await put({ type: 'percent', value: 15 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      schedule: [{ share: '100', from: 'enrolment', days: 0 }],
      claimsContact: null,
    });
    const set = await put({
      type: 'percent',
      value: 15,
      schedule: semesters,
      claimsContact: { name: 'Dana Lee', email: ' Claims@Lakeside.example ' },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({
      schedule: [
        { share: '50', from: 'enrolment', days: 0 },
        { share: '50', from: 'intake-start', days: 120 },
      ],
      claimsContact: { name: 'Dana Lee', email: 'claims@lakeside.example' },
    });
    // A rule changed without naming them keeps its schedule and contact.
    await put({ type: 'percent', value: 12 });
    expect(await get()).toMatchObject({ value: 12, schedule: set.json<CommissionRule>().schedule });
    expect((await get()).claimsContact).toEqual({
      name: 'Dana Lee',
      email: 'claims@lakeside.example',
    });
    await put({ type: 'percent', value: 12, claimsContact: null });
    expect((await get()).claimsContact).toBeNull();
  });

  it('takes thirds to the thousandth of a percent', async () => {
    const thirds = [{ share: '33.333' }, { share: '33.333' }, { share: '33.334' }];
    const res = await put({ type: 'fixed', value: 900, schedule: thirds });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CommissionRule>().schedule.map((p) => p.share)).toEqual([
      '33.333',
      '33.333',
      '33.334',
    ]);
  });

  it('refuses a schedule that does not add up, or says nothing clear, and changes nothing', async () => {
    const before = await get();
    const cases: [object, string][] = [
      [{ schedule: [{ share: '50' }, { share: '40' }] }, 'schedule'],
      [{ schedule: [{ share: '0' }, { share: '100' }] }, 'schedule.0.share'],
      [{ schedule: [{ share: '100', from: 'enrolment', days: 30 }] }, 'schedule.0.days'],
      [{ schedule: [{ share: '100', from: 'census' }] }, 'schedule.0.from'],
      [{ schedule: [{ share: '100', from: 'intake-start', days: -1 }] }, 'schedule.0.days'],
      [{ schedule: [{ share: '100', from: 'intake-start', days: 1.5 }] }, 'schedule.0.days'],
      [{ schedule: [{ share: '100.5' }] }, 'schedule.0.share'],
      [{ schedule: [] }, 'schedule'],
      [{ schedule: Array(7).fill({ share: '10' }) }, 'schedule'],
      [{ claimsContact: { name: 'Dana', email: 'not-an-address' } }, 'claimsContact.email'],
      [{ claimsContact: { name: '', email: 'a@b.example' } }, 'claimsContact.name'],
    ];
    for (const [body, field] of cases) {
      const res = await put({ type: 'fixed', value: 1, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ fieldErrors: object }>().fieldErrors, JSON.stringify(body)).toHaveProperty([
        field,
      ]);
    }
    expect(await get()).toEqual(before);
    expect(
      (await put({ type: 'fixed', value: 1, schedule: semesters }, j.asha.token)).statusCode,
    ).toBe(403);
  });
});
