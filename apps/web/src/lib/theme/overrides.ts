import type { Components, Theme } from '@mui/material/styles';
import { TOOLTIP } from '@studydesk/contract/plain';
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
  // One label style for every form: the label always sits on the field's top edge, never
  // inside it, so a filled, empty, date or select field reads the same.
  MuiOutlinedInput: {
    defaultProps: { notched: true },
    styleOverrides: {
      root: { borderRadius: 4 },
      notchedOutline: { borderColor: GREY[300] },
      input: { padding: '10.5px 14px 10.5px 12px' },
      // a multi-line field's root already pads its text
      inputMultiline: { padding: 0 },
    },
  },
  MuiInputLabel: {
    defaultProps: { shrink: true },
    styleOverrides: {
      root: { color: GREY[600] },
      // centred in the 41px fields above (MUI places it for 56px ones)
      outlined: {
        '&:not(.MuiInputLabel-shrink):not(.MuiInputLabel-sizeSmall)': {
          transform: 'translate(14px, 10.5px) scale(1)',
        },
      },
    },
  },
  MuiAutocomplete: {
    styleOverrides: {
      // as tall as the other fields (MUI pads it for 56px ones)
      inputRoot: {
        '&.MuiOutlinedInput-root:not(.MuiInputBase-sizeSmall)': { paddingTop: 3, paddingBottom: 3 },
      },
    },
  },
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
  // a dialog's title reads as its title (an h2 styled like a section heading), not as body text
  MuiDialogTitle: {
    styleOverrides: { root: { fontSize: '1.25rem', fontWeight: 600, lineHeight: 1.4 } },
  },
  MuiAlert: { styleOverrides: { root: { borderRadius: 6 } } },
};
