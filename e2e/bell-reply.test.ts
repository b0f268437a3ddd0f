import { describe, expect, it } from 'vitest';
import { replyTokenFor } from '../apps/api/src/modules/inbox/reply-tokens';
import { axeViolations, DESKTOP, MOBILE, screenshot, signIn } from './browser';
import { INBOUND_DOMAIN, inboundDesk } from './inbound-desk';

/**
 * A student answers their counsellor's mail: the reply comes in over SMTP, is filed on the
 * enquiry, and the owner's bell says "Reply from …", after a reload too, and leads to the record.
 */
describe('the bell tells the owner a student replied', () => {
  const inbound = inboundDesk();

  /** A phone enquiry of the admin's own; its id and a reply address of it. */
  async function ownStudent(fName: string) {
    const { token: session, user } = await inbound.adminToken();
    const made = await inbound.desk.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      headers: { authorization: `Bearer ${session}` },
      payload: {
        ...{ source: 'phone', category: 'Postgraduate', fName, lName: 'Sharma' },
        ...{ mobile: `+91 9${String(Date.now()).slice(-9)}`, assignedTo: user._id },
      },
    });
    const id = made.json<{ _id: string }>()._id;
    const token = await replyTokenFor(inbound.desk.app.dbHandle.db, id);
    return { id, to: `reply+${token}@${INBOUND_DOMAIN}` };
  }

  const reply = (to: string, name: string) =>
    inbound.mail({
      from: { name, address: `${name.toLowerCase()}@e2e.test` },
      to,
      subject: 'Re: Your documents',
      text: 'Here they are',
    });

  for (const size of [DESKTOP, MOBILE])
    it(`shows "Reply from …" and opens the record at ${size.width}`, async () => {
      const name = `Priya${size.width}`;
      const student = await ownStudent(name);
      const context = await inbound.context(size);
      const page = await context.newPage();
      page.setDefaultTimeout(30_000);
      await signIn(page);
      const bell = page.getByRole('button', { name: /^notifications/ });
      const before = await bell.getAttribute('aria-label');

      await reply(student.to, name);
      // the live event raised the count by one
      await expect.poll(() => bell.getAttribute('aria-label')).not.toBe(before);
      await bell.click();
      const popup = page.getByRole('dialog', { name: 'Notifications' });
      const line = popup.getByText(`Reply from ${name}`);
      await line.waitFor();
      await screenshot(page, 'bell-reply');
      expect(await axeViolations(page)).toEqual([]);

      // kept on the server: a reload still shows it, unread, and it leads to the record
      await page.reload();
      await bell.click();
      const kept = page
        .getByRole('dialog', { name: 'Notifications' })
        .getByText(`Reply from ${name}`);
      await kept.waitFor();
      await screenshot(page, 'bell-reply-reloaded');
      await kept.click();
      await page.waitForURL(`**/enquiries?focus=${student.id}`);
    });
});
