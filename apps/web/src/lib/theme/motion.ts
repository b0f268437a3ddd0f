import type { TransitionsOptions } from '@mui/material/styles';

/**
 * Whether the person has asked their system for less motion (WCAG 2.3.3; "Reduce motion" on a
 * phone, "Show animations" off on a desktop). Read once, when the theme is made: the setting is
 * changed rarely, and the next page load follows it.
 */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.matchMedia?.('(prefers-reduced-motion: reduce)')?.matches === true
  );
}

/** MUI's transitions taking no time: dialogs, menus, drawers and popups appear and go at once
 * (their transition callbacks still run, after no wait). Each names only the properties it was
 * asked for: a transition of `all` would take in `visibility` too, and a drawer still hidden
 * for its first frame cannot take the focus it is given on opening. */
export const STILL: TransitionsOptions = {
  create: (props = ['all']) =>
    [props]
      .flat()
      .map((p) => `${p} 0ms`)
      .join(','),
  getAutoHeightDuration: () => 0,
  duration: {
    shortest: 0,
    shorter: 0,
    short: 0,
    standard: 0,
    complex: 0,
    enteringScreen: 0,
    leavingScreen: 0,
  },
};
