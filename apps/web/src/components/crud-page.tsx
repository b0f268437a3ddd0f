import { useMemo, type ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import type { FieldValues } from 'react-hook-form';
import type { ListArgs } from '../lib/crud/types';
import { userCan } from '../lib/permissions';
import { tableColumns, type RowHandlers } from './columns';
import { CrudDialogs } from './crud-dialogs';
import { useDialog } from '../lib/crud/use-dialog';
import { AddButton, ListEmpty, ListToolbar } from './crud-parts';
import { PageHeader } from './page-header';
import type { CrudResource } from './crud-resource';
import { DataTable, type TableRow } from './data-table';
import { LazyImageGrid } from './lazy-image-grid';
import type { ListFilter } from './list-filters';
import { ListTabBar } from './list-tabs';
import { OwnerTabs, ownerEmpty, useOwnerView } from './owner-view';
import { useTrash } from './trash';
import { ReadablePage } from './no-access';
import { useCrudList } from '../lib/crud/use-crud-list';
import { useListView } from './use-list-view';

type CrudPageProps<T extends TableRow, In extends FieldValues, C> = {
  resource: CrudResource<T, In, C>;
  /** filters behind the Filters button, kept in the URL (names from `resource.list.filters`) */
  filters?: readonly ListFilter[];
  /** more buttons in the heading (e.g. an export of the current list) */
  actions?: (params: ListArgs) => ReactNode;
  /** a row clicked (or Enter on it) */
  onRowOpen?: (row: T) => void;
  /** a row to pick out (where a notification points) */
  highlightId?: string;
  /** Mine / Unassigned / All over the list, with this accessible name */
  ownerLabel?: string;
  /** a row's own rarer actions, in its "⋮" menu before Delete (for users who may write) */
  rowMenu?: RowHandlers<T>['menu'];
};

/** The list screen of one resource: heading, search, server-driven table, form and confirm. */
export function CrudPage<T extends TableRow, In extends FieldValues, C>(
  props: CrudPageProps<T, In, C>,
) {
  const { title, permission } = props.resource;
  return (
    <ReadablePage title={title} permission={permission}>
      <CrudList {...props} />
    </ReadablePage>
  );
}

/** The resource's columns plus Edit/Delete for users who may write. */
function useGridColumns<T extends TableRow, In extends FieldValues, C>(
  resource: CrudResource<T, In, C>,
  handlers: RowHandlers<T> | undefined,
) {
  const { columns, list, rowLabel } = resource;
  return useMemo(
    () => tableColumns(columns, list.sortable, rowLabel, handlers),
    [columns, list.sortable, rowLabel, handlers],
  );
}

function CrudList<T extends TableRow, In extends FieldValues, C>({
  resource,
  filters,
  actions,
  onRowOpen,
  highlightId,
  ownerLabel,
  rowMenu,
}: CrudPageProps<T, In, C>) {
  const view = useListView(resource);
  const owner = useOwnerView({ pin: Boolean(ownerLabel) });
  const fixed = ownerLabel ? { ...view.fixed, ...owner.fixed } : view.fixed;
  const list = useCrudList(resource, { fixed });
  const editor = useDialog<T>();
  const confirm = useDialog<T>();
  const trash = useTrash(resource.trash, resource.rowLabel);
  const canWrite = userCan(resource.permission, 'write');
  const { show: edit } = editor;
  const { show: remove } = confirm;
  const { kept } = resource;
  const handlers = useMemo(
    () => (canWrite ? { edit, remove, kept, menu: rowMenu, ...trash.handlers } : undefined),
    [canWrite, edit, remove, kept, rowMenu, trash.handlers],
  );
  const gridColumns = useGridColumns(resource, handlers);
  const add = (label: string) =>
    canWrite &&
    resource.creatable !== false &&
    !view.inTrash && <AddButton label={label} onClick={() => edit()} />;
  const plural = view.tab?.plural ?? resource.plural;
  const narrowed = Boolean(list.params.q) || list.filtered;
  const empty = (ownerLabel ? ownerEmpty(owner, plural, narrowed) : undefined) ?? (
    <ListEmpty
      names={{ singular: resource.singular, plural }}
      list={list}
      action={add(`Add your first ${resource.singular}`)}
    />
  );
  return (
    <Stack spacing={2.5}>
      <PageHeader
        title={resource.title}
        action={
          <>
            {actions?.(list.params)}
            {add(`Add ${resource.singular}`)}
          </>
        }
      />
      <ListToolbar
        names={resource}
        list={list}
        filters={filters}
        views={
          <>
            {ownerLabel && <OwnerTabs state={owner} label={ownerLabel} />}
            {view.config && view.tab && (
              <ListTabBar config={view.config} value={view.tab.value} onChange={view.select} />
            )}
          </>
        }
      />
      {resource.tiles ? (
        <LazyImageGrid
          {...list.table}
          label={resource.title}
          tiles={resource.tiles}
          handlers={handlers}
          empty={empty}
        />
      ) : (
        <DataTable
          {...list.table}
          label={resource.title}
          columns={gridColumns}
          hiddenOnMobile={resource.hiddenOnMobile}
          dropOrder={resource.dropOrder}
          card={resource.card}
          rowHeight={resource.rowHeight}
          onRowOpen={onRowOpen}
          highlightId={highlightId}
          empty={empty}
        />
      )}
      <CrudDialogs resource={resource} editor={editor} confirm={confirm} blank={view.blank} />
      {trash.dialog}
    </Stack>
  );
}
