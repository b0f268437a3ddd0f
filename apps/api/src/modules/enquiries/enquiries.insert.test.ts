import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { createTestApp, type TestApp } from '../../test/harness';
import { enquiryInput } from '../../test/fixtures';
import { createEventBus, newestEventId, type EventBus } from '../events/event-bus';
import { outgoing } from '../events/stream-hub';
import { roundRobinOffices } from '../offices/office-settings.store';
import { insertEnquiries, type InsertDeps, type InsertJob } from './enquiries.insert';

/**
 * A batch (docs/DECISIONS.md, "The write path under load") is written as the same enquiries
 * posted one after another would be: numbers, duplicates, turns, history and events.
 */
describe('inserting enquiries in batches', () => {
  let t: TestApp;
  let db: Db;
  let bus: EventBus;
  let deps: InsertDeps;
  let n = 0;
  const job = (fields: Partial<InsertJob['input']> = {}, inTurn = true): InsertJob => {
    const { consent: _c, ...input } = enquiryInput(++n);
    return { input: { ...input, source: 'form', ...fields }, by: null, inTurn };
  };
  const batch = async (jobs: InsertJob[]) => {
    const made = await insertEnquiries(deps, jobs);
    await bus.afterCommit();
    return made;
  };
  const row = (id: string) =>
    db.selectFrom('enquiries').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const eventsAfter = async (id: number) =>
    db
      .selectFrom('events')
      .select(['id', 'type', 'payload'])
      .where('id', '>', id)
      .orderBy('id')
      .execute();
  const newestEvent = () => newestEventId(db);

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.dbHandle.db;
    bus = await createEventBus(t.app.dbHandle, t.config.databaseUrl, t.app.log);
    deps = {
      handle: t.app.dbHandle,
      bus,
      roundRobin: roundRobinOffices,
      turns: { believedOn: false },
    };
  });
  afterAll(async () => {
    await bus.close();
    await t.close();
  });

  it('numbers a batch consecutively and appends its events in order, payloads as spec §7 has them', async () => {
    const from = await newestEvent();
    const made = await batch([job(), job(), job()]);
    const numbers = made.map((m) => Number(m.enqNo.slice(4)));
    expect(numbers).toEqual([numbers[0], numbers[0]! + 1, numbers[0]! + 2]);
    const events = await eventsAfter(from);
    expect(events.map((e) => e.type)).toEqual(['newEnquiry', 'newEnquiry', 'newEnquiry']);
    for (const [k, m] of made.entries()) {
      const r = await row(m.id);
      expect(r.enqNo).toBe(m.enqNo);
      const payload = { id: m.id, fName: r.fName, enqNo: m.enqNo, createdAt: r.createdAt };
      // stored with its office, which routes it; streams send the four fields (outgoing())
      const stored = { ...payload, office: r.officeId };
      expect(events[k]!.payload).toBe(JSON.stringify(stored));
      expect(outgoing({ id: 1, type: 'newEnquiry', payload: events[k]!.payload }).frame).toBe(
        `id: 1\nevent: newEnquiry\ndata: ${JSON.stringify(payload)}\n\n`,
      );
    }
  });

  it('links each to the first recent one from the same e-mail or mobile, stored or earlier in the batch', async () => {
    const [stored] = await batch([job({ email: 'meera@example.com' })]);
    const made = await batch([
      job({ email: 'meera@example.com' }),
      job({ email: 'ravi@example.com', mobile: '+91 90000 11111' }),
      job({ email: 'ravi@example.com' }),
      job({ email: 'other@example.com', mobile: '+91 90000 11111' }),
      job({ email: '', mobile: '' }),
      job({ email: '', mobile: '' }),
    ]);
    const dups = await Promise.all(made.map(async (m) => (await row(m.id)).duplicateOf));
    expect(dups).toEqual([stored!.id, null, made[1]!.id, made[1]!.id, null, null]);
  });

  it('takes turns within a batch, and tells each owner after the enquiry is announced', async () => {
    const counsellors = [await t.createUser('counsellor'), await t.createUser('counsellor')];
    await db
      .insertInto('settings')
      .values({
        key: 'roundRobin',
        value: 'true',
        updatedAt: new Date().toISOString(),
        updatedBy: null,
      })
      .execute();
    const from = await newestEvent();
    const made = await batch([job(), job({ assignedTo: counsellors[0]!.id }, false), job(), job()]);
    const owners = await Promise.all(made.map(async (m) => (await row(m.id)).assignedTo));
    const [a, b] = counsellors.map((c) => c.id);
    expect(owners).toEqual([a, a, b, a]);
    const events = await eventsAfter(from);
    expect(events.map((e) => e.type)).toEqual([
      'newEnquiry',
      'assigned',
      'newEnquiry',
      'assigned',
      'newEnquiry',
      'assigned',
      'newEnquiry',
      'assigned',
    ]);
    expect(JSON.parse(events[5]!.payload)).toMatchObject({
      id: made[2]!.id,
      no: made[2]!.enqNo,
      to: b,
      by: null,
    });
    await db
      .updateTable('settings')
      .set({ value: 'false' })
      .where('key', '=', 'roundRobin')
      .execute();
    const [after] = await batch([job()]);
    expect((await row(after!.id)).assignedTo).toBeNull();
  });
});
