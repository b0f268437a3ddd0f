// Every GET route at scale, one after another as an admin (the app built in this process, on a
// seeded file): each route's first and second answer, slowest first. Finds the statement that
// reads a whole table where an index should serve (the kind a 1M seed shows and 1,000 rows hide).
// BENCH_URL=sqlite:<file> (seeded when empty) or postgres://…, BENCH_ROWS (100000). URLs given
// as arguments are asked instead of every route; SWEEP_AS='{"email":…,"password":…}' signs in
// as someone else (the bench's counsellor-01 has the admin's password).
import { sql } from 'kysely';
import { inProcessApp, seededDatabase } from './in-process';
import type { ADMIN } from './seed';

const url = process.env.BENCH_URL!;
const handle = await seededDatabase(url, Number(process.env.BENCH_ROWS ?? 100_000));

/** A real id for a route's `:param`, from the table its path names. */
const TABLE: Record<string, string> = {
  enquiries: 'enquiries',
  applications: 'applications',
  claims: 'claims',
  invoices: 'invoices',
  colleges: 'colleges',
  courses: 'courses',
  countries: 'countries',
  places: 'places',
  intakes: 'intakes',
  users: 'users',
  offices: 'offices',
  blogs: 'blogs',
  services: 'services',
  contact: 'contacts',
  college: 'colleges',
  intake: 'intakes',
  blog: 'blogs',
  followUp: 'followups',
  fees: 'fees',
  imports: 'imports',
};
const ids = new Map<string, string | null>();
async function idFor(table: string): Promise<string | null> {
  if (!ids.has(table)) {
    try {
      const r = await sql<{
        id: string;
      }>`select id from ${sql.table(table)} order by id limit 1 offset 7`.execute(handle.db);
      ids.set(table, r.rows[0]?.id ?? null);
    } catch {
      ids.set(table, null);
    }
  }
  return ids.get(table)!;
}

const who = process.env.SWEEP_AS ? (JSON.parse(process.env.SWEEP_AS) as typeof ADMIN) : undefined;
const { app, headers, close } = await inProcessApp(url, who);
const asked = process.argv.slice(2).map((url) => ({ method: 'GET', url }));
const table = asked.length
  ? asked
  : (app as unknown as { routeTable: { method: string; url: string }[] }).routeTable;
const rows: [number, number, number, string][] = [];
for (const r of table) {
  if (r.method !== 'GET' || !r.url.startsWith('/api/') || r.url.includes('stream')) continue;
  let u = r.url;
  const params = asked.length ? [] : [...u.matchAll(/:(\w+)/g)];
  if (params.length) {
    const seg = u.split('/')[2]!;
    const id = TABLE[seg] ? await idFor(TABLE[seg]) : null;
    if (!id || params.length > 1) {
      process.stdout.write(`skip ${u}\n`);
      continue;
    }
    u = u.replace(/:\w+/, id);
  }
  const t = [] as number[];
  let status = 0;
  for (let i = 0; i < 2; i++) {
    const t0 = performance.now();
    const res = await app.inject({ url: u, headers });
    t.push(performance.now() - t0);
    status = res.statusCode;
  }
  rows.push([t[0]!, t[1]!, status, u]);
}
rows.sort((a, b) => b[0] - a[0]);
for (const [a, b, s, u] of rows)
  process.stdout.write(`${a.toFixed(0).padStart(7)} ${b.toFixed(0).padStart(7)} ${s} ${u}\n`);
await close();
await handle.close();
