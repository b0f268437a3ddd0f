import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACKNOWLEDGEMENT_DEFAULTS } from '@studydesk/contract';
import { createTestApp, type TestApp } from '../../test/harness';
import { enquiryInput } from '../../test/fixtures';

/**
 * On PostgreSQL a batch of public enquiries writes its acknowledgements in its one
 * statement, made from the settings as last read; a change made elsewhere (another process, or
 * straight in the database) is still used by the next enquiry, and every mail has its number.
 */
describe('acknowledgements written with a batch of public enquiries', () => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const db = () => t.app.dbHandle.db;

  const post = async () => {
    const input = enquiryInput(++n);
    const res = await t.app.inject({ method: 'POST', url: '/api/enquiries', payload: input });
    expect(res.statusCode, res.body).toBe(201);
    const { enqNo } = res.json<{ enqNo: string }>();
    const mails = await db()
      .selectFrom('outbox')
      .selectAll()
      .where('toAddress', '=', input.email)
      .execute();
    return { enqNo, mails };
  };
  /** A setting written as another process would: not through this one's stores. */
  const store = (key: string, value: object | string) =>
    db()
      .insertInto('settings')
      .values({
        key,
        value: JSON.stringify(value),
        updatedAt: new Date().toISOString(),
        updatedBy: null,
      })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(value) }))
      .execute();

  it('gives each enquiry of a burst its own acknowledgement, with its own number', async () => {
    const inputs = Array.from({ length: 8 }, () => enquiryInput(++n));
    const answers = await Promise.all(
      inputs.map((payload) => t.app.inject({ method: 'POST', url: '/api/enquiries', payload })),
    );
    const rows = await db()
      .selectFrom('outbox as o')
      .innerJoin('enquiries as e', 'e.id', 'o.enquiryId')
      .select([
        'o.toAddress',
        'o.subject',
        'o.textBody',
        'o.htmlBody',
        'o.kind',
        'o.fromName',
        'o.replyTo',
        'e.email',
        'e.enqNo',
      ])
      .where(
        'e.email',
        'in',
        inputs.map((i) => i.email),
      )
      .execute();
    expect(rows).toHaveLength(inputs.length);
    for (const r of rows) {
      // From the agency by name; no reply address set and no owner: replies go to MAIL_FROM.
      expect(r).toMatchObject({
        kind: 'acknowledgement',
        toAddress: r.email,
        fromName: 'StudyDesk',
        replyTo: null,
      });
      expect(r.subject).toBe(`StudyDesk: we have your enquiry ${r.enqNo}`);
      expect(r.textBody).toContain(`Your enquiry number is ${r.enqNo}: please quote it`);
      expect(r.htmlBody).toContain(`Your enquiry number is ${r.enqNo}: please quote it`);
    }
    const numbers = answers.map((a) => a.json<{ enqNo: string }>().enqNo).sort();
    expect(rows.map((r) => r.enqNo).sort()).toEqual(numbers);
  });

  it('uses a template, an agency name or an "off" set elsewhere from the next enquiry on', async () => {
    expect((await post()).mails).toHaveLength(1); // the settings as they were, now known
    await store('acknowledgement', { ...ACKNOWLEDGEMENT_DEFAULTS, subject: 'Got it: {{enqNo}}' });
    const changed = await post();
    expect(changed.mails.map((m) => m.subject)).toEqual([`Got it: ${changed.enqNo}`]);

    await store('agencyName', 'Elsewhere Study');
    await store('agencyReplyTo', 'hello@elsewhere.test');
    const renamed = await post();
    expect(renamed.mails[0]!.textBody).toContain('Thank you for contacting Elsewhere Study.');
    expect(renamed.mails[0]).toMatchObject({
      fromName: 'Elsewhere Study',
      replyTo: 'hello@elsewhere.test',
    });

    await store('acknowledgement', { ...ACKNOWLEDGEMENT_DEFAULTS, on: false });
    expect((await post()).mails).toEqual([]);
    await store('acknowledgement', { ...ACKNOWLEDGEMENT_DEFAULTS, on: true });
    expect((await post()).mails).toHaveLength(1);
  });
});
