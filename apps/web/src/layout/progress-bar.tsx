import { useSelector } from 'react-redux';
import { QueryStatus } from '@reduxjs/toolkit/query';
import { LoadingBar } from '../components/loading-bar';
import type { RootState } from '../lib/store';

/** The fixed top bar shown while something loads. */
export const ProgressBar = LoadingBar;

type ApiState = RootState['api'];
type Entry = { status: QueryStatus; data?: unknown } | undefined;
const pending = (e: Entry) => e?.status === QueryStatus.pending;

/** Whether a read is refreshed on a timer (RTK Query's `pollingInterval`) by anyone. */
const polled = (api: ApiState, key: string) =>
  Object.values(api.subscriptions[key] ?? {}).some((s) => (s?.pollingInterval ?? 0) > 0);

/**
 * A read the page waits for. A timed refresh of what is already shown is not one: the page
 * shows that progress itself (an import's bar, a mail's state), and a bar every second would
 * keep a page that is only watching from ever looking settled.
 */
const loadsForPage = (api: ApiState, key: string, e: Entry) =>
  pending(e) && !(e?.data !== undefined && polled(api, key));

export const selectApiBusy = ({ api }: RootState): boolean =>
  Object.entries(api.queries).some(([key, e]) => loadsForPage(api, key, e)) ||
  Object.values(api.mutations).some(pending);

/** Shows the progress bar while any RTK Query request the page waits for is in flight. */
export function ApiProgress() {
  const busy = useSelector(selectApiBusy);
  return busy ? <ProgressBar /> : null;
}
