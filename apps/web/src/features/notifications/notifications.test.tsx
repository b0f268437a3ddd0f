import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { Outlet } from 'react-router';
import { enquiriesResource, type NewEnquiryNotice, type Role } from '@studydesk/contract';
import { Notifications } from './notifications';
import { json, renderRoutes, signIn, stubFetch } from '../../test/test-utils';
import { createCrudApi } from '../../lib/crud/crud-api';
import { type CrudRow } from '../../lib/crud/types';
import { fakeEventStream, sseFrame, type FakeEventStream } from '../../lib/fake-event-stream';

const notice = (id: string, fName: string, day: number): NewEnquiryNotice => ({
  id,
  fName,
  enqNo: `ENQ-0000${day}`,
  createdAt: `2025-03-${String(day).padStart(2, '0')}T10:00:00.000Z`,
});
const asha = notice('e2', 'Asha', 12);
const ravi = notice('e1', 'Ravi', 11);
const zara = notice('e3', 'Zara', 13);
/** A last event after others: once it shows, everything sent before it has been handled. */
const mina = notice('e4', 'Mina', 14);

type Call = { method: string; path: string; body?: unknown; auth: string | null };

/** The three enquiry calls the bell makes, answered like the API does. */
function fakeDesk() {
  const desk = {
    newCount: { count: 2, enquiries: [asha, ravi] },
    /** GET /due's answer (none: a 404, so nothing is due) */
    due: undefined as unknown,
    statusReply: 200,
    calls: [] as Call[],
    streams: [] as FakeEventStream[],
    count: (method: string, path: string) =>
      desk.calls.filter((c) => c.method === method && c.path === path).length,
    /** Whether `path` was fetched (GET) after the first `method` call to `after`. */
    fetchedAfter: (path: string, method: string, after: string) => {
      const at = desk.calls.findIndex((c) => c.method === method && c.path === after);
      return at >= 0 && desk.calls.slice(at + 1).some((c) => c.method === 'GET' && c.path === path);
    },
  };
  stubFetch(async (req) => {
    const { pathname: path } = new URL(req.url);
    const body: unknown = req.method === 'PUT' ? await req.json() : undefined;
    desk.calls.push({ method: req.method, path, body, auth: req.headers.get('authorization') });
    if (path === '/api/enquiries/stream') {
      const stream = fakeEventStream();
      desk.streams.push(stream);
      return stream.response;
    }
    if (path === '/api/enquiries/new/count') return json(desk.newCount);
    if (path === '/api/due' && desk.due) return json(desk.due);
    if (path === '/api/enquiries/new/read') {
      // the server's read marker: nothing up to that enquiry counts as new for this user
      desk.newCount = { count: 0, enquiries: [] };
      return json(desk.newCount);
    }
    if (path === '/api/enquiries') return json({ enquiries: [], count: 0 });
    if (req.method === 'PUT') return json({ message: 'Server down' }, desk.statusReply);
    return json({ message: 'Not found' }, 404);
  });
  return desk;
}

