import type { Id } from 'react-toastify';
import { handOver, type HandedToast } from '../lib/hand-over';
import { followToastChanges, waitingToasts } from '../lib/toast/bus';
import type { PublicPath } from '../public/paths';

/** The toasts on screen, which go along when the app hands over to a public screen. */
const onScreen = new Map<Id, HandedToast>();

/** Starts following the toasts on screen; returns the unsubscribe. */
export const followToasts = () =>
  followToastChanges(({ id, status, type, content }) => {
    if (status === 'removed') onScreen.delete(id);
    else if (type && type !== 'default' && typeof content === 'string')
      onScreen.set(id, { kind: type, message: content });
  });

/**
 * The loader of a public screen's route in the staff app: those screens are documents of their
 * own (src/public), so a navigation to one (no session, a 401, logout) leaves this document for
 * it, with the toasts on screen or still waiting for the toaster's code. It never settles: the
 * page is going. Only if this document was itself sent for that address (a build without the
 * screen) does it stay, to say not found.
 */
export function leaveFor(path: PublicPath) {
  return ({ request }: { request: Request }) => {
    if (window.location.pathname === path) return null;
    const { search } = new URL(request.url);
    handOver(`${path}${search}`, {
      toasts: [...onScreen.values(), ...waitingToasts()],
      replace: true,
    });
    return new Promise<never>(() => undefined);
  };
}
