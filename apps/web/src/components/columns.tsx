import type { ReactElement } from 'react';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { DeleteOutlined } from '../lib/icons/delete-outlined';
import { EditOutlined } from '../lib/icons/edit-outlined';
import { UndoOutlined } from '../lib/icons/undo-outlined';
import { formatDate } from '../lib/dates';
import type { TableRow } from './table-types';
import { RowMenu, type RowMenuItem } from './row-menu';

/** A row action of a resource's own (Log attempt on a call request). */
export type RowAction = { key: string; label: string; icon: ReactElement; onClick: () => void };

export type RowHandlers<T> = {
  /** actions of the resource's own, shown on the row before Edit and the ⋮ menu */
  more?: (row: T) => readonly RowAction[];
  /** rarer actions of the resource's own, in the row's "⋮" menu before Delete (Commission) */
  menu?: (row: T) => readonly RowMenuItem[];
  /** none for records that are never edited here (call requests) */
  edit?: (row: T) => void;
  remove: (row: T) => void;
  /** why a row must stay (spec §5: "Cannot delete India"): its Delete shows disabled */
  kept?: (row: T) => string | undefined;
  /** soft-deleted rows (`deletedAt` set) get Restore and Delete permanently instead */
  restore?: (row: T) => void;
  purge?: (row: T) => void;
};

function liveActions<T extends TableRow>(row: T, name: string, h: RowHandlers<T>) {
  const { edit } = h;
  const kept = h.kept?.(row);
  return [
    ...(h.more?.(row) ?? []).map((a) => (
      <GridActionsCellItem key={a.key} icon={a.icon} label={a.label} onClick={a.onClick} />
    )),
    ...(edit
      ? [
          <GridActionsCellItem
            key="edit"
            icon={<EditOutlined aria-hidden />}
            label={`Edit ${name}`}
            onClick={() => edit(row)}
          />,
        ]
      : []),
    <RowMenu
      key="menu"
      label={`More actions for ${name}`}
      items={[
        ...(h.menu?.(row) ?? []),
        {
          key: 'delete',
          icon: <DeleteOutlined aria-hidden />,
          label: kept ?? `Delete ${name}`,
          disabled: Boolean(kept),
          danger: true,
          onClick: () => h.remove(row),
        },
      ]}
    />,
  ];
}

function trashActions<T extends TableRow>(
  row: T,
  name: string,
  restore: () => void,
  purge: () => void,
) {
  return [
    <GridActionsCellItem
      key="restore"
      icon={<UndoOutlined aria-hidden />}
      label={`Restore ${name}`}
      onClick={restore}
    />,
    <RowMenu
      key="menu"
      label={`More actions for ${name}`}
      items={[
        {
          key: 'purge',
          icon: <DeleteOutlined aria-hidden />,
          label: `Delete ${name} permanently`,
          danger: true,
          onClick: purge,
        },
      ]}
    />,
  ];
}

/**
 * The resource's columns, sortable only where the server sorts, plus the row's actions when the
 * user may write: its own (Log attempt) and "Edit <row>" on the row, "Delete <row>" in its "⋮"
 * menu ("More actions for <row>": no trash icon on every row); a soft-deleted row
 * gets "Restore <row>", with "Delete <row> permanently" in the menu.
 */
export function tableColumns<T extends TableRow>(
  columns: readonly GridColDef<T>[],
  sortable: readonly string[],
  label: (row: T) => string,
  handlers?: RowHandlers<T>,
): GridColDef<T>[] {
  const own = columns.map((c) => ({ ...c, sortable: c.sortable ?? sortable.includes(c.field) }));
  if (!handlers) return own;
  const { restore, purge } = handlers;
  const actions: GridColDef<T> = {
    field: 'actions',
    type: 'actions',
    headerName: 'Actions',
    // 44 px a button: the resource's own action, Edit, the menu
    width: 44 * (1 + (handlers.more ? 1 : 0) + (handlers.edit ? 1 : 0)),
    getActions: ({ row }) =>
      row.deletedAt && restore && purge
        ? trashActions(
            row,
            label(row),
            () => restore(row),
            () => purge(row),
          )
        : liveActions(row, label(row), handlers),
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
