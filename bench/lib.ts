import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { firstReads, type WriteFirst } from './first-reads';

/**
 * One round's figures; `requests` is how many were answered; `cpu`, where the target can tell,
 * the serving side's CPU milliseconds per request.
 */
export type Sample = { rps: number; p50: number; p99: number; requests: number; cpu?: number };
export type Target = {
  name: string;
  url: (i: number) => string;
  method?: 'GET' | 'POST';
  body?: (i: number) => object;
  /** A ready-made body (e.g. multipart with an image), sent as is with its content type. */
  raw?: { body: Buffer; contentType: string };
  headers?: Record<string, string>;
  /** Concurrent connections (default 10); 1 measures a request's own latency. */
  connections?: number;
  /** A write before each request, so every request is measured as the first after a write. */
  writeFirst?: WriteFirst;
  /** The serving side's CPU milliseconds so far (its process and its database). */
  cpu?: () => Promise<number>;
};

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/** One round of load on one target; throws on any non-2xx answer or error (not a measurement). */
export async function once(origin: string, target: Target, seconds: number): Promise<Sample> {
  if (target.writeFirst) return firstReads(origin, target, target.writeFirst, seconds);
  let i = 0;
  const result = await autocannon({
    url: origin,
    connections: target.connections ?? 10,
    duration: seconds,
    // A report over a million rows may take longer than autocannon's default of 10 s before it
    // is measured fixed; an answer that slow is a figure, not an error.
    timeout: 60,
    requests: [
      {
        setupRequest: (req) => {
          const n = i++;
          const json = target.body?.(n);
          const body =
            target.raw ??
            (json ? { body: JSON.stringify(json), contentType: 'application/json' } : undefined);
          return {
            ...req,
            path: target.url(n),
            method: target.method ?? 'GET',
            headers: {
              ...req.headers,
              ...target.headers,
              ...(body ? { 'content-type': body.contentType } : {}),
            },
            ...(body ? { body: body.body } : {}),
          };
        },
      },
    ],
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${target.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  const { average: rps, total: requests } = result.requests;
  return { rps, p50: result.latency.p50, p99: result.latency.p99, requests };
}

/** Alternates the targets round by round so drift on a noisy machine hits both alike. */
export async function sideBySide(origins: string[], targets: Target[], rounds = 3, seconds = 5) {
  const samples = targets.map(() => [] as Sample[]);
  for (let r = 0; r < rounds; r++) {
    for (const [k, t] of targets.entries()) {
      const before = await t.cpu?.();
      const s = await once(origins[k]!, t, seconds);
      const after = await t.cpu?.();
      if (before !== undefined && after !== undefined && s.requests > 0)
        s.cpu = (after - before) / s.requests;
      samples[k]!.push(s);
    }
  }
  return targets.map((t, k) => ({ name: t.name, ...medians(samples[k]!) }));
}

/** Rounds' figures as one: medians, and every request answered. */
export const medians = (samples: Sample[]): Sample => ({
  rps: median(samples.map((s) => s.rps)),
  p50: median(samples.map((s) => s.p50)),
  p99: median(samples.map((s) => s.p99)),
  requests: samples.reduce((n, s) => n + s.requests, 0),
  ...(samples.every((s) => s.cpu !== undefined) && {
    cpu: median(samples.map((s) => s.cpu!)),
  }),
});

/** The machine, and how busy it was when the run started (a shared machine skews figures). */
export const machine = () =>
  `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, load ${os.loadavg()[0]!.toFixed(1)}`;

/** Replaces (or appends) one `## name` section of docs/PERFORMANCE.md. */
export function writeSection(file: string, title: string, body: string) {
  const header =
    '# Performance\n\nEvery figure here is written by `npm run bench`; medians of alternating rounds measured side by side in one run.\n';
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : header;
  const start = text.indexOf(`\n## ${title}\n`);
  const next = start < 0 ? -1 : text.indexOf('\n## ', start + 4);
  const section = `\n## ${title}\n\n${body.trim()}\n`;
  const out =
    start < 0
      ? `${text.trimEnd()}\n${section}`
      : text.slice(0, start) + section + (next < 0 ? '' : text.slice(next));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, out);
}

export type LatencyCtx = {
  app: string;
  bare: string;
  out: string;
  stamp: string;
  enquiries: number;
};

/**
 * One route of ours and its bare baseline at one connection (a request's own latency) and ten
 * (throughput), written as one section of docs/PERFORMANCE.md. Target: median latency.
 */
export async function latencySection(
  ctx: LatencyCtx,
  s: { title: string; only: string; note: string; ours: Target; bare: Target },
) {
  const at = (connections: number): Target[] =>
    [s.ours, s.bare].map((t) => ({ ...t, name: `${t.name}, ${connections} conn.`, connections }));
  const rows = [
    ...(await sideBySide([ctx.app, ctx.bare], at(1))),
    ...(await sideBySide([ctx.app, ctx.bare], at(10))),
  ];
  const body = [
    `Command: \`BENCH_ONLY=${s.only} npm run bench\` · ${ctx.stamp}`,
    `${s.note} One connection gives a request's own latency; ten show throughput (requests then queue on the single SQLite connection). 3 alternating rounds of 5 s; medians. Target: median latency under 50 ms.`,
    '',
    '| target | req/s | p50 ms | p99 ms |',
    '|---|---:|---:|---:|',
    ...rows.map((r) => `| ${r.name} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} |`),
    '',
    `Ratio StudyDesk / baseline throughput at 10 connections: **${(rows[2]!.rps / rows[3]!.rps).toFixed(2)}**.`,
  ].join('\n');
  writeSection(ctx.out, s.title, body);
  process.stdout.write(`\n## ${s.title}\n${body}\n`);
}
