import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launch, MOBILE, newPage, screenshot, signIn, signedIn } from './browser';
import {
  action,
  authHeaders,
  chooseRef,
  expectThumbnail,
  fillIn,
  LISTS,
  monthsAhead,
  openAdd,
  openList,
  pickImage,
  png,
  reviewList,
  rowOf,
  save,
} from './catalogue-steps';
import { openRowMenu } from './row-menu-steps';

const COUNTRY = 'New Zealand';
const PLACE = 'Canterbury';
const COURSE = 'MSc Marine Biology';
const COLLEGE = 'Lincoln Harbour College';
const POST = 'Studying by the sea';
const ITEM = 'Harbour campus open day';

describe('catalogue: countries, places, courses, colleges, intakes, blog and gallery', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launch();
    page = await newPage(browser, DESKTOP);
    await signedIn(page);
  });
  afterAll(() => browser?.close());

  it('creates a country with a flag and a place in it', async () => {
    await openList(page, LISTS.countries);
    const country = await openAdd(page, 'country');
    const nz = { Name: COUNTRY, Code: 'NZ', 'ISO code': 'NZL', 'Dial code': '+64' };
    await fillIn(country, { ...nz, Currency: 'NZD' });
    await pickImage(country, 'Flag', await png('nz-flag', '#012169'));
    await screenshot(page, 'add-country');
    await save(country);
    await expectThumbnail(await rowOf(page, LISTS.countries, COUNTRY));
    await reviewList(page, LISTS.countries);

    await openList(page, LISTS.places);
    const place = await openAdd(page, 'place');
    await chooseRef(page, place, /^Country/, COUNTRY);
    await fillIn(place, { Name: PLACE });
    await save(place);
    const row = await rowOf(page, LISTS.places, PLACE);
    expect(await row.textContent()).toContain(COUNTRY);
    await reviewList(page, LISTS.places);
  });

  it('creates an international course and a college that offers it', async () => {
    await openList(page, LISTS.courses, '?domestic=false');
    const tab = page.getByRole('tab', { name: 'International' });
    expect(await tab.getAttribute('aria-selected')).toBe('true');
    const course = await openAdd(page, 'course');
    await fillIn(course, { Title: COURSE, Duration: '2 years' });
    expect(await course.getByRole('switch', { name: 'Domestic' }).isChecked()).toBe(false);
    await pickImage(course, 'Image', await png('course', '#2a7'));
    await save(course);
    await expectThumbnail(await rowOf(page, LISTS.courses, COURSE));
    await reviewList(page, LISTS.courses);
    await page.getByRole('tab', { name: 'Domestic' }).click();
    await page.getByText('No domestic courses yet').waitFor();

    await openList(page, LISTS.colleges);
    const college = await openAdd(page, 'college');
    await fillIn(college, { Name: COLLEGE });
    await chooseRef(page, college, /^Country/, COUNTRY);
    await chooseRef(page, college, /^Place/, `${PLACE} (${COUNTRY})`);
    await chooseRef(page, college, /^Courses/, COURSE);
    await chooseRef(page, college, /^Category/, 'Postgraduate');
    await college
      .getByRole('textbox', { name: 'Website', exact: true })
      .fill('https://lincoln-harbour.example.nz');
    await pickImage(college, 'Image', await png('college', '#a52'));
    await screenshot(page, 'add-college');
    await save(college);
    const row = await rowOf(page, LISTS.colleges, COLLEGE);
    await expectThumbnail(row);
    expect(await row.textContent()).toContain(PLACE);
    await reviewList(page, LISTS.colleges);
  });

  it('creates an intake for that college', async () => {
    await openList(page, LISTS.intakes);
    const intake = await openAdd(page, 'intake');
    await chooseRef(page, intake, /^College/, COLLEGE);
    const year = new Date().getFullYear() + 1;
    await intake.getByRole('spinbutton', { name: /^Intake year/ }).fill(String(year));
    await intake.getByRole('textbox', { name: /^Deadline date/ }).fill(monthsAhead(3));
    await save(intake);
    const row = await rowOf(page, LISTS.intakes, COLLEGE);
    expect(await row.textContent()).toContain(`September ${year}`);
    await reviewList(page, LISTS.intakes);
  });

  it('creates a blog post with an image and a gallery item', async () => {
    await openList(page, LISTS.blog);
    const post = await openAdd(page, 'blog post');
    await fillIn(post, { Title: POST, 'Short description': 'Why Canterbury' });
    await pickImage(post, 'Image', await png('post', '#36c'));
    await save(post);
    await expectThumbnail(await rowOf(page, LISTS.blog, POST));
    await reviewList(page, LISTS.blog);

    await openList(page, LISTS.gallery);
    const item = await openAdd(page, 'gallery item');
    await fillIn(item, { Title: ITEM, From: COLLEGE });
    await pickImage(item, 'Image', await png('gallery', '#c93'));
    await save(item);
    await expectThumbnail(await rowOf(page, LISTS.gallery, ITEM));
    await reviewList(page, LISTS.gallery);
  });

  it('does not let India be deleted, on the page or through the API', async () => {
    const headers = await authHeaders(page);
    const india = { name: 'India', code: 'IN', isoCode: 'IND', dialCode: '+91', currency: 'INR' };
    const created = await page.request.post('/api/countries', { headers, data: india });
    expect(created.status()).toBe(201);
    const { _id: id } = (await created.json()) as { _id: string };

    await openList(page, LISTS.countries);
    const row = await rowOf(page, LISTS.countries, 'India');
    expect(await action(row, 'Edit India').isEnabled()).toBe(true);
    const menu = await openRowMenu(page, 'India');
    expect(await action(menu, 'Cannot delete India').isDisabled()).toBe(true);
    expect(await action(menu, 'Delete India').count()).toBe(0);
    await screenshot(page, 'countries-india');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    await rowOf(page, LISTS.countries, COUNTRY);
    const other = await openRowMenu(page, COUNTRY);
    expect(await action(other, `Delete ${COUNTRY}`).isEnabled()).toBe(true);
    await page.keyboard.press('Escape');

    const refused = await page.request.delete(`/api/countries/${id}`, { headers });
    expect(refused.status()).toBe(409);
    expect(await refused.json()).toMatchObject({ message: 'Cannot delete India' });
    await openList(page, LISTS.countries);
    await rowOf(page, LISTS.countries, 'India');
  });

  it('shows every list with its thumbnails on a phone', async () => {
    const phone = await newPage(browser, MOBILE);
    await signIn(phone);
    const shown = [
      [LISTS.countries, COUNTRY, true],
      [LISTS.places, PLACE, false],
      [LISTS.courses, COURSE, true],
      [LISTS.colleges, COLLEGE, true],
      [LISTS.intakes, COLLEGE, false],
      [LISTS.blog, POST, true],
      [LISTS.gallery, ITEM, true],
    ] as const;
    for (const [list, name, thumb] of shown) {
      await openList(phone, list, list === LISTS.courses ? '?domestic=false' : '');
      const row = await rowOf(phone, list, name);
      if (thumb) await expectThumbnail(row);
      await reviewList(phone, list, false);
    }
    await phone.context().close();
  });
});
