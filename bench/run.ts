// `npm run bench`: every benchmark, each next to a bare Fastify baseline measured in the same run,
// written to docs/PERFORMANCE.md. BENCH_ONLY=services|enquiries|catalogue|dashboard|speed|compression|
// search|export|post|post-sustained|stream|scale|import|import-latency|mail|reports runs one group (or several, comma-separated); post and stream are
// the write benchmarks (bench/writes.ts), on servers of their own; scale is the agency's data at
// scale (bench/scale/run.ts, also `npm run bench:scale`). The script runs under a throwaway
// PostgreSQL (scripts/with-postgres.sh) for the groups that measure both databases.
import { fork } from 'node:child_process';
import path from 'node:path';
import { catalogueBench } from './catalogue';
import { compressionBench } from './compression';
import { dashboardBench } from './dashboard';
import { speedBench } from './speed';
import { exportBench } from './export';
import { importBench } from './import';
import { importLatencyBench } from './import-latency';
import { mailBench } from './mail';
import { reportsBench } from './reports';
import { searchBench } from './search';
import { sustainedBench } from './post-sustained';
import { machine, sideBySide, writeSection, type Target } from './lib';
import type { Ports } from './servers';
import { WRITE_GROUPS, writesBench } from './writes';

const only = process.env.BENCH_ONLY?.split(',');
const OWN_SERVERS = [
  ...WRITE_GROUPS,
  ...['post-sustained', 'scale', 'import', 'import-latency', 'mail', 'reports'],
];

/** The data-at-scale bench, a program of its own (it seeds and serves each size in turn). */
const scaleBench = () =>
  new Promise<void>((resolve, reject) =>
    fork(path.join(import.meta.dirname, 'scale/run.ts'), { execArgv: ['--import', 'tsx'] }).once(
      'exit',
      (code) => (code === 0 ? resolve() : reject(new Error(`bench:scale exited with ${code}`))),
    ),
  );
const ownServers = async () => {
  if (!only || only.some((g) => WRITE_GROUPS.includes(g))) await writesBench(only ?? WRITE_GROUPS);
  if (!only || only.includes('post-sustained')) await sustainedBench();
  if (!only || only.includes('scale')) await scaleBench();
  if (!only || only.includes('import')) await importBench();
  if (!only || only.includes('import-latency')) await importLatencyBench();
  if (!only || only.includes('mail')) await mailBench();
  if (!only || only.includes('reports')) await reportsBench();
};

if (only?.every((g) => OWN_SERVERS.includes(g))) {
  await ownServers();
  process.exit(0);
}

const child = fork(path.join(import.meta.dirname, 'servers.ts'), {
  execArgv: ['--import', 'tsx'],
  stdio: 'inherit',
});
const ports = await new Promise<Ports>((resolve) =>
  child.once('message', (m) => resolve(m as Ports)),
);
const app = `http://127.0.0.1:${ports.app}`;
const bare = `http://127.0.0.1:${ports.bare}`;
const out = path.resolve(import.meta.dirname, '../docs/PERFORMANCE.md');
const stamp = `${new Date().toISOString().slice(0, 10)} · ${machine()}`;

const table = (rows: { name: string; rps: number; p99: number }[]) =>
  [
    '| target | req/s | p99 ms |',
    '|---|---:|---:|',
    ...rows.map((r) => `| ${r.name} | ${Math.round(r.rps)} | ${r.p99} |`),
  ].join('\n');
const ratio = (a: { rps: number }, b: { rps: number }) => `**${(a.rps / b.rps).toFixed(2)}**`;

async function pair(name: string, targets: [Target, Target], note: string, origins = [app, bare]) {
  const [ours, base] = await sideBySide(origins, targets);
  const body = [
    `Command: \`npm run bench\` · ${stamp}`,
    note,
    '',
    table([ours!, base!]),
    '',
    `Ratio StudyDesk / baseline throughput: ${ratio(ours!, base!)}.`,
  ].join('\n');
  writeSection(out, name, body);
  process.stdout.write(`\n## ${name}\n${body}\n`);
}

try {
  const login = await fetch(`${app}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@bench.example', password: 'bench-password' }),
  });
  const auth = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const pages = Math.floor(ports.services / 25);

  if (!only || only.includes('services')) {
    await pair(
      'Services list (foundation)',
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
      `${ports.services} services in SQLite (WAL); pages cycle 1…${pages}, limit 25; 10 connections; 3 alternating rounds of 5 s; medians. The gap is the full stack's cost per request: zod validation of the query, the session hook, Kysely, and zod serialisation of the response.`,
    );
  }
  if (!only || only.includes('enquiries')) {
    await pair(
      'Enquiry list: page 40, status filter, newest first',
      [
        {
          name: 'StudyDesk GET /api/enquiries (signed in)',
          url: () => '/api/enquiries?page=40&limit=25&status=active&sort=createdAt&order=desc',
          headers: auth,
        },
        {
          name: 'bare Fastify + prepared statement',
          url: () => '/enquiries?page=40&status=active',
        },
      ],
      `${ports.enquiries} enquiries in SQLite; every request is page 40 of 25 with status=active (20% of rows), sorted by date; includes the session lookup. 10 connections; 3 alternating rounds of 5 s; medians.`,
    );
  }
  if (!only || only.includes('catalogue')) await catalogueBench(pair, ports, auth);
  if (!only || only.includes('compression')) await compressionBench({ app, out, stamp, auth });
  if (!only || only.includes('dashboard'))
    await dashboardBench({ app, bare, out, stamp, enquiries: ports.enquiries }, auth);
  if (!only || only.includes('speed'))
    await speedBench({ app, bare, out, stamp, enquiries: ports.enquiries }, auth);
  if (!only || only.includes('search'))
    await searchBench({ app, bare, out, stamp, enquiries: ports.enquiries }, auth);
  if (!only || only.includes('export')) await exportBench({ app, out, stamp, child }, auth);
} finally {
  child.send('stop');
}
await ownServers();
