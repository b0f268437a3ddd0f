import { afterAll, beforeAll, expect } from 'vitest';
import type { ApplicationDetail, ApplicationStage } from '@studydesk/contract';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import {
  countryInput,
  courseInput,
  createRecord,
  postStaffEnquiry,
  signIn,
  staffEnquiryInput,
} from '../../test/fixtures';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
export type Person = { id: string; token: string };

/**
 * A small agency for the applications tests: two counsellors and an editor, a college in
 * Canada offering two courses and one elsewhere, intakes open, closed, hidden and past, and
 * students owned by each counsellor and by nobody.
 */
export async function journey(t: TestApp) {
  const admin = await t.tokenFor('admin');
  const person = async (role: 'counsellor' | 'editor'): Promise<Person> => {
    const u = await t.createUser(role);
    return { id: u.id, token: await signIn(t, u.email, u.password) };
  };
  const [asha, ravi, editor] = [
    await person('counsellor'),
    await person('counsellor'),
    await person('editor'),
  ];
  const post = (url: string, body: object) => createRecord(t, admin, url, body);
  const canada = await post('/api/countries', { ...countryInput(1), name: 'Canada' });
  const elsewhere = await post('/api/countries', countryInput(2));
  const course = (title: string, level: string, tags: string[]) =>
    post('/api/courses', { ...courseInput(1), title, level, tags });
  const dataScience = await course('MSc Data Science', 'Postgraduate', ['data']);
  const nursing = await course('BSc Nursing', 'Graduate', ['health']);
  const hiddenCourse = await post('/api/courses', { ...courseInput(3), visible: false });
  const college = (name: string, country: string, courses: string[]) =>
    post('/api/college', {
      name,
      country,
      courses,
      category: ['Graduate', 'Postgraduate'],
      status: 'popular',
      visible: true,
    });
  const lakeside = await college('Lakeside College', canada, [dataScience, nursing, hiddenCourse]);
  const harbour = await college('Harbour University', elsewhere, [dataScience]);
  const intake = (col: string, month: string, deadlineDate: string, more: object = {}) =>
    post('/api/intake', {
      college: col,
      intakeMonth: month,
      intakeYear: 2031,
      deadlineDate,
      ...more,
    });
  const intakes = {
    september: await intake(lakeside, 'September', '2031-06-30'),
    january: await intake(lakeside, 'January', '2031-03-31'),
    closed: await intake(lakeside, 'May', '2031-02-01', { status: 'closed' }),
    hidden: await intake(lakeside, 'July', '2031-02-02', { visible: false }),
    past: await intake(lakeside, 'February', '2030-01-01'),
    harbour: await intake(harbour, 'September', '2031-05-01'),
  };
  const call = (token: string, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: bearer(token), payload });
  let n = 0;
  const student = async (fName: string, assignedTo: string | null, more: object = {}) => {
    // Each its own phone: a repeat would take the first one's owner.
    const mobile = `+91 98661 2${String(++n).padStart(4, '0')}`;
    const body = staffEnquiryInput({ fName, assignedTo, mobile, ...more });
    const res = await postStaffEnquiry(t, admin, body);
    if (res.statusCode !== 201) throw new Error(res.body);
    const e = res.json<{ _id: string; enqNo: string }>();
    // Round-robin gives a counsellor a student left without one: nobody's is made so after.
    if (!assignedTo) await call(admin, 'PUT', `/enquiries/${e._id}`, { assignedTo: '' });
    return e;
  };
  const students = {
    ashas: await student('Meera', asha.id, {
      country: 'Canada',
      course: 'Data Science',
      category: 'Postgraduate',
    }),
    ravis: await student('Kiran', ravi.id),
    nobodys: await student('Tara', null),
  };
  return {
    admin,
    asha,
    ravi,
    editor,
    canada,
    elsewhere,
    courses: { dataScience, nursing, hiddenCourse },
    colleges: { lakeside, harbour },
    intakes,
    students,
    call,
    /** Opens an application as `token` for a student; the response. */
    apply: (token: string, enquiry: string, more: object = {}) =>
      call(token, 'POST', '/applications', {
        enquiry,
        college: lakeside,
        course: dataScience,
        ...more,
      }),
  };
}
export type Journey = Awaited<ReturnType<typeof journey>>;

/**
 * A freshly migrated app holding the journey for one describe block, closed after it: the
 * block keeps what it uses, `withJourney((m) => ({ t, j } = m))`.
 */
export function withJourney(keep: (made: { t: TestApp; j: Journey }) => void) {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp();
    keep({ t, j: await journey(t) });
  });
  afterAll(() => t?.close());
}

/** Opening, moving and listing stages as the stage tests do (the journey read when called). */
export function stageSteps(get: () => Journey) {
  const open = async (token?: string, enquiry?: string) => {
    const j = get();
    const res = await j.apply(token ?? j.asha.token, enquiry ?? j.students.ashas._id);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<ApplicationDetail>()._id;
  };
  const move = (id: string, body: object, token?: string) =>
    get().call(token ?? get().asha.token, 'PATCH', `/applications/${id}/stage`, body);
  const stages = async (q = '') =>
    (await get().call(get().admin, 'GET', `/application-stages${q}`)).json<{
      data: ApplicationStage[];
    }>().data;
  return { open, move, stages };
}
