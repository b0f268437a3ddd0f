import { within, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BellOutlined } from '../../lib/icons/bell-outlined';
import { FileOutlined } from '../../lib/icons/file-outlined';
import { menuItems, type MenuEntry } from '../menu-items';
import { MenuStateProvider } from '../menu-state';
import { renderScreen, signIn } from '../../test/test-utils';
import { Navigation } from './navigation';

function renderNav(path: string, opts: { open?: boolean; items?: MenuEntry[] } = {}) {
  return renderScreen(
    <MenuStateProvider drawerOpen={opts.open ?? true}>
      <Navigation items={opts.items} />
    </MenuStateProvider>,
    path,
    ['/gallery'],
  );
}

const group = (children: MenuEntry[]): MenuEntry => ({
  id: 'g',
  title: 'Extras',
  type: 'group',
  children,
});
const asType = (t: string) => t as MenuEntry['type'];

describe('menu definition', () => {
  it('has exactly the groups and items of spec §2, in order (with Applications)', () => {
    const shape = menuItems.map((g) => [
      g.title,
      (g.children ?? []).map((i) => `${i.title} ${i.url}`),
    ]);
    expect(shape).toEqual([
      ['Navigation', ['Dashboard /dashboard']],
      [
        'Enquiries',
        [
          'Enquiries /enquiries',
          'Applications /applications',
          'Commission /applications/commission',
          'Follow-up /follow-up',
          'Calendar /calendar',
          'Request Call /contact',
        ],
      ],
      ['Colleges', ['Colleges /colleges', 'Intake /intake', 'Courses /course']],
      ['Utilities', ['Services /services', 'Blog /blog', 'Gallery /gallery']],
      ['Support', ['Places /state', 'Country /country']],
    ]);
  });

  it('has no My Team entry, and none renders', () => {
    const urls = menuItems.flatMap((g) => (g.children ?? []).map((i) => i.url));
    expect(urls).not.toContain('/my-team');
    renderNav('/my-team');
    expect(screen.queryByRole('link', { name: /team/i })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(14);
  });
});

describe('the admin group', () => {
  const groups = () =>
    screen.getAllByRole('list').map((list) => ({
      title: list.getAttribute('aria-labelledby')
        ? document.getElementById(list.getAttribute('aria-labelledby') ?? '')?.textContent
        : null,
      links: within(list)
        .getAllByRole('link')
        .map((a) => a.textContent),
    }));

  it('gives admins Money and Settings in a group of its own after the spec’s, without My Team', () => {
    signIn({ userType: 'admin' });
    renderNav('/settings/website-form');
    expect(groups().map((g) => g.title)).toEqual([
      'Navigation',
      'Enquiries',
      'Colleges',
      'Utilities',
      'Support',
      'Money',
      'Admin',
    ]);
    expect(groups().at(-2)).toEqual({ title: 'Money', links: ['Reports', 'Claims'] });
    expect(screen.getByRole('link', { name: 'Claims' })).toHaveAttribute('href', '/money/claims');
    expect(groups().at(-1)?.links).toEqual(['Unmatched mail', 'Settings']);
    const settings = screen.getByRole('link', { name: 'Settings' });
    expect(settings).toHaveAttribute('href', '/settings');
    expect(settings).toHaveClass('Mui-selected');
    expect(screen.queryByRole('link', { name: /team/i })).not.toBeInTheDocument();
  });

  it('gives managers the money reports and their offices’ settings, not the agency’s', () => {
    signIn({ userType: 'manager', offices: ['o1'] });
    renderNav('/settings/offices');
    expect(groups().at(-1)).toEqual({
      title: 'Admin',
      links: ['Unmatched mail', 'Office settings'],
    });
    expect(groups().at(-2)).toEqual({ title: 'Money', links: ['Reports', 'Claims'] });
    const link = screen.getByRole('link', { name: 'Office settings' });
    expect(link).toHaveAttribute('href', '/settings/offices');
    expect(link).toHaveClass('Mui-selected');
    expect(screen.queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
  });

  // editors keep the catalogue and hold no sessions: no calendar for them
  it.each([
    ['counsellor', 15],
    ['editor', 14],
  ] as const)('%s: no admin group', (userType, links) => {
    signIn({ userType });
    renderNav('/dashboard');
    expect(screen.queryByText('Admin')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Claims' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Reports' })).not.toBeInTheDocument();
    const calendar = screen.queryByRole('link', { name: 'Calendar' });
    if (userType === 'editor') expect(calendar).not.toBeInTheDocument();
    else expect(calendar).toHaveAttribute('href', '/calendar');
    expect(screen.getAllByRole('link')).toHaveLength(links);
  });
});

