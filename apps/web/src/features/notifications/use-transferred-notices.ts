import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import type { TransferredNotice } from '@studydesk/contract';
import type { SseEvent } from '../../lib/sse';
import { focusUrl } from '../enquiries/focus';
import type { NotificationItem } from './notification-list';
import { reloadEnquiries } from './notifications-api';
import { useLiveNotices, type LiveNoticeKind } from './use-live-notices';

/** Bell items for transfers carry this prefix, so a click can tell them apart. */
export const TRANSFERRED_PREFIX = 'transferred:';

const key = (n: TransferredNotice) => `${TRANSFERRED_PREFIX}${n.enquiry}:${n.at}`;

/** "Priya Sharma moved to Pune by Asha Verma: Lives in Pune now" */
export const transferredTitle = (n: TransferredNotice) =>
  `${n.name} moved to ${n.office} by ${n.byName ?? 'a colleague'}: ${n.note}`;

const TRANSFERRED: LiveNoticeKind<TransferredNotice> = {
  key,
  keep: 50,
  item: (n, read): NotificationItem => ({
    id: key(n),
    fName: n.name,
    enqNo: n.no,
    read,
    title: transferredTitle(n),
  }),
  url: (n) => focusUrl(n.enquiry),
};

/**
 * The bell's "moved into your office" notices: told to the new office's managers only; opening
 * one leads to the enquiry, picked out on the list.
 */
export function useTransferredNotices() {
  const { receive, ...notices } = useLiveNotices(TRANSFERRED);
  const dispatch = useDispatch();
  const onEvent = useCallback(
    (event: SseEvent) => {
      // the schema (and zod) come with the stream's other notices' parsers
      void import('./stream-notices').then(({ transferredOf }) => {
        const n = transferredOf(event);
        if (!n) return;
        receive(n);
        // an office list on screen gains the record
        dispatch(reloadEnquiries());
      });
    },
    [dispatch, receive],
  );
  return { ...notices, onEvent };
}
