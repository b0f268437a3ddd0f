import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import DataGridTable from './data-grid-table';
import type { DataTableProps } from './table-types';

type Row = { _id: string; name: string };

const props = (loading: boolean): DataTableProps<Row> => ({
  label: 'Services',
  rows: [{ _id: 'a', name: 'Visa help' }],
  total: 1,
  columns: [{ field: 'name', headerName: 'Name' }],
  params: { page: 1, limit: 25 },
  loading,
  onRetry: vi.fn(),
  empty: <p>None yet</p>,
  onPageChange: vi.fn(),
  onLimitChange: vi.fn(),
  onSortChange: vi.fn(),
});

describe('DataGridTable', () => {
  // A refetch over rows already shown: the grid's own bar was unnamed and among its rows, which
  // axe refuses (aria-progressbar-name, aria-required-children); settled waits look for "Loading".
  it('names the loading bar it shows over the rows while they refetch', async () => {
    render(<DataGridTable {...props(true)} />);
    const bar = await screen.findByRole('progressbar', { name: 'Loading' });
    expect(screen.getAllByRole('progressbar')).toEqual([bar]);
    // not among the grid's rows (axe's aria-required-children)
    expect(bar.closest('[role="grid"]')).toBeNull();
  });

  it('shows no bar once the rows are in', async () => {
    render(<DataGridTable {...props(false)} />);
    await screen.findByText('Visa help');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
