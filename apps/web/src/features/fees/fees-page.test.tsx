import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../lib/test-page';
import { fakeFeesServer } from './fake-fees-server';
import FeesPage from './fees-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const PATH = '/settings/fees';
const slow = { timeout: 60_000 };
const rows = () =>
  within(screen.getByRole('list', { name: 'Services' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);
const fmt = (amount: number, currency: string) =>
  new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(amount);

describe('Settings → Price list', () => {
  it('says when the price list is empty', async () => {
    fakeFeesServer([]);
    renderPage(<FeesPage />, PATH);
    expect(await screen.findByText('No services on the price list: add one.')).toBeInTheDocument();
  });

  it('lists the live services with their price in their own decimals; the filter shows retired ones', async () => {
    const server = fakeFeesServer([
      ['Visa file', '150.00', 'GBP', true],
      ['Courier', '3000', 'JPY', true],
      ['Old service', '1.250', 'KWD', false],
    ]);
    const { user } = renderPage(<FeesPage />, PATH);
    await screen.findByRole('list', { name: 'Services' });
    expect(rows()).toEqual([
      `Visa file${fmt(150, 'GBP')} · tax 20 %`,
      `Courier${fmt(3000, 'JPY')} · tax 20 %`,
    ]);
    await user.click(screen.getByRole('switch', { name: 'Show retired services' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows()[2]).toBe(`Old service (retired)${fmt(1.25, 'KWD')} · tax 20 %`);
    expect(server.calls.at(-1)?.path).toBe('/fees?active=all');
  });

  it(
    'adds a service (the API’s field error on its field), edits one, retires it asked first',
    slow,
    async () => {
      const server = fakeFeesServer([['Visa file', '150.00', 'GBP', true]]);
      const { user } = renderPage(<FeesPage />, PATH);
      await user.click(await screen.findByRole('button', { name: 'Add service' }));
      const add = await screen.findByRole('dialog', { name: 'Add service' });
      await user.type(within(add).getByRole('textbox', { name: /^Service/ }), 'Courier');
      const price = within(add).getByRole('textbox', { name: /^Price/ });
      await user.type(price, '25');
      const message = 'Price is too large';
      server.reply(400, { message, error: 'validation', fieldErrors: { amount: message } });
      await user.click(within(add).getByRole('button', { name: 'Add service' }));
      await waitFor(() => expect(price).toHaveAccessibleDescription(message));
      await user.click(within(add).getByRole('button', { name: 'Add service' }));
      await waitFor(() => expect(rows()).toHaveLength(2));

      await user.click(screen.getByRole('button', { name: 'Edit Visa file' }));
      const edit = await screen.findByRole('dialog', { name: 'Edit Visa file' });
      const amount = within(edit).getByRole('textbox', { name: /^Price/ });
      await user.clear(amount);
      await user.type(amount, '175');
      await user.click(within(edit).getByRole('button', { name: 'Save service' }));
      await waitFor(() => expect(rows()[0]).toContain(fmt(175, 'GBP')));

      await user.click(screen.getByRole('button', { name: 'Retire Visa file' }));
      const ask = await screen.findByRole('alertdialog', { name: 'Retire Visa file?' });
      await user.click(within(ask).getByRole('button', { name: 'Retire' }));
      await waitFor(() => expect(rows()).toEqual([`Courier${fmt(25, 'GBP')} · tax 0 %`]));
      expect(server.writes().map((c) => [c.method, c.path, c.body])).toEqual([
        ['POST', '/fees', { name: 'Courier', amount: '25', currency: 'GBP', tax: '0' }],
        ['POST', '/fees', { name: 'Courier', amount: '25', currency: 'GBP', tax: '0' }],
        ['PATCH', '/fees/f1', { name: 'Visa file', amount: '175', currency: 'GBP', tax: '20' }],
        ['PATCH', '/fees/f1', { active: false }],
      ]);
    },
  );

  it('chooses a service’s tax from the agency’s rates when it has some', slow, async () => {
    const server = fakeFeesServer(
      [['Visa file', '150.00', 'GBP', true]],
      [
        { name: 'VAT', rate: '20' },
        { name: 'Reduced', rate: '5' },
      ],
    );
    const { user } = renderPage(<FeesPage />, PATH);
    await user.click(await screen.findByRole('button', { name: 'Edit Visa file' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Visa file' });
    const tax = await within(edit).findByRole('combobox', { name: /^Tax/ });
    expect(tax).toHaveTextContent('VAT (20%)');
    await user.click(tax);
    await user.click(await screen.findByRole('option', { name: 'Reduced (5%)' }));
    await user.click(within(edit).getByRole('button', { name: 'Save service' }));
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    expect(server.writes()[0]?.body).toMatchObject({ tax: '5' });
  });
});
