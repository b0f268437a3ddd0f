import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES as M, type Document } from '@studydesk/contract';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { startS3, type LocalS3 } from '../../test/s3';
import { journey, type Journey } from '../applications/applications.fixtures';
import { pdf } from './documents.fixtures';
import { documentsOf, stored, uploaded } from './documents.kit';

/*
 * Deleting a document: hidden at once, restorable by an admin for 30 days, then its
 * bytes removed by the maintenance job. On a folder and on S3 alike.
 */
describe.each(['folder', 's3'] as const)('deleted documents, stored in a %s', (kind) => {
  let t: TestApp;
  let j: Journey;
  let s3: LocalS3 | undefined;
  beforeAll(async () => {
    s3 = kind === 's3' ? await startS3() : undefined;
    t = await createTestApp(s3?.env ?? {});
    j = await journey(t);
  });
  afterAll(async () => {
    await t.close();
    await s3?.close();
  });
  const call = (method: 'DELETE' | 'POST' | 'GET', url: string, token: string) =>
    t.app.inject({ method, url, headers: bearer(token) });
  let doc: Document;

  it('stores the bytes privately and serves them back', async () => {
    doc = await uploaded(t, j.asha.token, j.students.ashas._id, pdf(), 'passport.pdf');
    expect(await stored(t)).toEqual({ objects: 1, rows: 1 });
    const res = await call('GET', `/api/documents/${doc._id}/file`, j.asha.token);
    expect(res.rawPayload.equals(pdf())).toBe(true);
    // Nothing public: the bucket's or folder's public names hold no document.
    const names: string[] = [];
    for await (const n of t.app.storage.list()) names.push(n);
    expect(names).toEqual([]);
  });

  it('hides a deleted document from the list and its file, and shows it in the admin trash', async () => {
    const del = await call('DELETE', `/api/documents/${doc._id}`, j.asha.token);
    expect(del.statusCode).toBe(200);
    expect(del.json<Document>().deletedAt).not.toBeNull();
    expect((await documentsOf(t, j.asha.token, j.students.ashas._id)).data).toEqual([]);
    expect((await call('GET', `/api/documents/${doc._id}/file`, j.asha.token)).statusCode).toBe(
      404,
    );
    const trash = await documentsOf(t, j.admin, j.students.ashas._id, '?deleted=true');
    expect(trash.data.map((d) => d._id)).toEqual([doc._id]);
    const forbidden = await call(
      'GET',
      `/api/enquiries/${j.students.ashas._id}/documents?deleted=true`,
      j.asha.token,
    );
    expect(forbidden.statusCode).toBe(403);
    expect((await call('POST', `/api/documents/${doc._id}/restore`, j.asha.token)).statusCode).toBe(
      403,
    );
  });

  it('lets an admin restore it within 30 days', async () => {
    const res = await call('POST', `/api/documents/${doc._id}/restore`, j.admin);
    expect([res.statusCode, res.json<Document>().deletedAt]).toEqual([200, null]);
    const again = await call('POST', `/api/documents/${doc._id}/restore`, j.admin);
    expect(again.statusCode).toBe(404);
  });

  it('removes the bytes after 30 days in the trash; the row stays, unrestorable', async () => {
    await call('DELETE', `/api/documents/${doc._id}`, j.asha.token);
    const db = t.app.dbHandle.db;
    const longAgo = new Date(Date.now() - 31 * 86_400_000).toISOString();
    await db.updateTable('documents').set({ deletedAt: longAgo }).execute();
    const late = await call('POST', `/api/documents/${doc._id}/restore`, j.admin);
    expect([late.statusCode, late.json<{ message: string }>().message]).toEqual([
      409,
      M.restoreExpired,
    ]);
    expect((await t.app.maintenance.run()).documents).toBe(1);
    expect(await stored(t)).toEqual({ objects: 0, rows: 1 });
    expect((await t.app.maintenance.run()).documents).toBe(0);
    const trash = await documentsOf(t, j.admin, j.students.ashas._id, '?deleted=true');
    expect(trash.data).toEqual([]);
    expect((await call('POST', `/api/documents/${doc._id}/restore`, j.admin)).statusCode).toBe(404);
  });
});
