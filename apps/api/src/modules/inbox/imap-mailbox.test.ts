import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { createEnquiry } from '../../test/fixtures';
import { startTestImap, type TestImap } from '../../test/imap';
import { rawMail } from './inbox.fixtures';
import { replyTokenFor } from './reply-tokens';

const DOMAIN = 'replies.agency.example';
/** Long enough for a reconnect's first backoff; the wait ends as soon as the state is there. */
const WAIT = { timeout: 20_000 };

describe('reading replies from an IMAP mailbox', () => {
  let imap: TestImap;
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    imap = await startTestImap();
    t = await createTestApp({ INBOUND_DOMAIN: DOMAIN, IMAP_URL: imap.url });
    admin = await t.tokenFor('admin');
  });
  afterAll(async () => {
    await t.close();
    await imap.drop();
  });

  /** A reply to a new student's token, as it would arrive in the mailbox. */
  const reply = async (n: number, subject: string) => {
    const id = await createEnquiry(t, admin, n);
    const token = await replyTokenFor(t.app.dbHandle.db, id);
    const raw = await rawMail({
      from: `student${n}@example.com`,
      to: `reply+${token}@${DOMAIN}`,
      subject,
      text: 'A question',
    });
    return { id, raw };
  };
  const filedOn = (id: string) =>
    t.app.dbHandle.db
      .selectFrom('inbound_mails')
      .select(['subject', 'filedBy'])
      .where('enquiryId', '=', id)
      .execute();

  it('files a reply that arrives in the mailbox on its enquiry, once, and flags it seen', async () => {
    const { id, raw } = await reply(1, 'Mailbox reply');
    imap.deliver(raw);
    await expect.poll(() => filedOn(id), WAIT).toHaveLength(1);
    await expect.poll(() => imap.flags()[0], WAIT).toContain('\\Seen');
    // Another message makes another pass: the first is not filed again.
    const next = await reply(2, 'Second reply');
    imap.deliver(next.raw);
    await expect.poll(() => filedOn(next.id), WAIT).toHaveLength(1);
    expect(await filedOn(id)).toEqual([{ subject: 'Mailbox reply', filedBy: 'token' }]);
  });

  it('reconnects after the server drops, and files the next message', async () => {
    await imap.drop();
    await imap.restart();
    const { id, raw } = await reply(3, 'After the drop');
    imap.deliver(raw);
    await expect.poll(() => filedOn(id), WAIT).toHaveLength(1);
    expect(await filedOn(id)).toEqual([{ subject: 'After the drop', filedBy: 'token' }]);
  });
});
