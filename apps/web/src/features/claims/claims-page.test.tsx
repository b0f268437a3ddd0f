import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fastUser, renderPage } from '../../lib/test-page';
import { renderRoutes, signIn } from '../../test/test-utils';
import { fakeOfficesServer, office } from '../offices/fake-offices-server';
import ClaimsPage from './claims-page';
import { fakeClaimsServer, testClaim, testClaimable } from './fake-claims-server';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const open = (url = '/money/claims', role: 'admin' | 'counsellor' = 'admin') =>
  renderPage(<ClaimsPage />, '/money/claims', url, role);

describe('/money/claims', { timeout: 30_000 }, () => {
  it('lists each claim with its college, status and figures in its own currency', async () => {
    fakeClaimsServer([
      testClaim({
        status: 'part-paid',
        paid: { amount: '500.00', currency: 'CAD' },
        outstanding: { amount: '1500.00', currency: 'CAD' },
        sentAt: '2026-11-21T10:00:00.000Z',
      }),
      testClaim({
        _id: 'c2',
        number: 'CL-2026-0002',
        currency: 'JPY',
        total: { amount: '150000', currency: 'JPY' },
      }),
    ]);
    open();
    const grid = await screen.findByRole('grid', { name: 'Claims' });
    const row = (await within(grid).findByText('CL-2026-0001')).closest<HTMLElement>(
      '[role="row"]',
    )!;
    expect(row).toHaveTextContent(
      /Lakeside College.*Part-paid.*CA\$2,000\.00.*CA\$500\.00.*CA\$1,500\.00.*21-11-2026/,
    );
    const yen = within(grid).getByText('CL-2026-0002').closest<HTMLElement>('[role="row"]')!;
    expect(yen).toHaveTextContent('¥150,000');
  });

  it('filters by status from the URL and its tabs, and says when nothing matches', async () => {
    const server = fakeClaimsServer([testClaim()]);
    const { user } = open('/money/claims?status=to-chase');
    expect(await screen.findByText('No claims to chase')).toBeInTheDocument();
    const lists = () => server.calls.filter((c) => c.path === '/claims');
    expect(lists()[0]?.query).toContain('status=to-chase');
    await user.click(screen.getByRole('tab', { name: 'Draft' }));
    expect(await screen.findByText('CL-2026-0001')).toBeInTheDocument();
    expect(lists().at(-1)?.query).toContain('status=draft');
  });

  it('narrows to one office for an admin of several, in the URL and the request', async () => {
    const server = fakeClaimsServer([testClaim()]);
    fakeOfficesServer([office('o1', 'Leeds', { isDefault: true }), office('o2', 'Pune')]);
    const { user, router } = open();
    await screen.findByText('CL-2026-0001');
    await user.click(await screen.findByRole('combobox', { name: 'Office' }));
    await user.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Pune' }),
    );
    await waitFor(() => expect(router.state.location.search).toContain('office=o2'));
    const lists = () => server.calls.filter((c) => c.path === '/claims');
    await waitFor(() => expect(lists().at(-1)?.query).toContain('office=o2'));
  });

  it('shows the empty state with a way to a new claim, and no access to counsellors', async () => {
    fakeClaimsServer([]);
    open();
    expect(await screen.findByText('No claims yet')).toBeInTheDocument();
    vi.unstubAllGlobals();
    fakeClaimsServer([]);
    signIn({ userType: 'counsellor' });
    renderRoutes('/money/claims', [{ path: '/money/claims', element: <ClaimsPage /> }]);
    expect(await screen.findAllByText(/do not have access/i)).not.toHaveLength(0);
  });

  it('makes a new claim of the ticked students of a college and opens it', async () => {
    const server = fakeClaimsServer(
      [testClaim()],
      [testClaimable(1), testClaimable(2, { claimableSince: '2026-01-31' })],
    );
    signIn({ userType: 'admin' });
    renderRoutes('/money/claims', [
      { path: '/money/claims', element: <ClaimsPage /> },
      { path: '/money/claims/:id', element: <p>at the claim</p> },
    ]);
    const user = fastUser();
    await user.click(await screen.findByRole('button', { name: 'New claim' }));
    const dialog = await screen.findByRole('dialog', { name: 'New claim' });
    expect(within(dialog).getByText('Choose the college to claim from.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: /College/ }));
    await user.click(await screen.findByRole('option', { name: 'Lakeside College' }));
    const lines = await within(dialog).findByRole('list', { name: 'Claimable students' });
    expect(lines).toHaveTextContent(/Student 1.*claimable at enrolment.*CA\$1,000\.00/);
    expect(lines).toHaveTextContent(/Student 2.*claimable since 31-01-2026.*CA\$2,000\.00/);
    expect(within(dialog).getByText('2 of 2 ticked · CA$3,000.00')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: /Student 2/ }));
    expect(within(dialog).getByText('1 of 2 ticked · CA$1,000.00')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create claim' }));
    expect(await screen.findByText('at the claim')).toBeInTheDocument();
    expect(server.writes()).toEqual([
      expect.objectContaining({ path: '/claims', body: { college: 'g1', applications: ['a1'] } }),
    ]);
    expect(server.calls.find((c) => c.path === '/claims/claimable')?.query).toBe('?college=g1');
  });

  it('says when a college has nothing claimable, and creates nothing', async () => {
    const server = fakeClaimsServer([testClaim()], []);
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'New claim' }));
    const dialog = await screen.findByRole('dialog', { name: 'New claim' });
    await user.click(within(dialog).getByRole('combobox', { name: /College/ }));
    await user.click(await screen.findByRole('option', { name: 'Lakeside College' }));
    expect(
      await within(dialog).findByText(/Nothing of this college is claimable today/),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Create claim' })).toBeDisabled();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.writes()).toEqual([]);
  });
});
