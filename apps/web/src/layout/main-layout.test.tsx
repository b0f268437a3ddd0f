import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DRAWER_WIDTH, MINI_DRAWER_WIDTH } from '@studydesk/contract';
import { renderRoutes, setUpSignedInShell, stubSmallScreen } from '../test/test-utils';

// Every page module loaded first: no wait below depends on how fast modules load.
setUpSignedInShell();

const nav = () => screen.getByRole('navigation', { name: 'mailbox folders' });
/** The shell and the page load on demand: wait for the page's heading. */
const dashboard = async (path = '/dashboard') => {
  const view = renderRoutes(path);
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  return view;
};
const landsOn = (router: { state: { location: { pathname: string } } }, path: string) =>
  waitFor(() => expect(router.state.location.pathname).toBe(path));

describe('main layout from the large breakpoint up', () => {
  it('has a main landmark with the page h1 and a labelled side navigation', async () => {
    await dashboard();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(within(nav()).getByRole('link', { name: 'StudyDesk home' })).toHaveAttribute(
      'href',
      '/dashboard/default',
    );
  });

  it('starts collapsed (60 wide, icons only) and the toggle opens it to 260 and back', async () => {
    await dashboard();
    const paper = () => nav().querySelector('.MuiDrawer-paper') as HTMLElement;
    expect(getComputedStyle(paper()).width).toBe(`${MINI_DRAWER_WIDTH}px`);
    expect(within(nav()).queryByText('Enquiries')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'open drawer' }));
    expect(getComputedStyle(paper()).width).toBe(`${DRAWER_WIDTH}px`);
    expect(within(nav()).getAllByText('Enquiries')).toHaveLength(2); // group title + item

    const toggle = screen.getByRole('button', { name: 'toggle drawer' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'open drawer' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('keeps the drawer open after a menu click', async () => {
    const { router } = await dashboard();
    await userEvent.click(screen.getByRole('button', { name: 'open drawer' }));
    await userEvent.click(within(nav()).getByRole('link', { name: 'Blog' }));
    await landsOn(router, '/blog');
    expect(screen.getByRole('button', { name: 'toggle drawer' })).toBeInTheDocument();
  });
});

describe('main layout below the large breakpoint', () => {
  it('overlays the drawer and closes it when a menu item is clicked', async () => {
    stubSmallScreen();
    const { router } = await dashboard();
    expect(screen.queryByRole('navigation', { name: 'mailbox folders' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'open drawer' }));
    const overlay = await screen.findByRole('navigation', { name: 'mailbox folders' });
    expect(within(overlay).getByText('Utilities')).toBeVisible();
    await userEvent.click(within(overlay).getByRole('link', { name: 'Blog' }));

    await landsOn(router, '/blog');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'open drawer' })).toHaveAttribute(
        'aria-expanded',
        'false',
      ),
    );
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'mailbox folders' })).not.toBeInTheDocument(),
    );
  });
});
