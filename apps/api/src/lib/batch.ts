/**
 * Group commit (docs/DECISIONS.md, "The write path under load"): writes that arrive while a
 * batch is running wait for it, then run together as the next batch; one alone runs at once,
 * so a quiet server adds no wait. `run` does a whole batch, typically in one transaction with
 * one statement per kind, and answers each job's result in order. Each caller is answered only
 * once its batch has finished (committed), so nothing is acknowledged before it is stored.
 *
 * When a batch of several fails, each of its jobs runs again alone: one bad job fails only its
 * own caller, exactly as it would have without batching.
 */
export function createBatcher<J, R>(run: (jobs: J[]) => Promise<R[]>, max: number) {
  type Waiting = { job: J; resolve: (r: R) => void; reject: (e: unknown) => void };
  let queue: Waiting[] = [];
  let running = false;

  async function settle(batch: Waiting[]) {
    try {
      const results = await run(batch.map((w) => w.job));
      batch.forEach((w, k) => w.resolve(results[k]!));
    } catch (err) {
      if (batch.length === 1) return batch[0]!.reject(err);
      for (const w of batch) await settle([w]);
    }
  }

  async function drain() {
    while (queue.length > 0) {
      const batch = queue.slice(0, max);
      queue = queue.slice(max);
      await settle(batch);
    }
    running = false;
  }

  return (job: J): Promise<R> =>
    new Promise<R>((resolve, reject) => {
      queue.push({ job, resolve, reject });
      if (!running) {
        running = true;
        // Requests read in the same turn of the event loop join this batch.
        setImmediate(() => void drain());
      }
    });
}
