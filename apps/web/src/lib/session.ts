import { useMemo, useSyncExternalStore } from 'react';
import type { SessionUser } from '@studydesk/contract';
import { STORAGE_KEYS } from '@studydesk/contract/plain';

/** The stored admin session of spec §3: adminUser (JSON) and adminToken, in local storage. */
export function getToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.token);
}

const parseUser = (raw: string | null): SessionUser | null => {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as SessionUser;
  } catch {
    return null;
  }
};

export const getStoredUser = (): SessionUser | null =>
  parseUser(localStorage.getItem(STORAGE_KEYS.user));

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

export function saveSession(token: string, user: SessionUser): void {
  localStorage.setItem(STORAGE_KEYS.token, token);
  saveUser(user);
}

/** Stores the signed-in user as the server now has it; the header shows it at once. */
export function saveUser(user: SessionUser): void {
  const { _id, fname, lname, email, userType, image, offices, multiOffice } = user;
  const stored = { _id, fname, lname, email, userType, image, offices, multiOffice };
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(stored));
  notify();
}

export function clearSession(): void {
  localStorage.removeItem(STORAGE_KEYS.user);
  localStorage.removeItem(STORAGE_KEYS.token);
  notify();
}

export const hasSession = (): boolean => getToken() !== null && getStoredUser() !== null;

function subscribe(listener: () => void) {
  listeners.add(listener);
  // another tab signing in or out, or changing the profile
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The stored user, re-rendering whenever it changes (here or in another tab). */
export function useSessionUser(): SessionUser | null {
  const raw = useSyncExternalStore(subscribe, () => localStorage.getItem(STORAGE_KEYS.user));
  return useMemo(() => parseUser(raw), [raw]);
}
