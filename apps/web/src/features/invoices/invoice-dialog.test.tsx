import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../lib/test-page';
import { addDays, localIsoDate } from '../../lib/dates';
import { fees } from '../fees/fees-api';
import { FEES, fakeInvoicesServer } from './fake-invoices-server';
import { InvoicesSection } from './invoices-section';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const slow = { timeout: 90_000 };

/** Settings → Price list's rename of a fee, on the same page's store. */
function RenameFee() {
  const [update] = fees.useUpdateMutation();
  const rename = () => void update({ key: 'f1', body: { name: 'Application service 2027' } });
  return <button onClick={rename}>Rename fee</button>;
}

async function openDialog(options?: Parameters<typeof fakeInvoicesServer>[1]) {
  const server = fakeInvoicesServer([], options);
  const page = (
    <>
      <InvoicesSection enquiry="e1" owner={null} />
      <RenameFee />
    </>
  );
  const { user } = renderPage(page, '/enquiries/e1');
  await user.click(await screen.findByRole('button', { name: 'New invoice' }));
  const dialog = await screen.findByRole('dialog', { name: 'New invoice' });
  await within(dialog).findByRole('group', { name: 'Line 1' });
  return { server, user, dialog };
}

describe('New invoice', () => {
  it(
    'invoices a service from the price list and a typed line in two instalments',
    slow,
    async () => {
      const { server, user, dialog } = await openDialog();
      await user.click(within(dialog).getByRole('combobox', { name: 'Add from the price list' }));
      await user.click(await screen.findByRole('option', { name: /Application service/ }));
      const first = within(dialog).getByRole('group', { name: 'Line 1' });
      expect(within(first).getByLabelText(/Description/)).toHaveValue('Application service');
      await user.click(within(dialog).getByRole('button', { name: 'Add line' }));
      const second = within(dialog).getByRole('group', { name: 'Line 2' });
      await user.type(within(second).getByLabelText(/Description/), 'Courier');
      await user.type(within(second).getByLabelText(/Unit price/), '25.50');
      await user.clear(within(second).getByLabelText('Quantity'));
      await user.type(within(second).getByLabelText('Quantity'), '2');
      await user.click(within(dialog).getByRole('switch', { name: 'Pay in instalments' }));
      expect(within(dialog).getAllByRole('group', { name: /^Instalment/ })).toHaveLength(2);
      await user.click(within(dialog).getByRole('button', { name: 'Create invoice' }));
      await waitFor(() => expect(server.writes()).toHaveLength(1));
      const due = addDays(localIsoDate(), 14);
      expect(server.writes()[0]).toEqual({
        method: 'POST',
        path: '/enquiries/e1/invoices',
        body: {
          currency: 'GBP',
          due,
          lines: [
            { description: 'Application service', amount: '450.00', quantity: 1, tax: '20' },
            { description: 'Courier', amount: '25.50', quantity: 2, tax: '0' },
          ],
          instalments: [{ due }, { due: addDays(due, 30) }],
        },
      });
      expect(await screen.findByText('Invoice INV-0002 created')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New invoice' })).toBeNull());
    },
  );

  it('puts the API’s field errors beside the fields and keeps the form', slow, async () => {
    const { server, user, dialog } = await openDialog();
    const line = within(dialog).getByRole('group', { name: 'Line 1' });
    await user.type(within(line).getByLabelText(/Description/), 'Tuition deposit');
    await user.type(within(line).getByLabelText(/Unit price/), '1000');
    await user.click(within(dialog).getByRole('switch', { name: 'Pay in instalments' }));
    await user.type(within(dialog).getByLabelText('Instalment 1 amount'), '300');
    await user.type(within(dialog).getByLabelText('Instalment 2 amount'), '300');
    const sum = 'The instalments must add up to the invoice total';
    server.reply(400, {
      message: sum,
      error: 'bad_request',
      fieldErrors: { instalments: sum, 'lines.0.amount': 'JPY has no minor unit' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Create invoice' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(sum);
    expect(within(line).getByText('JPY has no minor unit')).toBeInTheDocument();
    expect(server.writes()[0]?.body).toMatchObject({
      instalments: [{ amount: '300' }, { amount: '300' }],
    });
  });

  it('shows a fee renamed while the dialog is open in its price list', slow, async () => {
    const { user, dialog } = await openDialog();
    const picker = within(dialog).getByRole('combobox', { name: 'Add from the price list' });
    await user.click(picker);
    expect(await screen.findByRole('option', { name: /^Application service/ })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Rename fee', hidden: true }));
    await user.click(picker);
    expect(
      await screen.findByRole('option', { name: /Application service 2027/ }),
    ).toBeInTheDocument();
  });

  it('is in the agency’s base currency when the price list is empty', slow, async () => {
    const { dialog } = await openDialog({ priceList: [], base: 'JPY' });
    expect(within(dialog).getByRole('textbox', { name: 'Currency' })).toHaveValue('JPY');
    expect(within(dialog).getByLabelText(/Unit price/)).toHaveAttribute('step', '1');
  });

  it('checks the form before sending it', slow, async () => {
    const { server, user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Create invoice' }));
    expect(await within(dialog).findByText(/Description is required/)).toBeInTheDocument();
    expect(server.writes()).toEqual([]);
  });

  it(
    'offers only the services priced in the invoice’s currency once it has one',
    slow,
    async () => {
      const yen = {
        ...FEES[1]!,
        _id: 'f3',
        name: 'Japan application fee',
        price: { amount: '30000', currency: 'JPY' },
      };
      const { user, dialog } = await openDialog({ priceList: [...FEES, yen] });
      const picker = within(dialog).getByRole('combobox', { name: 'Add from the price list' });
      await user.click(picker);
      await user.click(await screen.findByRole('option', { name: /^Application service/ }));
      expect(within(dialog).getByRole('textbox', { name: 'Currency' })).toHaveValue('GBP');
      await user.click(picker);
      // found from outside: a ¥30,000 service became a £30,000 line
      const other = await screen.findByRole('option', { name: /Japan application fee/ });
      expect(other).toHaveAttribute('aria-disabled', 'true');
      expect(other).toHaveTextContent('(priced in JPY, not GBP)');
      await user.click(screen.getByRole('option', { name: /^Visa file/ }));
      expect(within(dialog).getAllByRole('group', { name: /^Line / })).toHaveLength(2);
    },
  );

  it(
    'shows the net, tax and total as the lines are typed, exact to the minor unit',
    slow,
    async () => {
      const { user, dialog } = await openDialog({ priceList: [] });
      const total = within(dialog).getByText(/^Total: shown once/);
      for (let i = 0; i < 3; i++) {
        if (i > 0) await user.click(within(dialog).getByRole('button', { name: 'Add line' }));
        const line = within(dialog).getByRole('group', { name: `Line ${i + 1}` });
        await user.type(within(line).getByLabelText(/Unit price/), '0.10');
      }
      expect(total).toHaveTextContent('Net £0.30 · Tax £0.00 · Total £0.30');
      const tax = within(within(dialog).getByRole('group', { name: 'Line 1' })).getByLabelText(
        'Tax %',
      );
      await user.clear(tax);
      await user.type(tax, '17.5');
      // 0.10 × 17.5% = 0.0175, half up to 0.02
      expect(total).toHaveTextContent('Net £0.30 · Tax £0.02 · Total £0.32');
      const currency = within(dialog).getByRole('textbox', { name: 'Currency' });
      await user.clear(currency);
      await user.type(currency, 'KWD');
      expect(total).toHaveTextContent(/Net KWD\s0\.300 · Tax KWD\s0\.018 · Total KWD\s0\.318/);
    },
  );

  it('chooses a line’s tax from the agency’s rates when it has some', slow, async () => {
    // found from outside: the rates in Settings → Money were read by no screen
    const { user, dialog, server } = await openDialog({
      priceList: [],
      taxRates: [
        { name: 'VAT', rate: '20' },
        { name: 'Reduced', rate: '5' },
      ],
    });
    const line = within(dialog).getByRole('group', { name: 'Line 1' });
    await user.type(within(line).getByLabelText(/Description/), 'Visa file');
    await user.type(within(line).getByLabelText(/Unit price/), '100');
    await user.click(await within(line).findByRole('combobox', { name: 'Tax %' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'No tax (0%)',
      'VAT (20%)',
      'Reduced (5%)',
    ]);
    await user.click(screen.getByRole('option', { name: 'VAT (20%)' }));
    expect(within(dialog).getByText(/Total £120\.00/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create invoice' }));
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    expect(server.writes()[0]?.body).toMatchObject({
      lines: [{ description: 'Visa file', amount: '100', tax: '20' }],
    });
  });
});
