import type { Locator, Page, Route } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';
import { tokenOf } from './desk-steps';
import { callApi } from './journey-seed';

/*
 * The staff's side of a student's documents, step by step: the record's Documents
 * section, its Upload dialog, the viewer and the review buttons.
 */

/** `type` required for students going to `country`, from the shortlist on. */
export async function requireFor(admin: Page, country: string, type: string): Promise<void> {
  await callApi(admin, 'post', '/api/document-requirements', { country, phase: 'shortlist', type });
}

/** A small picture, as a phone's screenshot of a document would be. */
export async function pngFile(name: string) {
  const buffer = await sharp({
    create: { width: 900, height: 600, channels: 3, background: { r: 240, g: 236, b: 220 } },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg width="900" height="600"><rect x="60" y="60" width="780" height="90" fill="#345"/><rect x="60" y="200" width="600" height="30" fill="#889"/><rect x="60" y="260" width="680" height="30" fill="#889"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

export const documentsRegion = (page: Page): Locator =>
  page.getByRole('region', { name: 'Documents' });

/** The checklist's line of `type`. */
export const checklistLine = (page: Page, type: string): Locator =>
  documentsRegion(page)
    .getByRole('list', { name: 'Checklist' })
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`^${type}`) });

/** Opens Upload and fills it in: the file, its type, a note. The dialog. */
export async function fillUpload(
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
  type: string,
  note = '',
): Promise<Locator> {
  await documentsRegion(page).getByRole('button', { name: 'Upload', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload a document' });
  await dialog.getByLabel('File', { exact: true }).setInputFiles(file);
  await dialog.getByText(file.name).waitFor();
  await dialog.getByRole('combobox', { name: /^Document type/ }).click();
  await page.getByRole('option', { name: type, exact: true }).click();
  if (note) await dialog.getByRole('textbox', { name: 'Note' }).fill(note);
  return dialog;
}

/** Holds the record's uploads at the network until `release`, so their progress can be seen. */
export async function holdStaffUploads(page: Page) {
  const held: Route[] = [];
  const pattern = '**/api/enquiries/*/documents';
  await page.route(pattern, (route) =>
    route.request().method() === 'POST' ? void held.push(route) : route.continue(),
  );
  return {
    held: () => held.length,
    release: async () => {
      await Promise.all(held.splice(0).map((r) => r.continue()));
      await page.unroute(pattern);
    },
  };
}

/** How many checklist lines of the student still need a document, as the API says. */
export async function missingOf(page: Page, student: string): Promise<number> {
  const res = await page.request.get(`/api/enquiries/${student}/documents`, {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  });
  expect(res.status()).toBe(200);
  const { checklist } = (await res.json()) as { checklist: { state: string }[] };
  return checklist.filter((i) => i.state === 'missing' || i.state === 'rejected').length;
}

/** Whether the open dialog fits the window (nothing of it beyond an edge). */
export async function dialogFits(page: Page, dialog: Locator): Promise<boolean> {
  const box = await dialog.boundingBox();
  const size = page.viewportSize();
  if (!box || !size) return false;
  return box.x >= 0 && box.y >= 0 && box.x + box.width <= size.width + 0.5;
}

/** What the browser refuses under the app's CSP from now on (a viewer's frame included). */
export async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  // an init script runs through the DevTools protocol: the CSP does not apply to it
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}

/** A one-page PDF with a line of text, its cross-reference table exact (a viewer shows it). */
export function onePagePdf(name: string, text: string) {
  const stream = `BT /F1 36 Tf 72 700 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((o, i) => {
    const at = body.length;
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
    return at;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body, 'latin1') };
}
