import { STORAGE_KEYS, type SessionUser } from '@studydesk/contract';

/** The stored admin session of spec §3: adminUser (JSON) and adminToken, in local storage. */
export function getToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.token);
}

export function getStoredUser(): SessionUser | null {
  const raw = localStorage.getItem(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as SessionUser;
  } catch {
    return null;
  }
}

export function saveSession(token: string, user: SessionUser): void {
  localStorage.setItem(STORAGE_KEYS.token, token);
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

export function clearSession(): void {
  localStorage.removeItem(STORAGE_KEYS.user);
  localStorage.removeItem(STORAGE_KEYS.token);
}

export const hasSession = (): boolean => getToken() !== null && getStoredUser() !== null;
