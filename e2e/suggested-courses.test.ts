import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE } from './browser';
import { addSuggestedCourse, seedShortlistStudent } from './application-steps';
import { launchWithCounsellor, seedCollege, signedIn, type Who } from './applications-steps';
import { settled } from './journey-steps';
import { uniqueWord } from './search-palette-steps';

// A student's suggested courses say why each is suggested, and an added one its phase.
describe.each([
  ['1440×900', DESKTOP],
  ['375×812', MOBILE],
])('suggested courses at %s', (_size, viewport) => {
  const word = uniqueWord();
  let browser: Browser;
  let counsellor: Who;
  let enquiry = '';
  let course = '';
  let college = '';

  beforeAll(async () => {
    const launched = await launchWithCounsellor(word);
    ({ browser, counsellor } = launched);
    const at = await seedCollege(launched.admin, word);
    ({ title: course } = at.course);
    college = `${word} University`;
    const to = { ...at, countryName: `${word}land` };
    enquiry = await seedShortlistStudent(launched.admin, 'Leela', word, counsellor.id, to);
    await launched.admin.context().close();
  });
  afterAll(() => browser?.close());

  it('says why a course is suggested, and Shortlisted once added', async () => {
    const page = await signedIn(browser, counsellor, viewport);
    await page.goto(`/enquiries/${enquiry}`);
    const suggested = page.getByRole('region', { name: 'Suggested courses' });
    const why = new RegExp(
      `^Matches '${course.toLowerCase()}' · Postgraduate · ${word}land · deadline in \\d+ days$`,
    );
    await suggested.getByText(why).waitFor();
    await settled(page, 'suggested-why');
    await addSuggestedCourse(page, course, college);
    const item = suggested.getByRole('listitem').filter({ hasText: course });
    await item.getByText('Shortlisted', { exact: true }).waitFor();
    expect(await item.getByText('Applied', { exact: true }).count()).toBe(0);
    await settled(page, 'suggested-shortlisted');
    await page.context().close();
  });
});
