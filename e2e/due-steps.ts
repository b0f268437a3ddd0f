import type { Page } from 'playwright-core';
import { callApi, seedCollegeIn, seedCountry } from './journey-seed';

/**
 * An application of the counsellor's student with an offer whose acceptance deadline
 * is `date` (YYYY-MM-DD): a Due item of theirs. The admin makes the college (offering the course) it names.
 */
export async function applicationWithDeadline(
  admin: Page,
  counsellor: Page,
  enquiry: string,
  date: string,
  word: string,
): Promise<void> {
  const country = await seedCountry(admin, word);
  const at = await seedCollegeIn(admin, country, { name: `${word} University`, word });
  const app = await callApi(counsellor, 'post', '/api/applications', {
    ...{ enquiry, college: at.college, course: at.course._id },
  });
  await callApi(counsellor, 'patch', `/api/applications/${app._id}`, {
    ...{ offerType: 'conditional', acceptanceDeadline: date },
  });
}
