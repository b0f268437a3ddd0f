import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../lib/test-page';
import { json } from '../../test/test-utils';
import ClaimPage from './claim-page';
import { fakeClaimsServer, testClaim } from './fake-claims-server';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const open = (id = 'c1', role: 'admin' | 'manager' = 'admin') =>
  renderPage(<ClaimPage />, '/money/claims/:id', `/money/claims/${id}`, role);
const cad = (amount: string) => ({ amount, currency: 'CAD' });

describe('/money/claims/:id', { timeout: 30_000 }, () => {
  it('shows the figures, lines and history; a missing claim says so', async () => {
    fakeClaimsServer([testClaim()]);
    open();
    expect(await screen.findByRole('heading', { name: 'Claim CL-2026-0001' })).toBeInTheDocument();
    expect(screen.getByLabelText('Figures')).toHaveTextContent(
      /Total.*CA\$2,000\.00.*Paid.*CA\$0\.00.*Outstanding.*CA\$2,000\.00/,
    );
    const lines = screen.getByRole('list', { name: 'Lines of claim CL-2026-0001' });
    expect(lines).toHaveTextContent(/Meera Thomas.*MSc Data Science · January 2026/);
    expect(screen.getByText('No payment received yet.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'History of claim CL-2026-0001' })).toHaveTextContent(
      'Claim CL-2026-0001 made for CA$2,000.00',
    );
    // A draft is sent before it is paid.
    expect(screen.queryByRole('button', { name: 'Record payment' })).not.toBeInTheDocument();
  });

  it('says in its history when a line moved; a paid line offers no credit or move', async () => {
    const paidLine = {
      ...testClaim().lines[0]!,
      ...{ _id: 'l2', student: 'Ravi Nair', paid: cad('2000.00'), outstanding: cad('0.00') },
    };
    const claim = testClaim({
      lines: [{ ...testClaim().lines[0]!, intakeName: 'September 2026' }, paidLine],
      moves: [
        {
          line: 'l1',
          from: 'January 2026',
          to: 'September 2026',
          createdAt: '2026-11-22T09:00:00.000Z',
        },
      ],
    });
    fakeClaimsServer([claim]);
    open();
    const history = await screen.findByRole('list', { name: 'History of claim CL-2026-0001' });
    expect(history).toHaveTextContent(
      'Meera Thomas, instalment 1, moved from January 2026 to September 2026',
    );
    expect(
      screen.getByRole('button', { name: 'Move to another intake: Meera Thomas, instalment 1' }),
    ).toBeInTheDocument();
    // found from outside: a paid line offered Move, and the API moved it
    expect(screen.queryByRole('button', { name: /Ravi Nair/ })).not.toBeInTheDocument();
  });

  it('answers a claim it cannot find with not found', async () => {
    fakeClaimsServer([testClaim()]);
    open('nope');
    expect(await screen.findByText('Claim not found')).toBeInTheDocument();
  });

  it('sends after a confirmation that names the college’s claims contact', async () => {
    const server = fakeClaimsServer([testClaim()]);
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Send to college' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Send claim CL-2026-0001?' });
    await within(confirm).findByText(/Dana Lee <claims@lakeside\.example>/);
    await user.click(within(confirm).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(server.writes().map((w) => w.path)).toEqual(['/claims/c1/send']));
    expect(
      await screen.findByText('Claim CL-2026-0001 sent to claims@lakeside.example'),
    ).toBeInTheDocument();
  });

  it('records a payment with the day’s rate, and shows the API’s word on a bad one', async () => {
    const claim = testClaim({ status: 'sent', sentAt: '2026-11-21T10:00:00.000Z' });
    let tries = 0;
    const server = fakeClaimsServer([claim], [], (method, path) => {
      if (method !== 'POST' || !path.endsWith('/payments')) return undefined;
      if (++tries === 1)
        return json(
          {
            message: 'Bank charges cannot be more than the payment',
            error: 'validation',
            fieldErrors: { charges: 'Bank charges cannot be more than the payment' },
          },
          400,
        );
      return json(
        { ...claim, status: 'part-paid', paid: cad('500.00'), outstanding: cad('1500.00') },
        201,
      );
    });
    const { user } = open('c1', 'manager');
    await user.click(await screen.findByRole('button', { name: 'Record payment' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Record payment on claim CL-2026-0001',
    });
    // CAD is not the agency's base (GBP): the day's rate is asked for, from the moment the
    // dialog shows (a field appearing later would go unseen by someone already saving).
    const rate = within(dialog).getByLabelText(/Rate: 1 CAD in GBP/);
    const amount = within(dialog).getByLabelText(/Amount \(CAD\)/);
    expect(amount).toHaveValue(2000);
    await user.clear(amount);
    await user.type(amount, '500');
    await user.type(within(dialog).getByLabelText(/Bank charges/), '600');
    await user.type(rate, '0.55');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(
      await within(dialog).findByText('Bank charges cannot be more than the payment'),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/Bank charges/));
    await user.type(within(dialog).getByLabelText(/Bank charges/), '15');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(
      await screen.findByText('Payment recorded: CA$1,500.00 still outstanding'),
    ).toBeInTheDocument();
    expect(server.writes().at(-1)?.body).toMatchObject({
      amount: '500',
      charges: '15',
      rate: '0.55',
    });
  });

  it('writes off with a reason only, and credits a line with one', async () => {
    const server = fakeClaimsServer([testClaim({ status: 'sent' })]);
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Write off' }));
    const off = await screen.findByRole('dialog', { name: 'Write off claim CL-2026-0001?' });
    await user.type(within(off).getByLabelText(/Reason/), 'College closed');
    await user.click(within(off).getByRole('button', { name: 'Write off' }));
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    expect(server.writes()[0]).toMatchObject({
      method: 'PATCH',
      path: '/claims/c1',
      body: { status: 'written-off', reason: 'College closed' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Credit Meera Thomas, instalment 1' }));
    const credit = await screen.findByRole('dialog', { name: 'Credit Meera Thomas?' });
    await user.type(within(credit).getByLabelText(/Reason/), 'Withdrew');
    await user.click(within(credit).getByRole('button', { name: 'Credit' }));
    await waitFor(() => expect(server.writes()).toHaveLength(2));
    expect(server.writes()[1]).toMatchObject({
      path: '/claims/c1/lines/l1/credit',
      body: { reason: 'Withdrew' },
    });
  });
});
