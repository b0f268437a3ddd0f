import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { figure } from './team-steps';

/** The signed-in user's token and id, as the page stored them. */
async function me(page: Page): Promise<{ authorization: string; id: string }> {
  const { token, user } = await page.evaluate(() => ({
    token: localStorage.getItem('adminToken') ?? '',
    user: localStorage.getItem('adminUser') ?? '{}',
  }));
  return { authorization: `Bearer ${token}`, id: (JSON.parse(user) as { _id: string })._id };
}

/**
 * Gives the signed-in counsellor work of their own, as it would come: three enquiries from the
 * public form (nobody has spoken to them yet), which they take; then they log a contact on one
 * (this week) booking a follow-up for today. Returns the figures the dashboard should show.
 */
export async function seedOwnWork(page: Page) {
  const { authorization, id } = await me(page);
  const headers = { authorization };
  const stamp = Date.now();
  const ids: string[] = [];
  for (const i of [1, 2, 3]) {
    const email = `own${i}.${stamp}@example.com`;
    const res = await page.request.post('/api/enquiries', {
      data: {
        fName: `Own${i}`,
        lName: 'Lead',
        email,
        mobile: `+91 90000 2000${i}`,
        category: 'Graduate',
        country: 'Canada',
        consent: true,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const found = await page.request.get(`/api/enquiries?q=${encodeURIComponent(email)}`, {
      headers,
    });
    const enquiry = ((await found.json()) as { enquiries: { _id: string }[] }).enquiries[0]!;
    const taken = await page.request.put(`/api/enquiries/${enquiry._id}`, {
      headers,
      data: { assignedTo: id },
    });
    expect(taken.status(), await taken.text()).toBe(200);
    ids.push(enquiry._id);
  }
  const today = await page.evaluate(() => new Date().toLocaleDateString('sv-SE'));
  const logged = await page.request.post(`/api/enquiries/${ids[0]}/contact-log`, {
    headers,
    data: { note: 'Called about the course', outcome: 'reached', nextContactDate: today },
  });
  expect(logged.status(), await logged.text()).toBe(201);
  return { waiting: 2, dueToday: 1, contacted: 1 };
}

/** The counsellor's cards as the dashboard shows them (the numbers in their links). */
export async function ownWorkFigures(page: Page) {
  return {
    waiting: await figure(page, /^\d+ leads? waiting for first contact$/),
    dueToday: await figure(page, /^\d+ of my follow-ups due today$/),
    contacted: await figure(page, /^\d+ of my enquiries first contacted this week$/),
  };
}

/** Follows the follow-ups card to the reader's own queue; how many its Today section holds. */
export async function followUpsCardLeadsToQueue(page: Page): Promise<number> {
  await page.goto('/dashboard');
  await page.getByRole('link', { name: /^\d+ of my follow-ups due today$/ }).click();
  await page.waitForURL(/\/follow-up\?owner=mine$/);
  await page.getByText('Follow-ups on your enquiries').waitFor();
  const chip = page.getByRole('region', { name: 'Today' }).getByLabel(/^\d+ in all$/);
  return Number(/\d+/.exec((await chip.getAttribute('aria-label')) ?? '')?.[0]);
}
