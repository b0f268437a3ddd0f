import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { PROGRESS_BAR_Z_INDEX } from '@studydesk/contract/plain';

/**
 * The fixed bar along the top of the window while something loads (spec §9: layer order 2001).
 * Fixed, so showing and hiding it moves nothing on the page.
 */
export function LoadingBar() {
  return (
    <Box sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: PROGRESS_BAR_Z_INDEX }}>
      <LinearProgress aria-label="Loading" sx={{ height: 3 }} />
    </Box>
  );
}
