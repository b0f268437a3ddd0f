import { screen, waitFor, within } from '@testing-library/react';
import { fastUser } from '../../lib/test-page';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GlobalSearch as Found } from '@studydesk/contract';
import { ShortcutsHelp } from '../shortcuts-help';
import { json, renderRoutes, signIn, stubFetch } from '../test-utils';
import { GlobalSearch } from './global-search';

const FOUND: Found = {
  groups: [
    {
      kind: 'enquiry',
      more: false,
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
    expect(screen.getByRole('listbox', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByText('Enquiries')).toBeInTheDocument();
    expect(screen.getByText('Colleges')).toBeInTheDocument();
    expect(
      asked
        .filter((u) => u.pathname === '/api/search')
        .at(-1)
        ?.searchParams.get('q'),
    ).toBe('098661-25640');
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
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/colleges'));
    expect(router.state.location.search).toBe('?q=Thomas%20College');
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
