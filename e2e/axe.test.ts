import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { axeViolations, launch, newPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

// Every "axe clean" in these tests rests on axeViolations finding what is wrong: here it must.
it('finds what is wrong, on a page checked twice (axe is loaded once per document)', async () => {
  const page = await newPage(browser);
  await page.goto('/api/health');
  await page.evaluate(() => {
    document.documentElement.lang = 'en';
    document.title = 'Checked';
    document.body.innerHTML = '<main><h1>Checked</h1><input type="text"></main>';
  });
  expect((await axeViolations(page)).map((v) => v.split(' ')[0])).toContain('label');
  await page.evaluate(() => {
    document.body.innerHTML = '<main><h1>Checked</h1><img src="data:,"></main>';
  });
  const ids = (await axeViolations(page)).map((v) => v.split(' ')[0]);
  expect(ids).toContain('image-alt');
  expect(ids).not.toContain('label');
  await page.context().close();
});
