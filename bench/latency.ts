import { median } from './lib';

type Stream = { close: () => void };

/** Opens an SSE connection; `onEvent` gets each newEnquiry frame's fName as it arrives. */
async function connect(
  url: string,
  headers: Record<string, string>,
  onEvent: (fName: string) => void,
): Promise<Stream> {
  const controller = new AbortController();
  const res = await fetch(url, { headers, signal: controller.signal });
  if (!res.ok || !res.body) throw new Error(`stream ${url}: ${res.status}`);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += value;
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const data = buffer
          .slice(0, cut)
          .split('\n')
          .find((l) => l.startsWith('data: '));
        buffer = buffer.slice(cut + 2);
        if (data) onEvent((JSON.parse(data.slice(6)) as { fName: string }).fName);
      }
    }
  })();
  return { close: () => controller.abort() };
}

export type LatencyTarget = {
  name: string;
  stream: string;
  post: string;
  headers: Record<string, string>;
};

/** Milliseconds from sending a POST to each of `clients` streams receiving its event: p50, p99. */
export async function eventLatency(t: LatencyTarget, clients: number, posts: number) {
  const sent = new Map<string, number>();
  const samples: number[] = [];
  const pending: (() => void)[] = [];
  const streams = await Promise.all(
    Array.from({ length: clients }, () =>
      connect(t.stream, t.headers, (fName) => {
        const at = sent.get(fName);
        if (at !== undefined) samples.push(performance.now() - at);
        if (samples.length % clients === 0) pending.splice(0).forEach((p) => p());
      }),
    ),
  );
  for (let i = 0; i < posts; i++) {
    const fName = `Lat${i}`;
    const done = new Promise<void>((resolve) => pending.push(resolve));
    sent.set(fName, performance.now());
    const res = await fetch(t.post, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        fName,
        lName: 'Bench',
        email: `lat${i}-${Date.now()}@bench.example`,
        mobile: `+1 555 ${String(i).padStart(7, '0')}`,
        category: 'Graduate',
        consent: true,
      }),
    });
    if (res.status !== 201) throw new Error(`${t.name}: POST answered ${res.status}`);
    await Promise.race([done, new Promise((r) => setTimeout(r, 2000))]);
  }
  streams.forEach((s) => s.close());
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    name: t.name,
    p50: median(sorted),
    p99: sorted[Math.floor(sorted.length * 0.99)] ?? NaN,
    received: samples.length,
    expected: clients * posts,
  };
}
