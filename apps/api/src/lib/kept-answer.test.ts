import { sql, type KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import type { Db } from '../db/database';
import { AppError } from './errors';
import { keptAnswer } from './kept-answer';

/*
 * A kept answer being worked out is shared by the requests that came before it began, and never
 * given to one that came after a write it may not have read. Each test asks under its own key.
 * The versions are read from the database through a plugin (`gated`) that holds each read's
 * answer until every request has read its own, so they all go on in the same turn, as requests at
 * once do on a busy server. (No module mock: the API tests share their modules across files.)
 */
const gate = { held: false, parked: 0, waiting: [] as Array<() => void> };
function openGate() {
  gate.held = false;
  for (const go of gate.waiting.splice(0)) go();
}
/** The database as the kept answers see it: each answer held at the gate while it is shut. */
const gated: KyselyPlugin = {
  transformQuery: (a) => a.node,
  transformResult: async (a) => {
    if (gate.held) {
      gate.parked += 1;
      await new Promise<void>((go) => gate.waiting.push(go));
    }
    return a.result;
  },
};

describe('kept answers, shared while they are worked out', () => {
  let t: TestApp;
  let kept: Db;
  beforeAll(async () => {
    t = await createTestApp();
    kept = t.app.dbHandle.db.withPlugin(gated);
  });
  afterAll(() => t.close());
  const db = () => kept;
  const TABLES = ['payments'];
  const written = () =>
    sql`insert into report_changes (source) values ('payments')`.execute(t.app.dbHandle.db);
  const until = async (f: () => boolean) => {
    while (!f()) await new Promise((r) => setImmediate(r));
  };
  /** Requests asked at once, each having read its version before any goes on. */
  async function atOnce<T>(n: number, ask: () => Promise<T>) {
    Object.assign(gate, { held: true, parked: 0 });
    const asked = Array.from({ length: n }, ask);
    // Failures are looked at after the turn: they are not unhandled meanwhile.
    for (const a of asked) a.catch(() => undefined);
    await until(() => gate.parked === n);
    openGate();
    // What each decided once its version came: nothing between that and the decision is I/O.
    await new Promise((r) => setImmediate(r));
    return asked;
  }

  /** A piece of work that ends when told to (and from then on at once), counting its starts. */
  function held<T>(answers: T[]) {
    const began: Array<() => void> = [];
    let free = false;
    const work = () =>
      new Promise<T>((resolve) => {
        const answer = answers[Math.min(began.length, answers.length - 1)]!;
        began.push(() => resolve(answer));
        if (free) began.at(-1)!();
      });
    const release = (i: number) => began[i]!();
    const releaseAll = () => {
      free = true;
      began.forEach((go) => go());
    };
    return { began, work, release, releaseAll };
  }

  it('ten requests at once work the answer out once', async () => {
    await written();
    const { began, work, releaseAll } = held(['one', 'two']);
    const asked = await atOnce(10, () => keptAnswer(db(), 'ten', work, TABLES));
    const startedAtOnce = began.length;
    releaseAll();
    expect(await Promise.all(asked)).toEqual(Array(10).fill('one'));
    expect(startedAtOnce).toBe(1);
  });

  it('requests after a write wait for the earlier work to end, then share one new one', async () => {
    const { began, work, release, releaseAll } = held(['before', 'after', 'third']);
    const first = keptAnswer(db(), 'write', work, TABLES);
    await until(() => began.length === 1);
    await written();
    const later = await atOnce(3, () => keptAnswer(db(), 'write', work, TABLES));
    const startedMeanwhile = began.length - 1;
    release(0);
    expect(await first).toBe('before');
    await until(() => began.length >= 2);
    releaseAll();
    expect(await Promise.all(later)).toEqual(['after', 'after', 'after']);
    expect(startedMeanwhile).toBe(0);
    expect(began).toHaveLength(2);
    // Kept under its version: asked again with nothing written, it is not worked out.
    expect(await keptAnswer(db(), 'write', work, TABLES)).toBe('after');
    expect(began).toHaveLength(2);
  });

  it('when the request that began it goes away, one that shared it works it out itself', async () => {
    await written();
    let n = 0;
    const work = () => {
      n += 1;
      if (n === 1) return Promise.reject(new AppError(503, 'report_gone', 'gone'));
      return Promise.resolve('mine');
    };
    // Whichever read its version first began the work; the other shared it.
    const both = await Promise.allSettled(
      await atOnce(2, () => keptAnswer(db(), 'gone', work, TABLES)),
    );
    const got = both.map((r) => (r.status === 'fulfilled' ? r.value : String(r.reason)));
    expect(got.sort()).toEqual(['Error: gone', 'mine']);
    expect(n).toBe(2);
  });

  it('a failure that is not a departure reaches every request that shared the work', async () => {
    await written();
    let n = 0;
    const work = () => {
      n += 1;
      return Promise.reject(new AppError(503, 'report_timeout', 'too long'));
    };
    const both = await atOnce(2, () => keptAnswer(db(), 'fail', work, TABLES));
    const settled = await Promise.allSettled(both);
    expect(settled.map((s) => s.status)).toEqual(['rejected', 'rejected']);
    expect(n).toBe(1);
  });
});
