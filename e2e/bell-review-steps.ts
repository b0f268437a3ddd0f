import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { callApi } from './journey-seed';
import { pdfFile } from './student-link-steps';

/*
 * The bell's "To review" tab: documents a student sends through their private link, waiting
 * for their counsellor's review.
 */

/** The student sends a PDF of each type through their link (as their phone would). */
export async function sendThroughLink(page: Page, url: string, types: string[]): Promise<void> {
  const token = new URL(url).pathname.split('/s/')[1]!;
  for (const type of types) {
    const res = await page.request.post(`/api/student/${token}/documents`, {
      multipart: { type, file: pdfFile(`${type}.pdf`) },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
}

/** `count` people send the public form (no one signed in): new enquiries, in every bell. */
export async function sendPublicForms(page: Page, count: number, tag: string): Promise<void> {
  for (let i = 0; i < count; i++) {
    const res = await page.request.post('/api/enquiries', {
      data: {
        fName: `Visitor${i}`,
        lName: tag,
        email: `visitor${i}.${tag}@example.com`.toLowerCase(),
        mobile: `+91 96000 ${String(10000 + i).slice(-5)}`,
        category: 'Other',
        consent: true,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
}

/** A new private link for the student, made as the page's user; its URL. */
export const linkFor = async (page: Page, student: string) =>
  (await callApi<{ url: string }>(page, 'post', `/api/enquiries/${student}/student-link`, {})).url;

/** Every enquiry number in the bell's popup sits on one line (never broken at its hyphen). */
export const brokenNumbers = (page: Page) =>
  page.getByRole('dialog', { name: 'Notifications' }).evaluate((popup) =>
    Array.from(popup.querySelectorAll('span'))
      .filter((s) => /^ENQ-\d+$/.test(s.textContent ?? ''))
      .filter((s) => s.getClientRects().length > 1)
      .map((s) => s.textContent),
  );
