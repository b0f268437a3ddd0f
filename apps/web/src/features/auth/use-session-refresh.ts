import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import type { SessionUser } from '@studydesk/contract';
import { api } from '../../lib/api';
import { getStoredUser, saveUser } from '../../lib/session';
import { useProfileQuery } from '../profile/profile-api';

/** What the stored user says about scope: a change of it makes every cached read stale. */
const scopeOf = (u: SessionUser | null) =>
  JSON.stringify([u?.userType, [...(u?.offices ?? [])].sort(), u?.multiOffice ?? false]);
const sameUser = (a: SessionUser | null, b: SessionUser) =>
  scopeOf(a) === scopeOf(b) &&
  a?.fname === b.fname &&
  a.lname === b.lname &&
  a.email === b.email &&
  a.image === b.image;

/**
 * The signed-in user as the server has them now, read when the app opens and whenever the
 * window comes back into focus: an admin may have moved them to another office or changed their
 * role meanwhile. A change is stored (the office filter, menus and pickers follow it); a change
 * of scope also drops every cached read, which was made for the old offices.
 */
export function useSessionRefresh(): void {
  const dispatch = useDispatch();
  const { data, refetch } = useProfileQuery(undefined, { refetchOnMountOrArgChange: true });
  useEffect(() => {
    const again = () => {
      if (document.visibilityState === 'visible') void refetch();
    };
    window.addEventListener('focus', again);
    document.addEventListener('visibilitychange', again);
    return () => {
      window.removeEventListener('focus', again);
      document.removeEventListener('visibilitychange', again);
    };
  }, [refetch]);
  useEffect(() => {
    const stored = getStoredUser();
    if (!data || sameUser(stored, data)) return;
    const scoped = scopeOf(stored) !== scopeOf(data);
    saveUser(data);
    if (scoped) dispatch(api.util.resetApiState());
  }, [data, dispatch]);
}
