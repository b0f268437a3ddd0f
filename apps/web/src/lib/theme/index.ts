import { createTheme } from '@mui/material/styles';
import { BREAKPOINTS, HEADER_HEIGHT } from '@studydesk/contract/plain';
import { components } from './overrides';
import { palette } from './palette';
import { typography } from './typography';

/** The light Mantis-like theme with the spec §9 breakpoints. */
export function createAppTheme() {
  return createTheme({
    breakpoints: { values: { ...BREAKPOINTS } },
    direction: 'ltr',
    palette,
    typography,
    shape: { borderRadius: 4 },
    mixins: { toolbar: { minHeight: HEADER_HEIGHT, paddingTop: 8, paddingBottom: 8 } },
    components,
  });
}

export const theme = createAppTheme();
