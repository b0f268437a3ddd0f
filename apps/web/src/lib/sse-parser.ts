/** One server-sent event: its type (`event:`), text (`data:`) and the last id seen (`id:`). */
export type SseEvent = { id: string; event: string; data: string };

/** A line ends at CRLF, LF or CR; a CR at the very end may still be half of a CRLF. */
const LINE_END = /\r\n|\r(?!$)|\n/;

/**
 * The text/event-stream format (HTML Living Standard §9.2.6), fed chunk by chunk. The last
 * event id outlives a reconnect, so the client can send it as Last-Event-ID; a line starting
 * with ":" (the server's heartbeat) is a comment and ignored.
 */
export function createSseParser(onEvent: (event: SseEvent) => void) {
  let pending = '';
  let data: string[] = [];
  let type = '';
  let idBuffer = '';
  let lastId = '';

  // An id counts once its event is complete: a stream cut mid-event must be sent it again.
  const dispatch = () => {
    lastId = idBuffer;
    if (data.length > 0) {
      onEvent({ id: lastId, event: type === '' ? 'message' : type, data: data.join('\n') });
    }
    data = [];
    type = '';
  };

  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const name = colon < 0 ? text : text.slice(0, colon);
    const raw = colon < 0 ? '' : text.slice(colon + 1);
    const value = raw.startsWith(' ') ? raw.slice(1) : raw;
    if (name === 'data') data.push(value);
    else if (name === 'event') type = value;
    else if (name === 'id' && !value.includes('\0')) idBuffer = value;
  };

  return {
    push(chunk: string) {
      const lines = (pending + chunk).split(LINE_END);
      pending = lines.pop() ?? '';
      lines.forEach(line);
    },
    /** A new connection starts with empty buffers; only the last event id carries over. */
    reset() {
      pending = '';
      idBuffer = lastId;
      data = [];
      type = '';
    },
    get lastEventId() {
      return lastId;
    },
  };
}
export type SseParser = ReturnType<typeof createSseParser>;
