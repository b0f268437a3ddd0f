import { describe, expect, it } from 'vitest';
import type { ApplicationDetail, Due } from '@studydesk/contract';
import { withJourney, type Journey } from '../applications/applications.fixtures';

/** The journey's September intake of Lakeside closes applications on 2031-06-30. */
describe("GET /api/due: applications' deadlines for their owner, N days ahead until met", () => {
  let j: Journey;
  withJourney((m) => (j = m.j));

  const due = async (token: string, today: string) => {
    const res = await j.call(token, 'GET', `/due?today=${today}&now=${today}T09:00:00.000Z`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Due>();
  };
  /** What `token` has due on `today` of application `id`: "kind date" each. */
  const of = async (token: string, today: string, id: string) =>
    (await due(token, today))
      .deadlines!.filter((d) => d.application === id)
      .map((d) => `${d.kind} ${d.date}`);
  const open = async (more: object = {}) => {
    const res = await j.apply(j.asha.token, j.students.ashas._id, {
      intake: j.intakes.september,
      ...more,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<ApplicationDetail>()._id;
  };
  const patch = async (url: string, body: object) => {
    const res = await j.call(j.asha.token, 'PATCH', url, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ApplicationDetail>();
  };
  const move = (id: string, stage: string) => patch(`/applications/${id}/stage`, { stage });

  it("shows the intake's deadline 7 days ahead, on the day and after, until applied", async () => {
    const id = await open();
    expect(await of(j.asha.token, '2031-06-22', id)).toEqual([]);
    expect(await of(j.asha.token, '2031-06-23', id)).toEqual(['applicationDeadline 2031-06-30']);
    expect(await of(j.asha.token, '2031-06-30', id)).toEqual(['applicationDeadline 2031-06-30']);
    expect(await of(j.asha.token, '2031-07-02', id)).toEqual(['applicationDeadline 2031-06-30']);
    const d = await due(j.asha.token, '2031-06-30');
    expect(d.deadlines!.find((x) => x.application === id)).toMatchObject({
      _id: `${id}:applicationDeadline`,
      enquiry: j.students.ashas._id,
      enqNo: j.students.ashas.enqNo,
      name: 'Meera Thomas',
      collegeName: 'Lakeside College',
      courseTitle: 'MSc Data Science',
      details: null,
    });
    expect(d.count).toBe(d.followUps.length + d.callBacks.length + d.deadlines!.length);
    // Another counsellor, and an admin who does not own it, see none of it.
    expect(await of(j.ravi.token, '2031-06-30', id)).toEqual([]);
    expect(await of(j.admin, '2031-06-30', id)).toEqual([]);
    await move(id, 'Submitted');
    expect(await of(j.asha.token, '2031-06-30', id)).toEqual([]);
  });

  it('shows the offer, deposit, visa and condition deadlines, each leaving when met', async () => {
    const id = await open();
    await move(id, 'Conditional offer');
    const app = await patch(`/applications/${id}`, {
      offerType: 'conditional',
      acceptanceDeadline: '2031-04-15',
      depositDueDate: '2031-04-12',
      visaAppointmentDate: '2031-04-16',
    });
    expect(app.offerType).toBe('conditional');
    const cond = await j.call(j.asha.token, 'POST', `/applications/${id}/conditions`, {
      text: 'IELTS 6.5',
      dueDate: '2031-04-10',
    });
    const conditionId = cond.json<ApplicationDetail>().conditions[0]!._id;
    expect(await of(j.asha.token, '2031-04-02', id)).toEqual([]);
    expect(await of(j.asha.token, '2031-04-10', id)).toEqual([
      'condition 2031-04-10',
      'depositDue 2031-04-12',
      'acceptanceDeadline 2031-04-15',
      'visaAppointment 2031-04-16',
    ]);
    const c = (await due(j.asha.token, '2031-04-10')).deadlines!.find(
      (d) => d.kind === 'condition',
    );
    expect(c).toMatchObject({ _id: `${id}:condition:${conditionId}`, details: 'IELTS 6.5' });
    expect(await of(j.ravi.token, '2031-04-10', id)).toEqual([]);

    await patch(`/applications/${id}/conditions/${conditionId}`, { satisfied: true });
    await patch(`/applications/${id}`, { depositPaidDate: '2031-04-11' });
    expect(await of(j.asha.token, '2031-04-15', id)).toEqual([
      'acceptanceDeadline 2031-04-15',
      'visaAppointment 2031-04-16',
    ]);
    await move(id, 'Accepted (deposit paid)');
    expect(await of(j.asha.token, '2031-04-15', id)).toEqual(['visaAppointment 2031-04-16']);
    await patch(`/applications/${id}`, { visaDecision: 'pending' });
    expect(await of(j.asha.token, '2031-04-20', id)).toEqual(['visaAppointment 2031-04-16']);
    await patch(`/applications/${id}`, { visaDecision: 'granted' });
    expect(await of(j.asha.token, '2031-04-20', id)).toEqual([]);
  });

  it('drops the deposit once accepted, and every deadline of an enrolled, closed or deleted one', async () => {
    const ids = [await open(), await open(), await open()];
    for (const id of ids) await patch(`/applications/${id}`, { depositDueDate: '2031-05-01' });
    for (const id of ids)
      expect(await of(j.asha.token, '2031-05-01', id)).toEqual(['depositDue 2031-05-01']);
    await move(ids[0]!, 'Accepted (deposit paid)');
    expect(await of(j.asha.token, '2031-05-01', ids[0]!)).toEqual([]);
    await patch(`/applications/${ids[1]!}/stage`, { stage: 'Withdrawn', note: 'Chose another' });
    expect(await of(j.asha.token, '2031-05-01', ids[1]!)).toEqual([]);
    expect((await j.call(j.asha.token, 'DELETE', `/applications/${ids[2]!}`)).statusCode).toBe(200);
    expect(await of(j.asha.token, '2031-05-01', ids[2]!)).toEqual([]);
  });

  it('follows the admin setting for how many days ahead', async () => {
    const id = await open();
    await patch(`/applications/${id}`, { depositDueDate: '2031-05-30' });
    const setting = (n: unknown) =>
      j.call(j.admin, 'PATCH', '/settings', { deadlineReminderDays: n });
    expect(await of(j.asha.token, '2031-05-10', id)).toEqual([]);
    expect((await setting(20)).statusCode).toBe(200);
    expect(await of(j.asha.token, '2031-05-10', id)).toEqual(['depositDue 2031-05-30']);
    expect(await of(j.asha.token, '2031-05-09', id)).toEqual([]);
    expect((await setting(0)).statusCode).toBe(200);
    expect(await of(j.asha.token, '2031-05-29', id)).toEqual([]);
    expect(await of(j.asha.token, '2031-05-30', id)).toEqual(['depositDue 2031-05-30']);
    for (const bad of [-1, 91, 2.5, 'soon'])
      expect((await setting(bad)).statusCode, String(bad)).toBe(400);
    expect(
      (await j.call(j.asha.token, 'PATCH', '/settings', { deadlineReminderDays: 3 })).statusCode,
    ).toBe(403);
    expect((await setting(7)).json()).toMatchObject({ deadlineReminderDays: 7 });
  });
});
