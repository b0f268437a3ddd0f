import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { DOCUMENT_MESSAGES as M, type Document } from '@studydesk/contract';
import { withJourney, type Journey } from '../applications/applications.fixtures';
import { bearer, type TestApp } from '../../test/harness';
import { jpeg } from '../../test/images';
import { docx, pdf } from './documents.fixtures';
import { documentsOf, stored, upload, uploaded } from './documents.kit';

describe('documents of a student', () => {
  let t: TestApp;
  let j: Journey;
  withJourney((m) => ({ t, j } = m));
  const meera = () => j.students.ashas._id;
  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  let first: Document;

  it('uploads a PDF with its type and note, and keeps every version of a type', async () => {
    first = await uploaded(t, j.asha.token, meera(), pdf(), 'passport.pdf', { note: 'Photo page' });
    expect(first).toMatchObject({
      enquiry: meera(),
      application: null,
      type: { id: 'passport', name: 'Passport' },
      fileName: 'passport.pdf',
      contentType: 'application/pdf',
      size: pdf().length,
      note: 'Photo page',
      status: 'awaiting',
      reason: null,
      version: 1,
      uploadedBy: { id: j.asha.id, name: 'counsellor Tester' },
      deletedAt: null,
    });
    const second = await uploaded(t, j.asha.token, meera(), pdf('renewed'), 'passport-new.pdf');
    const cv = await uploaded(t, j.admin, meera(), docx(), 'cv.docx', { type: 'cv' });
    const { data } = await documentsOf(t, j.asha.token, meera());
    expect(data.map((d) => [d._id, d.version])).toEqual([
      [cv._id, 1],
      [second._id, 2],
      [first._id, 1],
    ]);
    expect(cv.contentType).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });

  it('re-encodes pictures without their metadata, and ties a document to an application', async () => {
    const opened = await j.apply(j.asha.token, meera());
    const application = opened.json<{ _id: string }>()._id;
    const photo = await uploaded(t, j.asha.token, meera(), await jpeg(), 'IMG_0001.JPG', {
      type: 'visa',
      application,
    });
    expect(photo).toMatchObject({ contentType: 'image/jpeg', application, version: 1 });
    const res = await get(`/api/documents/${photo._id}/file`, j.asha.token);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    const other = await upload(t, j.asha.token, meera(), pdf(), 'x.pdf', { application: 'nope' });
    expect([other.statusCode, other.json()]).toMatchObject([
      400,
      { message: M.applicationNotOfStudent },
    ]);
  });

  it('serves the file only as a download, never sniffed or run, and records each download', async () => {
    const res = await get(`/api/documents/${first._id}/file`, j.asha.token);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(pdf())).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="passport.pdf"; filename*=UTF-8''passport.pdf`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "sandbox; default-src 'none'",
      'cache-control': 'private, no-store',
    });
    const inline = await get(`/api/documents/${first._id}/file?inline=true`, j.admin);
    expect(inline.headers['content-disposition']).toMatch(/^inline; /);
    const { data } = await documentsOf(t, j.admin, meera());
    const cv = data.find((d) => d.type.id === 'cv')!;
    const word = await get(`/api/documents/${cv._id}/file?inline=true`, j.admin);
    expect(word.headers['content-disposition']).toMatch(/^attachment; /);
    const downloads = await t.app.dbHandle.db
      .selectFrom('document_events')
      .select(['by', 'action'])
      .where('documentId', '=', first._id)
      .where('action', '=', 'download')
      .execute();
    expect(downloads.map((d) => d.by).sort()).toEqual([j.asha.id, await adminId()].sort());
  });
  const adminId = async () =>
    (
      await t.app.dbHandle.db
        .selectFrom('users')
        .select('id')
        .where('userType', '=', 'admin')
        .executeTakeFirstOrThrow()
    ).id;

  it('accepts, and rejects only with a reason the student will see', async () => {
    const patch = (id: string, payload: object, token = j.asha.token) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/documents/${id}`,
        headers: bearer(token),
        payload,
      });
    const noReason = await patch(first._id, { status: 'rejected' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ fieldErrors: { reason: expect.any(String) } });
    const rejected = await patch(first._id, { status: 'rejected', reason: 'The photo is blurred' });
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      reason: 'The photo is blurred',
      reviewedBy: { id: j.asha.id },
    });
    const accepted = await patch(first._id, { status: 'accepted', reason: 'ignored' });
    expect(accepted.json()).toMatchObject({ status: 'accepted', reason: null });
    expect((await patch(first._id, { status: 'lost' })).statusCode).toBe(400);
  });

  it('answers another counsellor, no session, an editor and a guessed id as they must', async () => {
    const url = `/api/documents/${first._id}/file`;
    expect((await get(url, j.ravi.token)).statusCode).toBe(404);
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, j.editor.token)).statusCode).toBe(403);
    expect((await get(`/api/enquiries/${meera()}/documents`, j.ravi.token)).statusCode).toBe(404);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/documents/${first._id}`,
      headers: bearer(j.ravi.token),
      payload: { status: 'accepted' },
    });
    expect(patch.statusCode).toBe(404);
    const upl = await upload(t, j.ravi.token, meera(), pdf(), 'x.pdf');
    expect(upl.statusCode).toBe(404);
    const guessed = first._id.slice(0, -4) + '0000';
    expect((await get(`/api/documents/${guessed}/file`, j.admin)).statusCode).toBe(404);
    expect((await get(`/api/documents/..%2F..%2Fetc/file`, j.admin)).statusCode).toBe(400);
  });

  it('keeps the bytes out of the public /uploads route, whatever the name asked', async () => {
    const row = await t.app.dbHandle.db
      .selectFrom('documents')
      .select('storageKey')
      .where('id', '=', first._id)
      .executeTakeFirstOrThrow();
    const name = row.storageKey.split('/')[1]!;
    for (const url of [
      `/uploads/${name}`,
      `/uploads/${encodeURIComponent(row.storageKey)}`,
      `/uploads/.private%2F${encodeURIComponent(row.storageKey)}`,
      `/uploads/..%2F.private%2F${encodeURIComponent(row.storageKey)}`,
    ])
      expect((await get(url)).statusCode, url).toBe(404);
  });

  it("puts uploads, downloads and reviews on the student's timeline, with who and when", async () => {
    const res = await get(`/api/enquiries/${meera()}/timeline`, j.admin);
    expect(res.statusCode, res.body).toBe(200);
    const lines = res
      .json<{ data: { type: string; documentId?: string; action?: string }[] }>()
      .data.filter((e) => e.type === 'document' && e.documentId === first._id);
    expect(lines.map((l) => l.action).sort()).toEqual(
      ['accept', 'download', 'download', 'reject', 'upload'].sort(),
    );
    expect(lines.find((l) => l.action === 'reject')).toMatchObject({
      reason: 'The photo is blurred',
      by: j.asha.id,
      byName: 'counsellor Tester',
      documentType: 'Passport',
      fileName: 'passport.pdf',
      byStudent: false,
    });
  });

  it('refuses an upload without a file, and of an unknown or retired type', async () => {
    const before = await stored(t);
    const none = await t.app.inject({
      method: 'POST',
      url: `/api/enquiries/${meera()}/documents`,
      headers: bearer(j.asha.token),
      payload: { type: 'passport' },
    });
    expect([none.statusCode, none.json<{ message: string }>().message]).toEqual([
      400,
      M.fileMissing,
    ]);
    const unknown = await upload(t, j.asha.token, meera(), pdf(), 'x.pdf', { type: 'nope' });
    expect([unknown.statusCode, unknown.json<{ message: string }>().message]).toEqual([
      400,
      M.typeNotFound,
    ]);
    expect(await stored(t)).toEqual(before);
  });
});
