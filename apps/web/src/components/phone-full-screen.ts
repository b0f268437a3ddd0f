import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

/** Below the sm breakpoint (phones) a form or a record's dialog takes the whole screen. */
export function usePhoneFullScreen(): boolean {
  return useMediaQuery(useTheme().breakpoints.down('sm'));
}
