import { useSelector } from 'react-redux';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { QueryStatus } from '@reduxjs/toolkit/query';
import { PROGRESS_BAR_Z_INDEX } from '@studydesk/contract/plain';
import type { RootState } from '../lib/store';

/** The fixed top bar shown while something loads (spec §9: layer order 2001). */
export function ProgressBar() {
  return (
    <Box sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: PROGRESS_BAR_Z_INDEX }}>
      <LinearProgress aria-label="Loading" sx={{ height: 3 }} />
    </Box>
  );
}

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
