import { fork } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { sideBySide, writeSection, type Target } from './lib';

export type Variant = { path: string; encoding: 'br' | 'gzip' | 'identity'; level: number };

export const VARIANTS: Variant[] = [
  { path: '/none', encoding: 'identity', level: 0 },
  ...[1, 4, 6, 9].map((level) => ({ path: `/gzip-${level}`, encoding: 'gzip' as const, level })),
  ...[1, 4, 5, 6, 11].map((level) => ({ path: `/br-${level}`, encoding: 'br' as const, level })),
];

type Ctx = { app: string; out: string; stamp: string; auth: Record<string, string> };

const LIST = '/api/enquiries?page=1&limit=100&sort=createdAt&order=desc';

/** Bytes on the wire for one response (Node's fetch would decode them). */
function wireBytes(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        let n = 0;
        res.on('data', (c: Buffer) => (n += c.length));
        res.on('end', () => resolve(n));
      })
      .on('error', reject);
  });
}

/**
 * What compressing API JSON costs on this machine: the enquiry list at 100 rows, first through
 * the whole app (no compression, then the chosen brotli and gzip), then the same body from a bare
 * server at each encoding and level, so the difference between rows is the compression alone.
 */
export async function compressionBench(ctx: Ctx) {
  const body = await (await fetch(`${ctx.app}${LIST}`, { headers: ctx.auth })).text();
  const child = fork(path.join(import.meta.dirname, 'compression-server.ts'), {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  });
  child.send(body);
  const port = await new Promise<number>((r) => child.once('message', (m) => r(m as number)));
  const bare = `http://127.0.0.1:${port}`;
  try {
    const appTargets = (['identity', 'br', 'gzip'] as const).map((enc) => ({
      origin: ctx.app,
      url: LIST,
      headers: { ...ctx.auth, 'accept-encoding': enc },
      name: `StudyDesk GET ${LIST.split('?')[0]}?limit=100, Accept-Encoding: ${enc}`,
    }));
    const bareTargets = VARIANTS.map((v) => ({
      origin: bare,
      url: v.path,
      headers: { 'accept-encoding': v.encoding },
      name:
        v.encoding === 'identity' ? 'bare, no compression' : `bare, ${v.encoding} level ${v.level}`,
    }));
    const all = [...appTargets, ...bareTargets];
    const targets: Target[] = all.map((t) => ({
      name: t.name,
      url: () => t.url,
      headers: t.headers,
    }));
    const rows = await sideBySide(
      all.map((t) => t.origin),
      targets,
    );
    const bytes = await Promise.all(all.map((t) => wireBytes(t.origin + t.url, t.headers)));
    const none = rows[3]!.rps;
    const table = [
      '| target | bytes | req/s | p99 ms | server time per response over none |',
      '|---|---:|---:|---:|---:|',
      ...rows.map(
        (r, i) =>
          `| ${r.name} | ${bytes[i]} | ${Math.round(r.rps)} | ${r.p99} | ${i < 3 ? '' : `${((1 / r.rps - 1 / none) * 1e6).toFixed(0)} µs`} |`,
      ),
    ];
    const text = [
      `Command: \`BENCH_ONLY=compression BENCH_ENQUIRIES=10000 npm run bench\` · ${ctx.stamp}`,
      `The enquiry list at 100 rows (${body.length} bytes of JSON). First the whole app, signed in, asking for no compression, then brotli, then gzip (the levels the app uses); then a bare Fastify sending that same body through @fastify/compress at each encoding and level, so the difference from "none" is the compression's own cost (1/req/s over that of "none"). 10 connections; 3 alternating rounds of 5 s; medians.`,
      '',
      ...table,
    ].join('\n');
    writeSection(ctx.out, 'API compression: enquiry list, 100 rows', text);
    process.stdout.write(`\n## API compression\n${text}\n`);
  } finally {
    child.send('stop');
  }
}
