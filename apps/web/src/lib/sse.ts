import { createSseParser, type SseEvent } from './sse-parser';

export type { SseEvent } from './sse-parser';

export type Backoff = { initialMs: number; maxMs: number };
export const BACKOFF: Backoff = { initialMs: 1000, maxMs: 30_000 };

/** 1 s, 2 s, 4 s … never more than the cap. */
export const backoffDelay = (attempt: number, b: Backoff = BACKOFF): number =>
  Math.min(b.maxMs, b.initialMs * 2 ** attempt);

export type EventStreamOptions = {
  url: string;
  /** read on every (re)connect; null means there is no session any more, so stop */
  headers: () => Record<string, string> | null;
  onEvent: (event: SseEvent) => void;
  /** the server refused the session (401) or the role (403): the stream stops for good */
  onRefused?: (status: 401 | 403) => void;
  /**
   * A stream opened again after a break: what happened meanwhile may not all be replayed (a
   * client that had seen no event yet has no Last-Event-ID), so the caller reloads its state.
   */
  onReopen?: () => void;
  backoff?: Backoff;
  /**
   * A stream silent this long (not even a heartbeat) is taken for dead: a proxy may hold the
   * connection open after the server behind it has gone.
   */
  idleMs?: number;
};

export type EventStream = { close: () => void };

const refused = (status: number): status is 401 | 403 => status === 401 || status === 403;

/**
 * Reads the body as text until it ends, the signal aborts the read, or nothing has come for
 * `idleMs`. Says why it stopped.
 */
async function pump(
  body: ReadableStream<Uint8Array>,
  signal: AbortSignal,
  push: (text: string) => void,
  idleMs?: number,
): Promise<'ended' | 'silent'> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let silent = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => void reader.cancel().catch(() => undefined);
  const onSilence = () => {
    silent = true;
    cancel();
  };
  const watch = () => {
    clearTimeout(timer);
    if (idleMs) timer = setTimeout(onSilence, idleMs);
  };
  signal.addEventListener('abort', cancel);
  try {
    watch();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      watch();
      push(decoder.decode(value, { stream: true }));
    }
    push(decoder.decode());
    return silent ? 'silent' : 'ended';
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', cancel);
    reader.releaseLock();
  }
}

const streamRequest = (
  url: string,
  headers: Record<string, string>,
  lastId: string,
  signal: AbortSignal,
) =>
  new Request(url, {
    headers: {
      accept: 'text/event-stream',
      ...headers,
      ...(lastId && { 'last-event-id': lastId }),
    },
    signal,
    cache: 'no-store',
  });

/**
 * A server-sent-events client over fetch, because EventSource cannot send a bearer token.
 * Spec §8: a stream error is logged and the stream closed; it then reopens after 1 s, 2 s, 4 s …
 * (30 s at most) with Last-Event-ID, so the server replays what was missed.
 */
export function openEventStream(o: EventStreamOptions): EventStream {
  const parser = createSseParser(o.onEvent);
  let attempt = 0;
  let opened = false;
  let closed = false;
  let controller: AbortController | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const close = () => {
    closed = true;
    clearTimeout(timer);
    controller?.abort();
  };

  const retry = (err: unknown) => {
    controller?.abort();
    if (closed) return;
    // eslint-disable-next-line no-console -- spec §8: "A stream error is logged"
    console.error('Live enquiry stream closed; reconnecting', err);
    timer = setTimeout(() => void connect(), backoffDelay(attempt++, o.backoff));
  };

  const connect = async () => {
    const headers = o.headers();
    if (closed || !headers) return close();
    const ac = new AbortController();
    controller = ac;
    parser.reset();
    try {
      const res = await fetch(streamRequest(o.url, headers, parser.lastEventId, ac.signal));
      if (refused(res.status)) {
        close();
        return o.onRefused?.(res.status);
      }
      if (!res.ok || !res.body) throw new Error(`The stream answered ${res.status}`);
      attempt = 0;
      if (opened) o.onReopen?.();
      opened = true;
      const why = await pump(res.body, ac.signal, (text) => parser.push(text), o.idleMs);
      throw new Error(why === 'silent' ? 'The stream went silent' : 'The stream ended');
    } catch (err) {
      retry(err);
    }
  };

  void connect();
  return { close };
}
