/** Where a notification or a search hit points: `/enquiries?focus=<id>` picks it out. */
export const FOCUS_PARAM = 'focus';

/** The panel's width on a wide screen, where the list makes room for it (enquiries-page). */
export const PANEL_WIDTH = 520;

export const focusUrl = (id: string): string =>
  `/enquiries?${FOCUS_PARAM}=${encodeURIComponent(id)}`;
