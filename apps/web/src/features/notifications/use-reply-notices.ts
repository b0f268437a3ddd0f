import type { ReplyNotice } from '@studydesk/contract';
import { focusUrl } from '../enquiries/focus';
import type { NotificationItem } from './notification-list';
import { useEventNotices, type EventNoticeKind } from './use-event-notices';

// one item per mail: two replies of one student are two lines
const key = (n: ReplyNotice) => `reply:${n.mail}`;

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

/**
 * The bell's "Reply from …" notices: a student's reply filed on an enquiry, told to its owner
 * only; opening one leads to the enquiry, picked out on the list.
 */
export const useReplyNotices = () => useEventNotices(REPLY);
