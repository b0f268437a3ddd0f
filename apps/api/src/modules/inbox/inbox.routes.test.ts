import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReplyNotice, TimelineEntry, UnmatchedMail } from '@studydesk/contract';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { officeHelpers } from '../../test/offices';
import { pdf } from '../documents/documents.fixtures';
import { eventsOf, rawMail } from './inbox.fixtures';

describe('the Unmatched list, filed by hand', () => {
  let t: TestApp;
  let admin: string;
  let managerB: { id: string; token: string };
  let counsellorB: { id: string; token: string };
  let officeA: string;
  let officeB: string;
  const db = () => t.app.dbHandle.db;
  const api = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: bearer(token) });
  const unmatchedOf = async (token: string) =>
    (await api(token, 'GET', '/api/inbox/unmatched')).json<{
      data: UnmatchedMail[];
      count: number;
    }>();
  const incoming = async (to: string, subject: string, withFile = false) =>
    (
      await t.app.inbox.ingest(
        await rawMail({
          from: 'stranger@else.example',
          to,
          subject,
          text: 'Who handles my file?',
          ...(withFile ? { attachments: [{ filename: 'transcript.pdf', content: pdf() }] } : {}),
        }),
      )
    ).id;
  const enquiryIn = async (office: string, owner: string | null) => {
    const res = await api(admin, 'POST', '/api/enquiries', {
      fName: 'Priya',
      lName: 'Shah',
      email: `priya-${office.slice(-6)}@student.example`,
      mobile: '+44 7700 900123',
      source: 'phone',
      category: 'Graduate',
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ _id: string }>()._id;
    await db()
      .updateTable('enquiries')
      .set({ officeId: office, assignedTo: owner })
      .where('id', '=', id)
      .execute();
    return id;
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    const h = officeHelpers(t, admin);
    officeA = (await h.list()).find((o) => o.isDefault)!._id;
    officeB = (await h.office('Branch B'))._id;
    await db()
      .updateTable('offices')
      .set({ replyEmail: 'a@agency.example' })
      .where('id', '=', officeA)
      .execute();
    await db()
      .updateTable('offices')
      .set({ replyEmail: 'b@agency.example' })
      .where('id', '=', officeB)
      .execute();
    managerB = await h.member('manager', [officeB]);
    counsellorB = await h.member('counsellor', [officeB]);
  });
  afterAll(() => t.close());

  it('lists admins everything, a manager their offices’ and the officeless, a counsellor nothing', async () => {
    const toB = await incoming('b@agency.example', 'For B');
    const toNobody = await incoming('info@agency.example', 'For nobody');
    const toA = await incoming('a@agency.example', 'For A');
    const all = await unmatchedOf(admin);
    expect(all.data.map((m) => m._id)).toEqual([toA, toNobody, toB]);
    expect(all.count).toBe(3);
    const b = await unmatchedOf(managerB.token);
    expect(b.data.map((m) => m._id)).toEqual([toNobody, toB]);
    expect(b.data[1]).toMatchObject({
      office: officeB,
      subject: 'For B',
      from: 'stranger@else.example',
    });
    expect((await api(counsellorB.token, 'GET', '/api/inbox/unmatched')).statusCode).toBe(403);
  });

  it('files by hand within the manager’s offices, 404 across offices', async () => {
    const mail = await incoming('b@agency.example', 'Transcript', true);
    const inA = await enquiryIn(officeA, null);
    const inB = await enquiryIn(officeB, counsellorB.id);
    const toA = (await unmatchedOf(admin)).data.find((m) => m.subject === 'For A')!._id;
    const file = (token: string, id: string, enquiry: string) =>
      api(token, 'POST', `/api/inbox/${id}/file`, { enquiry });
    expect((await file(managerB.token, toA, inB)).statusCode).toBe(404);
    expect((await file(managerB.token, mail, inA)).statusCode).toBe(404);
    const bad = await file(managerB.token, mail, '');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fieldErrors: { enquiry: expect.any(String) } });
    const ok = await file(managerB.token, mail, inB);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ _id: mail, enquiry: inB });
    expect((await file(managerB.token, mail, inB)).statusCode).toBe(404);
    const timeline = (await api(admin, 'GET', `/api/enquiries/${inB}/timeline`)).json<{
      data: TimelineEntry[];
    }>().data;
    expect(timeline.find((e) => e.type === 'reply')).toMatchObject({
      filedBy: 'hand',
      by: managerB.id,
      unverified: true,
    });
    const notices = await eventsOf<ReplyNotice>(t, 'reply');
    expect(notices.at(-1)).toMatchObject({ enquiry: inB, to: counsellorB.id, mail });
    const docs = await api(admin, 'GET', `/api/enquiries/${inB}/documents`);
    expect(docs.json<{ data: { fileName: string }[] }>().data.map((d) => d.fileName)).toEqual([
      'transcript.pdf',
    ]);
    expect(await t.app.storage.private.list('inbox')).toEqual([]);
  });
});
