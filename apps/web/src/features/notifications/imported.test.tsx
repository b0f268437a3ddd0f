import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Outlet, useLocation } from 'react-router';
import type { ImportedNotice } from '@studydesk/contract';
import { Notifications } from '../../layout/header/notifications';
import { json, renderRoutes, signIn, stubFetch } from '../../layout/test-utils';
import { fakeEventStream, sseFrame, type FakeEventStream } from '../../lib/fake-event-stream';

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

let streams: FakeEventStream[];
beforeEach(() => {
  streams = [];
  stubFetch((req) => {
    const { pathname } = new URL(req.url);
    if (pathname === '/api/enquiries/stream') {
      const s = fakeEventStream();
      streams.push(s);
      return Promise.resolve(s.response);
    }
    if (pathname === '/api/due') return Promise.resolve(json({ message: 'Not found' }, 404));
    return Promise.resolve(json({ count: 0, enquiries: [] }));
  });
});
afterEach(() => vi.unstubAllGlobals());

function Where() {
  const { pathname, search } = useLocation();
  return <p>at {`${pathname}${search}`}</p>;
}
const bell = (name: string) => screen.findByRole('button', { name });

describe('a finished import in the bell (issue 24)', () => {
  it('shows one summary per import, live and once, and opens its result', async () => {
    signIn({ userType: 'counsellor' });
    const header = (
      <>
        <Notifications />
        <Outlet />
      </>
    );
    renderRoutes('/dashboard', [
      { element: header, children: [{ path: '*', element: <Where /> }] },
    ]);
    await bell('notifications');
    await waitFor(() => expect(streams).toHaveLength(1));
    streams[0]!.send(
      [
        sseFrame(5, 'imported', notice()),
        sseFrame(6, 'imported', notice()), // a replay: no second item
        sseFrame(7, 'imported', { id: 'imp9' }), // malformed: ignored
        sseFrame(8, 'imported', notice({ id: 'imp2', resource: 'courses', name: 'courses.xlsx' })),
      ].join(''),
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
