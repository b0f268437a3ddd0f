import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { postLead } from '../../test/office-work';
import { officeHelpers } from '../../test/offices';
import { openStream } from '../../test/sse';

/** The live stream tells each person of new enquiries in their offices only. */
describe('the live stream across offices', () => {
  let t: TestApp;
  let base: string;
  const opened: { close: () => void }[] = [];
  const stream = async (token: string) => {
    const s = openStream(`${base}/api/enquiries/stream`, bearer(token));
    opened.push(s);
    expect((await s.ready).status).toBe(200);
    return s;
  };
  const names = (s: ReturnType<typeof openStream>) =>
    s.events.filter((e) => e.event === 'newEnquiry').map((e) => JSON.parse(e.data) as object);

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    opened.forEach((s) => s.close());
    await t.close();
  });

  it("sends an office's lead to its people and admins, never to another office's", async () => {
    const admin = await t.tokenFor('admin');
    const h = officeHelpers(t, admin);
    const a = (await h.list()).find((o) => o.isDefault)!._id;
    const b = (await h.office('Pune'))._id;
    const [all, managerB, counsellorA] = await Promise.all([
      stream(admin),
      h.member('manager', [b]).then((m) => stream(m.token)),
      h.member('counsellor', [a]).then((m) => stream(m.token)),
    ]);
    // In id order: a stream that got a later event has had every earlier one's turn.
    await postLead(t, 1, a);
    await postLead(t, 2, b);
    await postLead(t, 3, a);
    const first = (s: ReturnType<typeof openStream>) =>
      names(s).map((p) => (p as { fName: string }).fName);
    await all.until(() => names(all).length === 3);
    await managerB.until(() => names(managerB).length >= 1);
    await counsellorA.until(() => names(counsellorA).length >= 2);
    expect(first(all)).toEqual(['Asha0001', 'Asha0002', 'Asha0003']);
    expect(first(managerB)).toEqual(['Asha0002']);
    expect(first(counsellorA)).toEqual(['Asha0001', 'Asha0003']);
    // the payload stays spec §7's: the office routes the event and is not sent
    expect(Object.keys(names(all)[0]!).sort()).toEqual(['createdAt', 'enqNo', 'fName', 'id']);
  });
});
