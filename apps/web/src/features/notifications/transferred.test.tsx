import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TransferredNotice } from '@studydesk/contract';
import { sseFrame } from '../../lib/fake-event-stream';
import { bell, renderBell, sendFrames, stubBellServer, type BellServer } from './bell-test-page';

const notice = (over: Partial<TransferredNotice> = {}): TransferredNotice => ({
  enquiry: 'enq1',
  no: 'ENQ-000123',
  name: 'Priya Sharma',
  office: 'Pune',
  by: 'u-asha',
  byName: 'Asha',
  note: 'Lives in Pune now',
  to: 'me',
  at: '2026-11-29T08:00:00.000Z',
  ...over,
});

let server: BellServer;
beforeEach(() => {
  server = stubBellServer();
});
afterEach(() => vi.unstubAllGlobals());

describe('an enquiry moved into the manager’s office, in the bell', () => {
  it('says who moved whom where and why, once, and opens the record', async () => {
    renderBell();
    await bell('notifications');
    await sendFrames(
      server,
      sseFrame(5, 'transferred', notice()),
      sseFrame(6, 'transferred', notice()), // a replay: no second item
      sseFrame(7, 'transferred', { enquiry: 'enq9' }), // malformed: ignored
    );
    await userEvent.click(await bell('notifications, 1 new'));
    const popup = await screen.findByRole('dialog', { name: 'Notifications' });
    const line = within(popup).getByText('Priya Sharma moved to Pune by Asha: Lives in Pune now');
    expect(within(popup).getByText('ENQ-000123')).toBeInTheDocument();
    await userEvent.click(line);
    expect(await screen.findByText('at /enquiries?focus=enq1')).toBeInTheDocument();
    expect(await bell('notifications')).toBeInTheDocument();
  });
});
