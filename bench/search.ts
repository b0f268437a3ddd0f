import { personOf } from './seed';
import { latencySection, type LatencyCtx } from './lib';

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
export async function searchBench(ctx: LatencyCtx, auth: Record<string, string>) {
  const queries = searchQueries(ctx.enquiries);
  const url = (path: string) => (i: number) =>
    `${path}?q=${encodeURIComponent(queries[i % queries.length]!)}`;
  await latencySection(ctx, {
    title: 'Header search at 100,000 enquiries',
    only: 'search',
    note: `${ctx.enquiries} enquiries in SQLite (40 first names × 50 last names, unique mobiles and e-mails) and 20,000 colleges. Requests cycle through: ${queries.map((q) => `\`${q}\``).join(', ')}. Each answers four groups (enquiries, call requests, colleges, courses; 5 each and whether there are more).`,
    ours: {
      name: 'StudyDesk GET /api/search (admin: 4 groups)',
      url: url('/api/search'),
      headers: auth,
    },
    bare: { name: 'bare Fastify + the same SQL, prepared', url: url('/search') },
  });
}
