import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { tokenOf } from './desk-steps';
import { researchCourse } from './search-palette-steps';

/**
 * What the admin sets up before a student's journey, made through the API, and the
 * student's arrival through the public form. The e2e step files seed through these.
 */

type Method = 'post' | 'patch' | 'put';
/** Calls the API as the page's signed-in user, expecting `status`; the answer's body. */
export async function callApi<T = { _id: string }>(
  page: Page,
  method: Method,
  url: string,
  data: object,
  status = method === 'post' ? 201 : 200,
): Promise<T> {
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const res = await page.request[method](url, { headers, data });
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBe(status);
  return (await res.json()) as T;
}

/** A country named `<word>land`, counted in EUR; its id. */
export async function seedCountry(admin: Page, word: string, dialCode = '+99'): Promise<string> {
  const headers = { authorization: `Bearer ${await tokenOf(admin)}` };
  // Codes are unique and tests share a worker's database: a code taken by another test's
  // country (409) is retried with fresh letters rather than failing the test.
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const letters = attempt === 0 ? word.slice(0, 3) : randomLetters(3);
    const code = letters.toUpperCase();
    const res = await admin.request.post('/api/countries', {
      headers,
      data: { name: `${word}land`, code, isoCode: code, dialCode, currency: 'EUR' },
    });
    if (res.status() === 201) return ((await res.json()) as { _id: string })._id;
    expect(res.status(), `post /api/countries: ${await res.text()}`).toBe(409);
  }
  throw new Error(`no free country code for ${word}`);
}

function randomLetters(n: number): string {
  return Array.from({ length: n }, () =>
    String.fromCharCode(65 + Math.floor(Math.random() * 26)),
  ).join('');
}

type CollegeSpec = {
  /** the college's name */
  name: string;
  /** the research course's word ("MSc <word> Studies") */
  word: string;
  /** the course's title, when not the word's */
  title?: string;
  /** an open September intake that year (its deadline 30 June), when given */
  intakeYear?: number;
};

/** A college in `country` offering one international postgraduate course (and its intake). */
export async function seedCollegeIn(admin: Page, country: string, spec: CollegeSpec) {
  const course = await callApi<{ _id: string; title: string }>(admin, 'post', '/api/courses', {
    ...researchCourse(spec.word),
    ...(spec.title ? { title: spec.title } : {}),
  });
  const college = await callApi(admin, 'post', '/api/college', {
    ...{ name: spec.name, country, courses: [course._id] },
    ...{ category: ['Postgraduate'], status: 'popular' },
  });
  const year = spec.intakeYear;
  const intake = year
    ? await callApi(admin, 'post', '/api/intake', {
        ...{ college: college._id, intakeMonth: 'September', intakeYear: year },
        deadlineDate: `${year}-06-30`,
      })
    : null;
  return { college: college._id, collegeName: spec.name, course, intake: intake?._id ?? '' };
}

export type CatalogueCourse = {
  college: string;
  collegeName: string;
  course: string;
  title: string;
};

/**
 * A country (`<word>land`, counted in EUR) with two colleges, each offering one research course
 * with an open September intake next year and paying 10% of first-year tuition.
 */
export async function seedCatalogue(admin: Page, word: string) {
  const country = await seedCountry(admin, word, '+97');
  const intakeYear = new Date().getFullYear() + 1;
  const offered: CatalogueCourse[] = [];
  for (const [degree, kind] of [
    ['MSc', 'University'],
    ['MRes', 'Institute'],
  ] as const) {
    const title = `${degree} ${word} Studies`;
    const at = await seedCollegeIn(admin, country, {
      ...{ name: `${word} ${kind}`, word, title, intakeYear },
    });
    await callApi(admin, 'put', `/api/college/${at.college}/commission`, {
      type: 'percent',
      value: 10,
    });
    offered.push({
      college: at.college,
      collegeName: at.collegeName,
      course: at.course._id,
      title,
    });
  }
  return { countryName: `${word}land`, courses: offered, year: intakeYear };
}

export type Visitor = {
  fName: string;
  lName: string;
  campaign: string;
  country: string;
  course: string;
};

/**
 * The student fills in the agency's public form (no one signed in), from a page tagged with a
 * UTM campaign, asking for `course` in `country`. The receipt's enquiry number.
 */
export async function sendPublicForm(visitor: Page, v: Visitor): Promise<string> {
  const res = await visitor.request.post('/api/enquiries', {
    data: {
      ...{
        fName: v.fName,
        lName: v.lName,
        email: `${v.fName}.${v.lName}@example.com`.toLowerCase(),
      },
      ...{ mobile: `+91 95${String(Date.now()).slice(-8)}`, category: 'Postgraduate' },
      ...{ country: v.country, course: v.course, consent: true },
      pageUrl: `https://agency.example/study?utm_source=google&utm_campaign=${v.campaign}`,
      ...{ utmSource: 'google', utmMedium: 'cpc', utmCampaign: v.campaign },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { enqNo: string }).enqNo;
}

/** The admin gives the enquiry numbered `enqNo` to `owner`; its id. */
export async function assignEnquiry(admin: Page, enqNo: string, owner: string): Promise<string> {
  const res = await admin.request.get(`/api/enquiries?q=${enqNo}`, {
    headers: { authorization: `Bearer ${await tokenOf(admin)}` },
  });
  const found = ((await res.json()) as { enquiries: { _id: string }[] }).enquiries;
  expect(found).toHaveLength(1);
  const id = found[0]!._id;
  const data = { assignedTo: owner };
  const made = await callApi<{ assignedTo: string | null }>(
    admin,
    'put',
    `/api/enquiries/${id}`,
    data,
  );
  expect(made.assignedTo).toBe(owner);
  return id;
}
