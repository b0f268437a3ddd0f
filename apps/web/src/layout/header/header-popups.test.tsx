import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished } from 'vitest';
import { renderRoutes, setUpSignedInShell } from '../../test/test-utils';

// The pages are loaded ahead (as everywhere), the header's popups are not: each test opens one
// for the first time, while its code may still be on its way.
setUpSignedInShell();

/** What each popup shows when it has its content. */
const CONTENT: Record<string, (popup: HTMLElement) => boolean> = {
  Notifications: (p) => within(p).queryByText('No new notifications') !== null,
  Profile: (p) => within(p).queryByRole('menuitem', { name: 'Logout' }) !== null,
  Search: (p) => within(p).queryByRole('combobox', { name: 'Search' }) !== null,
  'Keyboard shortcuts': (p) => within(p).queryByText('Show these shortcuts') !== null,
};

/** Every moment a popup was in the document without its content, from now on. */
function watchForEmptyPopups(): string[] {
  const empty: string[] = [];
  const check = () => {
    for (const popup of document.querySelectorAll<HTMLElement>('[role="dialog"]')) {
      const name = popup.getAttribute('aria-label') ?? popup.textContent ?? '';
      const label = Object.keys(CONTENT).find((l) => name.startsWith(l));
      if (label && !CONTENT[label]!(popup)) empty.push(label);
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(document.body, { childList: true, subtree: true });
  onTestFinished(() => observer.disconnect());
  return empty;
}

const dashboard = async () => {
  renderRoutes('/dashboard');
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
};

describe('the header popups, loaded on first open', () => {
  it.each([
    ['Notifications', () => userEvent.click(screen.getByRole('button', { name: 'notifications' }))],
    ['Profile', () => userEvent.click(screen.getByRole('button', { name: /open profile$/ }))],
    ['Search', () => userEvent.click(screen.getByRole('button', { name: 'Search' }))],
    ['Keyboard shortcuts', () => userEvent.keyboard('?')],
  ])('%s appears with its content, never empty', async (label, open) => {
    await dashboard();
    const empty = watchForEmptyPopups();
    await open();
    const popup = await screen.findByRole('dialog', { name: label });
    expect(CONTENT[label]!(popup)).toBe(true);
    expect(empty).toEqual([]);
  });
});

describe('the collapsed menu', () => {
  it('names each icon from the start and shows its title beside it on hover', async () => {
    await dashboard();
    const nav = screen.getByRole('navigation', { name: 'mailbox folders' });
    const link = within(nav).getByRole('link', { name: 'Enquiries' });
    await userEvent.hover(link);
    expect(await screen.findByRole('tooltip', { name: 'Enquiries' })).toBeInTheDocument();
  });
});
