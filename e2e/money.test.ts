import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, DESKTOP, MOBILE, screenshot } from './browser';
import { launchWithCounsellor, seedCollege, seedStudent } from './applications-steps';
import { callApi } from './journey-seed';
import { sidewaysOverflow } from './desk-steps';
import { uniqueWord } from './search-palette-steps';

// Money in the currency's own minor unit: KWD's third decimal, shown and typed, on the record.
describe("the application record: amounts in their currency's own decimals", () => {
  const word = uniqueWord();
  let browser: Browser;
  let admin: Page;
  let application = '';

  beforeAll(async () => {
    const launched = await launchWithCounsellor(word);
    ({ browser, admin } = launched);
    const at = await seedCollege(admin, word);
    await callApi(admin, 'put', `/api/college/${at.college}/commission`, {
      ...{ type: 'percent', value: 10 },
    });
    const student = await seedStudent(admin, 'Noor', word, launched.counsellor.id);
    application = (
      await callApi(admin, 'post', '/api/applications', {
        ...{ enquiry: student, college: at.college, course: at.course._id, intake: at.intake },
        ...{ tuition: 1000.125, currency: 'KWD' },
      })
    )._id;
  });
  afterAll(() => browser?.close());

  it.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const)(
    '%s: a tenth of 1000.125 KWD reads KWD 100.013; the tuition takes fils',
    async (name, size) => {
      await admin.setViewportSize(size);
      await admin.goto(`/applications/${application}`);
      const commission = admin.getByRole('region', { name: 'Commission' });
      await commission.getByText('KWD 100.013').waitFor();
      const tuition = admin.getByRole('spinbutton', { name: 'First-year tuition' });
      expect(await tuition.getAttribute('step')).toBe('0.001');
      expect(await tuition.inputValue()).toBe('1000.125');
      await commission.scrollIntoViewIfNeeded();
      await screenshot(admin, `money-record-${name}`);
      expect(await sidewaysOverflow(admin)).toEqual([0]);
      expect(await axeViolations(admin)).toEqual([]);
    },
  );
});
