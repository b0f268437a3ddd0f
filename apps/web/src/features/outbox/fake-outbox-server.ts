import type { OutboxMail, OutboxMessage } from '@studydesk/contract';
import { json, stubFetch } from '../../test/test-utils';

/** Test helper: a mail of the outbox, as GET /outbox/{id} gives it. */
export const testMail = (i: number, more: Partial<OutboxMessage> = {}): OutboxMessage => ({
  _id: `m${i}`,
  kind: 'ack',
  to: `student${i}@example.test`,
  subject: `Your enquiry ENQ-${i}`,
  state: 'waiting',
  attempts: 0,
  lastError: null,
  nextAttemptAt: '2026-11-27T09:00:00.000Z',
  enquiryId: null,
  createdAt: `2026-11-27T08:0${i}:00.000Z`,
  sentAt: null,
  replyTo: 'counsellor@agency.test',
  text: `Dear student ${i},\nthank you.`,
  html: '<p>thank you</p>',
  headers: {},
  ...more,
});

const summary = ({
  replyTo: _r,
  text: _t,
  html: _h,
  headers: _x,
  ...m
}: OutboxMessage): OutboxMail => m;

/** Test helper: the outbox API in memory (list with state filter, one mail, resend, cancel). */
export function fakeOutboxServer(mails: OutboxMessage[], mailServer = true) {
  const calls: { method: string; path: string; query: string }[] = [];
  const answer = (method: string, path: string, url: URL): Response => {
    const [, , id, verb] = path.split('/');
    if (method === 'GET' && !id) {
      const state = url.searchParams.get('state');
      const rows = mails.filter((m) => !state || m.state === state);
      return json({ data: rows.map(summary), total: rows.length, mailServer });
    }
    const mail = mails.find((m) => m._id === id);
    if (!mail) return json({ message: 'Mail not found', error: 'not_found' }, 404);
    if (method === 'GET') return json(mail);
    if (mail.state === 'sent')
      return json(
        { message: 'This mail has been sent: it cannot be changed', error: 'conflict' },
        409,
      );
    if (verb === 'resend') Object.assign(mail, { state: 'waiting', attempts: 0, lastError: null });
    else mail.state = 'cancelled';
    return json({ message: 'ok', mail: summary(mail) });
  };
  const fetch = stubFetch((req) => {
    const url = new URL(req.url);
    const path = url.pathname.replace(/^\/api/, '');
    calls.push({ method: req.method, path, query: url.search });
    return Promise.resolve(answer(req.method, path, url));
  });
  return { mails, calls, fetch, writes: () => calls.filter((c) => c.method !== 'GET') };
}
