/*
 * Where links in mail point: the app's address as people open it (PUBLIC_BASE_URL), set once
 * when the app is built. Mail is written by requests and by timers alike, so no request's own
 * address can stand in for it; unset, the address the app listens on locally.
 */
let base = 'http://localhost:3000';

export function setMailBase(url: string) {
  base = url.replace(/\/+$/, '');
}

/** An absolute link to a path of the app (`/enquiries/…`). */
export const appLink = (path: string) => `${base}${path}`;

/** The public booking page: the owner's own (/book/<id>) when the enquiry has one. */
export const bookingLink = (owner?: string | null) =>
  appLink(owner ? `/book/${encodeURIComponent(owner)}` : '/book');
