import type { Components, Theme } from '@mui/material/styles';
import { TOOLTIP } from '@studydesk/contract';
import { GREY } from './palette';

/** Subtle Mantis card shadow. */
export const CARD_SHADOW = '0px 2px 8px rgba(0, 0, 0, 0.06)';

export const components: Components<Theme> = {
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: { root: { fontWeight: 400 } },
  },
  MuiPaper: { styleOverrides: { rounded: { borderRadius: 8 } } },
  MuiCard: {
    defaultProps: { elevation: 0 },
    styleOverrides: { root: { border: `1px solid ${GREY[200]}`, boxShadow: CARD_SHADOW } },
  },
  MuiCardContent: {
    styleOverrides: { root: { padding: 20, '&:last-child': { paddingBottom: 20 } } },
  },
  MuiChip: { styleOverrides: { root: { borderRadius: 4 } } },
  MuiOutlinedInput: {
    styleOverrides: {
      root: { borderRadius: 4 },
      notchedOutline: { borderColor: GREY[300] },
      input: { padding: '10.5px 14px 10.5px 12px' },
    },
  },
  MuiInputLabel: { styleOverrides: { root: { color: GREY[600] } } },
  MuiTooltip: {
    defaultProps: {
      enterDelay: TOOLTIP.enterDelay,
      enterTouchDelay: TOOLTIP.enterTouchDelay,
      leaveTouchDelay: TOOLTIP.leaveTouchDelay,
    },
    styleOverrides: { tooltip: { maxWidth: TOOLTIP.maxWidth } },
  },
  MuiListItemIcon: { styleOverrides: { root: { minWidth: 24 } } },
  MuiBadge: { styleOverrides: { standard: { minWidth: 16, height: 16, padding: 4 } } },
  MuiAlert: { styleOverrides: { root: { borderRadius: 6 } } },
};
