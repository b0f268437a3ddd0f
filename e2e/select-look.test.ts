import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launch, MOBILE, newPage, screenshot, signIn } from './browser';
import { chunkOf } from './cold-load-steps';
import { tokenOf } from './desk-steps';

// The inline select draws its value in the select's look until MUI's select is in: on the
// enquiry record, whose head sets its selects' height, nothing may move when the select comes.
const PART = 'apps/web/src/components/inline-select-part.tsx';
const NAMES = [/^Status of/, /^Counsellor for/];

/** Each select's outline (its combobox's parent) and its value's box, rounded to 0.1 px. */
async function boxes(page: Page) {
  const round = (n = 0) => Math.round(n * 10) / 10;
  const out = [];
  for (const name of NAMES) {
    const value = page.getByRole('combobox', { name });
    for (const el of [value.locator('..'), value]) {
      const b = await el.boundingBox();
      out.push([b?.x, b?.y, b?.width, b?.height].map(round));
    }
  }
  return out;
}

describe('the inline select while its code loads', () => {
  let browser: Browser;
  let id = '';

  beforeAll(async () => {
    browser = await launch();
    const page = await newPage(browser, DESKTOP);
    await signIn(page);
    const res = await page.request.post('/api/enquiries', {
      headers: { authorization: `Bearer ${await tokenOf(page)}` },
      data: {
        source: 'phone',
        category: 'Postgraduate',
        fName: 'Ira',
        lName: 'Look',
        mobile: '090305-75259',
      },
    });
    expect(res.status()).toBe(201);
    id = ((await res.json()) as { _id: string })._id;
    await page.context().close();
  });
  afterAll(() => browser?.close());

  it.each([
    ['1440×900', DESKTOP],
    ['375×812', MOBILE],
  ])(
    'keeps the enquiry record’s selects where they are when the select comes, at %s',
    async (_s, size) => {
      const page = await newPage(browser, size);
      await signIn(page);
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const file = chunkOf(PART).split('/').pop()!;
      await page.route(`**/assets/${file}`, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`/enquiries/${id}`);
      for (const name of NAMES) await page.getByRole('combobox', { name }).waitFor();
      // still the look: MUI's select is not on the page
      expect(await page.locator('.MuiSelect-select').count()).toBe(0);
      const look = await boxes(page);
      await screenshot(page, 'select-look-held');
      release();
      for (const name of NAMES)
        await page.getByRole('combobox', { name }).and(page.locator('.MuiSelect-select')).waitFor();
      expect(await boxes(page)).toEqual(look);
      await page.context().close();
    },
  );
});
