import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { enquiryInput, staffEnquiryInput } from '../../test/fixtures';

/** Round-robin of new public enquiries among active counsellors. */
describe('round-robin assignment', () => {
  let t: TestApp;
  let admin: string;
  let turns: string[];
  let n = 0;
  const post = () =>
    t.app.inject({ method: 'POST', url: '/api/enquiries', payload: enquiryInput(++n) });
  const postMany = async (count: number, together: boolean) => {
    const codes: number[] = [];
    if (together)
      codes.push(
        ...(await Promise.all(Array.from({ length: count }, post))).map((r) => r.statusCode),
      );
    else for (let i = 0; i < count; i++) codes.push((await post()).statusCode);
    expect(codes.every((c) => c === 201)).toBe(true);
  };
  /** How many live enquiries each user owns ('' for unassigned). */
  const owned = async () => {
    const rows = await t.app.dbHandle.db
      .selectFrom('enquiries')
      .select(['assignedTo', (eb) => eb.fn.countAll<number | string>().as('n')])
      .groupBy('assignedTo')
      .execute();
    return Object.fromEntries(rows.map((r) => [r.assignedTo ?? '', Number(r.n)]));
  };
  const setRoundRobin = async (on: boolean) => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: bearer(admin),
      payload: { roundRobin: on },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const setStatus = (id: string, status: 'active' | 'blocked') =>
    t.app.dbHandle.db.updateTable('users').set({ status }).where('id', '=', id).execute();

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    // Joined in this order; a blocked, a pending counsellor and an editor between them.
    const a = await t.createUser('counsellor');
    await t.createUser('counsellor', 'blocked');
    const b = await t.createUser('counsellor');
    await t.createUser('counsellor', 'pending');
    await t.createUser('editor');
    const c = await t.createUser('counsellor');
    turns = [a.id, b.id, c.id];
  });
  afterAll(() => t.close());

  it('assigns nothing while the setting is off (the default)', async () => {
    await postMany(3, false);
    expect(await owned()).toEqual({ '': 3 });
  });

  it('spreads 30 enquiries 10/10/10 over the active counsellors, in the order they joined', async () => {
    await setRoundRobin(true);
    const before = n;
    await postMany(30, false);
    expect(await owned()).toEqual({ '': 3, [turns[0]!]: 10, [turns[1]!]: 10, [turns[2]!]: 10 });
    const order = await t.app.dbHandle.db
      .selectFrom('enquiries')
      .select('assignedTo')
      .where(
        'fName',
        'in',
        [before + 1, before + 2, before + 3, before + 4].map((i) => enquiryInput(i).fName),
      )
      .orderBy('enqNo')
      .execute();
    expect(order.map((r) => r.assignedTo)).toEqual([...turns, turns[0]]);
  });

  it('still takes turns when 30 are posted at once', async () => {
    await postMany(30, true);
    expect(await owned()).toEqual({ '': 3, [turns[0]!]: 20, [turns[1]!]: 20, [turns[2]!]: 20 });
  });

  it('skips a counsellor who is blocked, and takes them back in their place', async () => {
    await setStatus(turns[1]!, 'blocked');
    await postMany(20, true);
    expect(await owned()).toEqual({ '': 3, [turns[0]!]: 30, [turns[1]!]: 20, [turns[2]!]: 30 });
    await setStatus(turns[1]!, 'active');
    await postMany(3, false);
    expect(await owned()).toEqual({ '': 3, [turns[0]!]: 31, [turns[1]!]: 21, [turns[2]!]: 31 });
  });

  it('records each assignment as made by nobody (round-robin), once', async () => {
    const res = await post();
    const { enqNo } = res.json<{ enqNo: string }>();
    const e = await t.app.dbHandle.db
      .selectFrom('enquiries')
      .select(['id', 'assignedTo'])
      .where('enqNo', '=', enqNo)
      .executeTakeFirstOrThrow();
    const changes = await t.app.dbHandle.db
      .selectFrom('record_changes')
      .select(['field', 'from', 'to', 'by'])
      .where('kind', '=', 'enquiry')
      .where('recordId', '=', e.id)
      .where('action', '=', 'update')
      .execute();
    expect(changes).toEqual([{ field: 'assignedTo', from: null, to: e.assignedTo, by: null }]);
  });

  // One given no owner is its logger's (it used to be left unassigned).
  it('leaves staff-logged enquiries with the owner staff gave them, or their logger', async () => {
    const keep = await t.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      headers: bearer(admin),
      payload: staffEnquiryInput({ assignedTo: turns[2] }),
    });
    expect(keep.statusCode, keep.body).toBe(201);
    expect(keep.json()).toMatchObject({ assignedTo: turns[2] });
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      headers: bearer(admin),
      payload: staffEnquiryInput({ fName: 'Walkin', mobile: '+91 98661 25641' }),
    });
    const me = await t.app.inject({ url: '/api/users/me', headers: bearer(admin) });
    expect(none.json()).toMatchObject({ assignedTo: me.json<{ _id: string }>()._id });
  });

  it('assigns nothing when no counsellor is active', async () => {
    for (const id of turns) await setStatus(id, 'blocked');
    const before = (await owned())[''] ?? 0;
    await postMany(2, false);
    expect((await owned())['']).toBe(before + 2);
    for (const id of turns) await setStatus(id, 'active');
  });
});
