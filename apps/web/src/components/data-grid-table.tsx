import { useMemo } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import {
  DataGrid,
  type GridColDef,
  type GridRowId,
  type GridPaginationModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import { BLUE } from '../lib/theme/palette';
import type { ListArgs } from '../lib/crud/types';
import { PAGE_SIZES } from '../lib/crud/list-params';
import { useContentWidths } from './column-widths';
import { useElementWidth, useShownColumns } from './table-fit';
import { DESKTOP_ROW } from './table-skeleton';
import type { DataTableProps, TableRow } from './table-types';
import { useRowCursor } from './use-row-cursor';

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

/** 14 px text in the cells, a cursor row and a picked-out row. */
const GRID_SX = {
  border: 0,
  fontSize: '0.875rem',
  '& .MuiDataGrid-cell .MuiTypography-root, & .MuiDataGrid-cell .MuiChip-label, & .MuiDataGrid-cell .MuiSelect-select':
    { fontSize: '0.875rem' },
  // the last header's separator would hang 5 px past the edge and scroll the grid sideways
  '& .MuiDataGrid-columnHeader--last .MuiDataGrid-columnSeparator': { display: 'none' },
  '& .row-open': { cursor: 'pointer' },
  '& .row-active': { bgcolor: 'action.hover' },
  '& .row-highlight, & .row-highlight:hover': {
    bgcolor: BLUE[50],
    boxShadow: `inset 3px 0 0 ${BLUE[600]}`,
  },
} as const;

/** The bar over rows being fetched again, outside the grid and named: inside, the grid's own (an
 * unnamed progress bar among the grid's rows) breaks two of axe's rules, aria-progressbar-name
 * and aria-required-children; "Loading" is also what waits for a settled page look for. */
const REFETCH_SX = { position: 'absolute', top: 0, left: 0, right: 0, zIndex: 3 } as const;

/** MUI DataGrid driven by the server: it pages and sorts, the grid only shows. */
export default function DataGridTable<T extends TableRow>(props: DataTableProps<T>) {
  const { params, total, rows, loading, onRowOpen, highlightId } = props;
  const { ref, width, el } = useElementWidth<HTMLDivElement>();
  const content = useContentWidths(el);
  const shown = useShownColumns(props, width, content);
  // the grid's own columns: a phone's card column stands in for the rest
  const sortModel = useSortModel(params, shown.columns);
  const cursor = useRowCursor(rows, onRowOpen);
  if (!loading && rows.length === 0) return <>{props.empty}</>;

  const paginationModel = { page: params.page - 1, pageSize: params.limit };
  const onPagination = (model: GridPaginationModel) => {
    if (model.pageSize !== params.limit) props.onLimitChange(model.pageSize);
    else if (model.page !== paginationModel.page) props.onPageChange(model.page + 1);
  };
  const onSort = ([first]: GridSortModel) =>
    props.onSortChange(first?.field, first?.sort ?? undefined);
  const rowClass = ({ id }: { id: GridRowId }) =>
    [
      onRowOpen ? 'row-open' : '',
      id === cursor.activeId ? 'row-active' : '',
      id === highlightId ? 'row-highlight' : '',
    ].join(' ');

  return (
    <Paper
      ref={ref}
      variant="outlined"
      sx={{ width: '100%', overflow: 'hidden', position: 'relative' }}
    >
      {loading && rows.length > 0 && <LinearProgress aria-label="Loading" sx={REFETCH_SX} />}
      <DataGrid<T>
        apiRef={cursor.apiRef}
        aria-label={props.label}
        rows={rows}
        columns={shown.columns}
        getRowId={(row) => row._id}
        rowCount={total ?? -1}
        // the grid's skeleton while it has no rows; a refetch over rows is the bar above
        loading={loading && rows.length === 0}
        paginationMode="server"
        sortingMode="server"
        paginationModel={paginationModel}
        onPaginationModelChange={onPagination}
        pageSizeOptions={[...PAGE_SIZES]}
        sortModel={sortModel}
        onSortModelChange={onSort}
        sortingOrder={['asc', 'desc']}
        columnVisibilityModel={shown.visibility}
        getRowClassName={rowClass}
        slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' } }}
        {...(shown.card
          ? { getRowHeight: () => 'auto' as const }
          : { rowHeight: props.rowHeight ?? DESKTOP_ROW })}
        // A phone's one card column: its header only said the page's name again;
        // at no height it is still the column's name for a screen reader.
        columnHeaderHeight={shown.card ? 0 : DESKTOP_ROW}
        {...cursor.handlers}
        autoHeight
        disableColumnMenu
        disableRowSelectionOnClick
        sx={GRID_SX}
      />
    </Paper>
  );
}
