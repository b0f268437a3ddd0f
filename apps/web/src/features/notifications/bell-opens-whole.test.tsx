import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { renderRoutes, setUpSignedInShell } from '../../test/test-utils';

// The bell's tabs held back until the test lets them in, and word of when its frame is in:
// the moment between the two is the one a busy machine (or a slow phone) stretches.
const tabs = vi.hoisted(() => {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  let framed = () => {};
  const frame = new Promise<void>((resolve) => (framed = resolve));
  return { gate, release, frame, framed };
});
vi.mock('./bell-tabs', async (actual) => {
  await tabs.gate;
  return actual();
});
vi.mock('./bell-popup', async (actual) => {
  const popup = await actual();
  tabs.framed();
  return popup;
});

setUpSignedInShell();

it('opens the bell only once its tabs are in, never as a frame with a progress bar', async () => {
  renderRoutes('/dashboard');
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  await userEvent.click(screen.getByRole('button', { name: 'notifications' }));
  await act(() => tabs.frame);
  expect(screen.queryByRole('dialog', { name: /^Notifications/ })).toBeNull();
  tabs.release();
  const popup = await screen.findByRole('dialog', { name: /^Notifications/ });
  expect(popup).toHaveTextContent('No new notifications');
});
