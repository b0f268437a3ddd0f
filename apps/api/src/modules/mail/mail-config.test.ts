import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { describeSmtp, parseSmtpUrl } from './mail-config';

const problems = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
};

describe('mail settings', () => {
  it('read the server, credentials and port from SMTP_URL, or SMTP_USER / SMTP_PASSWORD', () => {
    expect(parseSmtpUrl('smtps://me%40agency.test:p%3Ass@mail.agency.test', {})).toEqual({
      host: 'mail.agency.test',
      port: 465,
      secure: true,
      auth: { user: 'me@agency.test', pass: 'p:ss' },
    });
    expect(
      parseSmtpUrl('smtp://mail.agency.test:2525', { SMTP_USER: 'u', SMTP_PASSWORD: 'pw' }),
    ).toEqual({
      host: 'mail.agency.test',
      port: 2525,
      secure: false,
      auth: { user: 'u', pass: 'pw' },
    });
    expect(parseSmtpUrl('smtp://mail.agency.test', {})).toMatchObject({
      port: 587,
      auth: undefined,
    });
  });

  it('default to no server, the 1 min … 12 h backoff and a ten-minute lease', () => {
    const { mail } = loadConfig({});
    expect(mail).toMatchObject({ smtp: undefined, leaseMs: 600_000 });
    expect(mail.backoffMs).toEqual([60, 300, 1800, 7200, 43200].map((s) => s * 1000));
  });

  it('stop the start with a message naming the setting, never the password', () => {
    expect(problems({ SMTP_URL: 'http://mail.agency.test' })).toEqual([
      'SMTP_URL: must start with smtp:// or smtps://',
    ]);
    expect(problems({ SMTP_URL: 'smtp://u:hunter2@mail.agency.test' })).toEqual([
      'MAIL_FROM: set the sender, such as StudyDesk <desk@agency.example>',
    ]);
    const bad = problems({ SMTP_URL: 'smtp://u:hunter2@/x', MAIL_FROM: 'Desk <nope>' });
    expect(bad).toHaveLength(2);
    expect(bad.join(' ')).not.toContain('hunter2');
    expect(problems({ OUTBOX_BACKOFF_SECONDS: '60,soon' })[0]).toMatch(/^OUTBOX_BACKOFF_SECONDS:/);
    expect(
      problems({ SMTP_URL: 'smtp://mail.agency.test', SMTP_PASSWORD: 'x', MAIL_FROM: 'a@b.test' }),
    ).toEqual(['SMTP_URL: a password is set but no user']);
  });

  it('describe the server without its password', () => {
    const s = parseSmtpUrl('smtps://u:hunter2@mail.agency.test:465', {});
    expect(typeof s !== 'string' && describeSmtp(s)).toBe('smtps://mail.agency.test:465');
  });
});
