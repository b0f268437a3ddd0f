/** Where a notification or a search hit points: `/enquiries?focus=<id>` picks it out. */
export const FOCUS_PARAM = 'focus';

export const focusUrl = (id: string): string =>
  `/enquiries?${FOCUS_PARAM}=${encodeURIComponent(id)}`;
