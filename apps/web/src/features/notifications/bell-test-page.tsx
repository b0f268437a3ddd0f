import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { Outlet, useLocation } from 'react-router';
import type { NoticeList, ToReview } from '@studydesk/contract';
import { Notifications } from './notifications';
import { json, renderRoutes, signIn, stubFetch } from '../../test/test-utils';
import { fakeEventStream, type FakeEventStream } from '../../lib/fake-event-stream';

/**
 * What the stubbed server saw: the bell's event streams and the paths of its writes; and what
 * it answers for the uploads to review (a test may change it).
 */
export type BellServer = {
  streams: FakeEventStream[];
  writes: string[];
  toReview: ToReview;
  /** the notices kept for the user (GET /notices) */
  notices: NoticeList;
  /** the bodies of the writes, by path */
  bodies: Record<string, unknown>;
};

/**
 * Stubs the server behind the bell (tests of its live notices): an event stream per connection,
 * nothing due, no new enquiries, `server.toReview` to review, `server.notices` kept. Undo with `vi.unstubAllGlobals()`.
 */
export function stubBellServer(): BellServer {
  const server: BellServer = {
    ...{ streams: [], writes: [], bodies: {} },
    ...{ toReview: { data: [], count: 0 }, notices: { notices: [], unread: 0 } },
  };
  stubFetch(async (req) => {
    const { pathname } = new URL(req.url);
    if (req.method !== 'GET') {
      server.writes.push(pathname);
      server.bodies[pathname] = await req
        .clone()
        .json()
        .catch(() => null);
    }
    if (pathname === '/api/notices') return json(server.notices);
    if (pathname === '/api/enquiries/stream') {
      const s = fakeEventStream();
      server.streams.push(s);
      return Promise.resolve(s.response);
    }
    // what is due, asked for by the shell: nothing
    if (pathname === '/api/due') return Promise.resolve(json({ message: 'Not found' }, 404));
    if (pathname === '/api/documents/to-review') return Promise.resolve(json(server.toReview));
    return Promise.resolve(json({ count: 0, enquiries: [] }));
  });
  return server;
}

function Where() {
  const { pathname, search } = useLocation();
  return <p>at {`${pathname}${search}`}</p>;
}

/** A counsellor's header bell over a page that says where it is ("at /enquiries?focus=e7"). */
export function renderBell() {
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

export const bell = (name: string) => screen.findByRole('button', { name });

/** Sends SSE frames down the bell's one stream, once it is open. */
export async function sendFrames(server: BellServer, ...frames: string[]) {
  await waitFor(() => expect(server.streams).toHaveLength(1));
  server.streams[0]!.send(frames.join(''));
}
