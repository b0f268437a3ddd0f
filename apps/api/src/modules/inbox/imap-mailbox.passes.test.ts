import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestImap, type TestImap } from '../../test/imap';
import { startImapMailbox } from './imap-mailbox';
import { parseImapUrl, type ImapServer } from './inbound-config';
import { rawMail } from './inbox.fixtures';

const WAIT = { timeout: 20_000 };
const log = { info: () => {}, warn: () => {} };

/** The mailbox reader alone, on a server without IDLE: what it hands to ingest, by subject. */
describe('the IMAP mailbox reader, pass by pass', () => {
  let imap: TestImap;
  let server: ImapServer;
  beforeAll(async () => {
    imap = await startTestImap({ idle: false });
    server = parseImapUrl(imap.url) as ImapServer;
  });
  afterAll(() => imap.drop());

  const subjectOf = (raw: Buffer) => /^Subject: (.*)$/m.exec(raw.toString())![1]!.trim();
  const deliver = async (subject: string) =>
    imap.deliver(
      await rawMail({ from: 'a@example.com', to: 'desk@agency.example', subject, text: 'Hi' }),
    );
  const reader = (ingest: (subject: string) => void) =>
    startImapMailbox({
      server,
      log,
      pollMs: 50,
      ingest: (raw) => Promise.resolve().then(() => ingest(subjectOf(raw))),
    });

  it('polls without IDLE, leaves a message that failed to file for the next pass, and never reads one twice', async () => {
    const seen: string[] = [];
    let failOnce = true;
    const first = reader((s) => {
      if (failOnce) {
        failOnce = false;
        throw new Error('database away');
      }
      seen.push(s);
    });
    await deliver('One');
    await expect.poll(() => seen, WAIT).toEqual(['One']);
    await expect.poll(() => imap.flags()[0], WAIT).toContain('\\Seen');
    await first.close();
    // Another start (the app restarted) reads only what is new.
    const later: string[] = [];
    const second = reader((s) => later.push(s));
    await deliver('Two');
    await expect.poll(() => later, WAIT).toEqual(['Two']);
    await second.close();
    expect(seen).toEqual(['One']);
  });
});
