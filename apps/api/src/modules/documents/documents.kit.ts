import type { Document, DocumentsAnswer } from '@studydesk/contract';
import { bearer, type TestApp } from '../../test/harness';
import { sendForm } from '../../test/multipart';
import { DOCUMENTS_AREA } from './store-document';

/** Uploads as staff: `file` named `name`, of `type`; the raw response. */
export const upload = (
  t: TestApp,
  token: string | undefined,
  enquiry: string,
  file: Buffer,
  name: string,
  more: Record<string, unknown> = {},
) =>
  sendForm(
    t.app,
    { method: 'POST', url: `/api/enquiries/${enquiry}/documents`, token },
    { type: 'passport', ...more, file: { file, filename: name } },
  );

/** Uploads and expects it stored; the document. */
export async function uploaded(...args: Parameters<typeof upload>): Promise<Document> {
  const res = await upload(...args);
  if (res.statusCode !== 201) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json<Document>();
}

/** GET /enquiries/:id/documents as `token`. */
export async function documentsOf(t: TestApp, token: string, enquiry: string, q = '') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/enquiries/${enquiry}/documents${q}`,
    headers: bearer(token),
  });
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json<DocumentsAnswer>();
}

/** What is stored: the private objects and the document rows (for "nothing stored"). */
export async function stored(t: TestApp) {
  const rows = await t.app.dbHandle.db.selectFrom('documents').select('id').execute();
  return { objects: (await t.app.storage.private.list(DOCUMENTS_AREA)).length, rows: rows.length };
}
