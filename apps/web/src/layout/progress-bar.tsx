import { useSelector } from 'react-redux';
import { QueryStatus } from '@reduxjs/toolkit/query';
import { LoadingBar } from '../components/loading-bar';
import type { RootState } from '../lib/store';

/** The fixed top bar shown while something loads. */
export const ProgressBar = LoadingBar;

type Entry = { status: QueryStatus } | undefined;
const anyPending = (entries: Record<string, Entry>): boolean =>
  Object.values(entries).some((e) => e?.status === QueryStatus.pending);

export const selectApiBusy = (state: RootState): boolean =>
  anyPending(state.api.queries) || anyPending(state.api.mutations);

/** Shows the progress bar while any RTK Query request is in flight. */
export function ApiProgress() {
  const busy = useSelector(selectApiBusy);
  return busy ? <ProgressBar /> : null;
}
