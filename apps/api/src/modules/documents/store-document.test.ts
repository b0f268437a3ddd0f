import { describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES as M } from '@studydesk/contract';
import type { AppError } from '../../lib/errors';
import { withJourney, type Journey } from '../applications/applications.fixtures';
import type { TestApp } from '../../test/harness';
import { docx, pdf } from './documents.fixtures';
import { DOCUMENTS_AREA, storeDocument } from './store-document';

describe('storeDocument (the service the upload routes call)', () => {
  let t: TestApp;
  let j: Journey;
  withJourney((m) => ({ t, j } = m));
  const deps = () => ({ db: t.app.dbHandle.db, storage: t.app.storage });

  it('stores a PDF under a random private key, with its row and a timeline line', async () => {
    const doc = await storeDocument(deps(), {
      enquiryId: j.students.ashas._id,
      typeId: 'passport',
      file: { bytes: pdf(), name: 'passport.pdf' },
      note: 'Front page',
      by: { userId: j.asha.id },
    });
    expect(doc).toMatchObject({
      type: { id: 'passport', name: 'Passport' },
      fileName: 'passport.pdf',
      contentType: 'application/pdf',
      status: 'awaiting',
      version: 1,
      note: 'Front page',
      uploadedBy: { id: j.asha.id },
    });
    const keys = await t.app.storage.private.list(DOCUMENTS_AREA);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^documents\/[0-9a-f]{64}$/);
    const events = await t.app.dbHandle.db.selectFrom('document_events').selectAll().execute();
    expect(events).toMatchObject([{ documentId: doc._id, action: 'upload', by: j.asha.id }]);
  });

  it('numbers versions of a type and takes a Word document from the student link', async () => {
    const again = await storeDocument(deps(), {
      enquiryId: j.students.ashas._id,
      typeId: 'passport',
      file: { bytes: docx(), name: 'passport.docx' },
      by: { linkId: 'link-1' },
    });
    expect(again).toMatchObject({ version: 2, uploadedBy: { student: true } });
  });

  it('refuses a retired or unknown type and an application of another student, storing nothing', async () => {
    const before = await t.app.storage.private.list(DOCUMENTS_AREA);
    const fail = (more: object) =>
      storeDocument(deps(), {
        enquiryId: j.students.ashas._id,
        typeId: 'passport',
        file: { bytes: pdf(), name: 'x.pdf' },
        by: { userId: j.asha.id },
        ...more,
      }).then(
        () => null,
        (e: AppError) => [e.statusCode, e.message],
      );
    expect(await fail({ typeId: 'nope' })).toEqual([400, M.typeNotFound]);
    expect(await fail({ applicationId: 'nope' })).toEqual([400, M.applicationNotOfStudent]);
    expect(await fail({ enquiryId: 'nope' })).toEqual([404, M.studentNotFound]);
    // Not even an id (a NUL byte fails a PostgreSQL query): refused before any query.
    expect(await fail({ typeId: 'pass\u0000port' })).toEqual([400, M.typeNotFound]);
    expect(await fail({ enquiryId: '\u0000' })).toEqual([404, M.studentNotFound]);
    expect(await fail({ applicationId: 'a\u0000' })).toEqual([400, M.applicationNotOfStudent]);
    expect(await t.app.storage.private.list(DOCUMENTS_AREA)).toEqual(before);
  });
});
