import http from 'node:http';
import { median } from '../lib';

/** What a paced sender did: requests sent and answered 2xx, the failures by status, the rate. */
export type Burst = {
  /** Requests a second asked for. */
  rate: number;
  sent: number;
  ok: number;
  /** Answers other than 2xx by status, and errors by message. */
  failed: Record<string, number>;
  /** From the first request sent to the last answer. */
  seconds: number;
  /** 2xx answers a second over those seconds. */
  achieved: number;
  /** Latency of the 2xx answers from when each request was due, ms. */
  p50: number;
  p99: number;
};

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? Math.round(s[Math.min(s.length - 1, Math.floor(q * s.length))]!) : 0;
};

/**
 * Posts JSON to `origin + path` at `rate` requests a second until stopped: each request at its
 * own moment (not autocannon's overallRate, which sends each second's share in a burst), without
 * waiting for earlier answers, so a slow server does not slow the arrivals; latency is counted
 * from when a request was due, so a late send counts against the server too.
 */
export function paced(origin: string, path: string, body: (i: number) => object, rate: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const latencies: number[] = [];
  const failed: Record<string, number> = {};
  const pending = new Set<Promise<void>>();
  const start = performance.now();
  let last = start;
  let sent = 0;
  let timer: NodeJS.Timeout | undefined;
  const fail = (why: string) => (failed[why] = (failed[why] ?? 0) + 1);
  const post = (i: number, due: number) =>
    new Promise<void>((resolve) => {
      const data = JSON.stringify(body(i));
      const headers = {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(data),
      };
      const req = http.request(`${origin}${path}`, { method: 'POST', agent, headers }, (res) => {
        res.resume().once('end', () => {
          const status = res.statusCode ?? 0;
          last = performance.now();
          if (status >= 200 && status < 300) latencies.push(last - due);
          else fail(String(status));
          resolve();
        });
      });
      req.once('error', (e) => (fail(e.message), resolve()));
      req.end(data);
    });
  const due = (n: number) => start + (n * 1000) / rate;
  const tick = () => {
    for (const now = performance.now(); due(sent) <= now; sent++) {
      const p = post(sent, due(sent));
      pending.add(p);
      void p.then(() => pending.delete(p));
    }
    timer = setTimeout(tick, Math.max(0, due(sent) - performance.now()));
  };
  tick();
  return {
    /** Stops sending, waits for every answer, and tells what happened. */
    async stop(): Promise<Burst> {
      clearTimeout(timer);
      await Promise.all(pending);
      agent.destroy();
      const [ok, seconds] = [latencies.length, (last - start) / 1000];
      const [p50, p99] = [quantile(latencies, 0.5), quantile(latencies, 0.99)];
      return { rate, sent, ok, failed, seconds, achieved: seconds ? ok / seconds : 0, p50, p99 };
    },
  };
}

/** Several rounds' bursts as one: counts summed, the rate over all their time, medians. */
export const together = (bursts: Burst[]): Burst => {
  const sum = (f: (b: Burst) => number) => bursts.reduce((n, b) => n + f(b), 0);
  const failed: Record<string, number> = {};
  for (const b of bursts)
    for (const [k, n] of Object.entries(b.failed)) failed[k] = (failed[k] ?? 0) + n;
  return {
    rate: bursts[0]!.rate,
    sent: sum((b) => b.sent),
    ok: sum((b) => b.ok),
    failed,
    seconds: sum((b) => b.seconds),
    achieved: sum((b) => b.ok) / (sum((b) => b.seconds) || 1),
    p50: median(bursts.map((b) => b.p50)),
    p99: median(bursts.map((b) => b.p99)),
  };
};
