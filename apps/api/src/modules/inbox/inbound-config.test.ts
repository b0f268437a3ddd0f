import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';

const problems = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems.join('; ');
    throw err;
  }
  return 'accepted';
};

describe('inbound mail settings', () => {
  it('reads the domain, the listener and the mailbox', () => {
    const c = loadConfig({
      INBOUND_DOMAIN: 'Replies.Agency.example',
      INBOUND_SMTP_PORT: '2525',
      IMAP_URL: 'imaps://desk%40agency.example:s3cret@imap.agency.example/Replies',
    });
    expect(c.inbound).toMatchObject({
      domain: 'replies.agency.example',
      smtpPort: 2525,
      imap: {
        host: 'imap.agency.example',
        port: 993,
        secure: true,
        auth: { user: 'desk@agency.example', pass: 's3cret' },
        mailbox: 'Replies',
      },
    });
    expect(loadConfig({}).inbound).toMatchObject({ domain: undefined, imap: undefined });
  });

  it('stops the start with a message naming the bad value', () => {
    expect(problems({ INBOUND_DOMAIN: 'not a domain' })).toMatch(
      /^INBOUND_DOMAIN: must be a domain/,
    );
    expect(problems({ INBOUND_SMTP_PORT: '2525' })).toMatch(/^INBOUND_DOMAIN: set the domain/);
    expect(problems({ INBOUND_DOMAIN: 'a.example', INBOUND_SMTP_PORT: 'x' })).toMatch(
      /^INBOUND_SMTP_PORT: must be a number/,
    );
    expect(problems({ IMAP_URL: 'http://host' })).toMatch(/^IMAP_URL: must start with imap/);
    expect(problems({ IMAP_URL: 'imap://host' })).toMatch(/^IMAP_URL: the user and password/);
    expect(problems({ INBOUND_MAX_BYTES: '10' })).toMatch(/^INBOUND_MAX_BYTES: /);
  });
});
