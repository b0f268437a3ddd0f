import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, newPage, signInAt } from './browser';
import {
  launchWithCounsellor,
  seedApplication,
  seedCollege,
  seedStudent,
  signedIn,
  type Who,
} from './applications-steps';
import { sidewaysOverflow } from './desk-steps';
import {
  checklistLine,
  dialogFits,
  documentsRegion,
  fillUpload,
  holdStaffUploads,
  missingOf,
  onePagePdf,
  pngFile,
  requireFor,
  watchCsp,
} from './documents-steps';
import { settled } from './journey-steps';
import { uniqueWord } from './search-palette-steps';
import { pdfFile } from './student-link-steps';

const REASON = 'The photo is cut off at the bottom: please send the whole page';

// A counsellor's work on a student's documents, on the record, the board and Settings.
describe("the student's documents, staff side", () => {
  const word = uniqueWord();
  let browser: Browser;
  let counsellor: Who;
  let student = '';
  let application = '';

  beforeAll(async () => {
    const launched = await launchWithCounsellor(word);
    ({ browser, counsellor } = launched);
    const admin = launched.admin;
    const college = await seedCollege(admin, word);
    for (const type of ['passport', 'academic-transcript', 'statement-of-purpose'])
      await requireFor(admin, college.country, type);
    student = await seedStudent(admin, 'Ravi', word, counsellor.id);
    application = await seedApplication(admin, student, college);
    await admin.context().close();
  });
  afterAll(() => browser?.close());

  it('uploads a PDF, sees the checklist change, accepts it; rejects a picture with a reason, views it and deletes it', async () => {
    const page = await signedIn(browser, counsellor, DESKTOP);
    const refused = await watchCsp(page);
    await page.goto(`/enquiries/${student}`);
    await checklistLine(page, 'Passport').getByText('Missing').waitFor();
    await settled(page, 'documents-section-empty');

    // Upload: the file, its type, a note; held at the network to see its progress
    const dialog = await fillUpload(
      page,
      onePagePdf('passport-scan.pdf', 'PASSPORT - RAVI'),
      'Passport',
      'Photo page',
    );
    await settled(page, 'documents-upload');
    const held = await holdStaffUploads(page);
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await dialog.getByRole('progressbar', { name: 'Sending passport-scan.pdf' }).waitFor();
    await expect.poll(held.held).toBe(1);
    await settled(page, 'documents-uploading');
    await held.release();
    await dialog.waitFor({ state: 'detached' });
    await checklistLine(page, 'Passport').getByText('Awaiting review').waitFor();

    await documentsRegion(page).getByRole('button', { name: 'Accept Passport' }).click();
    await checklistLine(page, 'Passport').getByText('Accepted').waitFor();

    // a picture for the transcript: viewed inline, rejected with a reason (required)
    const picture = await fillUpload(page, await pngFile('transcript.png'), 'Academic transcript');
    await picture.getByRole('button', { name: 'Upload', exact: true }).click();
    await picture.waitFor({ state: 'detached' });
    await documentsRegion(page).getByRole('button', { name: 'View Academic transcript' }).click();
    const viewer = page.getByRole('dialog', { name: /^Academic transcript/ });
    const image = viewer.getByRole('img', { name: 'Academic transcript' });
    await image.waitFor();
    await expect.poll(() => image.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBe(900);
    await settled(page, 'documents-viewer-image');
    const download = page.waitForEvent('download');
    await viewer.getByRole('button', { name: 'Download' }).click();
    expect((await download).suggestedFilename()).toBe('transcript.png');
    await viewer.getByRole('button', { name: 'Close' }).click();
    await viewer.waitFor({ state: 'detached' });

    await documentsRegion(page).getByRole('button', { name: 'View Passport' }).click();
    const pdf = page.getByRole('dialog', { name: /^Passport/ });
    await pdf.locator('iframe[title="Passport"]').waitFor();
    await settled(page, 'documents-viewer-pdf');
    // the browser's PDF viewer in a frame of the fetched bytes: nothing refused by the CSP
    expect(await refused()).toEqual([]);
    await pdf.getByRole('button', { name: 'Close' }).click();
    await pdf.waitFor({ state: 'detached' });

    await documentsRegion(page).getByRole('button', { name: 'Reject Academic transcript' }).click();
    const reject = page.getByRole('dialog', { name: 'Reject Academic transcript?' });
    await reject.getByRole('button', { name: 'Reject' }).click();
    await reject.getByText('Say why it is rejected: the student sees the reason').waitFor();
    await settled(page, 'documents-reject');
    await reject.getByRole('textbox', { name: 'Reason' }).fill(REASON);
    await reject.getByRole('button', { name: 'Reject' }).click();
    await reject.waitFor({ state: 'detached' });
    await checklistLine(page, 'Academic transcript').getByText(`Rejected: ${REASON}`).waitFor();
    await settled(page, 'documents-section');

    // the board's card counts what is still needed
    const missing = await missingOf(page, student);
    expect(missing).toBeGreaterThanOrEqual(2);
    await page.goto('/applications');
    await page
      .getByRole('article', { name: new RegExp(`^Ravi ${word}`) })
      .getByText(`${missing} documents missing`)
      .waitFor();

    // delete, after asking
    await page.goto(`/enquiries/${student}`);
    await documentsRegion(page).getByRole('button', { name: 'Delete Academic transcript' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Academic transcript?' });
    await settled(page, 'documents-delete');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.waitFor({ state: 'detached' });
    await checklistLine(page, 'Academic transcript').getByText('Missing').waitFor();
    await page.context().close();
  });

  it('reads on a phone: the section, every dialog within the screen', async () => {
    const phone = await signedIn(browser, counsellor, MOBILE);
    await phone.goto(`/enquiries/${student}`);
    await checklistLine(phone, 'Passport').getByText('Accepted').waitFor();
    await documentsRegion(phone).scrollIntoViewIfNeeded();
    expect(await sidewaysOverflow(phone)).toEqual([0]);
    await settled(phone, 'documents-section');

    const dialog = await fillUpload(phone, pdfFile('sop.pdf'), 'Statement of purpose');
    expect(await dialogFits(phone, dialog)).toBe(true);
    await settled(phone, 'documents-upload');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    await documentsRegion(phone).getByRole('button', { name: 'View Passport' }).click();
    const viewer = phone.getByRole('dialog', { name: /^Passport/ });
    await viewer.locator('iframe').waitFor();
    expect(await dialogFits(phone, viewer)).toBe(true);
    await settled(phone, 'documents-viewer-pdf');
    await viewer.getByRole('button', { name: 'Close' }).click();
    await viewer.waitFor({ state: 'detached' });

    await documentsRegion(phone).getByRole('button', { name: 'Reject Passport' }).click();
    const reject = phone.getByRole('dialog', { name: 'Reject Passport?' });
    await reject.getByRole('textbox', { name: 'Reason' }).waitFor();
    expect(await dialogFits(phone, reject)).toBe(true);
    await settled(phone, 'documents-reject');
    await reject.getByRole('button', { name: 'Cancel' }).click();
    await phone.context().close();
  });

  it('an admin restores the deleted document, and keeps the types and checklist in Settings', async () => {
    for (const size of [DESKTOP, MOBILE]) {
      const admin = await newPage(browser, size);
      await signInAt(admin, '/settings/documents');
      await admin.getByRole('list', { name: 'Document types' }).getByText('Passport').waitFor();
      await admin
        .getByRole('table', { name: 'Checklist requirements' })
        .getByText(`${word}land`)
        .first()
        .waitFor();
      expect(await sidewaysOverflow(admin)).toEqual([0]);
      await settled(admin, 'settings-documents');
      await admin.getByRole('table', { name: 'Checklist requirements' }).scrollIntoViewIfNeeded();
      expect(await sidewaysOverflow(admin)).toEqual([0]);
      await settled(admin, 'settings-documents-checklist');
      await admin.getByRole('button', { name: 'Add requirement' }).click();
      const add = admin.getByRole('dialog', { name: 'Add requirement' });
      await add.getByRole('combobox', { name: /^Phase/ }).waitFor();
      expect(await dialogFits(admin, add)).toBe(true);
      await settled(admin, 'settings-documents-add');
      await add.getByRole('button', { name: 'Cancel' }).click();
      await add.waitFor({ state: 'detached' });
      await admin.context().close();
    }
    const admin = await newPage(browser, DESKTOP);
    await signInAt(admin, `/enquiries/${student}`);
    await documentsRegion(admin).getByRole('button', { name: 'Trash' }).click();
    const trash = admin.getByRole('list', { name: 'Documents in the trash' });
    await trash.getByRole('button', { name: 'Restore Academic transcript' }).click();
    await admin.getByText('The trash is empty: nothing deleted in the last 30 days.').waitFor();
    await documentsRegion(admin)
      .getByRole('button', { name: 'View Academic transcript' })
      .waitFor();
    await checklistLine(admin, 'Academic transcript')
      .getByText(/^Rejected: /)
      .waitFor();

    // on the application's record: its own documents; an upload there is for it
    await admin.goto(`/applications/${application}`);
    await documentsRegion(admin).getByText('No documents for this application yet.').waitFor();
    const dialog = await fillUpload(admin, pdfFile('sop.pdf'), 'Statement of purpose');
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await documentsRegion(admin)
      .getByRole('button', { name: 'View Statement of purpose' })
      .waitFor();
    await settled(admin, 'application-documents');
    await admin.context().close();
  });
});
