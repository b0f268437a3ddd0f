import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DbHandle } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { freshDatabaseUrl } from '../../test/harness';
import { enqueueMails } from './outbox';
import { outboxClaims } from './outbox.claims';

/** The claim on its own: how much it takes, and what a lapsed lease gives back. */
describe('claiming the outbox', () => {
  let db: Awaited<ReturnType<typeof freshDatabaseUrl>>;
  let h: DbHandle;
  beforeAll(async () => {
    db = await freshDatabaseUrl();
    h = openDatabase(db.url);
    await migrateToLatest(h.db);
  });
  afterAll(async () => {
    await h.close();
    await db.drop();
  });
  const queue = (n: number, tag: string) =>
    enqueueMails(
      h.db,
      Array.from({ length: n }, (_, i) => ({
        kind: tag,
        to: 'a@b.test',
        subject: `${tag}${i}`,
        text: 't',
      })),
    );

  // It took all 30 on PostgreSQL while the locking select was an `IN (…)` subquery: the
  // planner ran it again for every row of the update.
  it('takes at most the limit, oldest due first, and a second claim the rest', async () => {
    await queue(30, 'limit');
    const a = outboxClaims(h.db, h.dialect, 'a');
    const first = await a.claim(10, 60_000);
    expect(first).toHaveLength(10);
    expect(
      first.every((r) => r.state === 'sending' && r.claimedBy === 'a' && r.attempts === 1),
    ).toBe(true);
    expect(await outboxClaims(h.db, h.dialect, 'b').claim(100, 60_000)).toHaveLength(20);
    expect(await a.claim(100, 60_000)).toEqual([]);
  });

  it('gives mail whose lease lapsed to the next claim; the first holder can no longer settle it', async () => {
    await h.db.deleteFrom('outbox').execute();
    const [id] = await queue(1, 'lease');
    const dead = outboxClaims(h.db, h.dialect, 'dead');
    const [held] = await dead.claim(1, -1); // a lease already over: the holder was killed
    const [again] = await outboxClaims(h.db, h.dialect, 'next').claim(1, 60_000);
    expect(again).toMatchObject({ id, claimedBy: 'next', attempts: 2 });
    await dead.settle(held!, { ok: true }, []);
    const row = await h.db
      .selectFrom('outbox')
      .selectAll()
      .where('id', '=', id!)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'sending', claimedBy: 'next' });
  });

  // Marking every waiting mail at each enqueue read the whole outbox per batch of
  // public enquiries; a run without a mail server now marks what was queued since `since`.
  it('marks waiting mail "No mail server set": all of it, or only what was queued since', async () => {
    await h.db.deleteFrom('outbox').execute();
    const claims = outboxClaims(h.db, h.dialect, 'none');
    const marked = async () =>
      (
        await h.db
          .selectFrom('outbox')
          .select(['subject', 'lastError'])
          .orderBy('subject')
          .execute()
      ).map((r) => `${r.subject}: ${r.lastError ?? '-'}`);
    await queue(2, 'old');
    await h.db.updateTable('outbox').set({ createdAt: '2026-01-01T00:00:00.000Z' }).execute();
    await queue(1, 'new');
    await claims.markNoServer('2026-06-01T00:00:00.000Z');
    expect(await marked()).toEqual(['new0: No mail server set', 'old0: -', 'old1: -']);
    await claims.markNoServer();
    expect(await marked()).toEqual([
      'new0: No mail server set',
      'old0: No mail server set',
      'old1: No mail server set',
    ]);
  });
});
