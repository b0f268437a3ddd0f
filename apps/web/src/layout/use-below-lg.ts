import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

/** True below the large breakpoint (1266 px), where the drawer is a temporary overlay. */
export function useBelowLg(): boolean {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down('lg'), { noSsr: true });
}
