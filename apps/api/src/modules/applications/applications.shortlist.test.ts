import { describe, expect, it } from 'vitest';
import type { ShortlistItem } from '@studydesk/contract';
import type { TestApp } from '../../test/harness';
import { courseInput, createRecord } from '../../test/fixtures';
import { withJourney, type Journey } from './applications.fixtures';

describe("a student's suggested courses", () => {
  let t: TestApp;
  let j: Journey;
  withJourney((m) => ({ t, j } = m));
  const suggested = async (enquiry: string, today = '2031-01-15') => {
    const res = await j.call(j.asha.token, 'GET', `/enquiries/${enquiry}/shortlist?today=${today}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: ShortlistItem[] }>().data;
  };

  it("offers the courses of colleges in the student's country, best fit first", async () => {
    const items = await suggested(j.students.ashas._id);
    expect(items.map((i) => [i.collegeName, i.courseTitle])).toEqual([
      ['Lakeside College', 'MSc Data Science'],
      ['Lakeside College', 'BSc Nursing'],
    ]);
    expect(items[0]!.score).toBeGreaterThan(items[1]!.score);
    expect(items[0]).toMatchObject({
      countryName: 'Canada',
      level: 'Postgraduate',
      applicationId: null,
    });
  });

  it('says why each is suggested, and the phase of an application already made', async () => {
    const before = await suggested(j.students.ashas._id);
    expect(before.map((i) => [i.courseTitle, i.reason, i.applicationPhase])).toEqual([
      [
        'MSc Data Science',
        "Matches 'data science' · Postgraduate · Canada · deadline in 75 days",
        null,
      ],
      ['BSc Nursing', 'Canada · deadline in 75 days', null],
    ]);
    const opened = await j.apply(j.asha.token, j.students.ashas._id, { course: j.courses.nursing });
    const id = opened.json<{ _id: string }>()._id;
    const after = await suggested(j.students.ashas._id);
    expect(after.find((i) => i.course === j.courses.nursing)).toMatchObject({
      applied: true,
      applicationPhase: 'shortlist',
    });
    await j.call(j.asha.token, 'PATCH', `/applications/${id}/stage`, { stage: 'Submitted' });
    const moved = await suggested(j.students.ashas._id);
    expect(moved.find((i) => i.course === j.courses.nursing)?.applicationPhase).toBe('applied');
    expect((await j.call(j.asha.token, 'DELETE', `/applications/${id}`)).statusCode).toBe(200);
  });

  it('never suggests closed, hidden or past-deadline intakes; open ones soonest first', async () => {
    const [first] = await suggested(j.students.ashas._id);
    expect(first!.intakes.map((i) => i._id)).toEqual([j.intakes.january, j.intakes.september]);
    const later = await suggested(j.students.ashas._id, '2031-04-01');
    expect(later[0]!.intakes.map((i) => i._id)).toEqual([j.intakes.september]);
    expect(await suggested(j.students.ashas._id, '2031-07-01')).toEqual([]);
  });

  it('keeps an intake on its deadline day, never the day after; a hidden college never', async () => {
    const onTheDay = await suggested(j.students.ashas._id, '2031-03-31');
    expect(onTheDay[0]!.intakes.map((i) => i._id)).toEqual([
      j.intakes.january,
      j.intakes.september,
    ]);
    const hide = (visible: boolean) =>
      j.call(j.admin, 'PUT', `/college/${j.colleges.harbour}`, { visible });
    expect((await hide(false)).statusCode).toBe(200);
    const items = await suggested(j.students.nobodys._id);
    expect(items.map((i) => i.college)).not.toContain(j.colleges.harbour);
    expect((await hide(true)).statusCode).toBe(200);
    expect((await suggested(j.students.nobodys._id)).map((i) => i.college)).toContain(
      j.colleges.harbour,
    );
  });

  it('suggests from every country when the student named none, hidden courses never', async () => {
    const items = await suggested(j.students.nobodys._id);
    expect(items.map((i) => `${i.collegeName}: ${i.courseTitle}`).sort()).toEqual([
      'Harbour University: MSc Data Science',
      'Lakeside College: BSc Nursing',
      'Lakeside College: MSc Data Science',
    ]);
  });

  it('marks a course already applied for', async () => {
    const res = await j.apply(j.asha.token, j.students.ashas._id, { course: j.courses.nursing });
    const id = res.json<{ _id: string }>()._id;
    const items = await suggested(j.students.ashas._id);
    expect(items.find((i) => i.course === j.courses.nursing)).toMatchObject({
      applied: true,
      applicationId: id,
    });
    expect(items.find((i) => i.course === j.courses.dataScience)).toMatchObject({
      applied: false,
      applicationId: null,
    });
    // Another counsellor sees that it is applied for, not which application it is.
    const theirs = await j.call(
      j.ravi.token,
      'GET',
      `/enquiries/${j.students.ashas._id}/shortlist?today=2031-01-15`,
    );
    const seen = theirs.json<{ data: ShortlistItem[] }>().data;
    expect(seen.find((i) => i.course === j.courses.nursing)).toMatchObject({
      applied: true,
      applicationId: null,
    });
    const gone = await j.call(j.admin, 'GET', `/enquiries/${'0'.repeat(24)}/shortlist`);
    expect(gone.statusCode).toBe(404);
  });

  it('ranks the title the student named first, then other words it shares, then its level', async () => {
    const post = (url: string, body: object) => createRecord(t, j.admin, `/api${url}`, body);
    const course = (title: string, level: string) =>
      post('/courses', { ...courseInput(9), title, level, tags: [] });
    const ids = {
      exact: await course('Data Science', 'Graduate'),
      partial: await course('Data Analytics', 'Postgraduate'),
      level: await course('Fine Art', 'Postgraduate'),
    };
    const id = await post('/college', {
      name: 'Ranking College',
      country: j.canada,
      courses: Object.values(ids),
      category: ['Graduate'],
      visible: true,
    });
    await post('/intake', {
      college: id,
      intakeMonth: 'May',
      intakeYear: 2031,
      deadlineDate: '2031-04-01',
    });
    // Meera asked for "Data Science", category Postgraduate.
    const mine = (await suggested(j.students.ashas._id)).filter((i) => i.college === id);
    expect(mine.map((i) => i.course)).toEqual([ids.exact, ids.partial, ids.level]);
    expect(mine.map((i) => i.score)).toEqual([100, 55, 25]);
  });
});
