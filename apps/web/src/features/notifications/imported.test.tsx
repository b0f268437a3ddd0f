import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImportedNotice } from '@studydesk/contract';
import { sseFrame } from '../../lib/fake-event-stream';
import { bell, renderBell, sendFrames, stubBellServer, type BellServer } from './bell-test-page';

const notice = (over: Partial<ImportedNotice> = {}): ImportedNotice => ({
  id: 'imp1',
  resource: 'enquiries',
  name: 'leads.csv',
  state: 'done',
  inserted: 7920,
  updated: 40,
  skipped: 30,
  failed: 10,
  to: 'me',
  ...over,
});

let server: BellServer;
beforeEach(() => {
  server = stubBellServer();
});
afterEach(() => vi.unstubAllGlobals());

describe('a finished import in the bell', () => {
  it('shows one summary per import, live and once, and opens its result', async () => {
    renderBell();
    await bell('notifications');
    await sendFrames(
      server,
      sseFrame(5, 'imported', notice()),
      sseFrame(6, 'imported', notice()), // a replay: no second item
      sseFrame(7, 'imported', { id: 'imp9' }), // malformed: ignored
      sseFrame(8, 'imported', notice({ id: 'imp2', resource: 'courses', name: 'courses.xlsx' })),
    );
    await userEvent.click(await bell('notifications, 2 new'));
    const popup = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(
      within(popup)
        .getAllByText(/^Import done/)
        .map((e) => e.textContent),
    ).toEqual([
      'Import done: courses.xlsx — 7,920 inserted, 40 updated, 30 skipped, 10 failed',
      'Import done: leads.csv — 7,920 inserted, 40 updated, 30 skipped, 10 failed',
    ]);
    await userEvent.click(within(popup).getByText(/leads\.csv/));
    expect(await screen.findByText('at /enquiries/import?id=imp1')).toBeInTheDocument();
    expect(await bell('notifications, 1 new')).toBeInTheDocument();
  });
});
