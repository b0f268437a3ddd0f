import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  DESKTOP,
  launch,
  MOBILE,
  newPage,
  screenshot,
  signIn,
  signedIn,
} from './browser';
import { sidewaysOverflow } from './desk-steps';
import { funnelFigure, funnelRow, openFunnelFigure, seedCampaign } from './funnel-steps';
import { uniqueWord } from './search-palette-steps';

const word = uniqueWord();
const campaign = `spring-${word.toLowerCase()}`;

describe('the funnel, end to end', () => {
  let browser: Browser;
  let admin: Page;
  beforeAll(async () => {
    browser = await launch();
    admin = await newPage(browser, DESKTOP);
    await signedIn(admin);
    await seedCampaign(admin, campaign, word);
  });
  afterAll(() => browser?.close());

  it('shows the campaign’s enrolment, and its figure opens exactly those enquiries', async () => {
    expect(await funnelFigure(admin, campaign, 'enquiries')).toBe(2);
    expect(await funnelFigure(admin, campaign, 'enrolled')).toBe(1);
    // each figure with its conversion in words under it (the first step has none)
    const row = funnelRow(admin, campaign);
    const words = (rate: string) => `${rate}\nof the step before`;
    expect(await row.getByRole('cell').allInnerTexts()).toEqual([
      '2',
      ...['2', '2', '1', '1', '1', '1'].map((n, i) => `${n}\n${words(i === 2 ? '50%' : '100%')}`),
    ]);
    await screenshot(admin, 'funnel-dashboard');
    expect(await axeViolations(admin)).toEqual([]);

    const { figure, listed } = await openFunnelFigure(admin, campaign, 'enrolled');
    expect({ figure, listed }).toEqual({ figure: 1, listed: 1 });
    for (const chip of [`Campaign: ${campaign}`, 'Reached: Enrolled'])
      await admin.getByText(chip, { exact: true }).waitFor();
    await admin.getByRole('row').filter({ hasText: `Funnel0` }).first().waitFor();
    expect(await admin.getByRole('row').filter({ hasText: 'Funnel1' }).count()).toBe(0);
    await screenshot(admin, 'funnel-list');
    expect(await axeViolations(admin)).toEqual([]);
  });

  it('every figure of the campaign’s row lists as many enquiries as it shows', async () => {
    const want = { enquiries: 2, contacted: 2, applied: 2, offer: 1, accepted: 1, visa: 1 };
    for (const [step, n] of Object.entries(want))
      expect(await openFunnelFigure(admin, campaign, step), step).toEqual({ figure: n, listed: n });
  });

  it('reads on a phone: the table scrolls inside its section, nothing cut, axe clean', async () => {
    const phone = await newPage(browser, MOBILE);
    await signIn(phone);
    expect(await funnelFigure(phone, campaign, 'enquiries')).toBe(2);
    await screenshot(phone, 'funnel-dashboard');
    expect(await sidewaysOverflow(phone)).toEqual([0]);
    expect(await axeViolations(phone)).toEqual([]);
    // the last column scrolls into view within the table's own box
    await phone
      .getByRole('link', { name: `Campaign ${campaign}, enrolled: 1` })
      .scrollIntoViewIfNeeded();
    await screenshot(phone, 'funnel-dashboard-scrolled');
    const { listed } = await openFunnelFigure(phone, campaign, 'enrolled');
    expect(listed).toBe(1);
    await phone.getByText('Reached: Enrolled', { exact: true }).waitFor();
    await screenshot(phone, 'funnel-list');
    expect(await axeViolations(phone)).toEqual([]);
  });
});
