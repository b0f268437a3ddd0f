import { useEffect, type ReactNode } from 'react';
import type { Application } from '@studydesk/contract';
import { DataTable } from '../../../components/data-table';
import { useCrudListOf } from '../../../lib/crud/use-crud-list';
import { type ListResource } from '../../../lib/crud/types';
import { useApplicationListQuery } from '../applications-api';
import { APPLICATION } from '../application-tags';
import { BOARD_LIST } from './board-filters';
import { ListCard, LIST_COLUMNS } from './list-columns';
import type { BoardState } from './use-board-state';

export const LIST_LOAD_FAILED = 'Failed to load applications';

const resource: ListResource<Application> = {
  api: { tag: APPLICATION, useListQuery: useApplicationListQuery },
  list: BOARD_LIST,
  messages: { load: LIST_LOAD_FAILED },
};

/**
 * The board's filter as a table (GET /applications), paged and sorted by the server; its own
 * code, loaded when the list is first shown, so the board carries no grid.
 */
export default function ApplicationsList(props: {
  state: BoardState;
  onTotal: (total: number | undefined) => void;
  empty: ReactNode;
}) {
  const { state, onTotal } = props;
  const list = useCrudListOf(resource, state.list, { fixed: state.owner.fixed });
  useEffect(() => onTotal(list.total), [list.total, onTotal]);
  return (
    <DataTable
      {...list.table}
      label="Applications"
      columns={LIST_COLUMNS}
      card={(row) => <ListCard row={row} />}
      empty={props.empty}
    />
  );
}
