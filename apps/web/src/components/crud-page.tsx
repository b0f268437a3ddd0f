import { useMemo } from 'react';
import Stack from '@mui/material/Stack';
import { can } from '@studydesk/contract';
import type { FieldValues } from 'react-hook-form';
import { getStoredUser } from '../lib/session';
import { tableColumns } from './columns';
import { CrudDialogs, useDialog } from './crud-dialogs';
import { AddButton, ListEmpty, ListToolbar, PageHeader } from './crud-parts';
import type { CrudResource } from './crud-resource';
import { DataTable, type TableRow } from './data-table';
import { useCrudList } from './use-crud-list';

/** The list screen of one resource: heading, search, server-driven table, form and confirm. */
export function CrudPage<T extends TableRow, In extends FieldValues, C>({
  resource,
}: {
  resource: CrudResource<T, In, C>;
}) {
  const { singular, columns, rowLabel, list: listOptions } = resource;
  const list = useCrudList(resource);
  const editor = useDialog<T>();
  const confirm = useDialog<T>();
  const { show: edit } = editor;
  const { show: remove } = confirm;
  const canWrite = can(getStoredUser()?.userType, resource.permission, 'write');
  const gridColumns = useMemo(
    () =>
      tableColumns(
        columns,
        listOptions.sortable,
        rowLabel,
        canWrite ? { edit, remove } : undefined,
      ),
    [columns, listOptions.sortable, rowLabel, canWrite, edit, remove],
  );
  const add = (label: string) => canWrite && <AddButton label={label} onClick={() => edit()} />;
  const empty = (
    <ListEmpty
      names={resource}
      q={list.params.q}
      onClearSearch={() => list.setQuery('')}
      action={add(`Add your first ${singular}`)}
    />
  );

  return (
    <Stack spacing={2.5}>
      <PageHeader title={resource.title} action={add(`Add ${singular}`)} />
      <ListToolbar names={resource} q={list.params.q} total={list.total} onSearch={list.setQuery} />
      <DataTable
        {...list.table}
        label={resource.title}
        columns={gridColumns}
        hiddenOnMobile={resource.hiddenOnMobile}
        empty={empty}
      />
      <CrudDialogs resource={resource} editor={editor} confirm={confirm} />
    </Stack>
  );
}
