import { personOf } from './seed';
import { sideBySide, writeSection, type Target } from './lib';

type Ctx = { app: string; bare: string; out: string; stamp: string; enquiries: number };

/** What staff type into the header search: names both ways and in part, phones, numbers, e-mail. */
export function searchQueries(enquiries: number) {
  const n = Math.floor(enquiries * 0.37);
  const p = personOf(n);
  const digits = p.mobile.replace(/\D/g, '').slice(2);
  return [
    `${p.fName} ${p.lName}`,
    `${p.lName.toLowerCase()} ${p.fName.toLowerCase()}`,
    `${p.fName.slice(0, 3)} ${p.lName.slice(0, 3)}`,
    p.fName,
    p.mobile,
    digits,
    `0${digits.slice(0, 5)}-${digits.slice(5)}`,
    `ENQ-${String(n + 1).padStart(6, '0')}`,
    String(n + 1),
    p.email.toUpperCase(),
  ];
}

/** GET /api/search at 100,000 enquiries: median latency (target < 50 ms) and req/s. */
export async function searchBench(ctx: Ctx, auth: Record<string, string>) {
  const queries = searchQueries(ctx.enquiries);
  const url = (path: string) => (i: number) =>
    `${path}?q=${encodeURIComponent(queries[i % queries.length]!)}`;
  const targets = (connections: number): Target[] => [
    {
      name: `StudyDesk GET /api/search (admin: 4 groups), ${connections} conn.`,
      url: url('/api/search'),
      headers: auth,
      connections,
    },
    {
      name: `bare Fastify + the same SQL, prepared, ${connections} conn.`,
      url: url('/search'),
      connections,
    },
  ];
  const rows = [
    ...(await sideBySide([ctx.app, ctx.bare], targets(1))),
    ...(await sideBySide([ctx.app, ctx.bare], targets(10))),
  ];
  const body = [
    `Command: \`BENCH_ONLY=search npm run bench\` · ${ctx.stamp}`,
    `${ctx.enquiries} enquiries in SQLite (40 first names × 50 last names, unique mobiles and e-mails) and 20,000 colleges. Requests cycle through: ${queries.map((q) => `\`${q}\``).join(', ')}. Each answers four groups (enquiries, call requests, colleges, courses; 5 each and whether there are more). One connection gives a request's own latency; ten show throughput. 3 alternating rounds of 5 s; medians. Target: median latency under 50 ms.`,
    '',
    '| target | req/s | p50 ms | p99 ms |',
    '|---|---:|---:|---:|',
    ...rows.map((r) => `| ${r.name} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} |`),
    '',
    `Ratio StudyDesk / baseline throughput at 10 connections: **${(rows[2]!.rps / rows[3]!.rps).toFixed(2)}**.`,
  ].join('\n');
  writeSection(ctx.out, 'Header search at 100,000 enquiries', body);
  process.stdout.write(`\n## Header search\n${body}\n`);
}
