import { describe, expect, it } from 'vitest';
import type { ApplicationDetail } from '@studydesk/contract';
import { withJourney, type Journey } from './applications.fixtures';

type Line = { kind?: string; field?: string; recordId?: string; from?: string; to?: string };

describe('applications: the offer, its conditions and the visa', () => {
  let j: Journey;
  withJourney((m) => (j = m.j));
  const open = async (token: string, enquiry: string) => {
    const res = await j.apply(token, enquiry, { intake: j.intakes.september });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<ApplicationDetail>();
  };
  const history = async (enquiry: string, id: string) => {
    const res = await j.call(j.admin, 'GET', `/enquiries/${enquiry}/timeline`);
    return res.json<{ data: Line[] }>().data.filter((l) => l.recordId === id);
  };

  it('records the offer and the visa on PATCH, with field history, and clears them', async () => {
    const a = await open(j.asha.token, j.students.ashas._id);
    expect(a).toMatchObject({ offerType: null, acceptanceDeadline: null, conditions: [] });
    const res = await j.call(j.asha.token, 'PATCH', `/applications/${a._id}`, {
      offerType: 'conditional',
      acceptanceDeadline: '2031-04-15',
      depositAmount: '2500',
      depositDueDate: '2031-04-30',
      visaAppointmentDate: '2031-05-20',
      visaDecision: 'pending',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      offerType: 'conditional',
      acceptanceDeadline: '2031-04-15',
      depositAmount: 2500,
      depositDueDate: '2031-04-30',
      depositPaidDate: null,
      visaAppointmentDate: '2031-05-20',
      visaDecision: 'pending',
      visaDecisionDate: null,
    });
    const granted = await j.call(j.asha.token, 'PATCH', `/applications/${a._id}`, {
      visaDecision: 'granted',
    });
    expect(granted.json<ApplicationDetail>().visaDecisionDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const cleared = await j.call(j.asha.token, 'PATCH', `/applications/${a._id}`, {
      acceptanceDeadline: '',
      depositAmount: null,
    });
    expect(cleared.json()).toMatchObject({ acceptanceDeadline: null, depositAmount: null });
    const fields = (await history(j.students.ashas._id, a._id)).map((l) => l.field);
    for (const f of ['offerType', 'acceptanceDeadline', 'depositAmount', 'visaDecision'])
      expect(fields, f).toContain(f);
    const listed = await j.call(j.admin, 'GET', `/applications?enquiry=${j.students.ashas._id}`);
    expect(listed.json<{ data: ApplicationDetail[] }>().data[0]).toHaveProperty('offerType');
  });

  it.each([
    [{ offerType: 'maybe' }, 'offerType'],
    [{ acceptanceDeadline: '15-04-2031' }, 'acceptanceDeadline'],
    [{ depositAmount: -1 }, 'depositAmount'],
    [{ depositAmount: 'lots' }, 'depositAmount'],
    [{ visaDecision: 'approved' }, 'visaDecision'],
    [{ visaDecisionDate: 42 }, 'visaDecisionDate'],
  ])('refuses %j with a message on the field', async (body, field) => {
    const a = await open(j.admin, j.students.nobodys._id);
    const res = await j.call(j.admin, 'PATCH', `/applications/${a._id}`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fieldErrors: object }>().fieldErrors).toHaveProperty(field);
  });

  it('adds, ticks, edits and removes conditions, each on the timeline', async () => {
    const a = await open(j.asha.token, j.students.ashas._id);
    const url = `/applications/${a._id}/conditions`;
    const first = await j.call(j.asha.token, 'POST', url, {
      text: 'IELTS 6.5',
      dueDate: '2031-04-01',
    });
    expect(first.statusCode, first.body).toBe(201);
    await j.call(j.asha.token, 'POST', url, { text: 'Final transcript' });
    const [c1, c2] = (
      await j.call(j.asha.token, 'GET', `/applications/${a._id}`)
    ).json<ApplicationDetail>().conditions;
    expect(c1).toMatchObject({ text: 'IELTS 6.5', dueDate: '2031-04-01', satisfied: false });
    expect(c2).toMatchObject({ text: 'Final transcript', dueDate: null, satisfied: false });

    const ticked = await j.call(j.asha.token, 'PATCH', `${url}/${c1!._id}`, { satisfied: true });
    expect(ticked.statusCode, ticked.body).toBe(200);
    const now = ticked.json<ApplicationDetail>().conditions[0]!;
    expect(now).toMatchObject({ satisfied: true, satisfiedDate: expect.stringMatching(/^\d{4}-/) });
    const dated = await j.call(j.asha.token, 'PATCH', `${url}/${c2!._id}`, {
      satisfied: true,
      satisfiedDate: '2031-03-02',
      text: 'Final transcript (attested)',
    });
    expect(dated.json<ApplicationDetail>().conditions[1]).toMatchObject({
      text: 'Final transcript (attested)',
      satisfiedDate: '2031-03-02',
    });
    const unticked = await j.call(j.asha.token, 'PATCH', `${url}/${c1!._id}`, { satisfied: false });
    expect(unticked.json<ApplicationDetail>().conditions[0]).toMatchObject({
      satisfied: false,
      satisfiedDate: null,
    });
    const removed = await j.call(j.asha.token, 'DELETE', `${url}/${c2!._id}`);
    expect(removed.json<ApplicationDetail>().conditions.map((c) => c.text)).toEqual(['IELTS 6.5']);
    const lines = (await history(j.students.ashas._id, a._id)).filter(
      (l) => l.field === 'condition',
    );
    expect(lines).toHaveLength(6);
    expect(lines.some((l) => l.to?.includes('satisfied 2031-03-02'))).toBe(true);

    expect((await j.call(j.asha.token, 'PATCH', `${url}/${c2!._id}`, {})).statusCode).toBe(404);
    const bad = await j.call(j.asha.token, 'POST', url, { text: '' });
    expect(bad.statusCode).toBe(400);
    const badTick = await j.call(j.asha.token, 'PATCH', `${url}/${c1!._id}`, { satisfied: 'yes' });
    expect(badTick.statusCode).toBe(400);
  });

  it("keeps another counsellor and editors away from an application's offer and conditions", async () => {
    const a = await open(j.asha.token, j.students.ashas._id);
    const url = `/applications/${a._id}/conditions`;
    const c = (
      await j.call(j.asha.token, 'POST', url, { text: 'Pay fees' })
    ).json<ApplicationDetail>().conditions[0]!;
    for (const [method, path, body] of [
      ['PATCH', `/applications/${a._id}`, { offerType: 'unconditional' }],
      ['POST', url, { text: 'Mine now' }],
      ['PATCH', `${url}/${c._id}`, { satisfied: true }],
      ['DELETE', `${url}/${c._id}`, undefined],
    ] as const) {
      expect((await j.call(j.ravi.token, method, path, body)).statusCode, path).toBe(404);
      expect((await j.call(j.editor.token, method, path, body)).statusCode, path).toBe(403);
    }
    const after = (
      await j.call(j.admin, 'GET', `/applications/${a._id}`)
    ).json<ApplicationDetail>();
    expect(after).toMatchObject({ offerType: null });
    expect(after.conditions).toMatchObject([{ text: 'Pay fees', satisfied: false }]);
  });
});
