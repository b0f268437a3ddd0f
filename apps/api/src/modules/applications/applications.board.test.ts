import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Application, ApplicationBoard, ApplicationDetail } from '@studydesk/contract';
import { createTestApp, type TestApp } from '../../test/harness';
import { journey, type Journey } from './applications.fixtures';

type List = { data: Application[]; total: number };
const DAY = 86_400_000;

describe('the applications board', () => {
  let t: TestApp;
  let j: Journey;
  type Made = 'ashaSept' | 'ashaJan' | 'ashaNursing' | 'ravis' | 'ravisHarbour' | 'nobodys';
  const made = {} as Record<Made | 'enrolled', string>;
  const open = async (token: string, enquiry: string, more: object = {}, stage?: string) => {
    const res = await j.apply(token, enquiry, more);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<ApplicationDetail>()._id;
    if (stage) {
      const moved = await j.call(j.admin, 'PATCH', `/applications/${id}/stage`, { stage });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    return id;
  };
  const boardOf = async (token: string, q = '') => {
    const res = await j.call(token, 'GET', `/applications/board?${q}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ApplicationBoard>();
  };
  const cardsOf = (b: ApplicationBoard) => b.columns.flatMap((c) => c.cards);

  beforeAll(async () => {
    t = await createTestApp();
    j = await journey(t);
    const { ashas, ravis, nobodys } = j.students;
    const { september, january, harbour } = j.intakes;
    made.ashaSept = await open(j.asha.token, ashas._id, { intake: september });
    made.ashaJan = await open(j.asha.token, ashas._id, { intake: january }, 'Submitted');
    made.ashaNursing = await open(j.asha.token, ashas._id, { course: j.courses.nursing });
    made.ravis = await open(j.ravi.token, ravis._id, { intake: september }, 'Submitted');
    made.ravisHarbour = await open(j.admin, ravis._id, {
      college: j.colleges.harbour,
      intake: harbour,
    });
    made.nobodys = await open(j.admin, nobodys._id, { intake: september }, 'Conditional offer');
    made.enrolled = await open(j.admin, nobodys._id, { intake: january }, 'Enrolled');
  });
  afterAll(() => t.close());

  it('answers every live stage in order, each count equal to the list total of its filter', async () => {
    const stages = await j.call(j.admin, 'GET', '/application-stages');
    const keys = stages.json<{ data: { key: string }[] }>().data.map((s) => s.key);
    const filters = [
      '',
      'owner=mine',
      'owner=unassigned',
      'owner=all',
      'intakeMonth=September&intakeYear=2031',
      'intakeYear=2031',
      `country=${j.canada}`,
      `college=${j.colleges.harbour}`,
      `course=${j.courses.nursing}`,
      'q=Meera',
      `q=${j.students.ravis.enqNo}`,
      'phase=applied',
    ];
    for (const token of [j.admin, j.asha.token, j.ravi.token])
      for (const q of filters) {
        const b = await boardOf(token, q);
        expect(b.columns.map((c) => c.stage)).toEqual(keys);
        for (const c of b.columns) {
          const res = await j.call(token, 'GET', `/applications?${q}&stage=${c.stage}&limit=1`);
          expect(c.count, `${q} ${c.stage}`).toBe(res.json<List>().total);
          expect(c.cards.length).toBe(Math.min(c.count, 20));
          expect(c.cards.every((card) => card.stage === c.stage)).toBe(true);
        }
      }
    const all = await boardOf(j.admin);
    expect(all.columns.reduce((n, c) => n + c.count, 0)).toBe(7);
  });

  it("never shows a counsellor another counsellor's cards", async () => {
    for (const q of ['', 'owner=all', 'q=Kiran', `country=${j.elsewhere}`]) {
      const ids = cardsOf(await boardOf(j.asha.token, q)).map((c) => c._id);
      expect(ids, q).not.toContain(made.ravis);
      expect(ids, q).not.toContain(made.ravisHarbour);
      const counts = (await boardOf(j.asha.token, q)).columns.reduce((n, c) => n + c.count, 0);
      expect(counts, q).toBe(ids.length);
    }
    const ashas = cardsOf(await boardOf(j.asha.token)).map((c) => c._id);
    expect(ashas.sort()).toEqual(
      [made.ashaSept, made.ashaJan, made.ashaNursing, made.nobodys, made.enrolled].sort(),
    );
    expect(cardsOf(await boardOf(j.ravi.token, 'q=Meera'))).toEqual([]);
    expect((await j.call(j.editor.token, 'GET', '/applications/board')).statusCode).toBe(403);
  });

  it('shows the card: student, college, course, intake, owner, days in stage', async () => {
    const stageAt = new Date(Date.now() - 3 * DAY - 5 * 3_600_000).toISOString();
    await t.app.dbHandle.db
      .updateTable('applications')
      .set({ stageAt })
      .where('id', '=', made.ashaJan)
      .execute();
    const card = cardsOf(await boardOf(j.asha.token)).find((c) => c._id === made.ashaJan);
    expect(card).toMatchObject({
      enquiry: j.students.ashas._id,
      enqNo: j.students.ashas.enqNo,
      studentName: 'Meera Thomas',
      collegeName: 'Lakeside College',
      courseTitle: 'MSc Data Science',
      intakeMonth: 'January',
      intakeYear: 2031,
      stage: 'submitted',
      stageAt,
      assignedTo: j.asha.id,
      assignedToName: 'counsellor Tester',
      daysInStage: 3,
    });
    const fresh = cardsOf(await boardOf(j.asha.token)).find((c) => c._id === made.ashaSept);
    expect(fresh?.daysInStage).toBe(0);
  });

  it('shows the next deadline: the soonest still open, as the Due tab has them', async () => {
    const next = async (id: string) =>
      cardsOf(await boardOf(j.admin)).find((c) => c._id === id)?.nextDeadline;
    const patch = (id: string, body: object) =>
      j.call(j.admin, 'PATCH', `/applications/${id}`, body);
    expect(await next(made.ashaSept)).toEqual({ kind: 'applicationDeadline', date: '2031-06-30' });
    const due = await j.call(j.asha.token, 'GET', '/due?today=2031-06-25');
    expect(JSON.stringify(due.json())).toContain(`${made.ashaSept}:applicationDeadline`);
    expect(await next(made.ashaNursing)).toBeNull();
    // An offer: the intake's deadline no longer counts; the deposit is sooner than acceptance.
    const id = made.nobodys;
    await patch(id, { acceptanceDeadline: '2031-04-10', depositDueDate: '2031-04-01' });
    expect(await next(id)).toEqual({ kind: 'depositDue', date: '2031-04-01' });
    await patch(id, { depositPaidDate: '2031-03-01' });
    expect(await next(id)).toEqual({ kind: 'acceptanceDeadline', date: '2031-04-10' });
    const added = await j.call(j.admin, 'POST', `/applications/${id}/conditions`, {
      text: 'Final transcript',
      dueDate: '2031-03-15',
    });
    const condition = added.json<ApplicationDetail>().conditions[0]!._id;
    expect(await next(id)).toEqual({ kind: 'condition', date: '2031-03-15' });
    await j.call(j.admin, 'PATCH', `/applications/${id}/conditions/${condition}`, {
      satisfied: true,
    });
    expect(await next(id)).toEqual({ kind: 'acceptanceDeadline', date: '2031-04-10' });
    // Overdue stays shown until met.
    await patch(id, { acceptanceDeadline: '2020-01-01' });
    expect(await next(id)).toEqual({ kind: 'acceptanceDeadline', date: '2020-01-01' });
    // Accepted: acceptance and deposit are met; the visa appointment until decided.
    await patch(id, { visaAppointmentDate: '2031-07-01' });
    await j.call(j.admin, 'PATCH', `/applications/${id}/stage`, { stage: 'accepted' });
    expect(await next(id)).toEqual({ kind: 'visaAppointment', date: '2031-07-01' });
    await patch(id, { visaDecision: 'granted', visaDecisionDate: '2031-07-02' });
    expect(await next(id)).toBeNull();
    await patch(made.enrolled, {
      visaAppointmentDate: '2031-07-01',
      acceptanceDeadline: '2031-01-01',
    });
    expect(await next(made.enrolled)).toBeNull();
  });

  it("pages one column as the list pages that stage in the board's order", async () => {
    for (let i = 0; i < 4; i++) await open(j.admin, j.students.nobodys._id, {}, 'Preparing');
    const b = await boardOf(j.admin, 'stage=preparing&limit=3&page=2');
    expect(b.columns.map((c) => [c.stage, c.count, c.page])).toEqual([['preparing', 4, 2]]);
    const list = await j.call(
      j.admin,
      'GET',
      '/applications?stage=preparing&limit=3&page=2&sort=stageAt&order=desc',
    );
    expect(b.columns[0]!.cards.map((c) => c._id)).toEqual(list.json<List>().data.map((a) => a._id));
    expect(b.columns[0]!.cards).toHaveLength(1);
    const first = await boardOf(j.admin, 'limit=3');
    const column = first.columns.find((c) => c.stage === 'preparing')!;
    expect(column.cards.map((c) => c.stageAt)).toEqual(
      [...column.cards.map((c) => c.stageAt)].sort().reverse(),
    );
  });

  it('refuses bad input with 400', async () => {
    for (const q of ['limit=51', 'limit=0', 'page=0', 'stage=nowhere', 'stage=Bad-Key', 'owner=x'])
      expect((await j.call(j.admin, 'GET', `/applications/board?${q}`)).statusCode, q).toBe(400);
  });
});
