import type { ReactNode } from 'react';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { CrudRow, ListArgs, SortOrder } from '../lib/crud/types';

/** The table's row and props, apart from the table so that its helpers (columns, fit, cursor,
 * tiles) and the CRUD hooks can name them without importing the table back. */
export type TableRow = CrudRow & GridValidRowModel;

export type DataTableProps<T extends TableRow> = {
  /** accessible name of the grid, e.g. "Services" */
  label: string;
  rows: readonly T[];
  /** undefined until the first answer: the grid must not clamp a page from the URL to 0 rows */
  total?: number;
  columns: GridColDef<T>[];
  /** columns that make way below the sm breakpoint */
  hiddenOnMobile?: readonly string[];
  params: ListArgs;
  loading: boolean;
  error?: string;
  onRetry: () => void;
  /** shown instead of the grid when the list has nothing to show */
  empty: ReactNode;
  /** the server refused this user (403): "You do not have access" instead of an error */
  forbidden?: boolean;
  /** for rows with thumbnails or controls; otherwise a dense 44 */
  rowHeight?: number;
  /** columns given up first when the width is short (then the others from the right) */
  dropOrder?: readonly string[];
  /** on phones, each row as a card (name, phone, status …) instead of columns */
  card?: (row: T) => ReactNode;
  /** click, or Enter on a row (and `j`/`k` to move between rows) */
  onRowOpen?: (row: T) => void;
  /** a row to pick out (the one a notification pointed at) */
  highlightId?: string;
  onPageChange: (page: number) => void;
  onLimitChange: (limit: number) => void;
  onSortChange: (sort?: string, order?: SortOrder) => void;
};
