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
  const url = '/enquiries/import?id=imp1&step=check';
  return { server, ...renderPage(<ImportPage />, '/enquiries/import', url) };
};

describe('the import wizard: the check', () => {
  it('marks a refused cell of the preview in place, with its reason', async () => {
    const problem = 'Level of study must be one of: Graduate, Postgraduate';
    open(
      importFixture({
        preview: [{ fName: 'Asha', mobile: 'PG' }],
        previewProblems: [{ mobile: problem }],
      }),
    );
    const preview = await screen.findByRole('region', { name: 'Preview of the first rows' });
    const bad = within(preview).getByRole('cell', { name: `PG — ${problem}` });
    expect(bad).toHaveAttribute('title', `PG: ${problem}`);
    expect(within(preview).getByRole('cell', { name: 'Asha' })).not.toHaveAttribute(
      'title',
      expect.stringContaining(':'),
    );
  });

  it('shows the preview, each problem and each duplicate with the record it matches', async () => {
    open();
    const preview = await screen.findByRole('region', { name: 'Preview of the first rows' });
    expect(within(preview).getByRole('columnheader', { name: 'First name' })).toBeInTheDocument();
    expect(within(preview).getByRole('cell', { name: 'Asha' })).toBeInTheDocument();
    const problems = screen.getByRole('region', { name: 'Problems found' });
    const cells = within(problems)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(['3', 'Given name', 'empty', 'A name is needed']);
    const dups = screen.getByRole('list', { name: 'Duplicate rows' });
    const link = within(dups).getByRole('link', { name: /ENQ-000009 Asha Rao/ });
    expect(link).toHaveAttribute('href', '/enquiries/e9');
    const [stored, inFile] = within(dups).getAllByRole('listitem');
    expect(stored).toHaveTextContent(/^Row 2 matches ENQ-000009 Asha Rao/);
    expect(inFile).toHaveTextContent(/^Row 4 repeats row 2 of this file/);
  });

  it('sends one row’s choice, and “Apply to all” sets the default and every listed row', async () => {
    const { user, server } = open();
    await user.click(await screen.findByRole('combobox', { name: 'What to do with row 4' }));
    await user.click(await screen.findByRole('option', { name: 'Fill empty fields' }));
    await waitFor(() =>
      expect(server.writes()).toEqual([
        ['PATCH /api/imports/imp1', { duplicates: { '4': 'fill' } }],
      ]),
    );
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'What to do with row 4' })).toHaveTextContent(
        'Fill empty fields',
      ),
    );
    await user.click(screen.getByRole('combobox', { name: 'Choice for every duplicate' }));
    await user.click(await screen.findByRole('option', { name: 'Create, linked' }));
    await user.click(screen.getByRole('button', { name: 'Apply to all 2' }));
    await waitFor(() => expect(server.writes()).toHaveLength(2));
    expect(server.writes()[1]).toEqual([
      'PATCH /api/imports/imp1',
      { duplicateDefault: 'link', duplicates: { '2': 'link', '4': 'link' } },
    ]);
    for (const row of [2, 4])
      await waitFor(() =>
        expect(
          screen.getByRole('combobox', { name: `What to do with row ${row}` }),
        ).toHaveTextContent('Create, linked'),
      );
  });

  it('pages a long list of problems, ten a page', async () => {
    const errors = Array.from({ length: 23 }, (_, i) => ({
      row: i + 2,
      column: 'Date',
      value: `x${i}`,
      message: 'Not a date',
    }));
    const { user } = open(importFixture({ errors, errorCount: 640 }));
    const problems = await screen.findByRole('region', { name: 'Problems found' });
    expect(within(problems).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText(/The first 23 of 640 problems are listed/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /next page/i }));
    expect(within(problems).getByRole('cell', { name: 'x10' })).toBeInTheDocument();
  });

  it('asks before importing, naming how many rows, then shows the progress', async () => {
    const { user, server } = open();
    await user.click(await screen.findByRole('button', { name: 'Import the 2 valid rows' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Import 2 rows into enquiries?',
    });
    expect(dialog).toHaveTextContent('1 row with problems will be left out');
    await user.click(within(dialog).getByRole('button', { name: 'Import 2 rows' }));
    expect(
      await screen.findByRole('heading', { name: 'Importing “leads.csv”' }),
    ).toBeInTheDocument();
    expect(server.writes()).toEqual([['POST /api/imports/imp1/run', undefined]]);
    expect(screen.getByRole('progressbar', { name: 'Import progress' })).toBeInTheDocument();
    expect(screen.getByText('0 of 2 rows done (0%)')).toBeInTheDocument();
  });

  it('lists each value a fixed list lacks with its rows and a suggestion, maps them and checks again', async () => {
    const unmatched = [
      { field: 'category', value: 'PG', rows: 40, suggestion: 'Postgraduate' },
      { field: 'category', value: 'Masters', rows: 12, suggestion: 'Postgraduate' },
      { field: 'category', value: 'Bachelors?', rows: 3, suggestion: null },
    ];
    const sheet = importFixture({
      rows: 100,
      valid: 45,
      fields: [
        ...importFixture().fields,
        {
          key: 'category',
          label: 'Level of study',
          required: true,
          options: ['Graduate', 'Postgraduate'],
        },
      ],
      unmatched,
    });
    // the new check: the mapped values' rows now valid, and no longer listed
    const recheck = (i: Import): Import => {
      const mapped = i.values.category ?? {};
      const left = unmatched.filter((u) => !mapped[u.value]);
      const fixed = unmatched.filter((u) => mapped[u.value]).reduce((n, u) => n + u.rows, 0);
      return { ...i, unmatched: left, valid: 45 + fixed };
    };
    const { user, server } = open(sheet, recheck);
    const part = () =>
      screen.getByRole('region', { name: 'Level of study: values not in its list' });
    await waitFor(part);
    const means = (value: string, rows: number) =>
      within(part()).getByRole('combobox', { name: `“${value}” (${rows} rows) means` });
    expect(means('PG', 40)).toHaveTextContent('Postgraduate');
    expect(means('Masters', 12)).toHaveTextContent('Postgraduate');
    expect(means('Bachelors?', 3)).toHaveTextContent('Leave it: those rows fail');
    await user.click(within(part()).getByRole('button', { name: 'Use these values' }));
    await waitFor(() =>
      expect(server.writes()).toEqual([
        [
          'PATCH /api/imports/imp1',
          { values: { category: { PG: 'Postgraduate', Masters: 'Postgraduate' } } },
        ],
      ]),
    );
    expect(await screen.findByText(/^97 of 100 rows can be imported/)).toBeInTheDocument();
    // a new check lists the values left, each with its own suggestion again
    expect(within(part()).queryByRole('combobox', { name: /^“PG”/ })).not.toBeInTheDocument();
    expect(means('Bachelors?', 3)).toBeInTheDocument();
  });
});
