import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useGridApiRef, type GridCellParams, type GridRowParams } from '@mui/x-data-grid';
import { useShortcuts } from '../lib/shortcuts';
import type { TableRow } from './table-types';

/** Clicks and keys on these do their own thing; they do not open the row. */
const OWN_ACTION = 'a, button, input, textarea, [role="combobox"], [role="menuitem"]';
const ownAction = (target: EventTarget) =>
  target instanceof Element && target.closest(OWN_ACTION) !== null;

/**
 * Triage by keyboard: `j`/`k` move a cursor over the rows (focusing the row's first cell),
 * Enter or a click opens the row. Only while `onOpen` is given.
 */
export function useRowCursor<T extends TableRow>(
  rows: readonly T[],
  onOpen: ((row: T) => void) | undefined,
) {
  const apiRef = useGridApiRef();
  const [activeId, setActiveId] = useState<string>();
  const move = (delta: number) => {
    const api = apiRef.current;
    const at = rows.findIndex((r) => r._id === activeId);
    const index =
      at < 0
        ? delta > 0
          ? 0
          : rows.length - 1
        : Math.min(rows.length - 1, Math.max(0, at + delta));
    const row = rows[index];
    const field = api?.getVisibleColumns()[0]?.field;
    if (!row || !api || !field) return;
    setActiveId(row._id);
    api.scrollToIndexes({ rowIndex: index });
    api.setCellFocus(row._id, field);
  };
  useShortcuts(
    [
      { keys: 'j', description: 'Next row', run: () => move(1) },
      { keys: 'k', description: 'Previous row', run: () => move(-1) },
      // The grid's own key handler opens the row (below); listed so the help says so.
      {
        keys: 'Enter',
        description: 'Open the focused row',
        matches: () => false,
        run: () => undefined,
      },
    ],
    Boolean(onOpen) && rows.length > 0,
  );
  if (!onOpen) return { apiRef, activeId, handlers: {} };
  return {
    apiRef,
    activeId,
    handlers: {
      onRowClick: (params: GridRowParams<T>, event: MouseEvent) => {
        if (!ownAction(event.target)) onOpen(params.row);
      },
      onCellKeyDown: (params: GridCellParams<T>, event: KeyboardEvent) => {
        if (event.key === 'Enter' && !ownAction(event.target)) onOpen(params.row);
      },
    },
  };
}
