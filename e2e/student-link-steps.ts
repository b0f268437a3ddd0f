import type { Page, Route } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';
import { tokenOf } from './desk-steps';

/*
 * The student's private link, step by step: the checklist rules, the link made on
 * the record, files sent from the student's page with their progress held in view, and the
 * counsellor's review on the record.
 */

/**
 * `type` required of every student from the start (POST /api/document-requirements); the
 * rule's id, or null when it was there already (a rerun on the same database).
 */
export async function requireFromStart(admin: Page, type: string): Promise<string | null> {
  const res = await admin.request.post('/api/document-requirements', {
    headers: { authorization: `Bearer ${await tokenOf(admin)}` },
    data: { country: '', phase: 'shortlist', type },
  });
  expect([201, 409], await res.text()).toContain(res.status());
  return res.status() === 201 ? ((await res.json()) as { _id: string })._id : null;
}

/**
 * Removes the rules `requireFromStart` made, as the page's admin: they hold
 * every student's move on to the visa or Enrolled phases for a confirmation, and the files
 * that run after this one on the worker's database move students of their own.
 */
export async function dropRules(admin: Page, ids: (string | null)[]) {
  const headers = { authorization: `Bearer ${await tokenOf(admin)}` };
  for (const id of ids.filter((x) => x !== null)) {
    const res = await admin.request.delete(`/api/document-requirements/${id}`, { headers });
    expect(res.status(), await res.text()).toBe(204);
  }
}

/** Opens the student’s record (the enquiry’s page). */
export async function openRecord(page: Page, student: string) {
  await page.goto(`/enquiries/${student}`);
  return page.getByRole('heading', { name: 'Student link' }).waitFor();
}

/** Makes the link with the record's button; the URL it shows once. */
export async function createLinkOnRecord(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Create link' }).click();
  const shown = page.getByRole('textbox', { name: 'The student’s link' });
  await shown.waitFor();
  return shown.inputValue();
}

/** Revokes the link through the API as the page's user. */
export async function revokeLink(page: Page, student: string) {
  const res = await page.request.delete(`/api/enquiries/${student}/student-link`, {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  });
  expect(res.status()).toBe(204);
}

/** A PDF as a scanner writes it, small and whole. */
export const pdfFile = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    'latin1',
  ),
});

/** A phone camera's photo: 4000 × 3000, larger than the page sends. */
export async function cameraPhoto(name: string) {
  const buffer = await sharp({
    create: { width: 4000, height: 3000, channels: 3, background: { r: 90, g: 140, b: 200 } },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/**
 * Holds the student's uploads at the network until `release`, so their progress stays on
 * screen to be seen; the bodies that went, by file name.
 */
export async function holdUploads(page: Page) {
  const held: Route[] = [];
  const sizes: number[] = [];
  await page.route('**/api/student/*/documents', (route) => {
    sizes.push(route.request().postDataBuffer()?.length ?? 0);
    held.push(route);
  });
  return {
    sizes,
    release: async () => {
      await Promise.all(held.splice(0).map((r) => r.continue()));
      await page.unroute('**/api/student/*/documents');
    },
  };
}

/** The counsellor's review on the record: accept one document, reject another with a reason. */
export async function review(page: Page, accept: string, reject: string, reason: string) {
  await page.getByRole('button', { name: `Accept ${accept}` }).click();
  await page.getByRole('button', { name: `Reject ${reject}` }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^Reject ${reject}`) });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** The width and height the stored picture came out as (read through the staff's route). */
export async function storedPictureSize(page: Page, student: string, type: string) {
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const list = await page.request.get(`/api/enquiries/${student}/documents`, { headers });
  const { data } = (await list.json()) as { data: { _id: string; type: { name: string } }[] };
  const doc = data.find((d) => d.type.name === type)!;
  const file = await page.request.get(`/api/documents/${doc._id}/file`, { headers });
  const meta = await sharp(await file.body()).metadata();
  return { width: meta.width, height: meta.height };
}
