/** Test helper: one text/event-stream answer whose frames the test writes as it goes. */
export function fakeEventStream(status = 200) {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const state = { cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    start: (c) => {
      controller = c;
    },
    cancel: () => {
      state.cancelled = true;
    },
  });
  return {
    response: new Response(status === 200 ? body : null, {
      status,
      headers: { 'content-type': 'text/event-stream' },
    }),
    send: (text: string) => controller.enqueue(encoder.encode(text)),
    /** the server closes the stream */
    end: () => controller.close(),
    /** the connection breaks */
    fail: () => controller.error(new TypeError('network error')),
    get cancelled() {
      return state.cancelled;
    },
  };
}
export type FakeEventStream = ReturnType<typeof fakeEventStream>;

/** One event as the API writes it (ARCHITECTURE §6). */
export const sseFrame = (id: number, event: string, data: unknown): string =>
  `id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
