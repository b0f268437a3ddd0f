import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Import } from '@studydesk/contract';
import { renderPage } from '../../lib/test-page';
import ImportPage from './import-page';
import { fakeImportServer, importFixture } from './test-import-server';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const open = (check: Import = importFixture(), recheck?: (i: Import) => Import) => {
  const server = fakeImportServer(check, recheck);
  const view = renderPage(
    <ImportPage />,
    '/enquiries/import',
    '/enquiries/import?id=imp1&step=map',
  );
  return { server, ...view };
};

const fieldSelect = (column: string) =>
  screen.findByRole('combobox', { name: `Import “${column}” as` });

async function choose(user: ReturnType<typeof open>['user'], column: string, option: RegExp) {
  await user.click(await fieldSelect(column));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('the import wizard: mapping the columns', () => {
  it('shows each column with a sample and its field, and says which field another column has', async () => {
    const { user } = open();
    expect(await fieldSelect('Given name')).toHaveTextContent('First name (required)');
    expect(await fieldSelect('Tel')).toHaveTextContent('Mobile');
    expect(await fieldSelect('Phone')).toHaveTextContent('Ignore this column');
    expect(screen.getByText('e.g. +91 98000 00002')).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 5: Map columns')).toBeInTheDocument();
    await user.click(await fieldSelect('Phone'));
    const mobile = await screen.findByRole('option', { name: /^Mobile/ });
    expect(mobile).toHaveTextContent('Taken by “Tel”');
  });

  it('marks a field chosen twice on both columns and saves nothing until one of them changes', async () => {
    const { user, server } = open(importFixture(), (i) => ({ ...i, valid: 3 }));
    await choose(user, 'Phone', /^Mobile/);
    expect(await screen.findByRole('alert')).toHaveTextContent('Two columns cannot fill one field');
    expect(screen.getByText(/Mobile is also chosen for “Tel”/)).toBeInTheDocument();
    expect(screen.getByText(/Mobile is also chosen for “Phone”/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next: check the rows' })).toBeDisabled();
    expect(server.writes()).toEqual([]);

    // the clash resolved: one PATCH with the whole mapping, and the new check is shown
    await choose(user, 'Tel', /^E-mail/);
    await waitFor(() =>
      expect(server.writes()).toEqual([
        ['PATCH /api/imports/imp1', { mapping: { '0': 'fName', '1': 'email', '2': 'mobile' } }],
      ]),
    );
    expect(await screen.findByText(/^3 of 3 rows can be imported/)).toBeInTheDocument();
    expect(screen.queryByText(/is also chosen/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next: check the rows' })).toBeEnabled();
  });

  it('flags a required field no column fills, and goes on only once one does', async () => {
    const { user, server } = open();
    await choose(user, 'Given name', /^Ignore this column/);
    const warning = await screen.findByText(/Choose a column for First name/);
    expect(warning).toBeInTheDocument();
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Next: check the rows' })).toBeDisabled();
    await choose(user, 'Given name', /^First name/);
    await waitFor(() => expect(screen.queryByText(/Choose a column for/)).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Next: check the rows' }));
    const step = await screen.findByRole('heading', { level: 2, name: 'Check the rows' });
    // the focus moves to the new step's heading
    await waitFor(() => expect(step).toHaveFocus());
    expect(
      within(screen.getByRole('region', { name: 'Problems found' })).getByText('A name is needed'),
    ).toBeInTheDocument();
  });

  it('offers the whole name and the owner, and one value for every row for a required field no column has', async () => {
    const sheet = importFixture({
      columns: [
        { index: 0, header: 'Name', sample: 'Priya Sharma' },
        { index: 1, header: 'Mobile No.', sample: '+91 98000 00001' },
        { index: 2, header: 'Counsellor', sample: 'Ravi Kumar' },
      ],
      mapping: { '0': 'fullName', '1': 'mobile', '2': 'owner' },
      fields: [
        { key: 'fullName', label: 'Full name', required: false },
        { key: 'fName', label: 'First name', required: true },
        { key: 'lName', label: 'Last name', required: true },
        { key: 'mobile', label: 'Mobile', required: false },
        {
          key: 'category',
          label: 'Level of study',
          required: true,
          options: ['Graduate', 'Postgraduate'],
        },
        { key: 'owner', label: 'Owner', required: false },
      ],
    });
    const { user, server } = open(sheet);
    expect(await fieldSelect('Name')).toHaveTextContent('Full name');
    expect(await fieldSelect('Counsellor')).toHaveTextContent('Owner');
    // the whole name fills the first and last names: only the level is missing
    expect(screen.queryByText(/First name/)).not.toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Next: check the rows' });
    expect(next).toBeDisabled();
    const level = screen.getByRole('group', { name: 'Level of study: no column has it' });
    const one = within(level).getByRole('combobox', { name: 'Use one value for every row' });
    await user.click(one);
    await user.click(await screen.findByRole('option', { name: 'Postgraduate' }));
    await waitFor(() =>
      expect(server.writes()).toEqual([
        ['PATCH /api/imports/imp1', { defaults: { category: 'Postgraduate' } }],
      ]),
    );
    await waitFor(() => expect(one).toHaveTextContent('Postgraduate'));
    expect(next).toBeEnabled();
  });
});
