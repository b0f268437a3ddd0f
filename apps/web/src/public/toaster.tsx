import { useCallback } from 'react';
import { toast, ToastContainer } from 'react-toastify';
import { TOAST_AUTO_CLOSE_MS } from '@studydesk/contract';
import { useOnceToastsShow } from '../lib/hand-over';
import { toasterUp } from './toast-bus';

/** Spec §1: top right, 3000 ms, light, closeable, draggable, paused while hovered. */
export default function Toaster() {
  useOnceToastsShow(useCallback(() => toasterUp(({ kind, message }) => toast[kind](message)), []));
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      theme="light"
      closeButton
      draggable
      pauseOnHover
      newestOnTop
    />
  );
}
