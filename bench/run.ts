// `npm run bench`: GET /api/services?page=… on 10,000 rows next to a bare Fastify route reading the
// same rows with a raw prepared statement, in one run; results go to docs/PERFORMANCE.md.
import { fork } from 'node:child_process';
import path from 'node:path';
import { machine, sideBySide, writeSection } from './lib';

type Ports = { app: number; bare: number; rows: number };

const child = fork(path.join(import.meta.dirname, 'servers.ts'), {
  execArgv: ['--import', 'tsx'],
  stdio: 'inherit',
});
const ports = await new Promise<Ports>((resolve) =>
  child.once('message', (m) => resolve(m as Ports)),
);
const pages = Math.floor(ports.rows / 25);

try {
  const [api, bare] = await sideBySide(
    [`http://127.0.0.1:${ports.app}`, `http://127.0.0.1:${ports.bare}`],
    [
      {
        name: 'StudyDesk GET /api/services',
        url: (i) => `/api/services?page=${(i % pages) + 1}&limit=25`,
      },
      {
        name: 'bare Fastify + prepared statement',
        url: (i) => `/services?page=${(i % pages) + 1}`,
      },
    ],
  );
  if (!api || !bare) throw new Error('no results');
  const ratio = api.rps / bare.rps;
  const rows = [api, bare].map((r) => `| ${r.name} | ${Math.round(r.rps)} | ${r.p99} |`);
  const body = [
    `Command: \`npm run bench\` (bench/run.ts) · ${new Date().toISOString().slice(0, 10)} · ${machine()}`,
    `${ports.rows} services in SQLite (WAL); pages cycle 1…${pages}, limit 25; 10 connections; 3 alternating rounds of 5 s; medians.`,
    '',
    '| target | req/s | p99 ms |',
    '|---|---:|---:|',
    ...rows,
    '',
    `Ratio StudyDesk / baseline: **${ratio.toFixed(2)}** of the throughput. The gap is what the full stack costs per request: zod validation of the query, the session lookup hook, the count query, Kysely, and zod serialisation of the response.`,
  ].join('\n');
  writeSection(
    path.resolve(import.meta.dirname, '../docs/PERFORMANCE.md'),
    'Services list (foundation)',
    body,
  );
  process.stdout.write(`${body}\n`);
} finally {
  child.send('stop');
}
