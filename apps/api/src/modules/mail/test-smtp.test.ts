import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';

/** The in-process SMTP server the mail tests rely on: what it accepts, refuses and when it is down. */
describe('test SMTP server', () => {
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp({ user: 'mailer', password: 'p@ss word' });
  });
  afterAll(() => smtp.close());
  const send = (subject: string) =>
    nodemailer.createTransport(smtp.url).sendMail({
      from: 'desk@agency.test',
      to: 'student@example.test',
      subject,
      text: 'Hello',
      headers: { 'List-Unsubscribe': '<https://agency.test/u>' },
    });

  it('accepts, authenticates and parses a message', async () => {
    await send('First');
    const [mail] = await smtp.waitFor(1);
    expect(mail).toMatchObject({ subject: 'First', to: ['student@example.test'], user: 'mailer' });
    expect(mail!.text.trim()).toBe('Hello');
    expect(mail!.header('List-Unsubscribe')).toBe('<https://agency.test/u>');
  });

  it('refuses the next messages with the code it is told, then accepts again', async () => {
    smtp.failNext(1, 421);
    smtp.failNext(1, 550);
    await expect(send('a')).rejects.toMatchObject({ responseCode: 421 });
    await expect(send('b')).rejects.toMatchObject({ responseCode: 550 });
    await send('c');
    expect((await smtp.waitFor(2)).map((m) => m.subject)).toEqual(['First', 'c']);
  });

  it('refuses connections while stopped and listens on the same port again', async () => {
    await smtp.stop();
    await expect(send('down')).rejects.toMatchObject({ code: 'ESOCKET' });
    await smtp.start();
    await send('up');
    expect((await smtp.waitFor(3)).at(-1)?.subject).toBe('up');
  });
});
