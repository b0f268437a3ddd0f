import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_BASE, SETTINGS_DEFAULTS, STREAM_PATH, type Settings } from '@studydesk/contract';
import {
  json,
  preloadPages,
  PRELOAD_TIMEOUT,
  renderRoutes,
  signIn,
  stubFetch,
} from '../../test/test-utils';
import { fakeEventStream } from '../../lib/fake-event-stream';

beforeAll(preloadPages, PRELOAD_TIMEOUT);

let settings: Settings;
const patches: unknown[] = [];

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  settings = { ...SETTINGS_DEFAULTS, updatedAt: null, updatedBy: null };
  patches.length = 0;
  stubFetch(async (req) => {
    const path = new URL(req.url).pathname.slice(API_BASE.length);
    if (path === STREAM_PATH) return fakeEventStream().response;
    if (path === '/enquiries/new/count') return json({ count: 0, enquiries: [] });
    if (path !== '/settings') return json({ message: 'Not found' }, 404);
    if (req.method === 'PATCH') {
      const body = (await req.json()) as Partial<Settings>;
      patches.push(body);
      settings = {
        ...settings,
        ...body,
        updatedAt: '2026-11-23T10:00:00.000Z',
        updatedBy: 'Priya Sharma',
      };
    }
    return json(settings);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('/settings', () => {
  it('lets an admin turn on round-robin and change the response target', async () => {
    signIn();
    renderRoutes('/settings');
    const target = await screen.findByRole('spinbutton', { name: /response target/i });
    expect(target).toHaveValue(15);
    const roundRobin = screen.getByRole('switch', { name: /assign new website enquiries/i });
    expect(roundRobin).not.toBeChecked();
    await userEvent.click(roundRobin);
    await userEvent.clear(target);
    await userEvent.type(target, '30');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(/last changed .* by priya sharma/i)).toBeVisible();
    expect(patches).toEqual([{ roundRobin: true, responseTargetMinutes: 30 }]);
  });

  it('says what is wrong with a target out of range, and sends nothing', async () => {
    signIn();
    renderRoutes('/settings');
    const target = await screen.findByRole('spinbutton', { name: /response target/i });
    await userEvent.clear(target);
    await userEvent.type(target, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Response target must be at least 1 minute')).toBeVisible();
    expect(patches).toEqual([]);
  });

  it("lets an admin set how far ahead applications' deadlines become Due, on its own", async () => {
    signIn();
    renderRoutes('/settings');
    const days = await screen.findByRole('spinbutton', { name: /remind this many days ahead/i });
    expect(days).toHaveValue(7);
    await userEvent.clear(days);
    await userEvent.type(days, '120');
    await userEvent.click(screen.getByRole('button', { name: 'Save reminders' }));
    expect(await screen.findByText('Deadline reminder must be at most 90 days')).toBeVisible();
    expect(patches).toEqual([]);
    await userEvent.clear(days);
    await userEvent.type(days, '14');
    await userEvent.click(screen.getByRole('button', { name: 'Save reminders' }));
    await vi.waitFor(() => expect(patches).toEqual([{ deadlineReminderDays: 14 }]));
  });

  it("lets an admin set how long a student's private link works, on its own", async () => {
    signIn();
    renderRoutes('/settings');
    const days = await screen.findByRole('spinbutton', { name: /a link works for \(days\)/i });
    expect(days).toHaveValue(30);
    await userEvent.clear(days);
    await userEvent.type(days, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save links' }));
    expect(await screen.findByText('Student link lifetime must be at least 1 day')).toBeVisible();
    expect(patches).toEqual([]);
    await userEvent.clear(days);
    await userEvent.type(days, '14');
    await userEvent.click(screen.getByRole('button', { name: 'Save links' }));
    await vi.waitFor(() => expect(patches).toEqual([{ studentLinkDays: 14 }]));
  });

  it("holds the forms' places while the settings load, so the pages' links below never move", async () => {
    let answer: (r: Response) => void = () => undefined;
    stubFetch(async (req) => {
      const path = new URL(req.url).pathname.slice(API_BASE.length);
      if (path === STREAM_PATH) return fakeEventStream().response;
      if (path === '/settings') return new Promise<Response>((r) => (answer = r));
      if (path === '/enquiries/new/count') return json({ count: 0, enquiries: [] });
      return json({ message: 'Not found' }, 404);
    });
    signIn();
    renderRoutes('/settings');
    const link = await screen.findByRole('link', { name: 'Website form' });
    // the three forms' cards are above it already, each holding its form's height
    for (const title of ['Lead response', 'Application deadlines', 'Student links'])
      expect(screen.getByRole('heading', { name: title }).compareDocumentPosition(link) & 4).toBe(
        4,
      );
    expect(document.querySelectorAll('[aria-busy="true"]')).toHaveLength(3);
    answer(json(settings));
    expect(await screen.findByRole('spinbutton', { name: /response target/i })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Website form' })).toBe(link);
  });

  it("says so when the settings cannot be read, and keeps the pages' links", async () => {
    stubFetch((req) => {
      const path = new URL(req.url).pathname.slice(API_BASE.length);
      if (path === STREAM_PATH) return fakeEventStream().response;
      if (path === '/settings') return json({ message: 'Database unavailable' }, 503);
      if (path === '/enquiries/new/count') return json({ count: 0, enquiries: [] });
      return json({ message: 'Not found' }, 404);
    });
    signIn();
    renderRoutes('/settings');
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Website form' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Lead response' })).toBeNull();
  });

  it('is closed to a counsellor', async () => {
    signIn({ userType: 'counsellor' });
    renderRoutes('/settings');
    expect(await screen.findByText('You do not have access')).toBeVisible();
  });
});
