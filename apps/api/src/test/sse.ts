export type SseEvent = { id: string | undefined; event: string; data: string };

/** A minimal fetch-based SSE client for tests: collects frames and comments as they arrive. */
export function openStream(url: string, headers: Record<string, string> = {}) {
  const events: SseEvent[] = [];
  const comments: string[] = [];
  const controller = new AbortController();
  const waiters: (() => void)[] = [];
  const notify = () => waiters.splice(0).forEach((w) => w());
  let ended = false;

  const ready = fetch(url, { headers, signal: controller.signal }).then((res) => {
    if (!res.ok || !res.body) return res;
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    void (async () => {
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (done) {
          ended = true;
          notify();
          break;
        }
        buffer += value;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const e: SseEvent = { id: undefined, event: 'message', data: '' };
          for (const line of frame.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else if (line.startsWith('id: ')) e.id = line.slice(4);
            else if (line.startsWith('event: ')) e.event = line.slice(7);
            else if (line.startsWith('data: ')) e.data += line.slice(6);
          }
          if (e.data) events.push(e);
        }
        notify();
      }
    })();
    return res;
  });

  return {
    ready,
    events,
    comments,
    /**
     * Resolves once `predicate` holds. `ms` only bounds a failure (generous: the machine may
     * be busy); a passing test never waits for it.
     */
    until(predicate: () => boolean, ms = 20_000): Promise<void> {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`timed out; have ${events.length} events`)),
          ms,
        );
        const check = () => (predicate() ? (clearTimeout(timer), resolve()) : waiters.push(check));
        check();
      });
    },
    /** True once the server has ended the response. */
    ended: () => ended,
    close: () => controller.abort(),
  };
}
