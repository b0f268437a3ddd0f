import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROGRESS_BAR_Z_INDEX } from '@studydesk/contract';
import { makeStore } from '../lib/store';
import { authApi } from '../features/auth/auth-api';
import { AppProviders } from './app-providers';
import { ApiProgress, ProgressBar } from './progress-bar';
import { RootShell } from './root-shell';
import { json, renderRoutes, stubFetch } from '../test/test-utils';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('ProgressBar', () => {
  it('is fixed at the top on layer 2001', () => {
    render(<ProgressBar />);
    const bar = screen.getByRole('progressbar', { name: 'Loading' });
    const frame = bar.parentElement!;
    expect(frame).toHaveStyle({
      position: 'fixed',
      top: '0px',
      zIndex: String(PROGRESS_BAR_Z_INDEX),
    });
  });

  it("shows while a page's code loads, over the page still on screen", async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const routes = [
      {
        element: <RootShell />,
        children: [
          { path: '/', element: <Link to="/slow">Open the slow page</Link> },
          { path: '/slow', lazy: () => new Promise<never>(() => undefined) },
        ],
      },
    ];
    renderRoutes('/', routes);
    expect(screen.queryByRole('progressbar')).toBeNull();
    await userEvent.click(await screen.findByRole('link', { name: 'Open the slow page' }));
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the slow page' })).toBeInTheDocument();
  });
});

describe('ApiProgress', () => {
  it('shows while an API request is pending and hides when it settles', async () => {
    let answer: (r: Response) => void = () => undefined;
    stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const store = makeStore();
    render(
      <AppProviders store={store}>
        <ApiProgress />
      </AppProviders>,
    );
    expect(screen.queryByRole('progressbar')).toBeNull();

    let done: Promise<unknown> = Promise.resolve();
    act(() => {
      done = store.dispatch(authApi.endpoints.logout.initiate());
    });
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();

    await act(async () => {
      answer(json({ message: 'Logged out' }));
      await done;
    });
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });
});
