/**
 * The public screens (src/public) and the staff app (src/app) are separate documents: going
 * from one to the other is a full navigation. A toast on screen at that moment ("Login
 * successful", "Please sign in to continue") goes along in session storage and shows on the
 * other side.
 */
import { useEffect } from 'react';

const KEY = 'studydesk:toasts';

export type ToastKind = 'info' | 'success' | 'warning' | 'error';
export type HandedToast = { kind: ToastKind; message: string };

/** The browser's own navigation, replaceable in tests (jsdom cannot leave its document). */
export const documentNavigation = {
  go(url: string, replace: boolean): void {
    if (replace) window.location.replace(url);
    else window.location.assign(url);
  },
};

/** Leaves this document for `url`, taking `toasts` along, the same words once (a 401 seen by a
 * screen's several calls raised the sign-in notice, and its screen's own error, more than once). */
export function handOver(
  url: string,
  { toasts = [], replace = false }: { toasts?: HandedToast[]; replace?: boolean } = {},
): void {
  const once = toasts.filter((t, i) => toasts.findIndex((u) => u.message === t.message) === i);
  if (once.length > 0) sessionStorage.setItem(KEY, JSON.stringify(once));
  documentNavigation.go(url, replace);
}

const isToast = (t: unknown): t is HandedToast =>
  typeof t === 'object' &&
  t !== null &&
  ['info', 'success', 'warning', 'error'].includes((t as HandedToast).kind) &&
  typeof (t as HandedToast).message === 'string';

/** The toasts the previous document handed over, once. */
export function takeHandedToasts(): HandedToast[] {
  const raw = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  try {
    const list: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(list) ? list.filter(isToast) : [];
  } catch {
    return [];
  }
}

/**
 * Runs `show` once the toast container beside the caller is up: after this commit's effects
 * (react-toastify registers its container in one), and after StrictMode's second mount in
 * development, which drops what the first container held.
 */
export function useOnceToastsShow(show: () => (() => void) | void): void {
  useEffect(() => {
    let undo: (() => void) | void;
    const timer = setTimeout(() => (undo = show()), 0);
    return () => {
      clearTimeout(timer);
      undo?.();
    };
  }, [show]);
}
