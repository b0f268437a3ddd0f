import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TimelineEntry } from '@studydesk/contract';
import { json, renderRoutes, signIn } from '../../test/test-utils';
import { fastUser } from '../../lib/test-page';
import { doc } from '../documents/fake-documents-server';
import EnquiryDetailPage from './enquiry-detail-page';
import { enquiry, fakeDesk } from './test-desk';

/** The record's timeline as a counsellor reads it: documents, application changes, follow-ups. */
const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T09:00:00.000Z`;
const staff = { by: 'u1', byName: 'Priya Sharma' };
const student = { by: null, byName: null };
const document = (
  _id: string,
  day: number,
  more: Partial<Extract<TimelineEntry, { type: 'document' }>>,
): TimelineEntry => ({
  _id,
  at: at(day),
  ...staff,
  type: 'document',
  action: 'upload',
  documentId: 'd1',
  documentType: 'Passport',
  fileName: 'passport.pdf',
  reason: null,
  byStudent: false,
  ...more,
});
const change = (_id: string, day: number, more: Partial<TimelineEntry>): TimelineEntry =>
  ({
    _id,
    at: at(day),
    ...staff,
    type: 'change',
    kind: 'application',
    recordId: 'a1',
    action: 'update',
    field: null,
    from: null,
    to: null,
    label: 'Lakeside College — MSc Data Science',
    ...more,
  }) as TimelineEntry;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderTimeline(entries: TimelineEntry[]) {
  const desk = fakeDesk({ enquiries: [enquiry('e1', 7)], timeline: { e1: entries } });
  desk.reply('GET', '/api/enquiries/e1/documents', () =>
    json({ data: [doc({ _id: 'd1' })], checklist: [] }),
  );
  signIn();
  renderRoutes('/enquiries/e1', [{ path: '/enquiries/:id', element: <EnquiryDetailPage /> }]);
  return { desk, user: fastUser() };
}
const items = async () =>
  within(await screen.findByRole('list', { name: 'Timeline, newest first' })).getAllByRole(
    'listitem',
  );

const session = (
  _id: string,
  day: number,
  more: Partial<Extract<TimelineEntry, { type: 'session' }>>,
): TimelineEntry => ({
  _id,
  at: at(day),
  ...staff,
  type: 'session',
  event: 'booked',
  appointmentId: 's1',
  typeName: 'Introduction call',
  start: '2026-12-02T10:00:00.000Z',
  from: null,
  zone: 'Asia/Kolkata',
  ...more,
});

describe("the record's timeline", () => {
  it("tells a session's story on the office's clock: booked, moved, checked in, held, by whom", async () => {
    renderTimeline([
      session('s5', 5, { event: 'done' }),
      session('s4', 4, { event: 'checked-in' }),
      session('s3', 3, { event: 'rescheduled', from: '2026-12-01T10:00:00.000Z' }),
      session('s2', 2, { ...student, event: 'cancelled', appointmentId: 's0' }),
      session('s1', 1, { ...student }),
    ]);
    const [done, checkedIn, moved, cancelled, booked] = await items();
    expect(booked).toHaveTextContent(
      /^Introduction call booked: 02-12-2026 15:30 GMT\+5:30.* · by the student$/,
    );
    expect(cancelled).toHaveTextContent(/^Introduction call cancelled: .* · by the student$/);
    expect(moved).toHaveTextContent(
      /^Introduction call moved: 02-12-2026 15:30 GMT\+5:30 \(was 01-12-2026 15:30 GMT\+5:30\).* · by Priya Sharma$/,
    );
    expect(checkedIn).toHaveTextContent(/^Introduction call checked in: .* · by Priya Sharma$/);
    expect(done).toHaveTextContent(/^Introduction call held: /);
  });

  it('says what happened to which document, by whom, and opens the document', async () => {
    const { user } = renderTimeline([
      document('t3', 3, { action: 'reject', reason: 'The photo page is cut off' }),
      document('t2', 2, { action: 'accept', documentId: 'gone', fileName: 'old.pdf' }),
      document('t1', 1, { ...student, byStudent: true }),
    ]);
    const [rejected, accepted, uploaded] = await items();
    expect(uploaded).toHaveTextContent(/^Passport uploadedpassport\.pdfOpen.*· by the student$/);
    expect(accepted).toHaveTextContent(/^Passport acceptedold\.pdf.*· by Priya Sharma$/);
    expect(within(accepted!).queryByRole('button', { name: /^Open/ })).not.toBeInTheDocument();
    expect(rejected).toHaveTextContent('Reason: The photo page is cut off');
    await user.click(within(uploaded!).getByRole('button', { name: 'Open passport.pdf' }));
    expect(await screen.findByRole('dialog', { name: /Passport/ })).toBeVisible();
  });

  it("labels an application's fields, dates them day-first, and drops a repeated Follow up", async () => {
    renderTimeline([
      change('t3', 3, { field: 'depositPaidDate', from: null, to: '2026-11-28' }),
      change('t2', 2, { field: 'tuition', from: '12000', to: '14500' }),
      change('t1', 1, {
        kind: 'followUp',
        recordId: 'f1',
        field: 'nextContactDate',
        from: '2026-11-30',
        to: '2026-12-02',
        label: 'Follow up: Spoke about fees',
      }),
    ]);
    const [deposit, tuition, followUp] = await items();
    expect(deposit).toHaveTextContent(
      /^Application 'Lakeside College — MSc Data Science': Deposit paid \(blank\) →to 28-11-2026/,
    );
    expect(tuition).toHaveTextContent(/: First-year tuition 12,000 →to 14,500/);
    expect(followUp).toHaveTextContent(
      /^Follow-up 'Spoke about fees': next contact 30-11-2026 →to 02-12-2026/,
    );
    expect(followUp).not.toHaveTextContent(/Follow up:/);
  });

  it('shows a reply with its quote folded away, and says when the sender is unverified', async () => {
    const { user } = renderTimeline([
      {
        _id: 'r1',
        at: at(4),
        ...student,
        type: 'reply',
        direction: 'in',
        filedBy: 'token',
        from: 'priya@student.example',
        fromName: 'Priya Shah',
        to: 'reply+abc@replies.example',
        subject: 'Re: Fees',
        text: 'Tuesday works.',
        quoted: 'On Mon, Asha wrote:\n> When?',
        html: null,
        unverified: true,
        automatic: false,
        refused: [{ fileName: 'x.exe', reason: 'This kind of file is not accepted' }],
        attachments: ['x.exe'],
      },
    ]);
    const [reply] = await items();
    expect(reply).toHaveTextContent(/^Reply from Priya Shah: Re: Fees/);
    expect(reply).toHaveTextContent('Unverified sender');
    expect(reply).toHaveTextContent('Tuesday works.');
    expect(reply).toHaveTextContent('Attachment x.exe not kept: This kind of file is not accepted');
    expect(reply).toHaveTextContent(/by e-mail$/);
    expect(reply).not.toHaveTextContent('> When?');
    await user.click(within(reply!).getByRole('button', { name: 'Show quoted text' }));
    expect(reply).toHaveTextContent('> When?');
  });

  const reply = (over: Partial<Extract<TimelineEntry, { type: 'reply' }>>): TimelineEntry => ({
    _id: 'r2',
    at: at(5),
    ...student,
    type: 'reply',
    direction: 'in',
    filedBy: 'token',
    from: 'priya@student.example',
    fromName: 'Priya Shah',
    to: 'reply+abc@replies.example',
    subject: 'Re: Offer',
    text: 'See attached.',
    quoted: null,
    html: null,
    unverified: false,
    automatic: false,
    refused: [],
    attachments: [],
    ...over,
  });

  it('shows a mail sent as HTML alone as the server sanitised it, its remote images after a click', async () => {
    const html =
      '<p>Here is my <b>offer</b></p><img data-remote-src="https://track.example/p.gif" alt="Remote image (click to load)" />';
    const { user } = renderTimeline([reply({ text: '', html })]);
    const [line] = await items();
    const body = within(line!).getByRole('region', { name: 'The mail from Priya Shah' });
    expect(within(body).getByText('offer').tagName).toBe('B');
    const image = within(body).getByRole('img', { name: 'Remote image (click to load)' });
    expect(image).not.toHaveAttribute('src');
    await user.click(within(line!).getByRole('button', { name: 'Show images' }));
    expect(image).toHaveAttribute('src', 'https://track.example/p.gif');
    expect(within(line!).queryByRole('button', { name: 'Show images' })).toBeNull();
  });

  it('prefers the text (its quote folded) to the HTML when the mail has both', async () => {
    renderTimeline([reply({ html: '<p>HTML copy</p>', text: 'Plain words' })]);
    const [line] = await items();
    expect(line).toHaveTextContent('Plain words');
    expect(line).not.toHaveTextContent('HTML copy');
  });

  it('lists the files kept with a link to the student’s documents, and marks an auto-reply', async () => {
    renderTimeline([
      reply({
        automatic: true,
        attachments: ['offer.pdf', 'x.exe'],
        refused: [{ fileName: 'x.exe', reason: 'This kind of file is not accepted' }],
      }),
    ]);
    const [line] = await items();
    expect(line).toHaveTextContent('Auto-reply');
    expect(line).toHaveTextContent(/Attachments offer\.pdf: in the student’s documents/);
    const link = within(line!).getByRole('link', { name: 'in the student’s documents' });
    expect(link).toHaveAttribute('href', '#documents');
    expect(await screen.findByRole('region', { name: 'Documents' })).toHaveAttribute(
      'id',
      'documents',
    );
    expect(line).toHaveTextContent('Attachment x.exe not kept');
  });
});
