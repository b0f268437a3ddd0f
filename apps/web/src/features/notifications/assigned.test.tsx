import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Outlet, useLocation } from 'react-router';
import type { AssignedNotice } from '@studydesk/contract';
import { Notifications } from '../../layout/header/notifications';
import { json, renderRoutes, signIn, stubFetch } from '../../layout/test-utils';
import { fakeEventStream, sseFrame, type FakeEventStream } from '../../lib/fake-event-stream';

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

let streams: FakeEventStream[];
let puts: string[];
beforeEach(() => {
  streams = [];
  puts = [];
  stubFetch((req) => {
    const { pathname } = new URL(req.url);
    if (req.method !== 'GET') puts.push(pathname);
    if (pathname === '/api/enquiries/stream') {
      const s = fakeEventStream();
      streams.push(s);
      return Promise.resolve(s.response);
    }
    if (pathname === '/api/enquiries/new/count')
      return Promise.resolve(json({ count: 0, enquiries: [] }));
    // what is due, asked for by the shell (issue 21): nothing
    if (pathname === '/api/due') return Promise.resolve(json({ message: 'Not found' }, 404));
    return Promise.resolve(json({ count: 0, enquiries: [] }));
  });
});
afterEach(() => vi.unstubAllGlobals());

function Where() {
  const { pathname, search } = useLocation();
  return <p>at {`${pathname}${search}`}</p>;
}
function renderBell() {
  signIn({ userType: 'counsellor' });
  const header = (
    <>
      <Notifications />
      <Outlet />
    </>
  );
  return renderRoutes('/dashboard', [
    { element: header, children: [{ path: '*', element: <Where /> }] },
  ]);
}
const bell = (name: string) => screen.findByRole('button', { name });
const send = async (...frames: string[]) => {
  await waitFor(() => expect(streams).toHaveLength(1));
  streams[0]!.send(frames.join(''));
};

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
    await send(
      sseFrame(5, 'assigned', first),
      sseFrame(6, 'assigned', first), // a replay: no second item
      sseFrame(7, 'assigned', { kind: 'enquiry' }), // malformed: ignored
      sseFrame(8, 'assigned', contact),
    );
    await userEvent.click(await bell('notifications, 2 new'));
    const popup = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(
      within(popup)
        .getAllByText(/^Assigned to you/)
        .map((e) => e.textContent),
    ).toEqual(['Assigned to you: call request — Ravi', 'Assigned to you: ENQ-000123 — Asha Verma']);
    await userEvent.click(within(popup).getByText('Assigned to you: ENQ-000123 — Asha Verma'));
    expect(await screen.findByText('at /enquiries?focus=e7')).toBeInTheDocument();
    expect(await bell('notifications, 1 new')).toBeInTheDocument();
    expect(puts).toEqual([]); // opening an assignment changes nothing on the server
  });

  it('marks assignments read with Mark as all read', async () => {
    renderBell();
    await bell('notifications');
    await send(sseFrame(5, 'assigned', notice()));
    await userEvent.click(await bell('notifications, 1 new'));
    const popup = await screen.findByRole('dialog', { name: 'Notifications' });
    await userEvent.click(within(popup).getByRole('button', { name: 'Mark as all read' }));
    expect(await bell('notifications')).toBeInTheDocument();
  });
});
