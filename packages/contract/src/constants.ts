/** Business constants and limits of spec §9, one place for API and web. */
export const TOAST_AUTO_CLOSE_MS = 3000;
export const BADGE_CAP = 99;
export const NOTIFICATION_POPUP = { minWidth: 285, maxWidth: 420 } as const;
export const DATE_FORMAT = 'dd-mm-yyyy';
export const DRAWER_WIDTH = 260;
export const MINI_DRAWER_WIDTH = 60;
export const HEADER_HEIGHT = 60;
export const LOGO_HEIGHT = 35;
export const LOGO_ICON_HEIGHT = 37;
export const PROGRESS_BAR_Z_INDEX = 2001;
export const BREAKPOINTS = { xs: 0, sm: 768, md: 1024, lg: 1266, xl: 1440 } as const;
export const TRANSITION_MS = { enter: 150, exit: 150, fadeEnter: 300 } as const;
export const TOOLTIP = {
  enterDelay: 100,
  enterTouchDelay: 700,
  leaveTouchDelay: 1500,
  maxWidth: 300,
} as const;
export const STORAGE_KEYS = {
  token: 'adminToken',
  user: 'adminUser',
  colorScheme: 'mui-color-scheme',
  mode: 'mui-mode',
} as const;
export const STORAGE_DEFAULTS = { colorScheme: 'light', mode: 'dark' } as const;
export const LIST_LIMIT_DEFAULT = 25;
export const LIST_LIMIT_MAX = 100;
export const API_BASE = '/api';

/** The shortest password accepted (zod-free, so the registration page loads no schema). */
export const PASSWORD_MIN = 10;
