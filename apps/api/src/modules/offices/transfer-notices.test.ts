import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransferredNotice } from '@studydesk/contract';
import { createRecord, enquiryInput } from '../../test/fixtures';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { officeHelpers } from '../../test/offices';
import { openStream } from '../../test/sse';

describe('a transfer tells the new office’s managers', () => {
  let t: TestApp;
  let base: string;
  let admin: string;
  let h: ReturnType<typeof officeHelpers>;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    admin = await t.tokenFor('admin');
    h = officeHelpers(t, admin);
  });
  afterAll(() => t.close());

  it('on their bells: each manager of the target office, not the mover nor another office', async () => {
    const leeds = (await h.list()).find((o) => o.isDefault)!._id;
    const pune = (await h.office('Pune'))._id;
    const delhi = (await h.office('Delhi'))._id;
    // The mover manages both offices: a manager of the target, but the one who moved it.
    const mover = await h.member('manager', [leeds, pune]);
    const told = await h.member('manager', [pune]);
    const elsewhere = await h.member('manager', [delhi]);
    const counsellor = await h.member('counsellor', [pune]);
    const body = { ...enquiryInput(7), fName: 'Priya', lName: 'Sharma', source: 'phone' };
    const id = await createRecord(t, admin, '/api/enquiries', { ...body, office: leeds });
    const streams = [told, mover, elsewhere, counsellor].map((m) =>
      openStream(`${base}/api/enquiries/stream`, bearer(m.token)),
    );
    const [toldStream, ...others] = streams;
    await Promise.all(streams.map((s) => s.ready));
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/enquiries/${id}/transfer`,
        headers: bearer(mover.token),
        payload: { office: pune, note: 'Lives in Pune now' },
      });
      expect(res.statusCode, res.body).toBe(200);
      const moved = () => toldStream!.events.filter((e) => e.event === 'transferred');
      await toldStream!.until(() => moved().length > 0);
      expect(moved().map((e) => JSON.parse(e.data) as TransferredNotice)).toEqual([
        expect.objectContaining({
          enquiry: id,
          name: 'Priya Sharma',
          office: 'Pune',
          by: mover.id,
          byName: 'manager Member',
          note: 'Lives in Pune now',
          to: told.id,
        }),
      ]);
      // A marker every stream receives after it (a lead of each of their offices: the stream
      // tells of an office's leads only): each has had its chance to get a notice.
      for (const [n, office] of [
        [8, delhi],
        [9, pune],
      ] as const)
        await t.app.inject({
          method: 'POST',
          url: '/api/enquiries',
          payload: { ...enquiryInput(n), office },
        });
      for (const s of others) {
        await s.until(() => s.events.some((e) => e.event === 'newEnquiry'));
        expect(s.events.filter((e) => e.event === 'transferred')).toEqual([]);
      }
    } finally {
      streams.forEach((s) => s.close());
    }
  });
});
