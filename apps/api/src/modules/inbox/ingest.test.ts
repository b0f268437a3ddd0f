import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReplyEntry, ReplyNotice, TimelineEntry } from '@studydesk/contract';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { createEnquiry, enquiryInput } from '../../test/fixtures';
import { pdf } from '../documents/documents.fixtures';
import { eventsOf, inboundRow, rawMail } from './inbox.fixtures';
import { replyTokenFor } from './reply-tokens';

const DOMAIN = 'replies.agency.example';

describe('ingest: one way in for every mail', () => {
  let t: TestApp;
  let admin: string;
  let owner: { id: string };
  let n = 0;
  const db = () => t.app.dbHandle.db;
  const student = async () => {
    const id = await createEnquiry(t, admin, ++n);
    await db()
      .updateTable('enquiries')
      .set({ assignedTo: owner.id })
      .where('id', '=', id)
      .execute();
    const input = enquiryInput(n);
    return { id, email: input.email.toLowerCase(), fName: input.fName };
  };
  const timeline = async (id: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/enquiries/${id}/timeline`,
        headers: bearer(admin),
      })
    ).json<{ data: TimelineEntry[] }>().data;
  const replies = async (id: string) =>
    (await timeline(id)).filter((e): e is ReplyEntry & { type: 'reply' } => e.type === 'reply');

  beforeAll(async () => {
    t = await createTestApp({ INBOUND_DOMAIN: DOMAIN, INBOUND_MAX_BYTES: '300000' });
    admin = await t.tokenFor('admin');
    owner = await t.createUser('counsellor');
  });
  afterAll(() => t.close());

  it('files a reply by its token: the thread on the timeline, the owner told, no contact', async () => {
    const s = await student();
    const token = await replyTokenFor(db(), s.id);
    const raw = await rawMail({
      from: { name: 'Priya Shah', address: s.email },
      to: `reply+${token}@${DOMAIN}`,
      subject: 'Re: Your application',
      text: 'Yes, Tuesday works.\n\nOn Mon, 2 Mar 2026, Asha <desk@agency.example> wrote:\n> When?',
    });
    const got = await t.app.inbox.ingest(raw);
    expect(got).toMatchObject({ duplicate: false, enquiryId: s.id });
    const [line] = await replies(s.id);
    expect(line).toMatchObject({
      type: 'reply',
      direction: 'in',
      filedBy: 'token',
      from: s.email,
      fromName: 'Priya Shah',
      subject: 'Re: Your application',
      text: 'Yes, Tuesday works.',
      quoted: 'On Mon, 2 Mar 2026, Asha <desk@agency.example> wrote:\n> When?',
      unverified: false,
      automatic: false,
    });
    const notices = await eventsOf<ReplyNotice>(t, 'reply');
    expect(notices.at(-1)).toMatchObject({ enquiry: s.id, name: 'Priya Shah', to: owner.id });
    // The student's activity, not the counsellor's contact: the clock runs on.
    const e = await db()
      .selectFrom('enquiries')
      .select('firstContactAt')
      .where('id', '=', s.id)
      .executeTakeFirstOrThrow();
    expect(e.firstContactAt).toBeNull();
  });

  it('marks a sender that is not the token’s student "unverified"', async () => {
    const s = await student();
    const token = await replyTokenFor(db(), s.id);
    const raw = await rawMail({
      from: 'someone@else.example',
      to: `reply+${token}@${DOMAIN}`,
      subject: 'Hello',
      text: 'Hi',
    });
    await t.app.inbox.ingest(raw);
    expect((await replies(s.id))[0]).toMatchObject({ unverified: true, filedBy: 'token' });
  });

  it('files by thread (In-Reply-To a mail StudyDesk sent), else by the sender, else Unmatched', async () => {
    const s = await student();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/enquiries/${s.id}/emails`,
      headers: bearer(admin),
      payload: { subject: 'Documents', body: 'Please send them' },
    });
    expect(res.statusCode).toBe(201);
    const sent = await db()
      .selectFrom('outbox')
      .select('id')
      .where('enquiryId', '=', s.id)
      .executeTakeFirstOrThrow();
    const threaded = await rawMail({
      from: 'parent@family.example',
      to: 'desk@agency.example',
      subject: 'Re: Documents',
      text: 'Attached soon',
      inReplyTo: `<${sent.id}@agency.example>`,
      references: [`<${sent.id}@agency.example>`],
    });
    await t.app.inbox.ingest(threaded);
    expect((await replies(s.id))[0]).toMatchObject({ filedBy: 'thread', unverified: true });
    const bySender = await rawMail({
      from: s.email,
      to: 'desk@agency.example',
      subject: 'Q',
      text: 'A question',
    });
    await t.app.inbox.ingest(bySender);
    expect((await replies(s.id))[0]).toMatchObject({ filedBy: 'sender', text: 'A question' });
    const stranger = await rawMail({
      from: 'nobody@x.example',
      to: 'desk@agency.example',
      subject: 'Spam?',
      text: '?',
    });
    const got = await t.app.inbox.ingest(stranger);
    expect(got.enquiryId).toBeNull();
    expect((await inboundRow(t, got.id)).enquiryId).toBeNull();
  });

  it('files a counsellor’s own mail copied to bcc@ on the student it was sent to, telling nobody', async () => {
    const s = await student();
    const before = (await eventsOf(t, 'reply')).length;
    const raw = await rawMail({
      from: 'asha@agency.example',
      to: s.email,
      subject: 'From my phone',
      text: 'See you Monday',
    });
    const got = await t.app.inbox.ingest(raw, [s.email, `bcc@${DOMAIN}`]);
    expect(got.enquiryId).toBe(s.id);
    expect((await replies(s.id))[0]).toMatchObject({ direction: 'out', filedBy: 'bcc' });
    expect(await eventsOf(t, 'reply')).toHaveLength(before);
  });

  it('files the same Message-ID once', async () => {
    const s = await student();
    const raw = await rawMail({
      from: s.email,
      to: 'x@y.example',
      subject: 'Once',
      text: 'One',
      messageId: '<dup-1@student.example>',
    });
    const first = await t.app.inbox.ingest(raw);
    const again = await t.app.inbox.ingest(raw);
    expect(again).toEqual({ id: first.id, enquiryId: s.id, duplicate: true });
    expect(await replies(s.id)).toHaveLength(1);
  });

  it('files auto-replies and list mail without a bell', async () => {
    const s = await student();
    const before = (await eventsOf(t, 'reply')).length;
    for (const headers of [{ 'Auto-Submitted': 'auto-replied' }, { Precedence: 'bulk' }])
      await t.app.inbox.ingest(
        await rawMail({
          from: s.email,
          to: 'x@y.example',
          subject: 'Out of office',
          text: 'Away',
          headers,
        }),
      );
    const lines = await replies(s.id);
    expect(lines.map((l) => l.automatic)).toEqual([true, true]);
    expect(await eventsOf(t, 'reply')).toHaveLength(before);
    // "Auto-Submitted: no" is a person writing.
    await t.app.inbox.ingest(
      await rawMail({
        from: s.email,
        to: 'x@y.example',
        subject: 'Me',
        text: 'Hi',
        headers: { 'Auto-Submitted': 'no' },
      }),
    );
    expect(await eventsOf(t, 'reply')).toHaveLength(before + 1);
  });

  it('sanitises HTML on the server and holds remote images back', async () => {
    const s = await student();
    await t.app.inbox.ingest(
      await rawMail({
        from: s.email,
        to: 'x@y.example',
        subject: 'Html',
        html: '<p onmouseover="steal()">Hi</p><script>alert(1)</script><img src="https://track.example/p.gif">',
      }),
    );
    const [line] = await replies(s.id);
    expect(line!.html).toContain('<p>Hi</p>');
    expect(line!.html).not.toMatch(/script|onmouseover|alert|\ssrc=/);
    expect(line!.html).toContain('data-remote-src="https://track.example/p.gif"');
  });

  it('keeps oversize and malformed mail as text, never failing', async () => {
    const s = await student();
    const big = await rawMail({
      from: s.email,
      to: 'x@y.example',
      subject: 'Huge',
      text: 'x'.repeat(400_000),
    });
    await t.app.inbox.ingest(big);
    const [huge] = await replies(s.id);
    expect(huge).toMatchObject({ subject: 'Huge' });
    expect(huge!.text).toMatch(/over the limit of 300000 bytes/);
    const broken = Buffer.from(
      `From: ${s.email}\r\nSubject: Broken\r\nContent-Type: multipart/mixed; boundary="b"\r\n\r\n--b\r\nContent-Type: text/plain; charset=x-unknown\r\nContent-Transfer-Encoding: base64\r\n\r\n@@@not base64@@@\r\n--b`,
    );
    const got = await t.app.inbox.ingest(broken);
    expect(got.enquiryId).toBe(s.id);
    expect(await t.app.inbox.ingest(Buffer.from('\u0000\u0001 garbage'))).toMatchObject({
      duplicate: false,
    });
  });

  it('puts attachments through the upload checks into the student’s file, from e-mail, awaiting review', async () => {
    const s = await student();
    await t.app.inbox.ingest(
      await rawMail({
        from: s.email,
        to: 'x@y.example',
        subject: 'My passport',
        text: 'Attached',
        attachments: [
          { filename: 'passport.pdf', content: pdf() },
          { filename: 'invoice.pdf', content: Buffer.from('MZ not really a pdf') },
        ],
      }),
    );
    const docs = await t.app.inject({
      method: 'GET',
      url: `/api/enquiries/${s.id}/documents`,
      headers: bearer(admin),
    });
    expect(docs.statusCode, docs.body).toBe(200);
    const list = docs.json<{
      data: { fileName: string; status: string; type: { id: string }; uploadedBy: object }[];
    }>().data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      fileName: 'passport.pdf',
      status: 'awaiting',
      type: { id: 'from-e-mail' },
      uploadedBy: { student: true, fromEmail: true },
    });
    const [line] = await replies(s.id);
    expect(line!.refused).toEqual([{ fileName: 'invoice.pdf', reason: expect.any(String) }]);
  });
});
