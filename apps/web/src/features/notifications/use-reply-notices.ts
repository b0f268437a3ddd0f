import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import type { ReplyNotice } from '@studydesk/contract';
import type { AppStore } from '../../lib/store';
import { focusUrl } from '../enquiries/focus';
import type { NotificationItem } from './notification-list';
import { useEventNotices, type EventNoticeKind } from './use-event-notices';

const PREFIX = 'reply:';
// one item per mail: two replies of one student are two lines
const key = (n: ReplyNotice) => `${PREFIX}${n.mail}`;

const REPLY: EventNoticeKind<ReplyNotice> = {
  key,
  keep: 50,
  item: (n, read): NotificationItem => ({
    id: key(n),
    fName: n.name,
    enqNo: n.no,
    at: n.at,
    read,
    title: `Reply from ${n.name}`,
  }),
  url: (n) => focusUrl(n.enquiry),
  parse: (p) => p.replyOf,
};

// the kept notices' requests come after the shell, on their own
const stored = () => import('./stored-notices');

/**
 * The bell's "Reply from …" notices: a student's reply filed on an enquiry, told to its owner
 * only, live and kept on the server (a reload shows them again, read or not); opening one
 * leads to the enquiry, picked out on the list, and marks it read for good. Someone with no bell
 * (an editor) asks for none.
 */
export function useReplyNotices(enabled: boolean) {
  const notices = useEventNotices(REPLY);
  const dispatch = useDispatch<AppStore['dispatch']>();
  const { seed } = notices;
  useEffect(() => {
    if (!enabled) return;
    let mounted = true;
    void stored()
      .then((m) => m.loadNotices(dispatch))
      .then((kept) => mounted && seed(kept, kept.filter((n) => n.read).map(key)))
      // without them the bell still has the live ones
      .catch(() => undefined);
    return () => {
      mounted = false;
    };
  }, [dispatch, seed, enabled]);
  const markRead = (ids?: string[]) =>
    void stored()
      .then((m) => m.markNoticesRead(dispatch, ids))
      .catch(() => undefined);
  return {
    ...notices,
    markAllRead: () => {
      notices.markAllRead();
      markRead();
    },
    open: (item: NotificationItem): boolean => {
      if (!notices.open(item)) return false;
      markRead([item.id.slice(PREFIX.length)]);
      return true;
    },
  };
}
