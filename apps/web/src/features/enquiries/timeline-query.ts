import { useEffect, useState } from 'react';
import type { TimelineEntry } from '@studydesk/contract';
import { useEnquiryTimelineQuery } from './enquiries-api';

/** How often a timeline with mail still on its way asks again, to show it sent (or not). */
export const MAIL_POLL_MS = 15_000;
/** Whether a line of the timeline is a mail not yet sent (nor failed). */
const mailOnItsWay = (entries: readonly TimelineEntry[] | undefined) =>
  entries?.some((e) => e.type === 'email' && (e.state === 'waiting' || e.state === 'sending')) ??
  false;

/** The enquiry's timeline, asked again now and then while a mail on it is on its way. */
export function useTimelineWatchingMail(id: string) {
  const [polling, setPolling] = useState(false);
  const query = useEnquiryTimelineQuery(id, { pollingInterval: polling ? MAIL_POLL_MS : 0 });
  const onItsWay = mailOnItsWay(query.data);
  useEffect(() => setPolling(onItsWay), [onItsWay]);
  return query;
}
