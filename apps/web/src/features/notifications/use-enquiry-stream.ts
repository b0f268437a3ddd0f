import { useEffect, useRef } from 'react';
import type { AssignedNotice, NewEnquiryNotice } from '@studydesk/contract';
import { ASSIGNED_EVENT, HEARTBEAT_MS, STREAM_RELOAD } from '@studydesk/contract/plain';
import { sessionRejected } from '../../lib/api';
import { once } from '../../lib/lazy';
import { getToken } from '../../lib/session';
import { openEventStream, type SseEvent } from '../../lib/sse';
import { STREAM_URL } from './notifications-api';

/** Two heartbeats missed: the connection is dead even if nothing says so. */
const IDLE_MS = 2 * HEARTBEAT_MS + 5000;

/** The notices' schemas (and zod with them) load with the first event that carries a notice. */
const loadParsers = once(() => import('./stream-notices'));

export type StreamHandlers = {
  onNotice: (notice: NewEnquiryNotice) => void;
  /** `assigned`: a record given to this user */
  onAssigned?: (notice: AssignedNotice) => void;
  /**
   * What was missed may not all arrive as events: the stream broke and is back (a client that
   * had seen no event yet has no Last-Event-ID), or the server said so (`reload`: too far
   * behind, or an id it does not know). Reload what the events would have updated.
   */
  onReload: () => void;
  /** any other event, and a notice that does not parse */
  onOther?: (event: SseEvent) => void;
};

/** Hands one event to the handlers, a notice parsed and typed. */
async function dispatch(event: SseEvent, handlers: () => StreamHandlers) {
  if (event.event === STREAM_RELOAD) return handlers().onReload();
  if (event.event !== 'newEnquiry' && event.event !== ASSIGNED_EVENT)
    return handlers().onOther?.(event);
  const { noticeOf, assignedOf } = await loadParsers();
  const h = handlers();
  const notice = event.event === 'newEnquiry' ? noticeOf(event) : null;
  const assigned = event.event === ASSIGNED_EVENT ? assignedOf(event) : null;
  if (notice) h.onNotice(notice);
  else if (assigned) h.onAssigned?.(assigned);
  else h.onOther?.(event);
}

/**
 * The live new-enquiry stream (spec §7) while `enabled`: it opens with the stored session and
 * closes when the component goes (logout leaves the layout). A refused session goes to /login.
 * Events are handled in the order they came.
 */
export function useEnquiryStream(enabled: boolean, handlers: StreamHandlers) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  }, [handlers]);

  useEffect(() => {
    if (!enabled) return;
    let queue = Promise.resolve();
    let sent: string | null = null; // the session of the last (re)connection
    const stream = openEventStream({
      url: STREAM_URL,
      headers: () => {
        sent = getToken();
        return sent ? { authorization: `Bearer ${sent}` } : null;
      },
      idleMs: IDLE_MS,
      onEvent: (event) => {
        queue = queue
          .then(() => dispatch(event, () => latest.current))
          // the parsers did not load (a lost connection): the lists reload from the server
          .catch(() => latest.current.onReload());
      },
      onReopen: () => latest.current.onReload(),
      onRefused: (status) => status === 401 && sessionRejected(sent),
    });
    return stream.close;
  }, [enabled]);
}
