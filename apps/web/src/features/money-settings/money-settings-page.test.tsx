import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../lib/test-page';
import { fakeMoneyServer } from './fake-money-server';
import MoneySettingsPage from './money-settings-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const PATH = '/settings/money';
const slow = { timeout: 60_000 };
const rows = (list: string) =>
  within(screen.getByRole('list', { name: list }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);
const USD = { currency: 'USD', rate: '0.79', date: '2026-11-02', base: 'GBP' };

describe('Settings → Money', () => {
  it('shows the settings, the next numbers, and says when there are no rates yet', async () => {
    fakeMoneyServer([]);
    renderPage(<MoneySettingsPage />, PATH);
    expect(await screen.findByRole('textbox', { name: /^Base currency/ })).toHaveValue('GBP');
    expect(screen.getByText('INV-2026-0012')).toBeInTheDocument();
    expect(screen.getByText('RC-2026-0004')).toBeInTheDocument();
    expect(await screen.findByText('No rates yet: add one.')).toBeInTheDocument();
    expect(screen.getByText('No tax rates: invoices carry no tax.')).toBeInTheDocument();
  });

  it('saves the settings; the API’s field errors land on their fields', slow, async () => {
    const server = fakeMoneyServer([]);
    const { user } = renderPage(<MoneySettingsPage />, PATH);
    const form = await screen.findByRole('form', { name: 'Currency, invoices and chasing' });
    const bank = within(form).getByRole('textbox', { name: /^Bank details/ });
    await user.type(bank, 'IBAN GB33 BUKB 2020 1555 5555 55');
    const chase = within(form).getByRole('spinbutton', { name: /^Chase a claim after/ });
    await user.clear(chase);
    await user.type(chase, '45');
    const message = 'Base currency must be an ISO 4217 code such as GBP';
    server.reply(400, { message, error: 'validation', fieldErrors: { baseCurrency: message } });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const base = within(form).getByRole('textbox', { name: /^Base currency/ });
    await waitFor(() => expect(base).toHaveAccessibleDescription(message));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.writes()).toHaveLength(2));
    expect(server.writes()[1]).toMatchObject({
      method: 'PUT',
      path: '/money/settings',
      body: {
        baseCurrency: 'GBP',
        bankDetails: 'IBAN GB33 BUKB 2020 1555 5555 55',
        claimChaseDays: 45,
      },
    });
    expect(server.settings.claimChaseDays).toBe(45);
  });

  it(
    'adds a rate (the base currency refused on its field), corrects one, removes one',
    slow,
    async () => {
      const server = fakeMoneyServer([USD]);
      const { user } = renderPage(<MoneySettingsPage />, PATH);
      await screen.findByRole('list', { name: 'Exchange rates' });
      await user.click(screen.getByRole('button', { name: 'Add rate' }));
      const add = await screen.findByRole('dialog', { name: 'Add exchange rate' });
      const currency = within(add).getByRole('textbox', { name: /^Currency/ });
      await user.type(currency, 'GBP');
      await user.type(within(add).getByRole('textbox', { name: /^Rate/ }), '1');
      const own = 'GBP is the base currency: its rate is always 1';
      server.reply(400, { message: own, error: 'validation', fieldErrors: { currency: own } });
      await user.click(within(add).getByRole('button', { name: 'Add rate' }));
      await waitFor(() => expect(currency).toHaveAccessibleDescription(own));
      await user.clear(currency);
      await user.type(currency, 'EUR');
      await user.click(within(add).getByRole('button', { name: 'Add rate' }));
      await waitFor(() => expect(rows('Exchange rates')).toHaveLength(2));
      expect(rows('Exchange rates')[0]).toMatch(/^1 EUR = 1 GBP/);

      await user.click(screen.getByRole('button', { name: 'Edit USD on 02-11-2026' }));
      const edit = await screen.findByRole('dialog', {
        name: 'Edit the rate of USD on 02-11-2026',
      });
      const rate = within(edit).getByRole('textbox', { name: /^Rate/ });
      await user.clear(rate);
      await user.type(rate, '0.7912');
      await user.click(within(edit).getByRole('button', { name: 'Save rate' }));
      await waitFor(() => expect(rows('Exchange rates')[1]).toMatch(/^1 USD = 0.7912 GBP/));

      await user.click(screen.getByRole('button', { name: 'Remove USD on 02-11-2026' }));
      const ask = await screen.findByRole('alertdialog', { name: /Remove the rate of USD/ });
      await user.click(within(ask).getByRole('button', { name: 'Remove' }));
      await waitFor(() => expect(rows('Exchange rates')).toHaveLength(1));
      expect(server.writes().map((c) => [c.method, c.path])).toEqual([
        ['POST', '/money/rates'],
        ['POST', '/money/rates'],
        ['POST', '/money/rates'],
        ['DELETE', '/money/rates/x1'],
      ]);
      expect(server.writes()[2]?.body).toEqual({
        currency: 'USD',
        date: '2026-11-02',
        rate: '0.7912',
      });
    },
  );

  it(
    'asks before the base currency changes, and saves nothing when told not to',
    slow,
    async () => {
      const server = fakeMoneyServer([]);
      const { user } = renderPage(<MoneySettingsPage />, PATH);
      const form = await screen.findByRole('form', { name: 'Currency, invoices and chasing' });
      const base = within(form).getByRole('textbox', { name: /^Base currency/ });
      await user.clear(base);
      await user.type(base, 'EUR');
      await user.click(within(form).getByRole('button', { name: 'Save' }));
      const ask = await screen.findByRole('alertdialog', {
        name: 'Change the base currency from GBP to EUR?',
      });
      expect(ask).toHaveTextContent('The exchange rates entered so far are to GBP');
      await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(server.writes()).toEqual([]);
      expect(base).toHaveValue('EUR');
      await user.click(within(form).getByRole('button', { name: 'Save' }));
      const again = await screen.findByRole('alertdialog', { name: /^Change the base currency/ });
      await user.click(within(again).getByRole('button', { name: 'Use EUR' }));
      await waitFor(() => expect(server.writes()).toHaveLength(1));
      expect(server.writes()[0]).toMatchObject({ body: { baseCurrency: 'EUR' } });
    },
  );

  it('adds and removes a tax rate, saving the whole list', slow, async () => {
    const server = fakeMoneyServer([]);
    const { user } = renderPage(<MoneySettingsPage />, PATH);
    await user.click(await screen.findByRole('button', { name: 'Add tax rate' }));
    const add = await screen.findByRole('dialog', { name: 'Add tax rate' });
    await user.type(within(add).getByRole('textbox', { name: /^Name/ }), 'VAT');
    await user.type(within(add).getByRole('textbox', { name: /^Rate/ }), '20');
    await user.click(within(add).getByRole('button', { name: 'Save tax rate' }));
    await waitFor(() => expect(rows('Tax rates')).toEqual(['VAT: 20 %']));
    await user.click(screen.getByRole('button', { name: 'Remove VAT' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Remove VAT?' });
    await user.click(within(ask).getByRole('button', { name: 'Remove' }));
    await screen.findByText('No tax rates: invoices carry no tax.');
    expect(server.writes().map((c) => c.body)).toEqual([
      { taxRates: [{ name: 'VAT', rate: '20' }] },
      { taxRates: [] },
    ]);
  });
});
