import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { tokenOf } from './desk-steps';
import { researchCourse } from './search-palette-steps';

/** POSTs (or PATCHes) `data` as the page's user; the answer's body. */
async function send(page: Page, url: string, data: object, method: 'post' | 'patch' = 'post') {
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const res = await page.request[method](url, { headers, data });
  expect(res.status(), `${url}: ${await res.text()}`).toBe(method === 'post' ? 201 : 200);
  return (await res.json()) as { _id: string };
}

/**
 * An application of the counsellor's student (issue 22) with an offer whose acceptance deadline
 * is `date` (YYYY-MM-DD): a Due item of theirs. The admin makes the college (offering the course) it names.
 */
export async function applicationWithDeadline(
  admin: Page,
  counsellor: Page,
  enquiry: string,
  date: string,
  word: string,
): Promise<void> {
  const country = await send(admin, '/api/countries', {
    name: `${word}land`,
    code: word.slice(0, 2).toUpperCase(),
    isoCode: word.slice(0, 3).toUpperCase(),
    dialCode: '+99',
    currency: 'EUR',
  });
  const course = await send(admin, '/api/courses', researchCourse(word));
  const college = await send(admin, '/api/college', {
    name: `${word} University`,
    country: country._id,
    category: ['Postgraduate'],
    status: 'popular',
    courses: [course._id],
  });
  const app = await send(counsellor, '/api/applications', {
    enquiry,
    college: college._id,
    course: course._id,
  });
  await send(
    counsellor,
    `/api/applications/${app._id}`,
    { offerType: 'conditional', acceptanceDeadline: date },
    'patch',
  );
}
