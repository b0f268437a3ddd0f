import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Outlet, useLocation } from 'react-router';
import type { StudentUploadNotice } from '@studydesk/contract';
import { Notifications } from '../../layout/header/notifications';
import { json, renderRoutes, signIn, stubFetch } from '../../layout/test-utils';
import { fakeEventStream, sseFrame, type FakeEventStream } from '../../lib/fake-event-stream';

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

describe('"Document from the student" in the bell (issue 23)', () => {
  it('shows a student’s upload live, once, and opens the student', async () => {
    renderBell();
    await bell('notifications');
    await waitFor(() => expect(streams).toHaveLength(1));
    streams[0]!.send(
      [
        sseFrame(5, 'studentUpload', notice()),
        sseFrame(6, 'studentUpload', notice()), // a replay: no second item
        sseFrame(7, 'studentUpload', { enquiry: 'e7' }), // malformed: ignored
        sseFrame(8, 'studentUpload', notice({ document: 'd2', type: 'CV' })),
      ].join(''),
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
