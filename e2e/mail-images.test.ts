import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { png } from '../apps/api/src/test/images';
import { axeViolations, DESKTOP, MOBILE, screenshot, signedIn } from './browser';
import { INBOUND_DOMAIN, inboundDesk } from './inbound-desk';

const IMAGE = 'https://images.sender.example/banner.png';
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * A remote image in a received mail: nothing is asked of its server until "Show images", and
 * then the image loads (the staff CSP lets https images through; the sanitiser parks them).
 */
describe('remote images in a received mail', () => {
  const inbound = inboundDesk();
  const send = (subject: string) =>
    inbound.mail({
      from: { name: 'A newsletter', address: 'news@sender.example' },
      to: `desk@${INBOUND_DOMAIN}`,
      subject,
      text: 'Our open day is on Saturday.',
      html: `<p>Our open day is on Saturday.</p><img src="${IMAGE}" alt="Open day banner">`,
    });

  for (const size of [DESKTOP, MOBILE])
    it(`asks for the image only after the click, and shows it, at ${size.width}`, async () => {
      const subject = `Open day ${size.width}`;
      await send(subject);
      const context = await inbound.context(size);
      // the sender's server, played by the browser's network layer: it counts what reaches it
      const asked: string[] = [];
      const banner = await png(120, 40);
      await context.route('https://images.sender.example/**', async (route) => {
        asked.push(route.request().url());
        await route.fulfill({ status: 200, contentType: 'image/png', body: banner });
      });
      const page = await context.newPage();
      page.setDefaultTimeout(30_000);
      await signedIn(page);
      await page.goto('/inbox');
      await page
        .getByRole('list', { name: 'Unmatched mail' })
        .getByRole('button', { name: new RegExp(subject) })
        .click();
      const dialog = page.getByRole('dialog', { name: subject });
      const message = dialog.getByRole('region', { name: 'Message' });
      await message.getByText('Our open day is on Saturday.').waitFor();
      const show = dialog.getByRole('button', { name: 'Show images' });
      await show.waitFor();
      expect(asked).toEqual([]);
      await screenshot(page, 'mail-images-hidden');

      await show.click();
      const img = message.locator('img');
      await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBe(120);
      expect(asked).toEqual([IMAGE]);
      await screenshot(page, 'mail-images-shown');
      expect(await axeViolations(page)).toEqual([]);
      expect(await sideways(page)).toBe(0);
    });
});
