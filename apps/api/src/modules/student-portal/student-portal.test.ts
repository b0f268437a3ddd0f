import { beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES } from '@studydesk/contract';
import type {
  DocumentsAnswer,
  StudentPortal,
  StudentUploadAnswer,
  StudentUploadNotice,
  TimelineEntry,
} from '@studydesk/contract';
import type { TestApp } from '../../test/harness';
import { jpeg } from '../../test/images';
import { withJourney, type Journey } from '../applications/applications.fixtures';
import { pdf, pdfCompressed } from '../documents/documents.fixtures';
import { audienceOf } from '../events/audience';
import { portal, requireDocument } from './portal.fixtures';

describe("the student's page, through their link", () => {
  let t: TestApp;
  let j: Journey;
  withJourney((m) => ({ t, j } = m));
  let p: ReturnType<typeof portal>;
  let meera: string;
  let kiran: string;
  const meeraId = () => j.students.ashas._id;

  beforeAll(async () => {
    p = portal(t);
    await requireDocument(t, 'passport', 'shortlist');
    await requireDocument(t, 'financial-statement', 'offer', j.canada);
    const res = await j.apply(j.asha.token, meeraId());
    expect(res.statusCode, res.body).toBe(201);
    meera = await p.link(j, j.asha.token, meeraId());
    kiran = await p.link(j, j.ravi.token, j.students.ravis._id);
  });

  const documents = async (id = meeraId()) =>
    (await j.call(j.admin, 'GET', `/enquiries/${id}/documents`)).json<DocumentsAnswer>();
  const uploadEvents = async () =>
    (
      await t.app.dbHandle.db
        .selectFrom('events')
        .select(['id', 'type', 'payload'])
        .where('type', '=', 'studentUpload')
        .orderBy('id')
        .execute()
    ).map((e) => ({ ...e, id: Number(e.id), type: 'studentUpload' as const }));

  it("shows the student's first name, applications in plain words, checklist and types", async () => {
    const res = await p.read(meera);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<StudentPortal>();
    expect(page.name).toBe('Meera');
    expect(page.applications).toEqual([
      { college: 'Lakeside College', course: 'MSc Data Science', stage: 'Choosing courses' },
    ]);
    expect(page.checklist).toEqual([
      { type: { id: 'passport', name: 'Passport' }, state: 'missing', reason: null },
    ]);
    expect(page.uploadTypes[0]).toEqual({ id: 'passport', name: 'Passport' });
    expect(page.uploadTypes).toHaveLength(11);
    expect(res.headers['cache-control']).toMatch(/no-store/);
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
  });

  it("tells nothing else of staff: no ids, notes, number or other students'", async () => {
    await j.call(j.asha.token, 'PUT', `/enquiries/${meeraId()}`, { remarks: 'Secret note' });
    const { bookingPath, ...rest } = (await p.read(meera)).json<StudentPortal>();
    // the counsellor's id only in their booking page's path (as the acknowledgement mail has it)
    expect(bookingPath).toBe(`/book/${j.asha.id}`);
    const body = JSON.stringify(rest);
    for (const leak of ['Secret note', j.asha.id, j.students.ashas.enqNo, 'Kiran'])
      expect(body).not.toContain(leak);
    expect(Object.keys({ bookingPath, ...rest }).sort()).toEqual(
      [
        'agencyLogo',
        'agencyName',
        'applications',
        'bookingPath',
        'checklist',
        'counsellor',
        'expiresAt',
        'name',
        'uploadTypes',
      ].sort(),
    );
  });

  it('names the agency, and the counsellor with how to reach them', async () => {
    const db = t.app.dbHandle.db;
    await db
      .updateTable('users')
      .set({ mobile: '+91 98765 43210' })
      .where('id', '=', j.asha.id)
      .execute();
    await j.call(j.admin, 'PATCH', '/settings', { agencyName: 'Globe Study' });
    const page = (await p.read(meera)).json<StudentPortal>();
    const asha = await db
      .selectFrom('users')
      .select(['fname', 'lname', 'email'])
      .where('id', '=', j.asha.id)
      .executeTakeFirstOrThrow();
    expect(page.agencyName).toBe('Globe Study');
    expect(page.agencyLogo).toBeNull();
    expect(page.counsellor).toEqual({
      name: `${asha.fname} ${asha.lname}`.trim(),
      email: asha.email,
      phone: '+91 98765 43210',
    });
    // Anyone may read the agency's name (the thank-you page), and nothing else through it.
    const branding = await t.app.inject({ url: '/api/branding' });
    expect(branding.statusCode).toBe(200);
    expect(branding.json()).toEqual({ agencyName: 'Globe Study', logo: null });
    await j.call(j.admin, 'PATCH', '/settings', { agencyName: 'StudyDesk' });
  });

  it('books with the counsellor, or with anyone while the student has none', async () => {
    const db = t.app.dbHandle.db;
    expect((await p.read(meera)).json<StudentPortal>().bookingPath).toBe(`/book/${j.asha.id}`);
    const owner = (to: string | null) =>
      db.updateTable('enquiries').set({ assignedTo: to }).where('id', '=', meeraId()).execute();
    await owner(null);
    const page = (await p.read(meera)).json<StudentPortal>();
    await owner(j.asha.id);
    expect(page.counsellor).toBeNull();
    expect(page.bookingPath).toBe('/book');
  });

  it('follows the application: an offer reads "Offer received" and asks for what the offer phase needs', async () => {
    const [application] = (
      await j.call(j.asha.token, 'GET', `/enquiries/${meeraId()}/applications`)
    ).json<{ data: { _id: string }[] }>().data;
    const moved = await j.call(j.asha.token, 'PATCH', `/applications/${application!._id}/stage`, {
      stage: 'conditional_offer',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const page = (await p.read(meera)).json<StudentPortal>();
    expect(page.applications[0]!.stage).toBe('Offer received');
    expect(page.checklist.map((c) => [c.type.name, c.state])).toEqual([
      ['Passport', 'missing'],
      ['Financial statement', 'missing'],
    ]);
  });

  it("takes a PDF and a photo: awaiting review on staff's list, on the timeline, and on the owner's bell alone", async () => {
    const before = (await uploadEvents()).length;
    const sent = await p.upload(meera, { type: 'passport', file: pdf(), filename: 'passport.pdf' });
    expect(sent.statusCode, sent.body).toBe(201);
    const answer = sent.json<StudentUploadAnswer>();
    expect(answer).toMatchObject({ type: { id: 'passport' }, status: 'awaiting' });
    const photo = await p.upload(meera, {
      type: 'financial-statement',
      file: await jpeg(),
      filename: 'IMG_0001.jpg',
    });
    expect(photo.statusCode, photo.body).toBe(201);

    const staff = await documents();
    const doc = staff.data.find((d) => d._id === answer._id)!;
    expect(doc).toMatchObject({ status: 'awaiting', uploadedBy: { student: true } });
    expect(staff.checklist.find((c) => c.type.id === 'passport')!.state).toBe('awaiting');
    expect((await p.read(meera)).json<StudentPortal>().checklist.map((c) => c.state)).toEqual([
      'awaiting',
      'awaiting',
    ]);

    const lines = await t.app.dbHandle.db
      .selectFrom('document_events')
      .selectAll()
      .where('documentId', '=', answer._id)
      .execute();
    expect(lines).toMatchObject([{ action: 'upload', by: null, enquiryId: meeraId() }]);
    expect(lines[0]!.linkId).not.toBeNull();
    const read = await j.call(j.asha.token, 'GET', `/enquiries/${meeraId()}/timeline`);
    const timeline = read.json<{ data: TimelineEntry[] }>().data;
    expect(
      timeline.find((e) => e.type === 'document' && e.documentId === answer._id),
    ).toMatchObject({ action: 'upload', byStudent: true, by: null, documentType: 'Passport' });

    const events = (await uploadEvents()).slice(before);
    expect(events).toHaveLength(2);
    expect(events.map(audienceOf)).toEqual([j.asha.id, j.asha.id]);
    expect(JSON.parse(events[0]!.payload) as StudentUploadNotice).toMatchObject({
      enquiry: meeraId(),
      no: j.students.ashas.enqNo,
      type: 'Passport',
      document: answer._id,
      to: j.asha.id,
    });
  });

  it('shows the reason when staff reject what the student sent, and ✓ as accepted', async () => {
    const staff = await documents();
    const passport = staff.data.find((d) => d.type.id === 'passport')!;
    const statement = staff.data.find((d) => d.type.id === 'financial-statement')!;
    const rejected = await j.call(j.asha.token, 'PATCH', `/documents/${passport._id}`, {
      status: 'rejected',
      reason: 'The photo page is cut off',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    await j.call(j.asha.token, 'PATCH', `/documents/${statement._id}`, { status: 'accepted' });
    expect((await p.read(meera)).json<StudentPortal>().checklist).toEqual([
      {
        type: { id: 'passport', name: 'Passport' },
        state: 'rejected',
        reason: 'The photo page is cut off',
      },
      {
        type: { id: 'financial-statement', name: 'Financial statement' },
        state: 'accepted',
        reason: null,
      },
    ]);
  });

  it("opens only its own student: another student's link reads and sends to that student alone", async () => {
    const page = (await p.read(kiran)).json<StudentPortal>();
    expect(page.name).toBe('Kiran');
    expect(page.applications).toEqual([]);
    const count = (await documents()).data.length;
    const sent = await p.upload(kiran, { type: 'passport', file: pdf() });
    expect(sent.statusCode, sent.body).toBe(201);
    expect((await documents()).data).toHaveLength(count);
    expect((await documents(j.students.ravis._id)).data).toHaveLength(1);
  });

  it('refuses a file by its bytes, a missing file and a type it does not offer, storing nothing', async () => {
    const count = (await documents()).data.length;
    const html = await p.upload(meera, {
      type: 'passport',
      file: Buffer.from('<html><script>alert(1)</script></html>'),
      filename: 'passport.pdf',
    });
    expect(html.statusCode).toBeGreaterThanOrEqual(400);
    expect(html.statusCode).toBeLessThan(500);
    expect(html.json<{ message: string }>().message).toBeTruthy();
    const huge = await p.upload(meera, {
      type: 'passport',
      file: Buffer.concat([pdf(), Buffer.alloc(t.config.documentMaxBytes)]),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json<{ message: string }>().message).toMatch(/limit is 10 MB/);
    const script = await p.upload(meera, {
      type: 'passport',
      file: pdfCompressed('<< /S /JavaScript /JS (app.alert(1)) >>'),
    });
    expect([script.statusCode, script.json<{ message: string }>().message]).toEqual([
      400,
      DOCUMENT_MESSAGES.pdfActive,
    ]);
    const none = await p.upload(meera, { type: 'passport' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ message: 'Choose a file to upload' });
    // a NUL byte was a PostgreSQL error (500) before it was checked as an id
    for (const type of [undefined, 'no-such-type', 'pass\u0000port']) {
      const res = await p.upload(meera, { type, file: pdf() });
      expect(res.statusCode, type).toBe(400);
      expect(res.json<{ fieldErrors: object }>().fieldErrors).toHaveProperty('type');
    }
    expect((await documents()).data).toHaveLength(count);
  });

  it('ignores a staff session sent along: the link alone decides', async () => {
    const admin = { authorization: `Bearer ${j.admin}` };
    const bad = await t.app.inject({ url: '/api/student/not-a-token', headers: admin });
    expect(bad.statusCode).toBe(404);
    const good = await t.app.inject({ url: `/api/student/${kiran}`, headers: admin });
    expect(good.json<StudentPortal>().name).toBe('Kiran');
  });
});
