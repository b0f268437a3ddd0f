import { useCallback } from 'react';
import { toast, ToastContainer } from 'react-toastify';
import { HEADER_HEIGHT, TOAST_AUTO_CLOSE_MS } from '@studydesk/contract/plain';
import { useOnceToastsShow } from '../hand-over';
import { toastChanged, toasterUp } from './bus';

function up(): () => void {
  const unfollow = toast.onChange(toastChanged);
  const down = toasterUp(({ kind, message, id }) => void toast[kind](message, { toastId: id }));
  return () => {
    down();
    unfollow();
  };
}

/** Spec §1: top right, 3000 ms, light, closeable, draggable, paused while hovered. */
export default function Toaster() {
  useOnceToastsShow(useCallback(up, []));
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      theme="light"
      closeButton
      draggable
      pauseOnHover
      newestOnTop
      // On a narrow screen react-toastify makes the container 100vw wide, which counts a page's
      // scroll bar: the toast then ran under it and its close button was cut. The viewport's
      // width less the bar is the most it may take.
      // Below the header, not over it: a toast over the bell, the search and the account menu
      // kept them out of reach for its 3 s (a click there landed on the toast), on a phone the
      // header whole and a full-screen dialog's title with its close button.
      style={{ maxWidth: '100%', top: HEADER_HEIGHT + 8 }}
    />
  );
}
