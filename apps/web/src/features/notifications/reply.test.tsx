import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notice, ReplyNotice } from '@studydesk/contract';
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

  const kept = (over: Partial<Notice> = {}): Notice => ({
    ...notice(),
    _id: 'mail1',
    kind: 'reply',
    read: false,
    ...over,
  });

  it('shows the replies kept on the server after a reload, and opening one marks it read there', async () => {
    server.notices = {
      notices: [kept(), kept({ _id: 'mail0', mail: 'mail0', name: 'Ravi', read: true })],
      unread: 1,
    };
    renderBell();
    // no live event: the kept notices alone
    await userEvent.click(await bell('notifications, 1 new'));
    const popup = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(popup).getByText('Reply from Ravi')).toBeInTheDocument();
    await userEvent.click(within(popup).getByText('Reply from Priya'));
    expect(await screen.findByText('at /enquiries?focus=enq4')).toBeInTheDocument();
    await waitFor(() => expect(server.bodies['/api/notices/read']).toEqual({ ids: ['mail1'] }));
    expect(await bell('notifications')).toBeInTheDocument();
  });

  it('counts a kept reply that also arrives live once; Mark all read marks all on the server', async () => {
    server.notices = { notices: [kept()], unread: 1 };
    renderBell();
    await bell('notifications, 1 new');
    await sendFrames(server, sseFrame(13, 'reply', notice()));
    await userEvent.click(await bell('notifications, 1 new'));
    const popup = await screen.findByRole('dialog', { name: 'Notifications' });
    await userEvent.click(within(popup).getByRole('button', { name: 'Mark as all read' }));
    await waitFor(() => expect(server.bodies['/api/notices/read']).toEqual({ ids: 'all' }));
  });
});
