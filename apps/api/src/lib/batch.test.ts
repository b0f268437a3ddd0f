import { describe, expect, it } from 'vitest';
import { createBatcher } from './batch';

/** A batch runner the test finishes by hand, recording the batches it was given. */
function held() {
  const batches: number[][] = [];
  const release: (() => void)[] = [];
  const run = async (jobs: number[]) => {
    batches.push(jobs);
    await new Promise<void>((resolve) => release.push(resolve));
    if (jobs.includes(13) && jobs.length > 1) throw new Error('a bad job in the batch');
    if (jobs.includes(13)) throw new Error('bad job');
    return jobs.map((j) => j * 10);
  };
  const ran = (n: number) =>
    new Promise<void>((resolve) => {
      const check = () => (batches.length >= n ? resolve() : setImmediate(check));
      check();
    });
  return { batches, release, run, ran };
}

describe('group commit (lib/batch)', () => {
  it('runs jobs submitted together as one batch, and answers each its own result', async () => {
    const h = held();
    const submit = createBatcher(h.run, 10);
    const answers = Promise.all([1, 2, 3].map(submit));
    await h.ran(1);
    h.release.shift()!();
    expect(await answers).toEqual([10, 20, 30]);
    expect(h.batches).toEqual([[1, 2, 3]]);
  });

  it('answers nobody before their batch has finished; later jobs wait and go together', async () => {
    const h = held();
    const submit = createBatcher(h.run, 10);
    const done: number[] = [];
    const first = submit(1).then((r) => done.push(r));
    await h.ran(1);
    const later = [2, 3, 4].map((j) => submit(j).then((r) => done.push(r)));
    expect(done).toEqual([]);
    h.release.shift()!();
    await first;
    await h.ran(2);
    expect(done).toEqual([10]);
    expect(h.batches).toEqual([[1], [2, 3, 4]]);
    h.release.shift()!();
    await Promise.all(later);
    expect(done).toEqual([10, 20, 30, 40]);
  });

  it('runs no more than `max` jobs in a batch', async () => {
    const h = held();
    const submit = createBatcher(h.run, 2);
    const answers = Promise.all([1, 2, 3, 4, 5].map(submit));
    for (let n = 1; n <= 3; n++) {
      await h.ran(n);
      h.release.shift()!();
    }
    expect(await answers).toEqual([10, 20, 30, 40, 50]);
    expect(h.batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('runs the jobs of a failed batch again alone: only the bad one fails', async () => {
    const h = held();
    const submit = createBatcher(h.run, 10);
    const answers = [7, 13, 8].map((j) => submit(j).then(String, (e: Error) => e.message));
    for (let n = 1; n <= 4; n++) {
      await h.ran(n);
      h.release.shift()!();
    }
    expect(await Promise.all(answers)).toEqual(['70', 'bad job', '80']);
    expect(h.batches).toEqual([[7, 13, 8], [7], [13], [8]]);
  });
});
