import { screen, waitFor, within } from '@testing-library/react';
import { fastUser } from '../../lib/test-page';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GlobalSearch as Found } from '@studydesk/contract';
import { ShortcutsHelp } from '../../layout/shortcuts-help';
import { json, renderRoutes, signIn, stubFetch } from '../../test/test-utils';
import { GlobalSearch } from './global-search';

const FOUND: Found = {
  groups: [
    {
      kind: 'enquiry',
      more: true,
      total: 7,
      items: [
        {
          kind: 'enquiry',
          id: 'e42',
          label: 'Varun Thomas',
          secondary: 'ENQ-000042 · +91 98661 25640 · new',
        },
      ],
    },
    {
      kind: 'college',
      more: false,
      total: 1,
      items: [{ kind: 'college', id: 'c1', label: 'Thomas College', secondary: 'Pune' }],
    },
  ],
};

let asked: URL[];
beforeEach(() => {
  localStorage.clear();
  asked = [];
  stubFetch((req) => {
    const url = new URL(req.url);
    asked.push(url);
    return url.pathname === '/api/search' ? json(FOUND) : json({ message: 'Not found' }, 404);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderSearch() {
  signIn({ _id: 'u7' });
  const screenAt = (p: string) => ({ path: p, element: <p>{`at ${p}`}</p> });
  const view = renderRoutes('/dashboard', [
    {
      path: '/dashboard',
      element: (
        <>
          <GlobalSearch />
          <ShortcutsHelp />
        </>
      ),
    },
    screenAt('/enquiries/:id'),
    screenAt('/enquiries'),
    screenAt('/colleges'),
  ]);
  return { ...view, user: fastUser() };
}

describe('header search', () => {
  it('opens with /, finds by what was typed in one request, and jumps to the enquiry', async () => {
    const { user, router } = renderSearch();
    await user.keyboard('/');
    const box = await screen.findByRole('combobox', { name: 'Search' });
    expect(box).toHaveFocus();
    await user.type(box, '098661-25640');
    const option = await screen.findByRole('option', { name: /Varun Thomas/ });
    const results = screen.getByRole('listbox', { name: 'Search' });
    // groups of options (ARIA `group`, named by their heading), each ending in "See all N"
    const enquiries = within(results).getByRole('group', { name: 'Enquiries' });
    expect(
      within(enquiries)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Varun ThomasENQ-000042 · +91 98661 25640 · new', 'See all 7']);
    const colleges = within(results).getByRole('group', { name: 'Colleges' });
    expect(within(colleges).getByRole('option', { name: 'See all 1' })).toBeInTheDocument();
    const sent = asked.filter((u) => u.pathname === '/api/search').at(-1);
    expect(sent?.searchParams.get('q')).toBe('098661-25640');
    expect(sent?.searchParams.get('limit')).toBe('3');
    // a palette: no chevron to open a popup, no clear button (a phone's Cancel is all)
    const dialog = screen.getByRole('dialog', { name: 'Search' });
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Cancel']);
    // the first hit is the active one: Enter takes it
    await waitFor(() => expect(box).toHaveAttribute('aria-activedescendant', option.id));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/enquiries/e42'));
  });

  it('goes to a college’s list by keyboard alone (Ctrl+K, arrows, Enter)', async () => {
    const { user, router } = renderSearch();
    await user.keyboard('{Control>}k{/Control}');
    const box = await screen.findByRole('combobox', { name: 'Search' });
    await user.type(box, 'thomas');
    await screen.findByRole('option', { name: /Thomas College/ });
    // past the enquiry and its "See all 7"
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/colleges'));
    expect(router.state.location.search).toBe('?q=Thomas%20College');
  });

  it('opens a group’s list filtered by what was typed from "See all N"; Esc closes', async () => {
    const { user, router } = renderSearch();
    await user.keyboard('/');
    const box = await screen.findByRole('combobox', { name: 'Search' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(box).not.toBeInTheDocument());
    await user.keyboard('/');
    await user.type(await screen.findByRole('combobox', { name: 'Search' }), 'varun t');
    await user.click(await screen.findByRole('option', { name: 'See all 7' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/enquiries'));
    expect(router.state.location.search).toBe('?q=varun%20t');
    expect(localStorage.getItem('recentSearch:u7')).toBeNull();
  });

  it('offers what this user opened lately while the box is empty', async () => {
    const { user, router } = renderSearch();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByText('Type a name, phone number, e-mail or enquiry number'),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Search' }), 'varun');
    await user.click(await screen.findByRole('option', { name: /Varun Thomas/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/enquiries/e42'));
    await router.navigate('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Search' }));
    const recent = await screen.findByRole('listbox', { name: 'Search' });
    expect(within(recent).getByText('Recent')).toBeInTheDocument();
    expect(within(recent).getByRole('option', { name: /Varun Thomas/ })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('recentSearch:u7') ?? '[]')).toHaveLength(1);
  });

  it('lists the screen’s shortcuts with ?', async () => {
    const { user } = renderSearch();
    await user.keyboard('?');
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(help).getByText('/')).toBeInTheDocument();
    expect(within(help).getByText('Ctrl+K')).toBeInTheDocument();
    expect(within(help).getAllByText('Search everything')).toHaveLength(2);
  });
});
