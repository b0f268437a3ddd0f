import { describe, expect, it } from 'vitest';
import type { Application, ApplicationDetail } from '@studydesk/contract';
import type { TestApp } from '../../test/harness';
import { postStaffEnquiry, staffEnquiryInput } from '../../test/fixtures';
import { withJourney, type Journey } from './applications.fixtures';

type List = { data: Application[]; total: number };

describe('applications', () => {
  let t: TestApp;
  let j: Journey;
  withJourney((m) => ({ t, j } = m));
  const created = async (token: string, enquiry: string, more: object = {}) => {
    const res = await j.apply(token, enquiry, more);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<ApplicationDetail>();
  };
  const ids = (res: { json: <T>() => T }) => res.json<List>().data.map((a) => a._id);

  it('opens an application: shortlisted, owned as its student is, with its first stage recorded', async () => {
    const a = await created(j.asha.token, j.students.ashas._id, { intake: j.intakes.september });
    expect(a).toMatchObject({
      enquiry: j.students.ashas._id,
      enqNo: j.students.ashas.enqNo,
      studentName: 'Meera Thomas',
      collegeName: 'Lakeside College',
      courseTitle: 'MSc Data Science',
      intakeMonth: 'September',
      intakeYear: 2031,
      deadlineDate: '2031-06-30',
      stage: 'shortlisted',
      stageName: 'Shortlisted',
      phase: 'shortlist',
      assignedTo: j.asha.id,
      assignedToName: 'counsellor Tester',
      createdBy: j.asha.id,
      deletedAt: null,
    });
    expect(a.stageHistory).toMatchObject([{ from: null, to: 'shortlisted', by: j.asha.id }]);
    const got = await j.call(j.admin, 'GET', `/applications/${a._id}`);
    expect(got.json()).toEqual(a);
  });

  it('refuses a course the college does not offer, an intake of another college, unknown ids', async () => {
    const e = j.students.nobodys._id;
    const cases = [
      [{ course: j.courses.hiddenCourse, college: j.colleges.harbour }, 'course'],
      [{ intake: j.intakes.harbour }, 'intake'],
      [{ college: '0'.repeat(24) }, 'college'],
      [{ enquiry: '0'.repeat(24) }, 'enquiry'],
      [{ stage: 'Nowhere' }, 'stage'],
    ] as const;
    for (const [body, field] of cases) {
      const res = await j.apply(j.admin, e, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ fieldErrors: object }>().fieldErrors).toHaveProperty(field);
    }
  });

  it('edits with field history on the student timeline; clears the intake', async () => {
    const a = await created(j.admin, j.students.nobodys._id, {
      intake: j.intakes.january,
      tuition: null,
    });
    const res = await j.call(j.admin, 'PATCH', `/applications/${a._id}`, {
      tuition: 18500,
      currency: 'cad',
      intake: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ tuition: 18500, currency: 'CAD', intake: null });
    const timeline = await j.call(j.admin, 'GET', `/enquiries/${j.students.nobodys._id}/timeline`);
    const lines = timeline.json<{ data: { kind?: string; field?: string; recordId?: string }[] }>();
    const mine = lines.data.filter((l) => l.kind === 'application' && l.recordId === a._id);
    expect(mine.map((l) => l.field).sort()).toEqual(['currency', 'intake', 'tuition']);
    const refused = await j.call(j.admin, 'PATCH', `/applications/${a._id}`, {
      college: j.colleges.harbour,
      course: j.courses.nursing,
    });
    expect(refused.statusCode).toBe(400);
  });

  it('lists a page with its total and filters', async () => {
    const e = j.students.ravis._id;
    const a = await created(j.admin, e, { intake: j.intakes.september });
    const b = await created(j.admin, e, { course: j.courses.nursing });
    const c = await created(j.admin, e, { college: j.colleges.harbour, intake: j.intakes.harbour });
    await j.call(j.admin, 'PATCH', `/applications/${b._id}/stage`, { stage: 'Submitted' });
    const list = (q: string) => j.call(j.admin, 'GET', `/applications?enquiry=${e}&${q}`);
    expect((await list('')).json<List>().total).toBe(3);
    expect(ids(await list('limit=1&page=2&sort=createdAt&order=asc'))).toEqual([b._id]);
    expect(ids(await list('stage=submitted'))).toEqual([b._id]);
    expect(ids(await list('phase=applied'))).toEqual([b._id]);
    expect(ids(await list('phase=shortlist')).sort()).toEqual([a._id, c._id].sort());
    expect(ids(await list(`college=${j.colleges.harbour}`))).toEqual([c._id]);
    expect(ids(await list(`course=${j.courses.nursing}`))).toEqual([b._id]);
    expect(ids(await list(`country=${j.elsewhere}`))).toEqual([c._id]);
    expect(ids(await list('intakeMonth=September&intakeYear=2031')).sort()).toEqual(
      [a._id, c._id].sort(),
    );
    expect(ids(await list('intakeYear=2030'))).toEqual([]);
    const found = await j.call(j.admin, 'GET', `/applications?q=Kiran&limit=100`);
    expect(ids(found).sort()).toEqual([a._id, b._id, c._id].sort());
    const byNo = await j.call(j.admin, 'GET', `/applications?q=${j.students.ravis.enqNo}`);
    expect(byNo.json<List>().total).toBe(3);
    for (const bad of ['limit=101', 'phase=nope', 'owner=someone', 'intakeMonth=Smarch'])
      expect((await list(bad)).statusCode, bad).toBe(400);
  });

  it('owner filter: mine, unassigned, all (and me/none)', async () => {
    const mine = await created(j.asha.token, j.students.ashas._id);
    const loose = await created(j.asha.token, j.students.nobodys._id);
    const as = (q: string) => j.call(j.asha.token, 'GET', `/applications?limit=100&${q}`);
    for (const q of ['owner=mine', 'owner=me']) expect(ids(await as(q)), q).toContain(mine._id);
    for (const q of ['owner=unassigned', 'owner=none']) {
      expect(ids(await as(q)), q).toContain(loose._id);
      expect(ids(await as(q)), q).not.toContain(mine._id);
    }
    expect(ids(await as('owner=all'))).toEqual(expect.arrayContaining([mine._id, loose._id]));
  });

  it('a student lists their applications; deleting one hides it and restore brings it back', async () => {
    const e = j.students.nobodys._id;
    const a = await created(j.admin, e, { course: j.courses.nursing });
    const before = await j.call(j.admin, 'GET', `/enquiries/${e}/applications`);
    expect(ids(before)).toContain(a._id);
    const del = await j.call(j.admin, 'DELETE', `/applications/${a._id}`);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toMatchObject({ deletedAt: expect.any(String) });
    expect((await j.call(j.admin, 'GET', `/applications/${a._id}`)).statusCode).toBe(404);
    expect(ids(await j.call(j.admin, 'GET', `/enquiries/${e}/applications`))).not.toContain(a._id);
    expect((await j.call(j.admin, 'DELETE', `/applications/${a._id}`)).statusCode).toBe(404);
    const back = await j.call(j.admin, 'POST', `/applications/${a._id}/restore`);
    expect(back.json()).toMatchObject({ deletedAt: null });
    const unknown = await j.call(j.admin, 'GET', `/enquiries/${'0'.repeat(24)}/applications`);
    expect(unknown.statusCode).toBe(404);
  });

  it("moves a student's applications when their enquiry is merged into another", async () => {
    const person = async (fName: string, mobile: string) =>
      (await postStaffEnquiry(t, j.admin, staffEnquiryInput({ fName, mobile }))).json<{
        _id: string;
      }>()._id;
    const kept = await person('Nila', '+91 98661 30001');
    const other = await person('Nila', '+91 98661 30002');
    const a = await created(j.admin, other);
    const res = await j.call(j.admin, 'POST', `/enquiries/${kept}/merge`, { other });
    expect(res.statusCode, res.body).toBe(200);
    expect((await j.call(j.admin, 'GET', `/applications/${a._id}`)).json()).toMatchObject({
      enquiry: kept,
    });
    expect(ids(await j.call(j.admin, 'GET', `/enquiries/${kept}/applications`))).toEqual([a._id]);
  });
});
