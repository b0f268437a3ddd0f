import type { AssignedNotice } from '@studydesk/contract';
import type { NotificationItem } from './notification-list';

/** Notices kept while the layout is open; plenty for a working day. */
export const ASSIGNED_KEEP = 100;
/** Bell items for assignments carry this prefix, so a click can tell them from enquiries. */
export const ASSIGNED_PREFIX = 'assigned:';

/** One assignment once: a replayed event changes nothing. */
export const keyOf = (n: AssignedNotice) => `${ASSIGNED_PREFIX}${n.kind}:${n.id}:${n.at}`;

/** "Assigned to you: ENQ-000123 — Asha Verma" (a call request has no number). */
export const assignedTitle = (n: AssignedNotice) =>
  `Assigned to you: ${n.no ?? 'call request'} — ${n.name}`;

/**
 * The item's clock is the record's own: waiting since it arrived, or nothing once
 * contacted; never since the moment it was assigned. A notice sent before it carried those
 * times shows no clock.
 */
export const assignedItem = (n: AssignedNotice, read: boolean): NotificationItem => ({
  id: keyOf(n),
  fName: n.name,
  createdAt: n.receivedAt,
  firstContactAt: n.firstContactAt ?? null,
  read,
  title: assignedTitle(n),
});

/** Where an assignment's notice leads: the enquiry picked out, or the caller's requests. */
export const assignedUrl = (n: AssignedNotice, focusUrl: (id: string) => string) =>
  n.kind === 'enquiry' ? focusUrl(n.id) : '/contact?owner=mine';
