import type { TransferredNotice } from '@studydesk/contract';
import { focusUrl } from '../enquiries/focus';
import type { NotificationItem } from './notification-list';
import { reloadEnquiries } from './notifications-api';
import { useEventNotices, type EventNoticeKind } from './use-event-notices';

/** Bell items for transfers carry this prefix, so a click can tell them apart. */
export const TRANSFERRED_PREFIX = 'transferred:';

const key = (n: TransferredNotice) => `${TRANSFERRED_PREFIX}${n.enquiry}:${n.at}`;

/** "Priya Sharma moved to Pune by Asha Verma: Lives in Pune now" */
export const transferredTitle = (n: TransferredNotice) =>
  `${n.name} moved to ${n.office} by ${n.byName ?? 'a colleague'}: ${n.note}`;

const TRANSFERRED: EventNoticeKind<TransferredNotice> = {
  key,
  keep: 50,
  item: (n, read): NotificationItem => ({
    id: key(n),
    fName: n.name,
    enqNo: n.no,
    at: n.at,
    read,
    title: transferredTitle(n),
  }),
  url: (n) => focusUrl(n.enquiry),
  parse: (p) => p.transferredOf,
  // an office list on screen gains the record
  arrived: (_n, dispatch) => dispatch(reloadEnquiries()),
};

/**
 * The bell's "moved into your office" notices: told to the new office's managers only; opening
 * one leads to the enquiry, picked out on the list.
 */
export const useTransferredNotices = () => useEventNotices(TRANSFERRED);
