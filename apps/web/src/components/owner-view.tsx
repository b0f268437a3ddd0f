import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import { useSearchParams } from 'react-router';
import type { OwnerFilter } from '@studydesk/contract';
import { getStoredUser } from '../lib/session';
import { EmptyState } from './empty-state';
import { ViewTabs } from './list-tabs';

/** Whose records a list shows, as `?owner=` in the page's URL. */
export const OWNER_VIEWS = ['mine', 'unassigned', 'all'] as const;
export type OwnerView = (typeof OWNER_VIEWS)[number];
export const OWNER_PARAM = 'owner';
const LABELS: Record<OwnerView, string> = { mine: 'Mine', unassigned: 'Unassigned', all: 'All' };
/** The API's filter for each view (GET …?owner=me|none). */
const API: Record<OwnerView, OwnerFilter | undefined> = {
  mine: 'me',
  unassigned: 'none',
  all: undefined,
};

/** Counsellors start on their own records; admins (who hand them out) on all of them. */
const defaultView = (): OwnerView => (getStoredUser()?.userType === 'counsellor' ? 'mine' : 'all');
const isView = (v: string | null): v is OwnerView => OWNER_VIEWS.includes(v as OwnerView);
/** Paging and presentation, not a choice of records. */
const NOT_FILTERS = new Set([OWNER_PARAM, 'page', 'limit', 'sort', 'order', 'focus']);
/**
 * A link that names its records (a dashboard figure: `?status=new&from=…`) shows all of them,
 * so the list counts what the figure counted; a bare visit starts on the role's default.
 */
const namesRecords = (search: URLSearchParams) =>
  [...search.keys()].some((key) => !NOT_FILTERS.has(key));

/**
 * The view the URL names (else the role's default), the filter it sends, and how to switch.
 * Unless `pin` is false (a list without the tabs), the view showing is written into the URL
 * when the URL leaves it out and the role's default is not All: a counsellor's bare visit
 * becomes `?owner=mine`, a link naming records `…&owner=all`. So the list's own search, its
 * filters, its tabs or chips keep the view the person is on, instead of a search turning Mine
 * into All or a cleared chip turning All into Mine. (For an admin a URL without it always
 * means All, so it stays short.)
 */
export function useOwnerView({ pin = true }: { pin?: boolean } = {}) {
  const [search, setSearch] = useSearchParams();
  const raw = search.get(OWNER_PARAM);
  const view = isView(raw) ? raw : namesRecords(search) ? 'all' : defaultView();
  const owner = API[view];
  const fixed = useMemo(() => (owner ? { owner } : undefined), [owner]);
  const select = useCallback(
    (next: OwnerView) =>
      setSearch((prev) => {
        const out = new URLSearchParams(prev);
        out.set(OWNER_PARAM, next);
        out.delete('page');
        return out;
      }),
    [setSearch],
  );
  const unnamed = pin && raw === null && defaultView() !== 'all';
  useEffect(() => {
    if (unnamed)
      setSearch(
        (prev) => {
          const out = new URLSearchParams(prev);
          if (!out.has(OWNER_PARAM)) out.set(OWNER_PARAM, view);
          return out;
        },
        { replace: true },
      );
  }, [unnamed, view, setSearch]);
  return { view, fixed, select };
}
export type OwnerViewState = ReturnType<typeof useOwnerView>;

/** Mine / Unassigned / All: the list's view tabs (arrows move between them). */
export function OwnerTabs({ state, label }: { state: OwnerViewState; label: string }) {
  return (
    <ViewTabs
      label={label}
      value={state.view}
      onChange={(next) => state.select(next as OwnerView)}
      tabs={OWNER_VIEWS.map((v) => ({ value: v, label: LABELS[v] }))}
    />
  );
}

/**
 * What an empty Mine or Unassigned view says, and where to look instead; undefined for All
 * or while a search or filter narrows the list (the list's own empty state says that).
 */
export function ownerEmpty(state: OwnerViewState, plural: string, narrowed: boolean): ReactNode {
  if (narrowed || state.view === 'all') return undefined;
  const [title, next] =
    state.view === 'mine'
      ? (['Nothing assigned to you — see Unassigned', 'unassigned'] as const)
      : ([`No unassigned ${plural} — every one has an owner`, 'all'] as const);
  return (
    <EmptyState
      title={title}
      message={
        state.view === 'mine' ? `Take ${plural} from Unassigned, or ask an admin.` : undefined
      }
      action={<Button onClick={() => state.select(next)}>See {LABELS[next]}</Button>}
    />
  );
}
