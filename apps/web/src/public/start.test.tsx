import { act, screen } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_BASE } from '@studydesk/contract';
import { json, signIn, stubFetch } from '../test/test-utils';
import { handOver } from '../lib/hand-over';
import { PUBLIC_PATHS } from './paths';
import { renderPage } from './prerender';
import { startPublicScreen } from './start';
import { recordLeaving } from './test-utils';

let root: HTMLElement;
let started: Root | null = null;
/** Starts the screen as main.tsx does, keeping its React root to unmount after the test. */
async function start(path: string) {
  started = await startPublicScreen(root, path);
}
// A root left mounted keeps its toaster listening: the next test's toast could show there, in
// a detached tree, instead of on the page under test.
afterEach(() => {
  act(() => started?.unmount());
  started = null;
  root?.remove();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

/** The document as the server sends it: `path`'s prerendered markup in #root, at `url`. */
async function served(url: string) {
  window.history.replaceState(null, '', url);
  root = document.createElement('div');
  root.innerHTML = await renderPage(window.location.pathname as (typeof PUBLIC_PATHS)[number]);
  document.body.append(root);
  return root;
}

describe('a public screen as it starts', () => {
  it.each(PUBLIC_PATHS)(
    '%s: the prerendered form comes to life without a mismatch',
    async (path) => {
      const errors = vi.spyOn(console, 'error');
      await served(path);
      expect(root.querySelector('fieldset')).toBeDisabled();
      await act(() => start(path));
      await vi.waitFor(() => expect(root.querySelector('fieldset')).toBeEnabled());
      expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
      expect(errors).not.toHaveBeenCalled();
    },
  );

  it('shows the number of a thank-you address right after hydrating the same markup', async () => {
    const errors = vi.spyOn(console, 'error');
    await served('/thank-you?enq=ENQ-000042');
    expect(root.textContent).not.toContain('ENQ-000042');
    await act(() => start('/thank-you'));
    expect(await screen.findByText('ENQ-000042')).toBeVisible();
    expect(errors).not.toHaveBeenCalled();
  });

  it('sends someone signed in from /login to the dashboard, drawing nothing', async () => {
    const leaving = recordLeaving();
    signIn();
    await served('/login');
    await start('/login');
    expect(leaving).toHaveBeenCalledWith('/dashboard', true);
    expect(root.querySelector('fieldset')).toBeDisabled();
  });

  it('shows the toast the staff app handed over ("Please sign in to continue")', async () => {
    recordLeaving();
    handOver('/login', { toasts: [{ kind: 'info', message: 'Please sign in to continue' }] });
    await served('/login');
    await act(() => start('/login'));
    expect(await screen.findByText('Please sign in to continue')).toBeVisible();
    expect(sessionStorage.length).toBe(0);
  });

  it("hydrates the student's page (/s) at any /s/<token>, reading the token only once it runs", async () => {
    const errors = vi.spyOn(console, 'error');
    const asked: string[] = [];
    stubFetch((req) => {
      asked.push(new URL(req.url).pathname);
      return json({ message: 'This link is not valid', error: 'not_found' }, 404);
    });
    window.history.replaceState(null, '', '/s/some-token');
    root = document.createElement('div');
    root.innerHTML = await renderPage('/s');
    document.body.append(root);
    expect(root.textContent).toContain('Loading your page');
    await act(() => start('/s/some-token'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link is not valid' }),
    ).toBeVisible();
    expect(asked).toEqual([`${API_BASE}/student/some-token`]);
    expect(errors).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('refuses an address that is not a public screen', async () => {
    await expect(startPublicScreen(document.createElement('div'), '/dashboard')).rejects.toThrow(
      /not a public screen/,
    );
  });
});
