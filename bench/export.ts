import type { ChildProcess } from 'node:child_process';
import { writeSection } from './lib';

type Ctx = { app: string; out: string; stamp: string; child: ChildProcess };
const MB = 2 ** 20;

/** The server process's resident memory, asked over IPC (bench/servers.ts answers 'rss'). */
const rssOf = (child: ChildProcess) =>
  new Promise<number>((resolve) => {
    child.once('message', (m) => resolve((m as { rss: number }).rss));
    child.send('rss');
  });

/** Downloads the whole export as a client would, sampling the server's RSS meanwhile. */
async function measure(ctx: Ctx, auth: Record<string, string>, format: 'csv' | 'xlsx') {
  const before = await rssOf(ctx.child);
  let peak = before;
  let running = true;
  const sampler = (async () => {
    while (running) {
      peak = Math.max(peak, await rssOf(ctx.child));
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  const t0 = performance.now();
  const res = await fetch(`${ctx.app}/api/enquiries/export?format=${format}`, { headers: auth });
  if (!res.ok || !res.body) throw new Error(`export ${format}: ${res.status}`);
  let bytes = 0;
  const reader = res.body.getReader();
  for (let r = await reader.read(); !r.done; r = await reader.read()) bytes += r.value.byteLength;
  const seconds = (performance.now() - t0) / 1000;
  running = false;
  await sampler;
  return { format, rows: res.headers.get('x-total-count'), bytes, seconds, before, peak };
}

/** GET /api/enquiries/export of every enquiry (100,000): time, size and the server's memory. */
export async function exportBench(ctx: Ctx, auth: Record<string, string>) {
  const rows = [await measure(ctx, auth, 'csv'), await measure(ctx, auth, 'xlsx')];
  const body = [
    `Command: \`BENCH_ONLY=export npm run bench\` · ${ctx.stamp}`,
    "The whole enquiry list exported with no filter, downloaded by one client while the server process's resident memory (RSS) is sampled every 50 ms. Rows are read in keyset batches of 1,000 and written to the response as they come (chunked, no Content-Length). RSS includes garbage V8 has not collected yet: with a forced GC every 200 ms the live heap stayed at 42–44 MB and external memory at 5–8 MB through a 100,000-row XLSX export (docs/DECISIONS.md).",
    '',
    '| format | rows | size MB | seconds | server RSS before MB | peak RSS MB | growth MB |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.format} | ${r.rows} | ${(r.bytes / MB).toFixed(1)} | ${r.seconds.toFixed(1)} | ${Math.round(r.before / MB)} | ${Math.round(r.peak / MB)} | ${Math.round((r.peak - r.before) / MB)} |`,
    ),
  ].join('\n');
  writeSection(ctx.out, 'Enquiry export: 100,000 rows, streamed', body);
  process.stdout.write(`\n## Export\n${body}\n`);
}
