import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StudentUploadNotice } from '@studydesk/contract';
import { sseFrame } from '../../lib/fake-event-stream';
import { bell, renderBell, sendFrames, stubBellServer, type BellServer } from './bell-test-page';

const notice = (over: Partial<StudentUploadNotice> = {}): StudentUploadNotice => ({
  enquiry: 'e7',
  no: 'ENQ-000123',
  name: 'Meera Nair',
  type: 'Passport',
  document: 'd1',
  to: 'me',
  at: '2026-11-27T10:00:00.000Z',
  ...over,
});

let server: BellServer;
beforeEach(() => {
  server = stubBellServer();
});
afterEach(() => vi.unstubAllGlobals());

describe('"Document from the student" in the bell (issue 23)', () => {
  it('shows a student’s upload live, once, and opens the student', async () => {
    renderBell();
    await bell('notifications');
    await sendFrames(
      server,
      sseFrame(5, 'studentUpload', notice()),
      sseFrame(6, 'studentUpload', notice()), // a replay: no second item
      sseFrame(7, 'studentUpload', { enquiry: 'e7' }), // malformed: ignored
      sseFrame(8, 'studentUpload', notice({ document: 'd2', type: 'CV' })),
    );
    await userEvent.click(await bell('notifications, 2 new'));
    const popup = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(
      within(popup)
        .getAllByText(/^Document from the student/)
        .map((e) => e.textContent),
    ).toEqual([
      'Document from the student: CV — Meera Nair',
      'Document from the student: Passport — Meera Nair',
    ]);
    await userEvent.click(within(popup).getByText(/Passport — Meera Nair/));
    expect(await screen.findByText('at /enquiries?focus=e7')).toBeInTheDocument();
    expect(await bell('notifications, 1 new')).toBeInTheDocument();
  });
});
