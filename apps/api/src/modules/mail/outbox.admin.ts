import {
  OUTBOX_MESSAGES,
  type MailState,
  type OutboxMail,
  type OutboxMessage,
} from '@studydesk/contract';
import type { Db } from '../../db/database';
import type { OutboxRow } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { now } from '../../lib/ids';

const mailOf = (r: OutboxRow): OutboxMail => ({
  _id: r.id,
  kind: r.kind,
  to: r.toAddress,
  subject: r.subject,
  state: r.state,
  attempts: Number(r.attempts),
  lastError: r.lastError,
  nextAttemptAt: r.state === 'waiting' ? r.nextAttemptAt : null,
  enquiryId: r.enquiryId,
  createdAt: r.createdAt,
  sentAt: r.sentAt,
});

const LIST_COLUMNS = [
  'id',
  'kind',
  'toAddress',
  'subject',
  'state',
  'attempts',
  'lastError',
  'nextAttemptAt',
  'enquiryId',
  'createdAt',
  'sentAt',
] as const;

/** What admins do with the outbox: read it, put mail back in line, cancel it. */
export function outboxAdmin(db: Db) {
  const find = async (id: string) => {
    const row = await db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound(OUTBOX_MESSAGES.notFound);
    return row;
  };
  /** Refuses a mail sent or being sent (409); `also` names another state that cannot change. */
  const changeable = (row: OutboxRow, also?: OutboxRow['state']) => {
    if (row.state === 'sent') throw conflict(OUTBOX_MESSAGES.sent);
    if (row.state === 'sending') throw conflict(OUTBOX_MESSAGES.sending);
    if (row.state === also) throw conflict(OUTBOX_MESSAGES.alreadyCancelled);
  };
  /** Changes the row only if it is still in the state it was read in (a claim may come between). */
  const change = async (row: OutboxRow, set: Partial<OutboxRow>) => {
    const r = await db
      .updateTable('outbox')
      .set(set)
      .where('id', '=', row.id)
      .where('state', '=', row.state)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) === 0) throw conflict(OUTBOX_MESSAGES.sending);
    return mailOf(await find(row.id));
  };

  return {
    async list(q: { page: number; limit: number; state?: MailState }) {
      let base = db.selectFrom('outbox');
      if (q.state) base = base.where('state', '=', q.state);
      const [rows, total] = await Promise.all([
        base
          .select(LIST_COLUMNS)
          .orderBy('createdAt', 'desc')
          .orderBy('id', 'desc')
          .limit(q.limit)
          .offset((q.page - 1) * q.limit)
          .execute(),
        base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { data: rows.map((r) => mailOf(r as OutboxRow)), total: Number(total.n) };
    },
    async get(id: string): Promise<OutboxMessage> {
      const r = await find(id);
      return {
        ...mailOf(r),
        replyTo: r.replyTo,
        text: r.textBody,
        html: r.htmlBody,
        headers: r.headers ? (JSON.parse(r.headers) as Record<string, string>) : {},
      };
    },
    async resend(id: string) {
      const row = await find(id);
      changeable(row);
      return change(row, { state: 'waiting', attempts: 0, nextAttemptAt: now(), lastError: null });
    },
    async cancel(id: string) {
      const row = await find(id);
      changeable(row, 'cancelled');
      return change(row, { state: 'cancelled', nextAttemptAt: null });
    },
  };
}
