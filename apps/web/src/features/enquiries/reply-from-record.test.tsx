import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TimelineEntry } from '@studydesk/contract';
import { json, renderRoutes, signIn } from '../../test/test-utils';
import { fastUser } from '../../lib/test-page';
import EnquiryDetailPage from './enquiry-detail-page';
import { enquiry, fakeDesk } from './test-desk';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const studentReply: TimelineEntry = {
  _id: 'r7',
  at: '2026-11-04T09:00:00.000Z',
  by: null,
  byName: null,
  type: 'reply',
  direction: 'in',
  filedBy: 'token',
  from: 'asha@example.com',
  fromName: 'Asha Verma',
  to: 'reply+abc@replies.example',
  subject: 'Re: Your session is booked',
  text: 'Should I bring my transcript?',
  quoted: null,
  html: null,
  unverified: false,
  automatic: false,
  refused: [],
  attachments: [],
};

/** Answering a student's mail from their record keeps the thread (the API sets its headers). */
describe('replying to a student’s mail from the record', () => {
  it('opens the mail with the subject of the thread and sends it as an answer to that mail', async () => {
    const desk = fakeDesk({ enquiries: [enquiry('e1', 7)], timeline: { e1: [studentReply] } });
    desk.reply('GET', '/api/mail-templates', () => json({ data: [], total: 0 }));
    desk.reply('POST', '/api/enquiries/e1/emails', () =>
      json(
        {
          _id: 'm9',
          type: 'email',
          at: studentReply.at,
          by: 'u1',
          byName: 'Priya Sharma',
          to: 'asha@example.com',
          subject: 'x',
          state: 'sent',
          lastError: null,
        },
        201,
      ),
    );
    signIn();
    renderRoutes('/enquiries/e1', [{ path: '/enquiries/:id', element: <EnquiryDetailPage /> }]);
    const user = fastUser();
    const timeline = await screen.findByRole('list', { name: 'Timeline, newest first' });
    await user.click(await within(timeline).findByRole('button', { name: 'Reply to Asha Verma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reply to Asha' });
    expect(within(dialog).getByRole('textbox', { name: /^Subject/ })).toHaveValue(
      'Re: Your session is booked',
    );
    await user.type(within(dialog).getByRole('textbox', { name: /^Message/ }), 'Yes, please.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await vi.waitFor(() =>
      expect(desk.last('POST', '/api/enquiries/e1/emails')?.body).toEqual({
        subject: 'Re: Your session is booked',
        body: 'Yes, please.',
        inReplyTo: 'r7',
      }),
    );
  });
});
