import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, DESKTOP, MOBILE, screenshot } from './browser';
import { launchWithCounsellor, seedCollege, seedStudent } from './applications-steps';
import { sidewaysOverflow } from './desk-steps';
import { callApi } from './journey-seed';
import { uniqueWord } from './search-palette-steps';

// Money at risk this week, at the top of the admin's dashboard: a conditional offer whose
// deposit falls due in five days, with the tenth of its tuition it carries as commission.
describe('the dashboard: money at risk this week', () => {
  const word = uniqueWord();
  let browser: Browser;
  let admin: Page;
  let due = '';

  beforeAll(async () => {
    const launched = await launchWithCounsellor(word);
    ({ browser, admin } = launched);
    const at = await seedCollege(admin, word);
    await callApi(admin, 'put', `/api/college/${at.college}/commission`, {
      ...{ type: 'percent', value: 10 },
    });
    const student = await seedStudent(admin, 'Riya', word, launched.counsellor.id);
    const application = await callApi(admin, 'post', '/api/applications', {
      ...{ enquiry: student, college: at.college, course: at.course._id, intake: at.intake },
      ...{ tuition: 12000, currency: 'GBP' },
    });
    // five days from the browser's own today, as the card counts
    due = await admin.evaluate(() =>
      new Date(Date.now() + 5 * 86_400_000).toLocaleDateString('sv-SE'),
    );
    await callApi(admin, 'patch', `/api/applications/${application._id}`, {
      ...{ offerType: 'conditional', depositAmount: 2000, depositDueDate: due },
    });
  });
  afterAll(() => browser?.close());

  it.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const)(
    '%s: the card names the student, the deposit due and the commission',
    async (name, size) => {
      await admin.setViewportSize(size);
      await admin.goto('/dashboard');
      const card = admin.getByRole('region', { name: 'Money at risk this week' });
      const row = card.getByRole('listitem').filter({ hasText: `Riya ${word}` });
      await row.waitFor();
      const [y, m, d] = due.split('-');
      expect(await row.textContent()).toContain(`Deposit, due ${d}-${m}-${y}`);
      expect(await row.textContent()).toContain(`${word} University`);
      expect(await row.textContent()).toMatch(/£1,200\.00/);
      await admin.getByRole('region', { name: 'Figures' }).getByRole('link').first().waitFor();
      await screenshot(admin, `dashboard-money-at-risk-${name}`);
      expect(await sidewaysOverflow(admin)).toEqual([0]);
      expect(await axeViolations(admin)).toEqual([]);
      await row.getByRole('link').click();
      await admin.waitForURL(/\/enquiries\/[^/?]+$/);
    },
  );
});
