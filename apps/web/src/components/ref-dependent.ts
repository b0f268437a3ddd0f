import { useEffect, useRef, useState } from 'react';
import type { CrudRow } from '../lib/crud/types';
import type { RefSource } from './ref-select';

/** A field narrowed by another (a place within the chosen country). */
export type DependsOn<P extends string> = {
  field: P;
  /** the list filter the other field's value is sent as */
  filter: string;
  /** said while the other field is empty */
  hint: string;
  /** a hook naming the other field's chosen record (undefined while unknown) */
  useParentName: (id: string) => string | undefined;
  /** this field's records in the plural ("places"), and the screen where they are added */
  plural: string;
  addIn: string;
};

/**
 * A dependent field's state: its filter, and what it says. A change of the other field takes
 * off a chosen value that no longer fits, and says so rather than dropping it silently; an
 * other record with nothing to choose says where to add some.
 */
export function useDependent<R extends CrudRow>(
  d: DependsOn<string>,
  source: RefSource<R>,
  parentId: string,
  value: unknown,
  clear: () => void,
) {
  const seen = useRef(parentId);
  const [dropped, setDropped] = useState('');
  useEffect(() => {
    if (parentId === seen.current) return;
    seen.current = parentId;
    const had: unknown = Array.isArray(value) ? value[0] : value;
    setDropped(typeof had === 'string' ? had : '');
    clear();
    // only a change of the other field clears this one
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [parentId, clear]);
  const skip = { skip: !parentId };
  const parent = d.useParentName(parentId);
  // once something is chosen again, what was taken off is no longer news
  const gone = value && (!Array.isArray(value) || value.length > 0) ? '' : dropped;
  const before = source.api.useGetQuery(gone, { skip: !gone }).data;
  const filters = parentId ? { [d.filter]: parentId } : undefined;
  const page = { page: 1, limit: 1, sort: source.sort, order: 'asc' as const, filters };
  const none = source.api.useListQuery(page, skip).data?.total === 0;
  const notes = [
    before && parent ? `${source.label(before)} is not in ${parent}, so it was taken off.` : '',
    none && parent ? `No ${d.plural} in ${parent} yet - add one in ${d.addIn}` : '',
  ];
  return {
    filters,
    blocked: parentId ? undefined : d.hint,
    note: notes.filter(Boolean).join(' ') || undefined,
  };
}
