import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { APPLICATION_MESSAGES } from '@studydesk/contract';
import { loadDateInput } from '../../../components/lazy-date-input';
import { renderPage } from '../../../lib/test-page';
import ApplicationRecordPage from './application-record-page';
import { detail, fakeRecordServer } from './test-record-server';

// The lazy parts' modules are loaded ahead, so no wait below depends on how fast they load.
beforeAll(() =>
  Promise.all([
    loadDateInput(),
    import('./record-form'),
    import('../../documents/documents-section'),
  ]),
);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const open = (role: 'admin' | 'counsellor' = 'admin') =>
  renderPage(<ApplicationRecordPage />, '/applications/:id', '/applications/a1', role);
const section = (name: string) => screen.findByRole('region', { name });

describe('the application record', () => {
  it('leads with the student, college, course, intake, owner and the stage with its time in it', async () => {
    const threeDaysAgo = new Date(Date.now() - 3 * 24 * 3600_000 - 60_000).toISOString();
    fakeRecordServer({ application: detail({ stageAt: threeDaysAgo }) });
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lakeside College — MSc Data Science' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Meera Nair (ENQ-000007)' })).toHaveAttribute(
      'href',
      '/enquiries/e1',
    );
    for (const text of ['September 2031', 'Asha Rao', 'Shortlisted']) {
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(screen.getByText('for 3 days')).toBeInTheDocument();
  });

  it('saves the offer, refusing a negative deposit first', async () => {
    const server = fakeRecordServer({ application: detail() });
    const { user } = open();
    const offer = await section('Offer');
    await user.click(within(offer).getByRole('combobox', { name: 'Offer type' }));
    await user.click(await screen.findByRole('option', { name: 'Conditional' }));
    await user.type(within(offer).getByLabelText('Acceptance deadline'), '15-03-2031');
    await user.type(within(offer).getByRole('spinbutton', { name: 'Deposit amount' }), '-5');
    const save = screen.getByRole('button', { name: 'Save' });
    await user.click(save);
    expect(await within(offer).findByText('Deposit amount cannot be negative')).toBeVisible();
    expect(server.sent('PATCH', '/api/applications/a1')).toHaveLength(0);

    const deposit = within(offer).getByRole('spinbutton', { name: 'Deposit amount' });
    await user.clear(deposit);
    await user.type(deposit, '5000');
    await user.click(save);
    await waitFor(() => expect(server.sent('PATCH', '/api/applications/a1')).toHaveLength(1));
    expect(server.sent('PATCH', '/api/applications/a1')[0]?.body).toEqual({
      offerType: 'conditional',
      acceptanceDeadline: '2031-03-15',
      depositAmount: 5000,
    });
    expect(await screen.findByText('Application saved')).toBeInTheDocument();
  });

  it('adds a condition and ticks it satisfied, which dates it', async () => {
    const server = fakeRecordServer({ application: detail({ offerType: 'conditional' }) });
    const { user } = open();
    const offer = await section('Offer conditions');
    await user.click(within(offer).getByRole('button', { name: 'Add condition' }));
    const form = await within(offer).findByRole('form', { name: 'Add condition' });
    await user.type(within(form).getByRole('textbox', { name: /Condition/ }), 'IELTS 6.5 overall');
    await user.click(within(form).getByRole('button', { name: 'Add condition' }));
    const tick = await within(offer).findByRole('checkbox', {
      name: 'Satisfied: IELTS 6.5 overall',
    });
    expect(server.sent('POST', '/api/applications/a1/conditions')[0]?.body).toEqual({
      text: 'IELTS 6.5 overall',
      dueDate: null,
    });

    await user.click(tick);
    await waitFor(() => expect(tick).toBeChecked());
    expect(server.sent('PATCH', '/api/applications/a1/conditions/k1')[0]?.body).toEqual({
      satisfied: true,
    });
    expect(await within(offer).findByText('satisfied 01-02-2031')).toBeInTheDocument();
  });

  it('asks for the note a stage needs before moving, and says when the server refuses', async () => {
    const server = fakeRecordServer({ application: detail() });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Move to' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Rejected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move Meera Nair to Rejected' });
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await within(dialog).findByText('Write why it moves')).toBeVisible();
    expect(server.sent('PATCH', '/api/applications/a1/stage')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'Grades too low');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(server.sent('PATCH', '/api/applications/a1/stage')).toHaveLength(1));
    expect(server.sent('PATCH', '/api/applications/a1/stage')[0]?.body).toEqual({
      stage: 'rejected',
      from: 'shortlisted',
      note: 'Grades too low',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const head = screen.getByRole('heading', { level: 1 }).closest('.MuiCard-root') as HTMLElement;
    await waitFor(() => expect(within(head).getByText('Rejected')).toBeInTheDocument());

    server.refuse(409, APPLICATION_MESSAGES.stageRetired);
    await user.click(screen.getByRole('button', { name: 'Move to' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Submitted' }));
    expect(await screen.findByText(APPLICATION_MESSAGES.stageRetired)).toBeInTheDocument();
  });
});

describe('the application record: commission', () => {
  it('shows the expected amount in its currency, claimable only when enrolled', async () => {
    fakeRecordServer({ application: detail() });
    open();
    const commission = await section('Commission');
    expect(await within(commission).findByText('CA$4,500.00')).toBeVisible();
    expect(within(commission).getByText('Expected')).toBeVisible();
    expect(
      within(commission).getByText(/claimable when the application is Enrolled/),
    ).toBeVisible();
    expect(within(commission).queryByLabelText('Invoiced date')).not.toBeInTheDocument();
  });

  it('says plainly when the college has no commission rule', async () => {
    fakeRecordServer({
      application: detail({ tuition: null }),
      commission: { expected: null, currency: null },
      rule: { type: null, value: null, currency: null, effectiveCurrency: null },
    });
    open();
    const commission = await section('Commission');
    expect(
      await within(commission).findByText(/Lakeside College has no commission rule/),
    ).toBeVisible();
  });

  it('lets an admin record the invoice; a counsellor reads it', async () => {
    const claimable = { status: 'claimable' as const };
    const server = fakeRecordServer({ application: detail(), commission: claimable });
    const { user, unmount } = open('admin');
    const commission = await section('Commission');
    expect(await within(commission).findByText('Claimable')).toBeVisible();
    await user.type(await within(commission).findByLabelText('Invoiced date'), '01-10-2031');
    await user.type(
      within(commission).getByRole('spinbutton', { name: 'Invoiced amount (CAD)' }),
      '4500',
    );
    await user.click(within(commission).getByRole('button', { name: 'Save commission' }));
    await waitFor(() =>
      expect(server.sent('PATCH', '/api/applications/a1/commission')).toHaveLength(1),
    );
    expect(server.sent('PATCH', '/api/applications/a1/commission')[0]?.body).toMatchObject({
      invoicedDate: '2031-10-01',
      invoicedAmount: 4500,
    });
    expect(await within(commission).findByText('Invoiced')).toBeVisible();
    unmount();

    open('counsellor');
    const read = await section('Commission');
    expect(await within(read).findByText('01-10-2031')).toBeVisible();
    expect(within(read).queryByLabelText('Invoiced date')).not.toBeInTheDocument();
    expect(within(read).queryByRole('button', { name: 'Save commission' })).toBeNull();
  });
});
