import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../test/test-utils';
import { handOver } from '../lib/hand-over';
import { showHandedToasts } from '../lib/toast/toast';
import { recordLeaving } from '../public/test-utils';

afterEach(() => sessionStorage.clear());

describe('toasts handed over from a public screen', () => {
  it('show once the staff app is up ("Login successful"), and only once', async () => {
    recordLeaving();
    handOver('/', { toasts: [{ kind: 'success', message: 'Login successful' }] });
    showHandedToasts();
    renderScreen(<p>app</p>);
    expect(await screen.findByText('Login successful')).toBeVisible();
    expect(sessionStorage.length).toBe(0);
  });

  it('are dropped when the stored list is not one', async () => {
    sessionStorage.setItem('studydesk:toasts', '{"kind":"error"');
    showHandedToasts();
    renderScreen(<p>app</p>);
    await vi.waitFor(() => expect(sessionStorage.length).toBe(0));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('show the same words once, whatever toasts carried them', async () => {
    // a 401 seen by several of a screen's calls: the sign-in notice, and a screen's own error
    recordLeaving();
    const words = 'Please sign in to continue';
    handOver('/', {
      toasts: [
        { kind: 'info', message: words },
        { kind: 'error', message: words },
        { kind: 'info', message: words },
        { kind: 'success', message: 'Saved' },
      ],
    });
    showHandedToasts();
    renderScreen(<p>app</p>);
    expect(await screen.findByText('Saved')).toBeVisible();
    expect(screen.getAllByText(words)).toHaveLength(1);
  });
});
