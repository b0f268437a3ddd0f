import type { StudentLink } from '@studydesk/contract';
import { newId } from '../../lib/ids';
import type { TestApp } from '../../test/harness';
import { formData } from '../../test/multipart';
import type { Journey } from '../applications/applications.fixtures';

/** The token of a link's URL (/s/<token>). */
export const tokenOf = (link: StudentLink) => link.url.split('/s/')[1]!;

/** A checklist rule, straight into the table: `type` required from `phase` on, for `country`. */
export async function requireDocument(
  t: TestApp,
  typeId: string,
  phase: string,
  country: string | null = null,
) {
  await t.app.dbHandle.db
    .insertInto('document_requirements')
    .values({ id: newId(), country, phase, typeId, createdAt: new Date().toISOString() })
    .execute();
}

/** The student's page and upload, as the student's phone sends them (no session). */
export function portal(t: TestApp) {
  return {
    /** Makes a link as `staff` for the student; its token. */
    async link(j: Journey, staff: string, student: string): Promise<string> {
      const res = await j.call(staff, 'POST', `/enquiries/${student}/student-link`);
      if (res.statusCode !== 201) throw new Error(res.body);
      return tokenOf(res.json<StudentLink>());
    },
    read: (token: string, remoteAddress?: string) =>
      t.app.inject({ url: `/api/student/${token}`, remoteAddress }),
    upload: (
      token: string,
      fields: { type?: string; file?: Buffer; filename?: string },
      remoteAddress?: string,
    ) => {
      const form = formData({
        type: fields.type,
        file: fields.file
          ? { file: fields.file, filename: fields.filename ?? 'scan.pdf' }
          : undefined,
      });
      return t.app.inject({
        method: 'POST',
        url: `/api/student/${token}/documents`,
        payload: form.payload,
        headers: form.headers,
        remoteAddress,
      });
    },
  };
}
