import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadDateInput } from '../../../components/lazy-date-input';
import { renderPage } from '../../../lib/test-page';
import ApplicationRecordPage from './application-record-page';
import { detail, fakeRecordServer } from './test-record-server';

beforeAll(loadDateInput);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const open = () =>
  renderPage(<ApplicationRecordPage />, '/applications/:id', '/applications/a1', 'admin');
const amount = (region: HTMLElement, name: string | RegExp) =>
  within(region).getByRole('spinbutton', { name });

describe("the application record: amounts in the currency's own decimals", () => {
  it('shows KWD with three decimals and takes three in every amount input', async () => {
    fakeRecordServer({
      application: detail({ tuition: 1000.125, currency: 'KWD' }),
      commission: { currency: 'KWD', expected: 100.013, status: 'claimable' },
    });
    open();
    const commission = await screen.findByRole('region', { name: 'Commission' });
    expect(await within(commission).findByText('KWD 100.013')).toBeVisible();
    // the invoice's form loads with the commission
    await within(commission).findByRole('form', { name: 'Invoice and payment' });
    expect(amount(commission, 'Invoiced amount (KWD)')).toHaveAttribute('step', '0.001');
    expect(amount(commission, 'Received amount (KWD)')).toHaveAttribute('step', '0.001');
    const offer = await screen.findByRole('region', { name: 'Offer' });
    expect(amount(offer, 'Deposit amount')).toHaveAttribute('step', '0.001');
    expect(screen.getByRole('spinbutton', { name: 'First-year tuition' })).toHaveValue(1000.125);
    expect(screen.getByRole('spinbutton', { name: 'First-year tuition' })).toHaveAttribute(
      'step',
      '0.001',
    );
  });

  it('shows JPY without decimals, its inputs stepping by whole yen, and refuses a fraction', async () => {
    const server = fakeRecordServer({
      application: detail({ tuition: 1200000, currency: 'JPY' }),
      commission: { currency: 'JPY', expected: 120000, status: 'claimable' },
    });
    const { user } = open();
    const commission = await screen.findByRole('region', { name: 'Commission' });
    expect(await within(commission).findByText('JP¥120,000')).toBeVisible();
    await within(commission).findByRole('form', { name: 'Invoice and payment' });
    expect(amount(commission, 'Invoiced amount (JPY)')).toHaveAttribute('step', '1');
    const tuition = screen.getByRole('spinbutton', { name: 'First-year tuition' });
    expect(tuition).toHaveAttribute('step', '1');
    await user.clear(tuition);
    await user.type(tuition, '1000.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('An amount in JPY has no decimals')).toBeVisible();
    expect(server.sent('PATCH', '/api/applications/a1')).toHaveLength(0);
  });
});
