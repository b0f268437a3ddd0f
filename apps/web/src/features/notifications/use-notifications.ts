import { useCallback, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import type { NewEnquiryNotice } from '@studydesk/contract';
import {
  IMPORTED_EVENT,
  REPLY_EVENT,
  STUDENT_UPLOAD_EVENT,
  TRANSFERRED_EVENT,
} from '@studydesk/contract/plain';
import type { NotificationBellProps } from './notification-bell';
import { isForbidden } from '../../lib/errors';
import { userCan } from '../../lib/permissions';
import { useEnquiryStatusMutation } from '../enquiries/enquiries-api';
import { focusUrl } from '../enquiries/focus';
import { addLive, bellFeed, type LiveNotice } from './bell-feed';
import {
  reloadEnquiries,
  reloadEnquiryLists,
  useMarkNewReadMutation,
  useNewEnquiriesQuery,
} from './notifications-api';
import { DUE_HINTS, reloadDue } from './due-tag';
import { useDue } from './use-due';
import { useAssignedNotices } from './use-assigned-notices';
import { useImportedNotices } from './use-imported-notices';
import { useStudentUploads } from './use-student-uploads';
import { useTransferredNotices } from './use-transferred-notices';
import { useReplyNotices } from './use-reply-notices';
import { useEnquiryStream } from './use-enquiry-stream';
import { useThrottledReload } from '../../lib/use-throttled-reload';
import { reloadFigures } from '../../lib/live-figures';

/** What the bell keeps while the layout is open: live arrivals and what was read here. */
function useBellState() {
  const [live, setLive] = useState<readonly LiveNotice[]>([]);
  const [read, setRead] = useState<ReadonlySet<string>>(() => new Set());
  const addNotice = useCallback(
    (notice: NewEnquiryNotice) =>
      setLive((prev) => addLive(prev, { ...notice, receivedAt: Date.now() })),
    [],
  );
  const markRead = useCallback(
    (ids: readonly string[]) => setRead((prev) => new Set([...prev, ...ids])),
    [],
  );
  return { live, read, addNotice, markRead };
}

/**
 * Spec §4: a clicked enquiry becomes active and /enquiries opens on a fresh list. A failed
 * status update is only logged (the list reloads all the same).
 */
function useOpenEnquiry() {
  const [setStatus] = useEnquiryStatusMutation();
  const navigate = useNavigate();
  const dispatch = useDispatch();
  return (id: string, label: string) => {
    // land on the list with that enquiry picked out and opened
    void navigate(focusUrl(id));
    void setStatus({ id, body: { status: 'active' } })
      .unwrap()
      .catch((err: unknown) => {
        // eslint-disable-next-line no-console -- spec §8: a failed status update is only logged
        console.error(`Could not set enquiry ${label} active`, err);
        dispatch(reloadEnquiries());
      });
  };
}

/**
 * The bell's feed (spec §2, §4): the new-enquiry count and list, live arrivals on top, and its
 * two actions (only for staff who may read enquiries; anyone else gets an empty bell, no
 * stream), and what has come due for the user (on the badge, not only in its tab).
 */
export function useNotifications(): NotificationBellProps {
  const allowed = userCan('enquiries', 'read');
  const loaded = useNewEnquiriesQuery(undefined, { skip: !allowed });
  const enabled = allowed && !isForbidden(loaded.error);
  const { live, read, addNotice, markRead } = useBellState();
  const openEnquiry = useOpenEnquiry();
  const [markNewRead] = useMarkNewReadMutation();
  const dispatch = useDispatch();
  const assigned = useAssignedNotices();
  const reviewer = enabled && userCan('documents', 'read');
  const uploads = useStudentUploads(reviewer);
  const imports = useImportedNotices();
  const transfers = useTransferredNotices();
  const replies = useReplyNotices(enabled);
  const due = useDue(userCan('followUps', 'read'));
  const figures = useThrottledReload(reloadFigures);
  const lists = useThrottledReload(reloadEnquiryLists);
  // The new-enquiry count and any enquiry list on screen load again (one tag for both); what
  // is due (the badge and its tab) is asked for again on its hints and after a break; an open
  // dashboard's figures after anything they count.
  useEnquiryStream(enabled, {
    onNotice: (notice) => {
      addNotice(notice);
      figures();
      lists();
    },
    onReload: () => {
      dispatch(reloadEnquiries());
      dispatch(reloadDue());
      figures();
    },
    onAssigned: (notice) => {
      assigned.onNotice(notice);
      figures();
    },
    onOther: (event) => {
      if (event.event === STUDENT_UPLOAD_EVENT) uploads.onEvent(event);
      if (event.event === IMPORTED_EVENT) imports.onEvent(event);
      if (event.event === TRANSFERRED_EVENT) transfers.onEvent(event);
      if (event.event === REPLY_EVENT) replies.onEvent(event);
      if (DUE_HINTS.has(event.event)) dispatch(reloadDue());
      if (event.event !== REPLY_EVENT && event.event !== STUDENT_UPLOAD_EVENT) figures();
    },
  });

  const { count, items, more } = enabled
    ? bellFeed(loaded.data, live, read)
    : { count: 0, items: [], more: 0 };
  return {
    count: count + assigned.unread + imports.unread + transfers.unread + replies.unread,
    more,
    items: [...replies.items, ...imports.items, ...transfers.items, ...assigned.items, ...items],
    due,
    review: reviewer ? uploads.review : undefined,
    onMarkAllRead: () => {
      assigned.markAllRead();
      imports.markAllRead();
      transfers.markAllRead();
      replies.markAllRead();
      markRead(items.map((i) => i.id));
      // remembered for this user on the server (reloads the count); a failure only costs that
      if (enabled) void markNewRead(items[0] ? { id: items[0].id } : {});
    },
    onItemClick: (item) => {
      const kinds = [assigned, imports, transfers, replies];
      if (kinds.some((k) => k.open(item))) return;
      markRead([item.id]);
      openEnquiry(item.id, item.enqNo ?? item.id);
    },
  };
}
