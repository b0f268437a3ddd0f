import { useEffect, useRef } from 'react';
import {
  HEARTBEAT_MS,
  NewEnquiryNoticeSchema,
  STREAM_RELOAD,
  type NewEnquiryNotice,
} from '@studydesk/contract';
import { sessionRejected } from '../../lib/api';
import { getToken } from '../../lib/session';
import { openEventStream, type SseEvent } from '../../lib/sse';
import { STREAM_URL } from './notifications-api';

/** The notice a `newEnquiry` event carries, or null for anything else or anything malformed. */
export function noticeOf(event: SseEvent): NewEnquiryNotice | null {
  if (event.event !== 'newEnquiry') return null;
  try {
    const parsed = NewEnquiryNoticeSchema.safeParse(JSON.parse(event.data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Two heartbeats missed: the connection is dead even if nothing says so. */
const IDLE_MS = 2 * HEARTBEAT_MS + 5000;

const bearer = () => {
  const token = getToken();
  return token ? { authorization: `Bearer ${token}` } : null;
};

export type StreamHandlers = {
  onNotice: (notice: NewEnquiryNotice) => void;
  /**
   * What was missed may not all arrive as events: the stream broke and is back (a client that
   * had seen no event yet has no Last-Event-ID), or the server said so (`reload`: too far
   * behind, or an id it does not know). Reload what the events would have updated.
   */
  onReload: () => void;
  /** any other event (issue 10's `assigned`, parsed by whoever wants it) */
  onOther?: (event: SseEvent) => void;
};

/**
 * The live new-enquiry stream (spec §7) while `enabled`: it opens with the stored session and
 * closes when the component goes (logout leaves the layout). A refused session goes to /login.
 */
export function useEnquiryStream(enabled: boolean, handlers: StreamHandlers) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  }, [handlers]);

  useEffect(() => {
    if (!enabled) return;
    const stream = openEventStream({
      url: STREAM_URL,
      headers: bearer,
      idleMs: IDLE_MS,
      onEvent: (event) => {
        if (event.event === STREAM_RELOAD) return latest.current.onReload();
        const notice = noticeOf(event);
        if (notice) latest.current.onNotice(notice);
        else latest.current.onOther?.(event);
      },
      onReopen: () => latest.current.onReload(),
      onRefused: (status) => status === 401 && sessionRejected(),
    });
    return stream.close;
  }, [enabled]);
}
