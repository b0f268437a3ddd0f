// The write path and the live stream: POST /api/enquiries beside a bare prepared
// insert at each row count, and event delivery to 1,000 stream clients beside a bare in-memory
// broadcast; on SQLite and on PostgreSQL; each with the server processes' memory.
// BENCH_ONLY=post,stream picks the parts; BENCH_DB=sqlite,postgres the databases (PostgreSQL
// at DATABASE_URL_TEST, where a database is created for each run);
// BENCH_ROWS=10000,100000,1000000 the existing enquiries; BENCH_CLIENTS the stream clients.
import { enquiryBody } from './enquiry-body';
import { machine, sideBySide, type Target } from './lib';
import { connectAll, deliver, type StreamTarget } from './sse-clients';
import type { Memory } from './write-server';
import { enoughFiles, writePost, writeStream, type PostRow, type StreamRow } from './writes-report';
import { withServers, type Db, type Server, type Servers } from './write-servers';

const list = (v: string | undefined, d: string) => (v ?? d).split(',').filter(Boolean);
const MB = (b: number) => (b / 2 ** 20).toFixed(0);
const KB = (b: number) => (b / 1024).toFixed(1);
const NAMES: Record<Db, string> = { sqlite: 'SQLite (WAL)', postgres: 'PostgreSQL' };

const targets: [Target, Target] = [
  { name: 'StudyDesk', url: () => '/api/enquiries', method: 'POST', body: enquiryBody },
  { name: 'bare', url: () => '/enquiries', method: 'POST', body: enquiryBody },
];

/** Both servers' throughput side by side, and each one's memory idle and at its peak. */
async function postRow(s: Servers, rows: number): Promise<PostRow> {
  const idle = [await s.app.memory(), await s.bare.memory()];
  s.app.peak();
  s.bare.peak();
  const origin = (x: Server) => `http://127.0.0.1:${x.port}`;
  const [ours, base] = await sideBySide([origin(s.app), origin(s.bare)], targets);
  const [app, bare] = [await s.app.memory(), await s.bare.memory()];
  // Server CPU per request: steadier than throughput on a busy machine (SQLite's work is in it;
  // PostgreSQL's is in its own processes, not counted).
  const cpu = (m: Memory, before: Memory, n: number) => ((m.cpuUs - before.cpuUs) / n).toFixed(0);
  const ratio = ours!.rps / base!.rps;
  return {
    ratio,
    line: `| ${rows.toLocaleString('en')} | ${Math.round(ours!.rps)} | ${ours!.p99} | ${Math.round(base!.rps)} | ${base!.p99} | **${ratio.toFixed(2)}** | ${cpu(app, idle[0]!, ours!.requests)} / ${cpu(bare, idle[1]!, base!.requests)} | ${MB(idle[0]!.rss)} / ${MB(app.peakRss)} | ${MB(idle[1]!.rss)} / ${MB(bare.peakRss)} |`,
  };
}

/** Delivery to every client, and the server's memory before, with them idle, and delivering. */
async function streamRow(
  name: string,
  server: Server,
  t: StreamTarget,
  posts: number,
): Promise<StreamRow> {
  const before = await server.memory();
  let handler = (_f: string) => {};
  const clients = await connectAll(t, (f) => handler(f));
  const idle = await server.memory();
  server.peak();
  try {
    const r = await deliver(t, posts, (on) => (handler = on));
    const busy = await server.memory();
    const n = t.tokens.length;
    return {
      ...r,
      name,
      line: `| ${name} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.received}/${r.expected} | ${MB(before.rss)} | ${MB(idle.rss)} | ${MB(busy.peakRss)} | ${KB((idle.rss - before.rss) / n)} | ${KB((idle.heapUsed - before.heapUsed) / n)} |`,
    };
  } finally {
    clients.close();
  }
}

async function streamRows(db: Db, s: Servers, clients: number, posts: number) {
  const common = { port: 0, post: '', stream: '' };
  const app = {
    ...common,
    port: s.app.port,
    stream: '/api/enquiries/stream',
    post: '/api/enquiries',
    tokens: s.app.tokens,
  };
  const bare = {
    ...common,
    port: s.bare.port,
    stream: '/stream',
    post: '/enquiries',
    tokens: Array<null>(clients).fill(null),
  };
  return [
    await streamRow(`StudyDesk, ${NAMES[db]}`, s.app, app, posts),
    await streamRow(`bare broadcast, ${NAMES[db]}`, s.bare, bare, posts),
  ];
}

export const WRITE_GROUPS = ['post', 'stream'];
const pgUrl = process.env.DATABASE_URL_TEST;
const dbs = list(process.env.BENCH_DB, pgUrl ? 'sqlite,postgres' : 'sqlite') as Db[];
const rowCounts = list(process.env.BENCH_ROWS, '10000,100000,1000000').map(Number);
const clients = Number(process.env.BENCH_CLIENTS ?? 1000);
const posts = Number(process.env.BENCH_POSTS ?? 100);
const command = (only: string[]) =>
  `\`BENCH_ONLY=${only.join(',')} BENCH_DB=${dbs.join(',')} BENCH_ROWS=${rowCounts.join(',')} npm run bench\``;
const stamp = () => `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC · ${machine()}`;

export async function writesBench(groups: string[]) {
  const only = groups.filter((g) => WRITE_GROUPS.includes(g));
  if (only.includes('stream')) enoughFiles(clients);
  const streamed: StreamRow[] = [];
  for (const db of dbs) {
    const started = stamp();
    const rows: PostRow[] = [];
    // The stream on fresh servers of its own, so the POST load does not skew their memory.
    if (only.includes('stream'))
      await withServers(db, rowCounts[0]!, clients, async (s) => {
        streamed.push(...(await streamRows(db, s, clients, posts)));
        process.stdout.write(
          `${streamed
            .slice(-2)
            .map((r) => r.line)
            .join('\n')}\n`,
        );
      });
    for (const n of only.includes('post') ? rowCounts : [])
      await withServers(db, n, 0, async (s) => {
        rows.push(await postRow(s, n));
        process.stdout.write(`${db}: ${rows.at(-1)!.line}\n`);
      });
    if (only.includes('post')) writePost(db, `${command(only)} · started ${started}`, rows);
  }
  const setup = { clients, posts, enquiries: rowCounts[0]! };
  if (only.includes('stream')) writeStream(`${command(only)} · ${stamp()}`, streamed, setup);
}
