import type { FastifyBaseLogger } from 'fastify';
import { IMPORTED_EVENT, type ImportedNotice, type ImportResource } from '@studydesk/contract';
import { setImmediate as turn } from 'node:timers/promises';
import { refreshStatistics } from '../../db/statistics';
import { now } from '../../lib/ids';
import { runAsViewer } from '../../lib/scope/offices';
import { viewerOfUser } from '../offices/offices.store';
import { prepare, write, writerFor, type Counts, type Deps } from './imports.batch';
import { loadLookups } from './imports.check';
import { find, rowsOf, type Loaded } from './imports.store';

/** How long a run's claim lasts without a batch written; a stopped process's run then resumes. */
export const LEASE_MS = 60_000;
const leaseEnd = (ms = LEASE_MS) => new Date(Date.now() + ms).toISOString();

/**
 * Runs imports in the background, batch by batch. Each batch's rows, failures and the progress
 * (`nextChunk`, counts, the lease) commit together, and a batch is written only while the
 * import's `nextChunk` is still that batch's: a run stopped anywhere resumes after its last
 * committed batch, whichever process picks it up, and no batch is written twice.
 */
export function createImportRunner(deps: Deps, log: FastifyBaseLogger, sweepMs = LEASE_MS / 2) {
  const { db } = deps.handle;
  const running = new Map<string, Promise<void>>();
  let stopping = false;
  // One batch at a time in this process, checked and written together: two runs of one sheet
  // checked their batches against a table neither had written to yet, and both wrote every row.
  let turnOf: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
    const mine = turnOf.then(work, work);
    turnOf = mine.catch(() => undefined);
    return mine;
  };

  /** Claims a run whose lease has run out (or was handed back) for this process. */
  const claim = async (id: string) =>
    (
      await db
        .updateTable('imports')
        .set({ leaseUntil: leaseEnd() })
        .where('id', '=', id)
        .where('state', '=', 'running')
        .where((eb) => eb.or([eb('leaseUntil', 'is', null), eb('leaseUntil', '<', now())]))
        .executeTakeFirst()
    ).numUpdatedRows > 0n;

  async function batch(imp: Loaded, k: number, lookups: Awaited<ReturnType<typeof loadLookups>>) {
    const rows = await rowsOf(db, imp.id, k);
    const plan = await prepare(deps, imp, rows, lookups);
    const writer = writerFor(deps, imp);
    return db.transaction().execute(async (trx) => {
      // Taken first: the row lock orders two processes that both think they hold the run.
      const moved = await trx
        .updateTable('imports')
        .set((eb) => ({
          nextChunk: eb('nextChunk', '+', 1),
          leaseUntil: leaseEnd(),
          updatedAt: now(),
        }))
        .where('id', '=', imp.id)
        .where('nextChunk', '=', k)
        .where('state', '=', 'running')
        .executeTakeFirst();
      if (moved.numUpdatedRows === 0n) return false;
      const c: Counts = await write(trx, writer, plan, imp.id);
      await trx
        .updateTable('imports')
        .set((eb) => ({
          processed: eb('processed', '+', rows.length),
          inserted: eb('inserted', '+', c.inserted),
          updated: eb('updated', '+', c.updated),
          skipped: eb('skipped', '+', c.skipped),
          failed: eb('failed', '+', c.failed),
        }))
        .where('id', '=', imp.id)
        .execute();
      return true;
    });
  }

  /** What it wrote counted in the planner's statistics (db/statistics.ts) before it reads as
   * finished, so that an Undo pressed at once is planned for those rows. */
  async function recount(id: string) {
    const imp = await find(db, id);
    if (!imp || imp.inserted + imp.updated === 0) return;
    await refreshStatistics(deps.handle, imp.resource).catch((err: unknown) =>
      log.warn({ err, importId: id }, 'import: the statistics were not refreshed'),
    );
  }

  /** Marks it done (or failed) and tells its creator, once, with one summary event. */
  async function finish(id: string, state: 'done' | 'failed' = 'done') {
    await recount(id);
    await db.transaction().execute(async (trx) => {
      const t = now();
      const r = await trx
        .updateTable('imports')
        .set({ state, finishedAt: t, updatedAt: t, leaseUntil: null })
        .where('id', '=', id)
        .where('state', '=', 'running')
        .executeTakeFirst();
      const imp = await find(trx, id);
      if (r.numUpdatedRows === 0n || !imp) return;
      const notice: ImportedNotice = {
        id,
        resource: imp.resource as ImportResource,
        name: imp.name,
        state,
        inserted: imp.inserted,
        updated: imp.updated,
        skipped: imp.skipped,
        failed: imp.failed,
        to: imp.createdBy,
      };
      await deps.bus.append(trx, IMPORTED_EVENT, notice);
    });
    await deps.bus.afterCommit();
  }

  async function drive(id: string) {
    const lookups = await loadLookups(db);
    for (;;) {
      const imp = await find(db, id);
      if (!imp || imp.state !== 'running') return;
      if (imp.nextChunk >= imp.chunkCount) return finish(id);
      if (stopping) {
        // Handed back: the next process to start (or sweep) resumes it.
        await db.updateTable('imports').set({ leaseUntil: null }).where('id', '=', id).execute();
        return;
      }
      const wrote = await oneAtATime(() => batch(imp, imp.nextChunk, lookups));
      if (!wrote) return; // another process has it
      // SQLite answers synchronously: without a turn of the event loop between batches, a run
      // would hold every request (and its own stop) until its end.
      await turn();
    }
  }

  // A run works as its maker, whichever process (or request) started it: its records go to
  // one of the maker's offices, as the maker's own writes do.
  const asMaker = async (id: string) => {
    const by = (await find(db, id))?.createdBy;
    const viewer = by ? await viewerOfUser(db, by) : null;
    return runAsViewer(viewer, () => drive(id));
  };

  const launch = (id: string) => {
    if (running.has(id)) return;
    const p = asMaker(id)
      .catch(async (err: unknown) => {
        // What its batches wrote stays (each committed whole) and can be undone.
        log.error({ err, importId: id }, 'import failed');
        await finish(id, 'failed').catch(() => undefined);
      })
      .finally(() => running.delete(id));
    running.set(id, p);
  };

  /** Picks up runs whose process stopped (its lease ran out, or it handed the run back). */
  async function sweep() {
    if (stopping) return;
    const stale = await db
      .selectFrom('imports')
      .select('id')
      .where('state', '=', 'running')
      .where((eb) => eb.or([eb('leaseUntil', 'is', null), eb('leaseUntil', '<', now())]))
      .execute();
    for (const { id } of stale) if (!running.has(id) && (await claim(id))) launch(id);
  }

  let timer: NodeJS.Timeout | null = null;
  return {
    /** Starts a checked import (false when it is not in that state). */
    async start(id: string): Promise<boolean> {
      const t = now();
      const r = await db
        .updateTable('imports')
        .set({ state: 'running', startedAt: t, updatedAt: t, leaseUntil: leaseEnd() })
        .where('id', '=', id)
        .where('state', '=', 'checked')
        .executeTakeFirst();
      if (r.numUpdatedRows === 0n) return false;
      launch(id);
      return true;
    },
    startSweeping() {
      void sweep().catch((err: unknown) => log.warn({ err }, 'import sweep failed'));
      timer = setInterval(
        () => void sweep().catch((err: unknown) => log.warn({ err }, 'import sweep failed')),
        sweepMs,
      );
      timer.unref();
    },
    /** Stops after the batch under way; the runs are handed back for a restart to resume. */
    async stop() {
      stopping = true;
      if (timer) clearInterval(timer);
      await Promise.allSettled(running.values());
    },
    /** Resolves when this process has no run under way (tests). */
    idle: () => Promise.allSettled(running.values()),
  };
}
export type ImportRunner = ReturnType<typeof createImportRunner>;
