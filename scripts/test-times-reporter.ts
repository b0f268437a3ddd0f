import fs from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';
import type { FileTime } from './test-times';

/**
 * Writes when each test file started and ended, with its project, to TEST_TIMES_FILE as JSON
 * (scripts/test-times.ts makes the table). Vitest's own JSON reporter names no project, and
 * the API suite's files run under two.
 */
export default class TestTimesReporter implements Reporter {
  private readonly started = new Map<string, number>();
  private readonly times: FileTime[] = [];

  onTestModuleStart(m: TestModule): void {
    this.started.set(`${m.project.name}:${m.moduleId}`, Date.now());
  }

  onTestModuleEnd(m: TestModule): void {
    const start = this.started.get(`${m.project.name}:${m.moduleId}`) ?? Date.now();
    this.times.push({ project: m.project.name, file: m.relativeModuleId, start, end: Date.now() });
  }

  onTestRunEnd(): void {
    const file = process.env.TEST_TIMES_FILE;
    if (file) fs.writeFileSync(file, JSON.stringify(this.times));
  }
}
