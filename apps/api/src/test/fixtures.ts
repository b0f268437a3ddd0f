import type { EnquiryPublicCreate } from '@studydesk/contract';
import { bearer, type TestApp } from './harness';

/** A valid public enquiry; n makes its name, e-mail and mobile unique. */
export const enquiryInput = (n: number): EnquiryPublicCreate => ({
  fName: `Asha${String(n).padStart(4, '0')}`,
  lName: 'Verma',
  email: `asha${n}@example.com`,
  mobile: `+91 98${String(n).padStart(8, '0')}`,
  category: 'Postgraduate',
  course: 'MSc Data Science',
  country: 'Canada',
  consent: true,
});

/** Posts a public enquiry and returns the stored record's id (looked up as staff). */
export async function createEnquiry(t: TestApp, admin: string, n: number): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/enquiries',
    payload: enquiryInput(n),
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  const { enqNo } = res.json<{ enqNo: string }>();
  const found = await t.app.inject({ url: `/api/enquiries?q=${enqNo}`, headers: bearer(admin) });
  return found.json<{ enquiries: { _id: string }[] }>().enquiries[0]!._id;
}

/** A call request from the public form; its id as staff find it by its (unique) e-mail. */
export async function createCallRequest(
  t: TestApp,
  token: string,
  who: { name: string; email: string },
): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { ...who, message: 'Call me' },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  const found = await t.app.inject({
    url: `/api/contact?q=${encodeURIComponent(who.email)}`,
    headers: bearer(token),
  });
  return found.json<{ data: { _id: string }[] }>().data[0]!._id;
}

/** Letters standing for n (AAA, AAB …), for codes that must be unique letters. */
export const letters = (n: number, length: number) =>
  Array.from({ length }, (_, i) =>
    String.fromCharCode(65 + (Math.floor(n / 26 ** (length - 1 - i)) % 26)),
  ).join('');

export const countryInput = (n: number) => ({
  name: `Country ${String(n).padStart(3, '0')}`,
  code: letters(n, 2),
  isoCode: letters(n, 3),
  dialCode: `+${n + 1}`,
  currency: 'EUR',
});

export const courseInput = (n: number) => ({
  title: `MSc Data Science ${String(n).padStart(3, '0')}`,
  shortDesc: 'Statistics, machine learning and a research project',
  duration: '1 year',
  level: 'Postgraduate',
  fees: 18_500,
  currency: 'GBP',
  mode: 'offline',
  domestic: n % 2 === 0,
  syllabus: ['Statistics', 'Machine learning'],
  prerequisites: ['A bachelor degree'],
  tags: ['data', 'ai'],
  visible: true,
});

/** Posts a record as the given user and returns its id. */
export async function createRecord(t: TestApp, token: string, url: string, body: object) {
  const res = await t.app.inject({ method: 'POST', url, payload: body, headers: bearer(token) });
  if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json<{ _id: string }>()._id;
}

export type CollegeCtx = { country: string; course: string };

/** A country and a course for colleges to point at. */
export async function collegeRefs(t: TestApp, admin: string, n = 900): Promise<CollegeCtx> {
  return {
    country: await createRecord(t, admin, '/api/countries', countryInput(n)),
    course: await createRecord(t, admin, '/api/courses', courseInput(n)),
  };
}

export const collegeInput = (n: number, ctx: CollegeCtx) => ({
  name: `Lakeside College ${String(n).padStart(3, '0')}`,
  email: `admissions${n}@lakeside.example`,
  phone: '+1 416 555 0100',
  address: '1 Harbour Road, Toronto',
  website: 'https://lakeside.example',
  country: ctx.country,
  courses: [ctx.course],
  category: ['Graduate', 'Postgraduate'],
  status: 'popular',
  facilities: ['Library', 'Hostel'],
  services: ['Visa guidance'],
  visible: true,
});

/** A staff-logged enquiry (a phone call): no consent, no e-mail, a source. */
export const staffEnquiryInput = (fields: Record<string, unknown> = {}) => ({
  fName: 'Varun',
  lName: 'Thomas',
  mobile: '+91 98661 25640',
  category: 'Graduate',
  source: 'phone',
  ...fields,
});

/** Posts as staff; returns the response (201 with the whole record when it worked). */
export const postStaffEnquiry = (t: TestApp, token: string, body: object) =>
  t.app.inject({ method: 'POST', url: '/api/enquiries', payload: body, headers: bearer(token) });

/** Signs in and returns a new session's bearer token. */
export async function signIn(t: TestApp, email: string, password: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`login: ${res.statusCode} ${res.body}`);
  return res.json<{ token: string }>().token;
}
