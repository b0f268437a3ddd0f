import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AssignedNotice } from '@studydesk/contract';
import { sseFrame } from '../../lib/fake-event-stream';
import { bell, renderBell, sendFrames, stubBellServer, type BellServer } from './bell-test-page';

const notice = (over: Partial<AssignedNotice> = {}): AssignedNotice => ({
  kind: 'enquiry',
  id: 'e7',
  no: 'ENQ-000123',
  name: 'Asha Verma',
  to: 'me',
  by: 'u1',
  byName: 'Omar Ali',
  at: '2025-03-12T10:00:00.000Z',
  ...over,
});

let server: BellServer;
beforeEach(() => {
  server = stubBellServer();
});
afterEach(() => vi.unstubAllGlobals());

describe('"Assigned to you" in the bell', () => {
  it('shows an assignment live, once, unread until opened', async () => {
    renderBell();
    await bell('notifications');
    const first = notice();
    const contact = notice({
      kind: 'contact',
      id: 'c1',
      no: null,
      name: 'Ravi',
      at: '2025-03-13T10:00:00.000Z',
    });
    await sendFrames(
      server,
      sseFrame(5, 'assigned', first),
      sseFrame(6, 'assigned', first), // a replay: no second item
      sseFrame(7, 'assigned', { kind: 'enquiry' }), // malformed: ignored
      sseFrame(8, 'assigned', contact),
    );
    await userEvent.click(await bell('notifications, 2 new'));
    const popup = await screen.findByRole('dialog', { name: 'Notifications' });
    // the list shows before the tabs' code is in, then moves into them: a line found before
    // then is gone when clicked
    await within(popup).findByRole('tablist', { name: 'Notification lists' });
    expect(
      within(popup)
        .getAllByText(/^Assigned to you/)
        .map((e) => e.textContent),
    ).toEqual(['Assigned to you: call request — Ravi', 'Assigned to you: ENQ-000123 — Asha Verma']);
    // the number is its own unbreakable span: the line's own text is around it
    await userEvent.click(within(popup).getByText(/^Assigned to you: .*Asha Verma$/));
    expect(await screen.findByText('at /enquiries?focus=e7')).toBeInTheDocument();
    expect(await bell('notifications, 1 new')).toBeInTheDocument();
    expect(server.writes).toEqual([]); // opening an assignment changes nothing on the server
  });

  it('marks assignments read with Mark as all read', async () => {
    renderBell();
    await bell('notifications');
    await sendFrames(server, sseFrame(5, 'assigned', notice()));
    await userEvent.click(await bell('notifications, 1 new'));
    const popup = await screen.findByRole('dialog', { name: 'Notifications' });
    await userEvent.click(within(popup).getByRole('button', { name: 'Mark as all read' }));
    expect(await bell('notifications')).toBeInTheDocument();
  });
});
