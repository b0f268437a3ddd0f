import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, DESKTOP, MOBILE, screenshot, signInAt } from './browser';
import { INBOUND_DOMAIN, inboundDesk } from './inbound-desk';

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * Mail from someone no rule knows waits on the Unmatched list: an admin opens it, finds the
 * student by name and files it; it is on the student's timeline.
 */
describe('the Unmatched list', () => {
  const inbound = inboundDesk();

  /** A phone enquiry; its id. */
  async function student(fName: string) {
    const { token } = await inbound.adminToken();
    const made = await inbound.desk.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        ...{ source: 'phone', category: 'Postgraduate', fName, lName: 'Verma' },
        ...{ mobile: `+91 8${String(Date.now()).slice(-9)}`, email: `${fName}@school.example` },
      },
    });
    return made.json<{ _id: string }>()._id;
  }

  /** A mail from an address no enquiry has, to the agency's desk at the inbound domain. */
  const stranger = (from: string, subject: string) =>
    inbound.mail({
      from: { name: 'Dad of a student', address: from },
      to: `desk@${INBOUND_DOMAIN}`,
      subject,
      text: 'My daughter asked me to send her transcript. Who handles her file?',
      html: '<p>My daughter asked me to send her <b>transcript</b>.</p><p>Who handles her file?</p>',
    });

  for (const size of [DESKTOP, MOBILE])
    it(`opens an unknown sender's mail and files it on a student at ${size.width}`, async () => {
      const name = `Anika${size.width}`;
      const id = await student(name);
      const subject = `Transcript for ${name}`;
      await stranger(`parent${size.width}@home.example`, subject);
      const context = await inbound.context(size);
      const page = await context.newPage();
      page.setDefaultTimeout(30_000);
      await signInAt(page, '/inbox');
      const list = page.getByRole('list', { name: 'Unmatched mail' });
      const row = list.getByRole('button', { name: new RegExp(subject) });
      await row.waitFor();
      await screenshot(page, 'inbox-list');
      expect(await axeViolations(page)).toEqual([]);
      expect(await sideways(page)).toBe(0);

      await row.click();
      const dialog = page.getByRole('dialog', { name: subject });
      await dialog.getByRole('region', { name: 'Message' }).getByText('transcript').waitFor();
      await dialog.getByRole('combobox', { name: 'Enquiry' }).fill(name);
      await page.getByRole('option', { name: new RegExp(name) }).click();
      await screenshot(page, 'inbox-file');
      expect(await axeViolations(page)).toEqual([]);
      expect(await sideways(page)).toBe(0);
      await dialog.getByRole('button', { name: 'File on this enquiry' }).click();
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => row.count()).toBe(0);

      await page.goto(`/enquiries/${id}`);
      const timeline = page.getByRole('list', { name: 'Timeline, newest first' });
      await timeline.getByText(subject).scrollIntoViewIfNeeded();
      await screenshot(page, 'inbox-filed-timeline');
    });
});
