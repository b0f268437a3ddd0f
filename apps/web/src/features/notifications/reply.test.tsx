import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReplyNotice } from '@studydesk/contract';
import { sseFrame } from '../../lib/fake-event-stream';
import { bell, renderBell, sendFrames, stubBellServer, type BellServer } from './bell-test-page';

const notice = (over: Partial<ReplyNotice> = {}): ReplyNotice => ({
  enquiry: 'enq4',
  no: 'ENQ-000456',
  name: 'Priya',
  mail: 'mail1',
  subject: 'Re: Your offer from Monash',
  to: 'me',
  at: '2026-11-29T09:00:00.000Z',
  ...over,
});

let server: BellServer;
beforeEach(() => {
  server = stubBellServer();
});
afterEach(() => vi.unstubAllGlobals());

describe('a student’s reply filed on the owner’s enquiry, in the bell', () => {
  it('says who replied, counts it unread once, and opens the record', async () => {
    renderBell();
    await bell('notifications');
    await sendFrames(
      server,
      sseFrame(8, 'reply', notice()),
      sseFrame(9, 'reply', notice()), // a replay after a reconnect: no second item
      sseFrame(10, 'reply', { enquiry: 'enq9' }), // malformed: ignored
    );
    await userEvent.click(await bell('notifications, 1 new'));
    const popup = await screen.findByRole('dialog', { name: 'Notifications' });
    const line = within(popup).getByText('Reply from Priya');
    expect(within(popup).getByText('ENQ-000456')).toBeInTheDocument();
    // the line is dated when the reply came, never N/A
    expect(within(popup).getByText('29-11-2026')).toBeInTheDocument();
    expect(within(popup).queryByText('N/A')).toBeNull();
    await userEvent.click(line);
    expect(await screen.findByText('at /enquiries?focus=enq4')).toBeInTheDocument();
    expect(await bell('notifications')).toBeInTheDocument();
  });

  it('keeps a second reply of the same student as its own line', async () => {
    renderBell();
    await bell('notifications');
    await sendFrames(
      server,
      sseFrame(11, 'reply', notice()),
      sseFrame(12, 'reply', notice({ mail: 'mail2', at: '2026-11-29T10:00:00.000Z' })),
    );
    expect(await bell('notifications, 2 new')).toBeInTheDocument();
  });
});
