import { useMemo } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { CrudResource } from './crud-resource';
import type { TableRow } from './table-types';
import { useListTab } from './list-tabs';
import { TRASH_PARAM, trashTabs } from './trash';

/**
 * Which part of a resource's list is shown: one of its own tabs (courses: domestic or
 * international), its trash, or simply all of it.
 */
export function useListView<T extends TableRow, In extends FieldValues, C>(
  resource: CrudResource<T, In, C>,
) {
  const { tabs, trash, title, plural } = resource;
  const config = useMemo(
    () => tabs ?? (trash ? trashTabs(trash, { title, plural }) : undefined),
    [tabs, trash, title, plural],
  );
  const { tab, fixed, select } = useListTab(config);
  const inTrash = Boolean(trash) && fixed?.[TRASH_PARAM] === 'true';
  /** a new record made on a tab belongs to it (a course added on "International") */
  const blank = tab && tabs?.blank ? tabs.blank(tab.value) : undefined;
  return { config, tab, fixed, select, inTrash, blank };
}
