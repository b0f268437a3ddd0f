import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StudentUploadNotice, ToReviewItem } from '@studydesk/contract';
import { sseFrame } from '../../lib/fake-event-stream';
import { bell, renderBell, sendFrames, stubBellServer, type BellServer } from './bell-test-page';

const upload = (over: Partial<ToReviewItem> = {}): ToReviewItem => ({
  _id: 'd1',
  enquiry: 'e7',
  enqNo: 'ENQ-000123',
  name: 'Meera Nair',
  type: 'Passport',
  createdAt: '2026-11-27T10:00:00.000Z',
  ...over,
});
const notice: StudentUploadNotice = {
  enquiry: 'e7',
  no: 'ENQ-000123',
  name: 'Meera Nair',
  type: 'CV',
  document: 'd2',
  to: 'me',
  at: '2026-11-27T11:00:00.000Z',
};

let server: BellServer;
beforeEach(() => {
  server = stubBellServer();
});
afterEach(() => vi.unstubAllGlobals());

const openTab = async (name: RegExp) => {
  const popup = await screen.findByRole('dialog', { name: 'Notifications' });
  await userEvent.click(within(popup).getByRole('tab', { name }));
  return popup;
};

describe('the bell’s "To review" tab', () => {
  it('lists the students’ uploads awaiting review, not among the new enquiries', async () => {
    server.toReview = {
      data: [upload({ _id: 'd2', type: 'CV', createdAt: '2026-11-27T11:00:00.000Z' }), upload()],
      count: 2,
    };
    renderBell();
    await userEvent.click(await bell('notifications, 2 to review'));
    const popup = await openTab(/^New enquiries/);
    expect(within(popup).getByText('No new notifications')).toBeInTheDocument();
    await openTab(/^To review \(2\)$/);
    const list = within(popup).getByRole('list', { name: 'Documents to review, newest first' });
    const items = within(list).getAllByRole('link');
    expect(items.map((i) => within(i).getByText(/ from /).textContent)).toEqual([
      'CV from Meera Nair',
      'Passport from Meera Nair',
    ]);
    // the student's name once, and the number as one word
    expect(within(items[1]!).getAllByText(/Meera Nair/)).toHaveLength(1);
    expect(within(items[1]!).getByText('ENQ-000123')).toHaveStyle({ whiteSpace: 'nowrap' });
    await userEvent.click(items[1]!);
    expect(await screen.findByText('at /enquiries/e7?doc=d1')).toBeInTheDocument();
  });

  it('asks again when a student sends a document, and says there is nothing left', async () => {
    renderBell();
    await bell('notifications');
    server.toReview = { data: [upload({ _id: 'd2', type: 'CV' })], count: 1 };
    await sendFrames(server, sseFrame(5, 'studentUpload', notice));
    await userEvent.click(await bell('notifications, 1 to review'));
    const popup = await openTab(/^To review \(1\)$/);
    expect(within(popup).getByRole('link', { name: /CV from Meera Nair/ })).toHaveAttribute(
      'href',
      '/enquiries/e7?doc=d2',
    );
  });
});
