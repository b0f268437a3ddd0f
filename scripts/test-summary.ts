// The closing lines of a test run, which CI reads: a count per project (each database of the API
// suite, the browser tests, …), the failed tests named with the first lines of their errors, and
// "N passed, N failed, N skipped" last. One run's summary is written by the Vitest reporter
// beside this file; .ci/run adds up its runs' summaries with scripts/summarize-tests.ts.

export type Counts = { passed: number; failed: number; skipped: number };

export type RunSummary = {
  /** Per project (or "project (leg)"), in the order they were first reported. */
  projects: Record<string, Counts>;
  /** One entry per failure: "[project] file > test" and the first lines of its error. */
  failures: string[];
  /** Skipped tests that belong to the other database: they ran in the other API project. */
  otherDatabase: number;
};

export const emptySummary = (): RunSummary => ({ projects: {}, failures: [], otherDatabase: 0 });

export function total(s: RunSummary): Counts {
  const t = { passed: 0, failed: 0, skipped: 0 };
  for (const c of Object.values(s.projects)) {
    t.passed += c.passed;
    t.failed += c.failed;
    t.skipped += c.skipped;
  }
  return t;
}

export function merge(summaries: RunSummary[]): RunSummary {
  const out = emptySummary();
  for (const s of summaries) {
    for (const [name, c] of Object.entries(s.projects)) {
      const into = (out.projects[name] ??= { passed: 0, failed: 0, skipped: 0 });
      into.passed += c.passed;
      into.failed += c.failed;
      into.skipped += c.skipped;
    }
    out.failures.push(...s.failures);
    out.otherDatabase += s.otherDatabase;
  }
  return out;
}

/** The failures, one line per project, then the closing line. */
export function format(s: RunSummary): string {
  const lines: string[] = [];
  if (s.failures.length > 0) lines.push('', 'Failed:', ...s.failures, '');
  const width = Math.max(0, ...Object.keys(s.projects).map((n) => n.length));
  for (const [name, c] of Object.entries(s.projects))
    lines.push(
      `  ${name.padEnd(width)}  ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`,
    );
  if (s.otherDatabase > 0)
    lines.push(
      `  (${s.otherDatabase} of the skipped are one database's own tests, which ran on the other)`,
    );
  const t = total(s);
  lines.push(`${t.passed} passed, ${t.failed} failed, ${t.skipped} skipped`);
  return `${lines.join('\n')}\n`;
}

/** A failure's error, shortened to what a CI log's tail needs. */
export function firstLines(text: string, n = 6): string {
  return text.split('\n').slice(0, n).join('\n    ');
}

/** One test file's results in one project, as the reporter reads them from Vitest. */
export type FileResult = {
  project: string;
  file: string;
  tests: { name: string; state: 'passed' | 'failed' | 'skipped' | 'pending'; error?: string }[];
  /** The file failed outside any test (an import, a hook): its first error. */
  error?: string;
};

/** The two projects that run the same API files, each on its own database. */
const DATABASES = ['api', 'api-postgres'];

/** A run's summary; `leg` names the run in each project's label ("api (Node 24)"). */
export function summarize(files: FileResult[], runErrors: string[], leg?: string): RunSummary {
  const s = emptySummary();
  const label = (project: string) => (leg ? `${project} (${leg})` : project);
  const ran = new Set<string>();
  const skipped: { project: string; key: string }[] = [];
  for (const f of files) {
    const c = (s.projects[label(f.project)] ??= { passed: 0, failed: 0, skipped: 0 });
    for (const t of f.tests) {
      const key = `${f.file} > ${t.name}`;
      if (t.state === 'passed') c.passed += 1;
      if (t.state === 'skipped') c.skipped += 1;
      if (t.state === 'failed') {
        c.failed += 1;
        s.failures.push(`[${label(f.project)}] ${key}\n    ${firstLines(t.error ?? '')}`);
      }
      if (!DATABASES.includes(f.project)) continue;
      if (t.state === 'skipped') skipped.push({ project: f.project, key });
      else if (t.state !== 'pending') ran.add(`${f.project}: ${key}`);
    }
    if (f.error !== undefined && !f.tests.some((t) => t.state === 'failed')) {
      c.failed += 1;
      s.failures.push(`[${label(f.project)}] ${f.file}: ${firstLines(f.error, 3)}`);
    }
  }
  for (const { project, key } of skipped) {
    const other = DATABASES.find((p) => p !== project);
    if (ran.has(`${other}: ${key}`)) s.otherDatabase += 1;
  }
  if (runErrors.length > 0) {
    s.projects[label('run')] = { passed: 0, failed: runErrors.length, skipped: 0 };
    s.failures.push(...runErrors.map((e) => firstLines(e)));
  }
  return s;
}