describe('Navigation', () => {
  it('selects the item whose link starts the current path', () => {
    renderNav('/follow-up/42');
    expect(screen.getByRole('link', { name: 'Follow-up' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Follow-up' })).toHaveClass('Mui-selected');
    expect(screen.getByRole('link', { name: 'Enquiries' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveClass('Mui-selected');
  });

  it('selects only the longer link when two start the path (Commission, not Applications)', () => {
    renderNav('/applications/commission');
    const commission = screen.getByRole('link', { name: 'Commission' });
    expect(commission).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Applications' })).not.toHaveAttribute('aria-current');
  });

  it('shows group and item titles while open', () => {
    renderNav('/dashboard');
    expect(screen.getByText('Utilities')).toBeInTheDocument();
    expect(screen.getByText('Request Call')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request Call' })).toHaveAttribute('href', '/contact');
  });

  it('shows only the icons of top-level items when collapsed', () => {
    renderNav('/dashboard', { open: false });
    expect(screen.queryByText('Utilities')).not.toBeInTheDocument();
    expect(screen.queryByText('Request Call')).not.toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Request Call' });
    expect(link.querySelector('svg')).not.toBeNull();
    expect(link.textContent).toBe('');
  });

  it('renders the collapse text and both unknown-type texts', () => {
    renderNav('/', {
      items: [
        group([
          { id: 'c', title: 'C', type: 'collapse' },
          { id: 'x', title: 'X', type: asType('weird') },
        ]),
        { id: 'top', title: 'Top', type: 'item', url: '/top' },
      ],
    });
    expect(screen.getByText('collapse - only available in paid version')).toBeInTheDocument();
    expect(screen.getByText('Fix - Group Collapse or Items')).toBeInTheDocument();
    expect(screen.getByText('Fix - Navigation Group')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Top' })).not.toBeInTheDocument();
  });

  it('renders chip, disabled, new-tab, external and actions', async () => {
    const handler = vi.fn();
    renderNav('/', {
      items: [
        group([
          {
            id: 'new',
            title: 'News',
            type: 'item',
            url: '/news',
            icon: FileOutlined,
            chip: {
              label: 'New',
              color: 'primary',
              variant: 'outlined',
              size: 'small',
              avatar: 'N',
            },
            actions: [{ type: 'function', label: 'Refresh news', icon: BellOutlined, handler }],
          },
          { id: 'off', title: 'Locked', type: 'item', url: '/locked', disabled: true },
          { id: 'tab', title: 'Docs', type: 'item', url: '/docs', target: true },
          { id: 'ext', title: 'Site', type: 'item', url: 'https://example.org', external: true },
        ]),
      ],
    });
    const news = screen.getByRole('link', { name: /News/ });
    expect(within(news).getByText('New')).toBeInTheDocument();
    expect(within(news).getByText('N')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh news' }));
    expect(handler).toHaveBeenCalledTimes(1);

    expect(screen.getByRole('link', { name: 'Locked' })).toHaveAttribute('aria-disabled', 'true');
    const docs = screen.getByRole('link', { name: 'Docs' });
    expect(docs).toHaveAttribute('target', '_blank');
    expect(docs.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: 'Site' })).toHaveAttribute(
      'href',
      'https://example.org',
    );
    expect(screen.getByRole('link', { name: 'Site' })).not.toHaveAttribute('target');
  });

  it('hides the chip and actions when collapsed', () => {
    renderNav('/', {
      open: false,
      items: [
        group([
          {
            id: 'new',
            title: 'News',
            type: 'item',
            url: '/news',
            icon: FileOutlined,
            chip: { label: 'New' },
            actions: [{ type: 'link', label: 'Open news', icon: BellOutlined, url: '/x' }],
          },
        ]),
      ],
    });
    expect(screen.queryByText('New')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open news' })).not.toBeInTheDocument();
  });

  it('navigates when an item is clicked', async () => {
    const { router } = renderNav('/dashboard');
    await userEvent.click(screen.getByRole('link', { name: 'Gallery' }));
    expect(router.state.location.pathname).toBe('/gallery');
  });
});
