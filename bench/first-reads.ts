/** A JSON POST made before each measured request (not timed), as the target's user. */
export type WriteFirst = {
  path: (i: number) => string;
  body: (i: number) => object;
  /** POST unless named. */
  method?: 'POST' | 'PATCH';
};

type Reader = {
  name: string;
  url: (i: number) => string;
  headers?: Record<string, string>;
  connections?: number;
};

const quantile = (sorted: number[], q: number) =>
  sorted.length
    ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!)
    : 0;

/**
 * One round where each connection writes, waits for the write's answer, then asks: every timed
 * request is the first after a committed write, so no answer kept under an older version can
 * serve it. Throughput counts the timed requests over the whole round, writes included.
 */
export async function firstReads(origin: string, t: Reader, write: WriteFirst, seconds: number) {
  const latencies: number[] = [];
  const failures: string[] = [];
  const headers = { ...t.headers, 'content-type': 'application/json' };
  const started = performance.now();
  const end = started + seconds * 1000;
  let i = 0;
  const worker = async () => {
    while (performance.now() < end && failures.length === 0) {
      const n = i++;
      const body = JSON.stringify(write.body(n));
      const method = write.method ?? 'POST';
      const w = await fetch(`${origin}${write.path(n)}`, { method, headers, body });
      const wrote = await w.text();
      if (!w.ok) failures.push(`write ${w.status} ${wrote.slice(0, 200)}`);
      const at = performance.now();
      const res = await fetch(`${origin}${t.url(n)}`, { headers: t.headers });
      await res.arrayBuffer();
      if (res.ok) latencies.push(performance.now() - at);
      else failures.push(`read ${res.status}`);
    }
  };
  await Promise.all(Array.from({ length: t.connections ?? 10 }, worker));
  if (failures.length > 0) throw new Error(`${t.name}: ${failures.join('; ')}`);
  const sorted = latencies.sort((a, b) => a - b);
  const requests = sorted.length;
  const rps = requests / ((performance.now() - started) / 1000);
  return { rps, p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99), requests };
}
