// BENCH_ONLY=post-sustained: the public form held at 50 connections for 60 s
// (BENCH_SUSTAINED_SECONDS), from an empty database and from a large one (BENCH_SUSTAINED_ROWS,
// default 0,1000000), on each of BENCH_DB; throughput and the server's CPU per request in 10 s
// windows. A cost that grows with what was inserted shows as windows that fall one after another.
import autocannon from 'autocannon';
import { enquiryBody } from './enquiry-body';
import { machine, writeSection } from './lib';
import { withServers, type Db, type Server } from './write-servers';
import os from 'node:os';
import path from 'node:path';

const list = (v: string | undefined, d: string) => (v ?? d).split(',').filter(Boolean);
const pgUrl = process.env.DATABASE_URL_TEST;
const dbs = list(process.env.BENCH_DB, pgUrl ? 'sqlite,postgres' : 'sqlite') as Db[];
const sizes = list(process.env.BENCH_SUSTAINED_ROWS, '0,1000000').map(Number);
const seconds = Number(process.env.BENCH_SUSTAINED_SECONDS ?? 60);
const WINDOW_S = 10;
const CONNECTIONS = 50;
/** The last window's throughput at least this share of the best window's. */
const TARGET = 0.7;
const out = path.resolve(import.meta.dirname, '../docs/PERFORMANCE.md');

type Window = { rps: number; cpuMs: number };

/** POSTs at 50 connections for `seconds`, counted (2xx) and the server's CPU read each window. */
async function sustain(app: Server): Promise<{ windows: Window[]; failed: number }> {
  let n = 0;
  let ok = 0;
  let failed = 0;
  const windows: Promise<Window>[] = [];
  let cpu = app.cpu();
  const tick = setInterval(() => {
    const answered = ok;
    ok = 0;
    const [before, now] = [cpu, app.cpu()];
    cpu = now;
    windows.push(
      Promise.all([before, now]).then(([a, b]) => ({
        rps: answered / WINDOW_S,
        cpuMs: (b - a) / 1000 / Math.max(1, answered),
      })),
    );
  }, WINDOW_S * 1000);
  await new Promise<void>((resolve, reject) => {
    const run = autocannon(
      {
        url: `http://127.0.0.1:${app.port}`,
        connections: CONNECTIONS,
        // a second past the last window, so that window's end falls within the load
        duration: seconds + 1,
        requests: [
          {
            setupRequest: (req) => ({
              ...req,
              path: '/api/enquiries',
              method: 'POST',
              headers: { ...req.headers, 'content-type': 'application/json' },
              body: JSON.stringify(enquiryBody(n++)),
            }),
          },
        ],
      },
      (err) => (err ? reject(err as Error) : resolve()),
    );
    run.on('response', (_client, status) => (status < 300 ? ok++ : failed++));
  });
  clearInterval(tick);
  return { windows: await Promise.all(windows.slice(0, Math.floor(seconds / WINDOW_S))), failed };
}

const fmt = (xs: number[], digits: number) => xs.map((x) => x.toFixed(digits)).join(', ');

async function row(db: Db, rows: number) {
  const load = os.loadavg()[0]!;
  return withServers(db, rows, 0, async (s) => {
    const { windows, failed } = await sustain(s.app);
    const best = Math.max(...windows.map((w) => w.rps));
    const last = windows.at(-1)!.rps;
    const ratio = best > 0 ? last / best : 0;
    const verdict =
      ratio >= TARGET ? `met (${ratio.toFixed(2)}×)` : `**missed** (${ratio.toFixed(2)}×)`;
    const at = new Date().toISOString().slice(0, 16).replace('T', ' ');
    const line = `| ${db} | ${rows.toLocaleString('en')} | ${fmt(
      windows.map((w) => w.rps),
      0,
    )} | ${fmt(
      windows.map((w) => w.cpuMs),
      2,
    )} | ${failed} | ${verdict} | ${at} (${load.toFixed(1)}) |`;
    process.stdout.write(`${line}\n`);
    return line;
  });
}

export async function sustainedBench() {
  const lines: string[] = [];
  for (const db of dbs) for (const rows of sizes) lines.push(await row(db, rows));
  const command = `BENCH_ONLY=post-sustained BENCH_DB=${dbs.join(',')} BENCH_SUSTAINED_ROWS=${sizes.join(',')}${seconds === 60 ? '' : ` BENCH_SUSTAINED_SECONDS=${seconds}`} npm run bench`;
  writeSection(
    out,
    'Enquiry submissions: sustained POST',
    [
      `Command: \`${command}\` · ${machine()}`,
      `Public form submissions (\`POST /api/enquiries\`, no session, a new person each) at ${CONNECTIONS} connections for ${seconds} s without a pause, on a database holding the given enquiries at the start (the POST bench's server and seed). Throughput (2xx answered) and the server process's CPU per request in each ${WINDOW_S} s window, in order: a cost that grows with what was inserted shows as windows falling one after another. Target: the last window at least ${TARGET}× the best.`,
      '',
      `| DB | enquiries at start | req/s by ${WINDOW_S} s window | CPU ms per request by window | non-2xx | last / best | run (load) |`,
      '|---|---:|---|---|---:|---|---|',
      ...lines,
    ].join('\n'),
  );
}
