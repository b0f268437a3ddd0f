import type { FastifyBaseLogger } from 'fastify';

/**
 * Work done after a request has been answered, one job at a time in arrival order, so the
 * answer cannot tell by its timing what the work found ("Forgot password?" answers the
 * same, as fast, whether or not the address has an account). The queue is bounded: past `max`
 * waiting jobs a new one is dropped (the route's rate limit keeps that from happening). A job
 * that fails is logged; `drained()` resolves when everything pushed so far has run.
 */
export function createAfterAnswer(log: FastifyBaseLogger, max = 1000) {
  let tail: Promise<void> = Promise.resolve();
  let waiting = 0;
  return {
    push(what: string, job: () => Promise<void>): boolean {
      if (waiting >= max) {
        log.warn({ what }, 'too much work waiting: dropped');
        return false;
      }
      waiting += 1;
      tail = tail
        .then(job)
        .catch((err: unknown) => log.error({ err, what }, 'work after the answer failed'))
        .finally(() => {
          waiting -= 1;
        });
      return true;
    },
    drained: (): Promise<void> => tail,
  };
}
export type AfterAnswer = ReturnType<typeof createAfterAnswer>;
