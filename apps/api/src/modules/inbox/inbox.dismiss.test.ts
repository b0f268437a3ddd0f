import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UnmatchedMail } from '@studydesk/contract';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { officeHelpers } from '../../test/offices';
import { pdf } from '../documents/documents.fixtures';
import { rawMail } from './inbox.fixtures';

describe('the Unmatched list: what a mail came with, and dismissing it', () => {
  let t: TestApp;
  let admin: string;
  let managerB: string;
  let counsellor: string;
  const api = (token: string, method: 'GET' | 'DELETE', url: string) =>
    t.app.inject({ method, url, headers: bearer(token) });
  const unmatched = async (token: string) =>
    (await api(token, 'GET', '/api/inbox/unmatched')).json<{
      data: UnmatchedMail[];
      count: number;
    }>();
  const raw = (subject: string) =>
    rawMail({
      from: 'stranger@else.example',
      to: 'a@agency.example',
      messageId: `<${subject.replaceAll(' ', '-')}@else.example>`,
      subject,
      text: 'Please see attached',
      attachments: [{ filename: 'transcript.pdf', content: pdf() }],
    });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    counsellor = await t.tokenFor('counsellor');
    const h = officeHelpers(t, admin);
    const a = (await h.list()).find((o) => o.isDefault)!._id;
    const b = (await h.office('Branch B'))._id;
    await t.app.dbHandle.db
      .updateTable('offices')
      .set({ replyEmail: 'a@agency.example' })
      .where('id', '=', a)
      .execute();
    managerB = (await h.member('manager', [b])).token;
  });
  afterAll(() => t.close());

  it('names the files a mail came with', async () => {
    const { id } = await t.app.inbox.ingest(await raw('With a file'));
    const mail = (await unmatched(admin)).data.find((m) => m._id === id);
    expect(mail).toMatchObject({ attachments: ['transcript.pdf'], text: 'Please see attached' });
  });

  it('dismisses for those who may file it; 404 across offices, 403 for a counsellor', async () => {
    const { id } = await t.app.inbox.ingest(await raw('Spam offer'));
    const kept = (await t.app.storage.private.list('inbox')).length;
    expect((await api(counsellor, 'DELETE', `/api/inbox/${id}`)).statusCode).toBe(403);
    const across = await api(managerB, 'DELETE', `/api/inbox/${id}`);
    expect(across.statusCode).toBe(404);
    expect(across.json()).toMatchObject({ message: expect.any(String), error: expect.any(String) });
    expect((await unmatched(admin)).data.map((m) => m._id)).toContain(id);
    const ok = await api(admin, 'DELETE', `/api/inbox/${id}`);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ _id: id, message: 'Dismissed' });
    const after = await unmatched(admin);
    expect(after.data.map((m) => m._id)).not.toContain(id);
    expect(after.count).toBe(after.data.length);
    expect(await t.app.storage.private.list('inbox')).toHaveLength(kept - 1);
    expect((await api(admin, 'DELETE', `/api/inbox/${id}`)).statusCode).toBe(404);
    expect((await api(admin, 'DELETE', '/api/inbox/nothing-here')).statusCode).toBe(404);
  });

  it('keeps a dismissed mail dismissed when it arrives again', async () => {
    const { id } = await t.app.inbox.ingest(await raw('Newsletter'));
    expect((await api(admin, 'DELETE', `/api/inbox/${id}`)).statusCode).toBe(200);
    const again = await t.app.inbox.ingest(await raw('Newsletter'));
    expect(again).toMatchObject({ id, duplicate: true });
    expect((await unmatched(admin)).data.map((m) => m._id)).not.toContain(id);
  });
});
