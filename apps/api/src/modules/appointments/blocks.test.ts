import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { insertAppointment } from './appointments.store';

/** The database itself refuses overlapping sessions, with no check in the app before it. */
describe('the quarter-hours a session holds', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lets one of two overlapping sessions of one counsellor commit, racing or not', async () => {
    const { db } = t.app.dbHandle;
    const at = (hh: string) => Date.parse(`2031-01-06T${hh}:00.000Z`);
    const write = (counsellor: string, from: string, to: string) =>
      db.transaction().execute((trx) =>
        insertAppointment(
          trx,
          {
            enquiryId: 'e',
            slot: { start: at(from), end: at(to), counsellor, office: 'o', timeZone: 'UTC' },
            typeId: 'x',
            studentZone: 'UTC',
            tokenHash: `${counsellor}${from}`,
            bookedBy: null,
          },
          'taken',
        ),
      );
    // 09:00–10:00 and 09:30–10:00 share two quarter-hours
    const raced = await Promise.allSettled([
      write('c1', '09:00', '10:00'),
      write('c1', '09:30', '10:00'),
    ]);
    expect(raced.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = raced.find((r) => r.status === 'rejected')!;
    expect((refused.reason as { statusCode: number }).statusCode).toBe(409);
    // back to back, or another counsellor at the same time: both fine
    await expect(write('c1', '10:00', '10:30')).resolves.toBeTypeOf('string');
    await expect(write('c2', '09:00', '10:00')).resolves.toBeTypeOf('string');
    const rows = await db.selectFrom('appointments').select('id').execute();
    expect(rows).toHaveLength(3);
  });
});
