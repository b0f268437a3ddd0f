import { useMemo, type ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import type { CrudRow, ListArgs, SortOrder } from '../lib/crud';
import { PAGE_SIZES } from '../lib/list-params';
import { ErrorState } from './error-state';
import { NoAccess } from './no-access';

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
  /** for rows of two lines or with controls; the grid's default is 52 */
  rowHeight?: number;
  onPageChange: (page: number) => void;
  onLimitChange: (limit: number) => void;
  onSortChange: (sort?: string, order?: SortOrder) => void;
};

/**
 * The grid resets to page 0 on every new sort model, so it gets a new one only on change. A
 * sort by a field that is not a column (the default `createdAt` of a list without that
 * column) is the server's alone: the grid would drop it and report a change while rendering.
 */
function useSortModel<T extends TableRow>(
  { sort, order }: ListArgs,
  columns: readonly GridColDef<T>[],
): GridSortModel {
  const shown = sort !== undefined && columns.some((c) => c.field === sort);
  return useMemo(
    () => (sort && shown ? [{ field: sort, sort: order ?? 'desc' }] : []),
    [sort, order, shown],
  );
}

/** MUI DataGrid driven by the server: it pages and sorts, the grid only shows. */
export function DataTable<T extends TableRow>(props: DataTableProps<T>) {
  const { params, total, rows, loading } = props;
  const theme = useTheme();
  const mobile = useMediaQuery(theme.breakpoints.down('sm'));
  const sortModel = useSortModel(params, props.columns);
  if (props.forbidden) return <NoAccess />;
  if (props.error) return <ErrorState message={props.error} onRetry={props.onRetry} />;
  if (!loading && rows.length === 0) return <>{props.empty}</>;

  const paginationModel = { page: params.page - 1, pageSize: params.limit };
  const onPagination = (model: GridPaginationModel) => {
    if (model.pageSize !== params.limit) props.onLimitChange(model.pageSize);
    else if (model.page !== paginationModel.page) props.onPageChange(model.page + 1);
  };
  const onSort = ([first]: GridSortModel) =>
    props.onSortChange(first?.field, first?.sort ?? undefined);

  return (
    <Paper variant="outlined" sx={{ width: '100%', overflow: 'hidden' }}>
      <DataGrid<T>
        aria-label={props.label}
        rows={rows}
        columns={props.columns}
        getRowId={(row) => row._id}
        rowCount={total ?? -1}
        loading={loading}
        paginationMode="server"
        sortingMode="server"
        paginationModel={paginationModel}
        onPaginationModelChange={onPagination}
        pageSizeOptions={[...PAGE_SIZES]}
        sortModel={sortModel}
        onSortModelChange={onSort}
        sortingOrder={['asc', 'desc']}
        columnVisibilityModel={Object.fromEntries(
          (props.hiddenOnMobile ?? []).map((field) => [field, !mobile]),
        )}
        slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' } }}
        {...(props.rowHeight ? { rowHeight: props.rowHeight } : {})}
        autoHeight
        disableColumnMenu
        disableRowSelectionOnClick
        sx={{ border: 0 }}
      />
    </Paper>
  );
}
