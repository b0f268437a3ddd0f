import { createTheme } from '@mui/material/styles';
import { BREAKPOINTS, HEADER_HEIGHT } from '@studydesk/contract/plain';
import { prefersReducedMotion, STILL } from './motion';
import { components } from './overrides';
import { palette } from './palette';
import { typography } from './typography';

/** The light Mantis-like theme with the spec §9 breakpoints; still (no transitions, no ripple)
 * for someone who asked their system for less motion. */
export function createAppTheme(still = prefersReducedMotion()) {
  return createTheme({
    breakpoints: { values: { ...BREAKPOINTS } },
    direction: 'ltr',
    palette,
    typography,
    shape: { borderRadius: 4 },
    mixins: { toolbar: { minHeight: HEADER_HEIGHT, paddingTop: 8, paddingBottom: 8 } },
    components: still
      ? { ...components, MuiButtonBase: { defaultProps: { disableRipple: true } } }
      : components,
    ...(still ? { transitions: STILL } : {}),
  });
}

export const theme = createAppTheme();
