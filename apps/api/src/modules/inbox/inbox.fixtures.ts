import MailComposer from 'nodemailer/lib/mail-composer';
import type Mail from 'nodemailer/lib/mailer';
import type { TestApp } from '../../test/harness';

/** A mail as a mail program would send it: raw RFC 822 bytes. */
export const rawMail = (m: Mail.Options): Promise<Buffer> =>
  new MailComposer({ date: new Date(), ...m }).compile().build();

/** The events of a type written so far, payloads parsed. */
export async function eventsOf<T>(t: TestApp, type: string): Promise<T[]> {
  const rows = await t.app.dbHandle.db
    .selectFrom('events')
    .select('payload')
    .where('type', '=', type)
    .orderBy('id')
    .execute();
  return rows.map((r) => JSON.parse(r.payload) as T);
}

/** The inbound mail row of a Message-ID (as stored: `<…>`). */
export const inboundRow = (t: TestApp, id: string) =>
  t.app.dbHandle.db
    .selectFrom('inbound_mails')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
