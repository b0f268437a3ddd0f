import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Import } from '@studydesk/contract';
import { useGetImportQuery } from './imports-api';
import { StepCard } from './step-card';

/** How often a running import is asked about. */
export const PROGRESS_POLL_MS = 1000;

/**
 * Step 4: the import runs in the background, in batches; its progress is read every second
 * (a reload finds it again through the import's id in the address).
 */
export function ProgressStep({ check }: { check: Import }) {
  // this subscription polls; the wizard's own read shares its cache entry
  useGetImportQuery(check.id, { pollingInterval: PROGRESS_POLL_MS });
  const { processed, total } = check;
  const percent = total > 0 ? Math.min(100, Math.round((100 * processed) / total)) : 0;
  return (
    <StepCard title={`Importing “${check.name}”`}>
      <Stack spacing={1}>
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label="Import progress"
          aria-valuetext={`${percent}%`}
          sx={{ height: 8, borderRadius: 4 }}
        />
        <Typography role="status">
          {processed.toLocaleString()} of {total.toLocaleString()} rows done ({percent}%)
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        You can leave this page: the import goes on, and this page’s address brings you back to it.
      </Typography>
    </StepCard>
  );
}
