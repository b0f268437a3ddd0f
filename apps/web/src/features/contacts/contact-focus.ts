/** `/contact?focus=<id>` opens that call request's details (the bell's Due tab points here). */
export const CONTACT_FOCUS_PARAM = 'focus';
export const contactFocusUrl = (id: string): string =>
  `/contact?${CONTACT_FOCUS_PARAM}=${encodeURIComponent(id)}`;
