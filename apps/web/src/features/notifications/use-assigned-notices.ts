import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import type { AssignedNotice } from '@studydesk/contract';
import { focusUrl } from '../enquiries/focus';
import { reloadContacts, reloadEnquiries } from './notifications-api';
import { ASSIGNED_KEEP, assignedItem, assignedUrl, keyOf } from './assigned-notices';
import { useLiveNotices, type LiveNoticeKind } from './use-live-notices';

const ASSIGNED: LiveNoticeKind<AssignedNotice> = {
  key: keyOf,
  keep: ASSIGNED_KEEP,
  item: assignedItem,
  url: (n) => assignedUrl(n, focusUrl),
};

/**
 * The bell's "Assigned to you" notices: live only, unread until the user opens one
 * or marks all read.
 */
export function useAssignedNotices() {
  const { receive, ...notices } = useLiveNotices(ASSIGNED);
  const dispatch = useDispatch();
  const onNotice = useCallback(
    (n: AssignedNotice) => {
      receive(n);
      // a Mine list on screen (or cached) gains the record
      dispatch(n.kind === 'enquiry' ? reloadEnquiries() : reloadContacts());
    },
    [dispatch, receive],
  );
  return { ...notices, onNotice };
}
