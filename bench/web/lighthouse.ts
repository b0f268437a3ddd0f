// `npm run bench:web`: Lighthouse (mobile preset, simulated slow 4G and 4x CPU) on Debian's
// Chromium against the production build, 3 runs per page in a fresh profile each, medians;
// written to docs/PERFORMANCE.md beside the Mantis template's score.
import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { STORAGE_KEYS } from '@studydesk/contract';
import { ensureWebBuild } from '../../scripts/web-build';
import { machine, median, writeSection } from '../lib';
import { launchChromium, storeSession } from './chromium';
import type { WebBenchServer } from './server';

const LIGHTHOUSE_VERSION = (
  createRequire(import.meta.url)('lighthouse/package.json') as { version: string }
).version;
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const PAGES = [
  { path: '/EnquiryForm', staff: false },
  { path: '/login', staff: false },
  { path: '/dashboard', staff: true },
];
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
} as const;
type Run = { perf: number; a11y: number; js: number; failed: string[] } & Record<
  keyof typeof METRICS,
  number
>;

class Unscored extends Error {}

async function audit(server: WebBenchServer, page: (typeof PAGES)[number]): Promise<Run> {
  const browser = await launchChromium();
  try {
    if (page.staff)
      await storeSession(browser.port, server.origin, {
        [STORAGE_KEYS.token]: server.token,
        [STORAGE_KEYS.user]: server.user,
      });
    const result = await lighthouse(`${server.origin}${page.path}`, {
      port: browser.port,
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // the session stored above must survive; the profile is new, so the cache is empty
      disableStorageReset: page.staff,
    });
    if (!result) throw new Error(`no Lighthouse result for ${page.path}`);
    const { categories, audits, finalDisplayedUrl, runtimeError } = result.lhr;
    // A run Lighthouse could not score (a trace it failed to read) is not a score of 0.
    if (categories.performance?.score == null)
      throw new Unscored(`${page.path}: not scored (${runtimeError?.code ?? 'no score'})`);
    if (new URL(finalDisplayedUrl).pathname !== page.path)
      throw new Error(`${page.path} ended at ${finalDisplayedUrl}`);
    const scripts = (
      audits['resource-summary']?.details as {
        items?: { resourceType: string; transferSize: number }[];
      }
    )?.items?.find((i) => i.resourceType === 'script');
    const failed = Object.values(audits)
      .filter((a) => categories.accessibility?.auditRefs.some((r) => r.id === a.id))
      .filter((a) => a.score !== null && a.score < 1)
      .map((a) => a.id);
    const metric = (id: string) => audits[id]?.numericValue ?? NaN;
    return {
      perf: Math.round((categories.performance?.score ?? 0) * 100),
      a11y: Math.round((categories.accessibility?.score ?? 0) * 100),
      js: scripts?.transferSize ?? NaN,
      failed,
      fcp: metric(METRICS.fcp),
      lcp: metric(METRICS.lcp),
      tbt: metric(METRICS.tbt),
      cls: metric(METRICS.cls),
      si: metric(METRICS.si),
    };
  } finally {
    await browser.close();
  }
}

function table(rows: { page: string; runs: Run[] }[]): string {
  const m = (runs: Run[], k: keyof Omit<Run, 'failed'>) => median(runs.map((r) => r[k]));
  const s = (ms: number) => (ms / 1000).toFixed(2);
  return [
    '| page | performance | accessibility | FCP s | LCP s | TBT ms | CLS | Speed Index s | JS transferred KB | runs (performance) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...rows.map(
      ({ page, runs }) =>
        `| ${page} | **${m(runs, 'perf')}** | **${m(runs, 'a11y')}** | ${s(m(runs, 'fcp'))} | ${s(m(runs, 'lcp'))} | ${Math.round(m(runs, 'tbt'))} | ${m(runs, 'cls').toFixed(3)} | ${s(m(runs, 'si'))} | ${(m(runs, 'js') / 1024).toFixed(1)} | ${runs.map((r) => r.perf).join(', ')} |`,
    ),
    '| Mantis template (baseline) | 68 | | | | | | | | |',
  ].join('\n');
}

ensureWebBuild();
const child = fork(path.join(import.meta.dirname, 'server.ts'), {
  execArgv: ['--import', 'tsx'],
  stdio: 'inherit',
});
try {
  const server = await new Promise<WebBenchServer>((r) =>
    child.once('message', (m) => r(m as WebBenchServer)),
  );
  const rows = [];
  for (const page of PAGES) {
    const runs: Run[] = [];
    for (let tries = 0; runs.length < RUNS && tries < RUNS * 2; tries++)
      await audit(server, page).then(
        (run) => runs.push(run),
        (err: unknown) => {
          if (!(err instanceof Unscored)) throw err;
          process.stdout.write(`${err.message}; run again\n`);
        },
      );
    if (runs.length < RUNS)
      throw new Error(`${page.path}: too many runs Lighthouse could not score`);
    const failed = [...new Set(runs.flatMap((r) => r.failed))];
    if (failed.length)
      process.stdout.write(`${page.path}: accessibility audits failed: ${failed.join(', ')}\n`);
    rows.push({ page: page.path, runs });
  }
  const body = [
    `Command: \`npm run bench:web\` · ${new Date().toISOString().slice(0, 10)} · ${machine()}`,
    `Lighthouse ${LIGHTHOUSE_VERSION} mobile preset (simulated slow 4G, 4x CPU slowdown) in Debian's Chromium, headless, against the production build served by the API; ${RUNS} scored runs per page (a run Lighthouse cannot score is run again), each in a fresh profile (empty cache); medians. /dashboard is signed in as an admin with 12 enquiries. Targets: performance ≥ 95 on /login and /EnquiryForm, accessibility 100.`,
    '',
    table(rows),
  ].join('\n');
  writeSection(
    path.resolve(import.meta.dirname, '../../docs/PERFORMANCE.md'),
    'Web: Lighthouse mobile',
    body,
  );
  process.stdout.write(`${body}\n`);
} finally {
  child.send('stop');
}