let desk: ReturnType<typeof fakeDesk>;
let logged: MockInstance<typeof console.error>;
beforeEach(() => {
  desk = fakeDesk();
  logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The enquiries list as the enquiries screen loads it (createCrudApi, resource 'enquiries'). */
const enquiriesApi = createCrudApi<CrudRow, object>({ resource: enquiriesResource });
function EnquiriesList() {
  enquiriesApi.useListQuery({ page: 1, limit: 25 });
  return <p>at /enquiries</p>;
}

/** The bell in a header that stays while the page below it changes, as in the layout. */
function renderBell(role: Role = 'counsellor') {
  signIn({ userType: role });
  const header = (
    <>
      <Notifications />
      <Outlet />
    </>
  );
  return renderRoutes('/dashboard', [
    {
      element: header,
      children: [
        { path: '/dashboard', element: <p>at /dashboard</p> },
        { path: '/enquiries', element: <EnquiriesList /> },
      ],
    },
  ]);
}
const bell = (name: RegExp | string = /^notifications/) => screen.findByRole('button', { name });
async function openPopup() {
  await userEvent.click(await bell());
  return screen.findByRole('dialog', { name: 'Notifications' });
}
/** The popup's new-enquiry items, once its list has rendered (it loads with the popup). */
const itemNames = async (popup: HTMLElement) =>
  (await within(popup).findAllByText(/^New enquiry from /)).map((el) => el.textContent);
const streamOpen = () => waitFor(() => expect(desk.streams).toHaveLength(1));

describe('the bell feed', () => {
  it('shows the count and the new enquiries from GET /enquiries/new/count', async () => {
    renderBell();
    expect(await bell('notifications, 2 new')).toBeInTheDocument();
    const popup = await openPopup();
    expect(await itemNames(popup)).toEqual(['New enquiry from Asha', 'New enquiry from Ravi']);
    expect(within(popup).getByText('12-03-2025')).toBeInTheDocument();
    expect(desk.calls.find((c) => c.path === '/api/enquiries/new/count')?.auth).toBe(
      'Bearer test-token',
    );
  });

  it('links to the new enquiries past its list, those waiting longest first', async () => {
    // found from outside: with 120 new, the list held the newest 50 and said nothing of the rest
    desk.newCount = { count: 120, enquiries: [asha, ravi] };
    const { router } = renderBell();
    const popup = await openPopup();
    await userEvent.click(
      await within(popup).findByRole('button', { name: /^118 older new enquiries not shown/ }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/enquiries'));
    // only those not marked read: the read ones are not what the row counts (found from outside)
    expect(router.state.location.search).toBe('?status=new&unseen=yes&sort=createdAt&order=asc');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument(),
    );
  });

  it('opens the stream with the token and puts a live enquiry on top, +1', async () => {
    renderBell();
    await bell('notifications, 2 new');
    await streamOpen();
    expect(desk.calls.find((c) => c.path === '/api/enquiries/stream')?.auth).toBe(
      'Bearer test-token',
    );
    desk.streams[0]?.send(': connected\n\n' + sseFrame(9, 'newEnquiry', zara));
    expect(await bell('notifications, 3 new')).toBeInTheDocument();
    const popup = await openPopup();
    expect((await itemNames(popup))[0]).toBe('New enquiry from Zara');
  });

  // found from outside: the bell said 3 new while the list it opens stayed as it was loaded
  it('makes an enquiry list on screen load again when a new enquiry arrives', async () => {
    const { router } = renderBell();
    await bell('notifications, 2 new');
    await streamOpen();
    await router.navigate('/enquiries');
    await waitFor(() => expect(desk.count('GET', '/api/enquiries')).toBe(1));
    const counted = desk.count('GET', '/api/enquiries/new/count');
    desk.streams[0]?.send(sseFrame(9, 'newEnquiry', zara));
    expect(await bell('notifications, 3 new')).toBeInTheDocument();
    await waitFor(() => expect(desk.count('GET', '/api/enquiries')).toBe(2));
    // the bell's own count is not asked again for it: the live notice is already on it
    expect(desk.count('GET', '/api/enquiries/new/count')).toBe(counted);
  });

  it('never shows an enquiry twice, whether repeated live or already loaded', async () => {
    renderBell();
    await bell('notifications, 2 new');
    await streamOpen();
    desk.streams[0]?.send(sseFrame(9, 'newEnquiry', zara) + sseFrame(10, 'newEnquiry', zara));
    desk.streams[0]?.send(sseFrame(11, 'newEnquiry', asha));
    desk.streams[0]?.send(sseFrame(12, 'newEnquiry', mina));
    expect(await bell('notifications, 4 new')).toBeInTheDocument();
    const popup = await openPopup();
    expect(await itemNames(popup)).toEqual([
      'New enquiry from Mina',
      'New enquiry from Zara',
      'New enquiry from Asha',
      'New enquiry from Ravi',
    ]);
  });

  it('reloads the count when a broken stream comes back (a replay may not cover the gap)', async () => {
    renderBell();
    await bell('notifications, 2 new');
    await streamOpen();
    desk.newCount = { count: 3, enquiries: [zara, asha, ravi] };
    desk.streams[0]?.end();
    // It comes back after the client's 1 s backoff.
    await waitFor(() => expect(desk.streams).toHaveLength(2));
    expect(await bell('notifications, 3 new')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledTimes(1);
  });

  it('ignores events that are not a well-formed newEnquiry', async () => {
    renderBell();
    await bell('notifications, 2 new');
    await streamOpen();
    desk.streams[0]?.send(sseFrame(9, 'other', zara) + 'event: newEnquiry\ndata: {oops\n\n');
    desk.streams[0]?.send(sseFrame(10, 'newEnquiry', { id: 'e9' }));
    desk.streams[0]?.send(sseFrame(11, 'newEnquiry', mina));
    expect(await bell('notifications, 3 new')).toBeInTheDocument();
    expect(await itemNames(await openPopup())).toEqual([
      'New enquiry from Mina',
      'New enquiry from Asha',
      'New enquiry from Ravi',
    ]);
  });

  it('reloads the count and the enquiry list when the server cannot replay what was missed', async () => {
    const { router } = renderBell();
    await bell('notifications, 2 new');
    await streamOpen();
    await router.navigate('/enquiries');
    await waitFor(() => expect(desk.count('GET', '/api/enquiries')).toBe(1));
    desk.newCount = { count: 3, enquiries: [zara, asha, ravi] };
    desk.streams[0]?.send(sseFrame(99, 'reload', { reason: 'too-far-behind' }));
    expect(await bell('notifications, 3 new')).toBeInTheDocument();
    await waitFor(() => expect(desk.count('GET', '/api/enquiries')).toBe(2));
    expect(desk.streams).toHaveLength(1); // still the same, open stream
    expect(desk.streams[0]?.cancelled).toBe(false);
  });
});

/** One follow-up overdue, one due today: what a new user had and did not see. */
const dueFollowUp = (id: string, name: string, nextContactDate: string) => ({
  _id: id,
  enquiry: `enquiry-${id}`,
  enqNo: `ENQ-00009${id}`,
  name,
  details: 'Call about the offer',
  nextContactDate,
});
const twoDue = {
  followUps: [
    dueFollowUp('1', 'Olu Overdue', '2025-03-01'),
    dueFollowUp('2', 'Tia Today', '2099-01-01'),
  ],
  callBacks: [],
  count: 2,
  nextFollowUpDate: null,
  nextCallBackAt: null,
};

describe('what is due, on the bell itself', () => {
  it('marks it with a dot of its own and names it, with nothing new', async () => {
    desk.newCount = { count: 0, enquiries: [] };
    desk.due = twoDue;
    renderBell();
    const button = await bell('notifications, 2 due');
    const badges = button.querySelectorAll('.MuiBadge-badge:not(.MuiBadge-invisible)');
    expect(badges).toHaveLength(1);
    expect(badges[0]).toHaveClass('MuiBadge-colorWarning', 'MuiBadge-dot');
  });

  it('keeps spec §2’s count of new enquiries as it is, beside it, the only number shown', async () => {
    desk.due = { ...twoDue, count: 120 };
    renderBell();
    const button = await bell('notifications, 2 new, 99+ due');
    const shown = (color: string) =>
      button.querySelector(`.MuiBadge-color${color}:not(.MuiBadge-invisible)`);
    expect(shown('Primary')?.textContent).toBe('2');
    expect(shown('Warning')).toHaveClass('MuiBadge-dot');
    // Two numbers side by side read as one ("22"), which the name does not hold (axe's
    // label-content-name-mismatch, WCAG 2.5.3): the button shows one number only.
    expect(button.textContent).toBe('2');
  });
});

describe('bell actions', () => {
  it('an item click sets the enquiry active, goes to /enquiries and reloads the list', async () => {
    const { router } = renderBell();
    const popup = await openPopup();
    await userEvent.click(within(popup).getByText('New enquiry from Ravi'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/enquiries'));
    // that enquiry picked out and opened on the list
    expect(router.state.location.search).toBe('?focus=e1');
    await waitFor(() => expect(desk.count('PUT', '/api/enquiries/status/e1')).toBe(1));
    expect(desk.calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'active' });
    // the list shown is fetched after the update (the page may first mount after it, or before)
    const put = ['PUT', '/api/enquiries/status/e1'] as const;
    await waitFor(() => expect(desk.fetchedAfter('/api/enquiries', ...put)).toBe(true));
    // the count shares the list's tag, so it is fresh again too
    await waitFor(() => expect(desk.fetchedAfter('/api/enquiries/new/count', ...put)).toBe(true));
    expect(logged).not.toHaveBeenCalled();
  });

  it('a failed status update is only logged', async () => {
    desk.statusReply = 500;
    const { router } = renderBell();
    const popup = await openPopup();
    await userEvent.click(within(popup).getByText('New enquiry from Ravi'));
    await waitFor(() => expect(logged).toHaveBeenCalledTimes(1));
    expect(String(logged.mock.calls[0]?.[0])).toContain('ENQ-000011');
    expect(router.state.location.pathname).toBe('/enquiries');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // the list loads afresh all the same
    await waitFor(() =>
      expect(desk.fetchedAfter('/api/enquiries', 'PUT', '/api/enquiries/status/e1')).toBe(true),
    );
  });

  it('Mark as all read moves the server read marker to the newest shown, reloads the count and closes', async () => {
    renderBell();
    const popup = await openPopup();
    expect(desk.count('GET', '/api/enquiries/new/count')).toBe(1);
    await userEvent.click(within(popup).getByRole('button', { name: 'Mark as all read' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(desk.count('PUT', '/api/enquiries/new/read')).toBe(1));
    // the newest enquiry shown: one that arrives meanwhile stays new
    expect(desk.calls.find((c) => c.path === '/api/enquiries/new/read')?.body).toEqual({
      id: 'e2',
    });
    await waitFor(() => expect(desk.count('GET', '/api/enquiries/new/count')).toBe(2));
    expect(await bell('notifications')).toBeInTheDocument();
    const again = await openPopup();
    expect(within(again).getByText('No new notifications')).toBeInTheDocument();
    expect(within(again).queryByRole('button', { name: 'Mark as all read' })).toBeNull();
  });

  it('stays cleared when the bell loads again (a reload, another device)', async () => {
    const first = renderBell();
    await userEvent.click(
      within(await openPopup()).getByRole('button', { name: 'Mark as all read' }),
    );
    await waitFor(() => expect(desk.count('PUT', '/api/enquiries/new/read')).toBe(1));
    first.unmount();
    renderBell();
    await waitFor(() => expect(desk.count('GET', '/api/enquiries/new/count')).toBeGreaterThan(2));
    expect(await bell('notifications')).toBeInTheDocument();
  });
});

describe('who gets the bell', () => {
  it('an editor gets an empty bell: no count call and no stream', async () => {
    renderBell('editor');
    const popup = await openPopup();
    expect(within(popup).getByText('No new notifications')).toBeInTheDocument();
    expect(desk.calls).toEqual([]);
  });

  it('a 403 on the count leaves the bell empty and no stream open', async () => {
    const streams: FakeEventStream[] = [];
    stubFetch((req) => {
      if (!req.url.endsWith('/stream'))
        return json({ message: 'Forbidden', error: 'forbidden' }, 403);
      streams.push(fakeEventStream());
      return streams.at(-1)!.response;
    });
    renderBell('admin');
    await openPopup();
    expect(screen.getByText('No new notifications')).toBeInTheDocument();
    await waitFor(() => expect(streams.every((x) => x.cancelled)).toBe(true));
  });

  it('the stream closes when the bell goes (logout leaves the layout)', async () => {
    const { unmount } = renderBell();
    await streamOpen();
    unmount();
    await waitFor(() => expect(desk.streams[0]?.cancelled).toBe(true));
  });

  it('a refused stream drops the session', async () => {
    stubFetch((req) =>
      req.url.endsWith('/stream')
        ? json({ message: 'Session expired', error: 'unauthorized' }, 401)
        : json(desk.newCount),
    );
    renderBell();
    await waitFor(() => expect(localStorage.getItem('adminToken')).toBeNull());
  });
});
