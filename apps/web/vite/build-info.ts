import type { Plugin } from 'vite';

/** What `apps/web/dist/build-info.json` records; `scripts/web-build.ts` reads it. */
export type BuildInfo = { mode: string; builtAt: string };

/**
 * Records the build's mode next to it: the value Vite substitutes for `process.env.NODE_ENV`
 * (React ships its development build for anything but "production"), so a start or a test run
 * can refuse a development build and rebuild.
 */
export function buildInfo(): Plugin {
  let mode = 'unknown';
  return {
    name: 'studydesk:build-info',
    apply: 'build',
    configResolved(config) {
      // The same rule as Vite's own define of process.env.NODE_ENV.
      mode = process.env.NODE_ENV || config.mode;
    },
    generateBundle() {
      const info: BuildInfo = { mode, builtAt: new Date().toISOString() };
      this.emitFile({ type: 'asset', fileName: 'build-info.json', source: JSON.stringify(info) });
    },
  };
}
