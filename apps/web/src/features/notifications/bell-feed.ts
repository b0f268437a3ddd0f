import type { NewEnquiryNotice } from '@studydesk/contract';
import type { NotificationItem } from './notification-list';
import type { NewEnquiries } from './notifications-api';

/** A notice from the live stream and when it arrived. */
export type LiveNotice = NewEnquiryNotice & { receivedAt: number };

/** Live notices kept between two loads of the count; plenty for any burst. */
const LIVE_MAX = 200;

/** A live notice goes on top, once: a replayed or repeated event changes nothing. */
export function addLive(live: readonly LiveNotice[], notice: LiveNotice): readonly LiveNotice[] {
  if (live.some((l) => l.id === notice.id)) return live;
  return [notice, ...live].slice(0, LIVE_MAX);
}

/** `more`: new enquiries counted but not in the loaded list (it holds the newest 50). */
export type BellFeed = { count: number; items: NotificationItem[]; more: number };

/**
 * What the bell shows: the loaded new enquiries plus those that arrived live since that load
 * was asked for (older ones are in the load already, or are no longer new), each enquiry once.
 * The badge counts the new enquiries not yet read here, never below zero.
 */
export function bellFeed(
  loaded: NewEnquiries | undefined,
  live: readonly LiveNotice[],
  read: ReadonlySet<string>,
): BellFeed {
  const known = new Set(loaded?.enquiries.map((e) => e.id));
  const since = loaded?.askedAt ?? 0;
  const fresh = live.filter((l) => l.receivedAt >= since && !known.has(l.id));
  const notices: (NewEnquiryNotice & { firstContactAt?: string | null; office?: string })[] = [
    ...fresh,
    ...(loaded?.enquiries ?? []),
  ];
  const items = notices.map(({ id, fName, enqNo, createdAt, firstContactAt, office }) => ({
    id,
    fName,
    enqNo,
    createdAt,
    firstContactAt,
    office,
    read: read.has(id),
  }));
  const total = Math.max(0, loaded?.count ?? 0) + fresh.length;
  const readCount = items.filter((i) => i.read).length;
  const more = Math.max(0, (loaded?.count ?? 0) - (loaded?.enquiries.length ?? 0));
  return { count: Math.max(0, total - readCount), items, more };
}
