import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { createEnquiry } from '../../test/fixtures';
import { rawMail } from './inbox.fixtures';
import { replyTokenFor } from './reply-tokens';

const DOMAIN = 'replies.agency.example';

describe('reply tokens across a merge', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ INBOUND_DOMAIN: DOMAIN });
    admin = await t.tokenFor('admin');
  });
  afterAll(() => t.close());

  const replyTo = async (token: string, subject: string) =>
    t.app.inbox.ingest(
      await rawMail({
        from: 'student@example.com',
        to: `reply+${token}@${DOMAIN}`,
        subject,
        text: 'A question',
      }),
    );
  const merge = async (into: string, other: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/enquiries/${into}/merge`,
      headers: bearer(admin),
      payload: { other },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('files a reply to either enquiry’s token on the kept one, through merges in a row', async () => {
    const [kept, gone, first] = [
      await createEnquiry(t, admin, 1),
      await createEnquiry(t, admin, 2),
      await createEnquiry(t, admin, 3),
    ];
    const tokens = await Promise.all(
      [kept, gone, first].map((id) => replyTokenFor(t.app.dbHandle.db, id)),
    );
    // `first` went into `gone`, then `gone` into `kept`: the lookup follows the chain.
    await merge(gone, first);
    await merge(kept, gone);
    for (const [i, token] of tokens.entries())
      expect(await replyTo(token, `Reply ${i}`)).toMatchObject({
        duplicate: false,
        enquiryId: kept,
      });
    const filed = await t.app.dbHandle.db
      .selectFrom('inbound_mails')
      .select(['enquiryId', 'filedBy'])
      .execute();
    expect(filed).toEqual(tokens.map(() => ({ enquiryId: kept, filedBy: 'token' })));
  });

  it('moves replies already filed on the merged-away enquiry to the kept one', async () => {
    const [kept, gone] = [await createEnquiry(t, admin, 4), await createEnquiry(t, admin, 5)];
    const got = await replyTo(await replyTokenFor(t.app.dbHandle.db, gone), 'Before the merge');
    expect(got).toMatchObject({ enquiryId: gone });
    await merge(kept, gone);
    const row = await t.app.dbHandle.db
      .selectFrom('inbound_mails')
      .select('enquiryId')
      .where('subject', '=', 'Before the merge')
      .executeTakeFirstOrThrow();
    expect(row.enquiryId).toBe(kept);
  });
});
