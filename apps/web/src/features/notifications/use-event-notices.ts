import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import type { Dispatch } from '@reduxjs/toolkit';
import type { SseEvent } from '../../lib/sse';
import type * as StreamNotices from './stream-notices';
import { useLiveNotices, type LiveNoticeKind } from './use-live-notices';

/** A live notice that arrives as its own stream event. */
export type EventNoticeKind<N> = LiveNoticeKind<N> & {
  /** its parser, from the stream's notices chunk */
  parse: (parsers: typeof StreamNotices) => (event: SseEvent) => N | null;
  /** what else its arrival changes (a list on screen loads again) */
  arrived?: (n: N, dispatch: Dispatch) => void;
};

/**
 * The bell's notices of one event kind: each event parsed (a malformed one is ignored), kept
 * once, unread until opened. `kind` is a module constant.
 */
export function useEventNotices<N>(kind: EventNoticeKind<N>) {
  const { receive, ...notices } = useLiveNotices(kind);
  const dispatch = useDispatch();
  const onEvent = useCallback(
    (event: SseEvent) => {
      // the schemas (and zod) come with the stream's other notices' parsers
      void import('./stream-notices').then((parsers) => {
        const n = kind.parse(parsers)(event);
        if (!n) return;
        receive(n);
        kind.arrived?.(n, dispatch);
      });
    },
    [kind, dispatch, receive],
  );
  return { ...notices, onEvent };
}
