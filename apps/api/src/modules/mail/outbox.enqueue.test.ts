import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { enqueueMail, enqueueMails, onMailQueued } from './outbox';

/** Mail is written with what caused it: in the caller's transaction, or not at all. */
describe('enqueueMail', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const rows = () => t.app.dbHandle.db.selectFrom('outbox').selectAll().execute();

  it('writes nothing when the transaction that caused it rolls back', async () => {
    const db = t.app.dbHandle.db;
    await expect(
      db.transaction().execute(async (trx) => {
        await enqueueMail(trx, { kind: 'test', to: 'a@example.test', subject: 's', text: 't' });
        throw new Error('the cause failed');
      }),
    ).rejects.toThrow('the cause failed');
    expect(await rows()).toEqual([]);
  });

  it('writes a waiting mail in the committed transaction and wakes the sender', async () => {
    const woken = new Promise<void>((resolve) => onMailQueued(resolve));
    const id = await t.app.dbHandle.db.transaction().execute((trx) =>
      enqueueMail(trx, {
        kind: 'ack',
        to: 'a@example.test',
        subject: 'Thanks',
        text: 'Hello',
        html: '<p>Hello</p>',
        replyTo: 'c@agency.test',
        headers: { 'X-Enq': 'ENQ1' },
      }),
    );
    await woken;
    const [row] = (await rows()).filter((r) => r.id === id);
    expect(row).toMatchObject({
      kind: 'ack',
      toAddress: 'a@example.test',
      replyTo: 'c@agency.test',
      htmlBody: '<p>Hello</p>',
      headers: '{"X-Enq":"ENQ1"}',
      state: 'waiting',
      attempts: 0,
      enquiryId: null,
    });
  });

  it('writes many at once', async () => {
    const mails = Array.from({ length: 1500 }, (_, i) => ({
      kind: 'bulk',
      to: `p${i}@example.test`,
      subject: `n${i}`,
      text: 't',
    }));
    const ids = await enqueueMails(t.app.dbHandle.db, mails);
    expect(new Set(ids).size).toBe(1500);
    expect((await rows()).filter((r) => r.kind === 'bulk')).toHaveLength(1500);
  });
});
