import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@studydesk/contract';
import { renderPage } from '../../lib/test-page';
import { fakeInvoicesServer, invoice, receiptOf } from './fake-invoices-server';
import { InvoicesSection } from './invoices-section';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The signed-in test user is u1: `owner` u1 makes the student theirs. */
const open = (role: Role = 'admin', owner: string | null = 'u9') =>
  renderPage(
    <InvoicesSection enquiry="e1" owner={owner} />,
    '/enquiries/e1',
    '/enquiries/e1',
    role,
  );
const slow = { timeout: 60_000 };

const yen = invoice({
  _id: 'i2',
  number: 'INV-0002',
  currency: 'JPY',
  status: 'part-paid',
  due: '2026-12-15',
  // found from outside: the first instalment paid, the card still said "Due 15-12-2026"
  nextDue: '2027-01-14',
  total: { amount: '150000', currency: 'JPY' },
  paid: { amount: '50000', currency: 'JPY' },
  outstanding: { amount: '100000', currency: 'JPY' },
});
const dinar = invoice({
  _id: 'i3',
  number: 'INV-0003',
  currency: 'KWD',
  overdue: true,
  total: { amount: '1.234', currency: 'KWD' },
  outstanding: { amount: '1.234', currency: 'KWD' },
});

describe("a student's invoices", () => {
  it('shows each invoice in its own currency’s decimals and what is owed per currency', async () => {
    fakeInvoicesServer([
      invoice(),
      yen,
      dinar,
      invoice({ _id: 'i4', number: 'INV-0004', outstanding: { amount: '0.05', currency: 'GBP' } }),
    ]);
    open();
    const rows = within(await screen.findByRole('list', { name: 'Invoices' })).getAllByRole(
      'listitem',
    );
    expect(rows[0]).toHaveTextContent(
      /Invoice INV-0001Open.*Total£1,200\.00.*Paid£0\.00.*Outstanding£1,200\.00.*Next due20-12-2026/,
    );
    expect(rows[1]).toHaveTextContent(
      /INV-0002Part paid.*Total¥150,000Paid¥50,000Outstanding¥100,000Next due14-01-2027/,
    );
    expect(rows[2]).toHaveTextContent(/INV-0003Overdue.*TotalKWD\s1\.234/);
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Owes £1,200\.05 and ¥100,000 and KWD\s1\.234 in total\.$/,
    );
  });

  it('says so when the student has no invoices', async () => {
    fakeInvoicesServer([]);
    open();
    expect(await screen.findByText('No invoices yet.')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('lets a counsellor invoice and send for their own student, but not record payments', async () => {
    fakeInvoicesServer([invoice()]);
    open('counsellor', 'u1');
    expect(await screen.findByRole('button', { name: 'Send invoice INV-0001' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'New invoice' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /Record payment/ })).toBeNull();
  });

  it('lets a counsellor read another’s student’s invoices and download the PDF, but not write', async () => {
    fakeInvoicesServer([invoice()]);
    open('counsellor');
    expect(await screen.findByRole('button', { name: 'PDF of invoice INV-0001' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'New invoice' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Record payment/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Send invoice/ })).toBeNull();
  });

  it('sends an invoice to the student and says so', async () => {
    const server = fakeInvoicesServer([invoice()]);
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Send invoice INV-0001' }));
    expect(await screen.findByText('Invoice INV-0001 sent to the student')).toBeInTheDocument();
    expect(server.writes()).toEqual([
      { method: 'POST', path: '/invoices/i1/send', body: undefined },
    ]);
  });

  it('records a payment, shows the API’s field error, then the receipt number', slow, async () => {
    const server = fakeInvoicesServer([invoice()]);
    const { user } = open();
    await user.click(
      await screen.findByRole('button', { name: 'Record payment on invoice INV-0001' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Record payment on invoice INV-0001',
    });
    const amount = await within(dialog).findByLabelText(/Amount \(GBP\)/);
    expect(amount).toHaveValue(1200);
    await user.clear(amount);
    await user.type(amount, '450');
    await user.type(within(dialog).getByLabelText('Reference'), 'BACS 991');
    server.reply(400, {
      message: 'The payment is more than the invoice still owes',
      error: 'bad_request',
      fieldErrors: { amount: 'The payment is more than the invoice still owes' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(
      await within(dialog).findByText('The payment is more than the invoice still owes', {
        selector: 'p',
      }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    const shown = await screen.findByRole('dialog', { name: 'Payment recorded' });
    expect(shown).toHaveTextContent('Receipt RCT-0007');
    expect(shown).toHaveTextContent('£450.00 received; £750.00 still outstanding.');
    await user.click(within(shown).getByRole('button', { name: 'Receipt PDF' }));
    await waitFor(() =>
      expect(server.calls.map((c) => c.path)).toContain('/invoices/i1/receipts/r1/pdf'),
    );
    const posted = server.writes().map((c) => c.body);
    expect(posted[1]).toMatchObject({
      amount: '450',
      method: 'bank-transfer',
      reference: 'BACS 991',
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: /Record payment/ })).toBeNull(),
    );
  });

  it('lists the payments on an invoice with their receipts, for a counsellor too', async () => {
    const first = { ...receiptOf(yen, { amount: '50000', method: 'cash', date: '2026-11-21' }) };
    const server = fakeInvoicesServer([invoice(), yen], {
      paid: { i2: [{ ...first, number: 'RC-2026-0004', reference: 'Desk 2' }] },
    });
    const { user } = open('counsellor');
    const toggle = await screen.findByRole('button', {
      name: 'Payments of invoice INV-0002',
    });
    // nothing paid on INV-0001: no payments to show
    expect(screen.queryByRole('button', { name: /Payments of invoice INV-0001/ })).toBeNull();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = await screen.findByRole('list', { name: 'Payments on invoice INV-0002' });
    expect(list).toHaveTextContent(/¥50,000\s*21-11-2026 · Cash \(Desk 2\) · Receipt RC-2026-0004/);
    const download = within(list).getByRole('button', { name: 'PDF of receipt RC-2026-0004' });
    expect(download).toBeEnabled();
    await user.click(download);
    await waitFor(() =>
      expect(server.calls.map((c) => c.path)).toContain('/invoices/i2/receipts/r1/pdf'),
    );
    await user.click(toggle);
    expect(screen.queryByRole('list', { name: 'Payments on invoice INV-0002' })).toBeNull();
  });
});
