import { useCallback, useMemo, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import type { AssignedNotice } from '@studydesk/contract';
import type { NotificationItem } from '../../layout/header/notification-list';
import { focusUrl } from '../enquiries/focus';
import { reloadContacts, reloadEnquiries } from './notifications-api';
import { addAssigned, assignedItem, assignedUrl, keyOf } from './assigned-notices';

/**
 * The bell's "Assigned to you" notices (issue 10): live only, unread until the user opens one
 * or marks all read.
 */
export function useAssignedNotices() {
  const [notices, setNotices] = useState<readonly AssignedNotice[]>([]);
  const [read, setRead] = useState<ReadonlySet<string>>(() => new Set());
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const onNotice = useCallback(
    (n: AssignedNotice) => {
      setNotices((prev) => addAssigned(prev, n));
      // a Mine list on screen (or cached) gains the record
      dispatch(n.kind === 'enquiry' ? reloadEnquiries() : reloadContacts());
    },
    [dispatch],
  );
  const items = useMemo(
    () => notices.map((n) => assignedItem(n, read.has(keyOf(n)))),
    [notices, read],
  );
  const markRead = (ids: readonly string[]) => setRead((prev) => new Set([...prev, ...ids]));
  return {
    onNotice,
    items,
    unread: items.filter((i) => !i.read).length,
    markAllRead: () => markRead(items.map((i) => i.id)),
    /** Opens an assignment's record; false when the item is not an assignment. */
    open: (item: NotificationItem): boolean => {
      const n = notices.find((x) => keyOf(x) === item.id);
      if (!n) return false;
      markRead([item.id]);
      void navigate(assignedUrl(n, focusUrl));
      return true;
    },
  };
}
