import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { formatDate } from '../lib/dates';
import type { TableRow } from './data-table';

export type RowHandlers<T> = { edit: (row: T) => void; remove: (row: T) => void };

/**
 * The resource's columns, sortable only where the server sorts, plus Edit/Delete per row
 * (named "Edit <row>" / "Delete <row>") when the user may write.
 */
export function tableColumns<T extends TableRow>(
  columns: readonly GridColDef<T>[],
  sortable: readonly string[],
  label: (row: T) => string,
  handlers?: RowHandlers<T>,
): GridColDef<T>[] {
  const own = columns.map((c) => ({ ...c, sortable: c.sortable ?? sortable.includes(c.field) }));
  if (!handlers) return own;
  const actions: GridColDef<T> = {
    field: 'actions',
    type: 'actions',
    headerName: 'Actions',
    width: 88,
    getActions: ({ row }) => [
      <GridActionsCellItem
        key="edit"
        icon={<EditOutlined aria-hidden />}
        label={`Edit ${label(row)}`}
        onClick={() => handlers.edit(row)}
      />,
      <GridActionsCellItem
        key="delete"
        icon={<DeleteOutlined aria-hidden />}
        label={`Delete ${label(row)}`}
        onClick={() => handlers.remove(row)}
      />,
    ],
  };
  return [...own, actions];
}

/** A date column read as dd-mm-yyyy (spec §9). */
export function dateColumn<T extends TableRow>(field: string, headerName: string): GridColDef<T> {
  return {
    field,
    headerName,
    width: 110,
    valueFormatter: (value: string | null | undefined) => formatDate(value),
  };
}
