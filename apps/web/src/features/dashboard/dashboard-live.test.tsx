import { screen, waitFor } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NewEnquiryNotice } from '@studydesk/contract';
import { fakeEventStream, sseFrame, type FakeEventStream } from '../../lib/fake-event-stream';
import { FIGURES_EVERY_MS } from '../../lib/live-figures';
import { json, renderRoutes, signIn, stubFetch } from '../../test/test-utils';
import { Notifications } from '../notifications/notifications';
import DashboardPage from './dashboard-page';
import { MY_WORK } from './test-dashboard';
import { summaryOf } from './test-summary';

afterEach(() => vi.unstubAllGlobals());

const notice = (n: number): NewEnquiryNotice => ({
  id: `e${n}`,
  fName: `Student ${n}`,
  enqNo: `ENQ-${String(n).padStart(6, '0')}`,
  createdAt: '2026-03-15T10:00:00.000Z',
});

/**
 * The dashboard under the header's bell, its server counting one more new enquiry at each read
 * of the summary (12, 13, …); the stream is the bell's one connection.
 */
function renderLiveDashboard() {
  const server = { streams: [] as FakeEventStream[], summaries: 0 };
  stubFetch((req) => {
    const { pathname } = new URL(req.url);
    if (pathname === '/api/enquiries/stream') {
      const s = fakeEventStream();
      server.streams.push(s);
      return s.response;
    }
    if (pathname === '/api/dashboard/summary') {
      const base = summaryOf();
      return json({ ...base, cards: { ...base.cards, newEnquiries: 12 + server.summaries++ } });
    }
    if (pathname === '/api/dashboard/mine') return json(MY_WORK);
    if (pathname === '/api/enquiries/new/count') return json({ count: 0, enquiries: [] });
    return json({ message: 'Not in this test', error: 'not_found' }, 404);
  });
  signIn({ userType: 'admin' });
  const header = (
    <>
      <Notifications />
      <Outlet />
    </>
  );
  renderRoutes('/dashboard', [
    { element: header, children: [{ path: '/dashboard', element: <DashboardPage /> }] },
  ]);
  return server;
}

const newFigure = (n: number) =>
  screen.findByRole('link', { name: `${n} enquiries in status New` });
const slow = { timeout: 8 * FIGURES_EVERY_MS };

describe('the dashboard while enquiries arrive', () => {
  it('shows the new figures when an enquiry lands, without a reload', async () => {
    const server = renderLiveDashboard();
    await newFigure(12);
    await waitFor(() => expect(server.streams).toHaveLength(1));
    server.streams[0]!.send(sseFrame(1, 'newEnquiry', notice(1)));
    expect(await newFigure(13)).toBeInTheDocument();
    expect(server.summaries).toBe(2);
  });

  it('asks at once, then once more for a burst, however many land', slow, async () => {
    const server = renderLiveDashboard();
    await newFigure(12);
    await waitFor(() => expect(server.streams).toHaveLength(1));
    server.streams[0]!.send(sseFrame(1, 'newEnquiry', notice(1)));
    await newFigure(13);
    // 30 more while the first read's interval runs: one read after it, not thirty
    const burst = Array.from({ length: 30 }, (_, i) =>
      sseFrame(i + 2, 'newEnquiry', notice(i + 2)),
    );
    server.streams[0]!.send(burst.join(''));
    expect(
      await screen.findByRole('button', { name: 'notifications, 31 new' }),
    ).toBeInTheDocument();
    expect(await newFigure(14)).toBeInTheDocument();
    expect(server.summaries).toBe(3);
  });
});
