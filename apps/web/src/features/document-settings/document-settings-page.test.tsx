import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DOCUMENT_MESSAGES } from '@studydesk/contract';
import { renderPage } from '../../lib/test-page';
import DocumentSettingsPage from './document-settings-page';
import { fakeSettingsServer } from './fake-settings-server';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const PATH = '/settings/documents';
const open = () => renderPage(<DocumentSettingsPage />, PATH);
const slow = { timeout: 60_000 };
const names = (list: string) =>
  within(screen.getByRole('list', { name: list }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('Settings → Documents and checklists', () => {
  it('lists the types, and shows the rules per destination and phase', async () => {
    const server = fakeSettingsServer(['Passport', 'CAS/CoE/I-20', 'Financial statement']);
    const [passport, cas, funds] = server.types as [never, never, never];
    server.rule(null, 'applied', passport);
    server.rule({ id: 'c1', name: 'United Kingdom' }, 'visa', funds);
    server.rule({ id: 'c1', name: 'United Kingdom' }, 'visa', cas);
    open();
    await screen.findByRole('list', { name: 'Document types' });
    expect(names('Document types')).toEqual(['Passport', 'CAS/CoE/I-20', 'Financial statement']);
    const table = await screen.findByRole('table', { name: 'Checklist requirements' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual([
      'DestinationPhaseDocument types',
      'Every destinationAppliedPassport',
      'United KingdomVisaFinancial statementCAS/CoE/I-20',
    ]);
  });

  it('adds, renames, retires and restores a type', slow, async () => {
    const server = fakeSettingsServer(['Passport', 'CV']);
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Add type' }));
    const add = await screen.findByRole('dialog', { name: 'Add document type' });
    await user.type(within(add).getByRole('textbox', { name: /^Name/ }), 'Medical certificate');
    await user.click(within(add).getByRole('button', { name: 'Add type' }));
    await waitFor(() => expect(names('Document types')).toContain('Medical certificate'));

    await user.click(screen.getByRole('button', { name: 'Rename CV' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename CV' });
    const name = within(rename).getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Passport');
    server.reply(409, {
      message: DOCUMENT_MESSAGES.typeNameTaken,
      fieldErrors: { name: DOCUMENT_MESSAGES.typeNameTaken },
    });
    await user.click(within(rename).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(DOCUMENT_MESSAGES.typeNameTaken));
    await user.clear(name);
    await user.type(name, 'Curriculum vitae');
    await user.click(within(rename).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(names('Document types')).toContain('Curriculum vitae'));

    await user.click(screen.getByRole('button', { name: 'Retire Passport' }));
    const retire = await screen.findByRole('alertdialog', { name: 'Retire Passport?' });
    await user.click(within(retire).getByRole('button', { name: 'Retire' }));
    await waitFor(() =>
      expect(names('Retired document types')).toEqual(['Passport (retired)Restore']),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Restore Passport' }));
    await waitFor(() => expect(names('Document types')).toContain('Passport'));
    expect(server.writes().map((c) => [c.method, c.path, c.body])).toEqual([
      ['POST', '/document-types', { name: 'Medical certificate' }],
      ['PATCH', '/document-types/t2', { name: 'Passport' }],
      ['PATCH', '/document-types/t2', { name: 'Curriculum vitae' }],
      ['PATCH', '/document-types/t1', { retired: true }],
      ['PATCH', '/document-types/t1', { retired: false }],
    ]);
  });

  it('adds a requirement for every destination, and removes one', slow, async () => {
    const server = fakeSettingsServer(['Passport', 'Visa']);
    server.rule({ id: 'c1', name: 'United Kingdom' }, 'visa', server.types[1] as never);
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Add requirement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add requirement' });
    await user.click(within(dialog).getByRole('combobox', { name: /^Phase/ }));
    await user.click(await screen.findByRole('option', { name: 'Offer' }));
    await user.click(within(dialog).getByRole('combobox', { name: /^Document type/ }));
    await user.click(await screen.findByRole('option', { name: 'Passport' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add requirement' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.writes()[0]).toMatchObject({
      method: 'POST',
      path: '/document-requirements',
      body: { phase: 'offer', type: 't1' },
    });
    const table = screen.getByRole('table', { name: 'Checklist requirements' });
    await within(table).findByText('Every destination');
    await user.click(
      within(table).getByRole('button', { name: 'Remove Visa (United Kingdom, visa phase)' }),
    );
    await waitFor(() =>
      expect(within(table).queryByText('United Kingdom')).not.toBeInTheDocument(),
    );
    expect(server.writes()[1]).toMatchObject({
      method: 'DELETE',
      path: '/document-requirements/r1',
    });
  });

  it.each(['counsellor', 'editor'] as const)('%s: no access, nothing asked', async (role) => {
    const server = fakeSettingsServer(['Passport']);
    renderPage(<DocumentSettingsPage />, PATH, PATH, role);
    expect(await screen.findByText('You do not have access')).toBeInTheDocument();
    expect(server.calls).toEqual([]);
  });
});
