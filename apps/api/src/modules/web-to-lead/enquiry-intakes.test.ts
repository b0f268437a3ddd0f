import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnquiryIntake } from '@studydesk/contract';
import { followUpDate } from '../enquiries/enquiries.intakes';
import { addDays } from '../dashboard/calendar';
import { countryInput, courseInput, createRecord, postStaffEnquiry } from '../../test/fixtures';
import { bearer, createTestApp, type TestApp } from '../../test/harness';

const TODAY = '2026-03-15';

describe('followUpDate', () => {
  it('is 7 days before the deadline, tomorrow when nearer, never after the deadline', () => {
    expect(followUpDate('2026-04-15', TODAY)).toBe('2026-04-08');
    expect(followUpDate('2026-03-23', TODAY)).toBe('2026-03-16');
    expect(followUpDate('2026-03-20', TODAY)).toBe('2026-03-16');
    expect(followUpDate('2026-03-16', TODAY)).toBe('2026-03-16');
    expect(followUpDate('2026-03-15', TODAY)).toBe('2026-03-15');
  });
});

describe('intakes matching an enquiry’s interest', () => {
  let t: TestApp;
  let admin: string;
  const ids: Record<string, string> = {};

  /** Two countries, two courses, three colleges and their intakes, set up through the API. */
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    const post = (url: string, body: object) => createRecord(t, admin, url, body);
    const canada = await post('/api/countries', { ...countryInput(1), name: 'Canada' });
    const uk = await post('/api/countries', { ...countryInput(2), name: 'United Kingdom' });
    const msc = await post('/api/courses', { ...courseInput(1), title: 'MSc Data Science' });
    const mba = await post('/api/courses', { ...courseInput(2), title: 'MBA' });
    const college = (name: string, country: string, courses: string[]) =>
      post('/api/college', {
        name,
        country,
        courses,
        category: ['Postgraduate'],
        status: 'popular',
      });
    const lakeside = await college('Lakeside College', canada, [msc]);
    const maple = await college('Maple University', canada, [mba]);
    const thames = await college('Thames University', uk, [msc, mba]);
    const intake = (
      key: string,
      c: string,
      intakeMonth: string,
      year: number,
      days: number,
      extra = {},
    ) =>
      post('/api/intake', {
        college: c,
        intakeMonth,
        intakeYear: year,
        deadlineDate: addDays(TODAY, days),
        ...extra,
      }).then((id) => (ids[key] = id));
    await intake('lakeSep', lakeside, 'September', 2026, 40);
    await intake('lakeJan', lakeside, 'January', 2027, 3);
    await intake('lakePast', lakeside, 'September', 2025, -1);
    await intake('lakeClosed', lakeside, 'September', 2026, 60, { status: 'closed' });
    await intake('lakeHidden', lakeside, 'September', 2026, 60, { visible: false });
    await intake('mapleSep', maple, 'September', 2026, 20);
    await intake('thamesSep', thames, 'September', 2026, 0);
    await intake('thamesSep27', thames, 'September', 2027, 300);
  });
  afterAll(() => t.close());

  const enquiry = async (interest: Record<string, string>) => {
    const res = await postStaffEnquiry(t, admin, {
      fName: 'Ira',
      lName: 'Sen',
      mobile: '+91 98661 25640',
      category: 'Postgraduate',
      source: 'phone',
      ...interest,
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ _id: string }>()._id;
  };
  const intakesOf = async (id: string) => {
    const res = await t.app.inject({
      url: `/api/enquiries/${id}/intakes?today=${TODAY}`,
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ data: EnquiryIntake[] }>().data;
  };
  const keysOf = (list: EnquiryIntake[]) =>
    list.map((i) => Object.keys(ids).find((k) => ids[k] === i._id));

  it.each([
    [{ college: 'lakeside college' }, ['lakeJan', 'lakeSep']],
    [{ country: 'Canada' }, ['lakeJan', 'mapleSep', 'lakeSep']],
    [{ country: 'Canada', course: 'msc data science' }, ['lakeJan', 'lakeSep']],
    [{ course: 'MBA', preferredIntake: 'Sept 2026' }, ['thamesSep', 'mapleSep']],
    [{ course: 'MBA', preferredIntake: 'September' }, ['thamesSep', 'mapleSep', 'thamesSep27']],
    [{ country: 'United Kingdom', preferredIntake: 'Jan 2027' }, []],
    [{ country: 'Atlantis' }, []],
    [{ preferredIntake: 'September 2026' }, []],
  ])('%j lists %j, soonest deadline first', async (interest, expected) => {
    expect(keysOf(await intakesOf(await enquiry(interest)))).toEqual(expected);
  });

  it('says how many days are left and when to follow up', async () => {
    const list = await intakesOf(await enquiry({ country: 'Canada' }));
    expect(list.map((i) => [i.collegeName, i.deadlineDate, i.daysLeft, i.followUpDate])).toEqual([
      ['Lakeside College', addDays(TODAY, 3), 3, addDays(TODAY, 1)],
      ['Maple University', addDays(TODAY, 20), 20, addDays(TODAY, 13)],
      ['Lakeside College', addDays(TODAY, 40), 40, addDays(TODAY, 33)],
    ]);
  });

  it('the list filter ?intake= finds exactly the enquiries that list that intake', async () => {
    const made = [
      await enquiry({ college: 'Lakeside College' }),
      await enquiry({ country: 'canada', preferredIntake: 'Jan 2027' }),
      await enquiry({ course: 'MBA' }),
      await enquiry({ country: 'United Kingdom' }),
    ];
    for (const key of ['lakeJan', 'mapleSep', 'thamesSep27', 'lakeClosed']) {
      const res = await t.app.inject({
        url: `/api/enquiries?intake=${ids[key]}&limit=100`,
        headers: bearer(admin),
      });
      expect(res.statusCode).toBe(200);
      const listed = res.json<{ enquiries: { _id: string }[] }>().enquiries.map((e) => e._id);
      const open = key !== 'lakeClosed';
      const expected: string[] = [];
      for (const id of made) {
        const fits = (await intakesOf(id)).some((i) => i._id === ids[key]);
        if (fits || (!open && id === made[0])) expected.push(id);
      }
      expect(listed.filter((id) => made.includes(id)).sort()).toEqual(expected.sort());
    }
  });

  it('answers 404 for an unknown enquiry and 400 for a bad day or intake id', async () => {
    const get = (url: string) => t.app.inject({ url, headers: bearer(admin) });
    expect((await get('/api/enquiries/nope/intakes')).statusCode).toBe(404);
    const id = await enquiry({ country: 'Canada' });
    expect((await get(`/api/enquiries/${id}/intakes?today=15-03-2026`)).statusCode).toBe(400);
    expect((await get('/api/enquiries?intake=not%20an%20id')).statusCode).toBe(400);
    const editor = await t.tokenFor('editor');
    const res = await t.app.inject({
      url: `/api/enquiries/${id}/intakes`,
      headers: bearer(editor),
    });
    expect(res.statusCode).toBe(403);
  });
});
