import {
  ENQUIRY_MAIL_MESSAGES as M,
  MESSAGES,
  PLACEHOLDER,
  STUDENT_PAGE_PATH,
  type EmailEntry,
  type EnquiryMail,
} from '@studydesk/contract';
import type { Db } from '../../db/database';
import { badRequest, notFound } from '../../lib/errors';
import { newId, now } from '../../lib/ids';
import { fullName } from '../../lib/names';
import { mayWork, type Viewer } from '../applications/applications.access';
import type { EnquiriesRepository } from '../enquiries/enquiries.repository';
import { emailEntries } from '../enquiries/enquiries.timeline-emails';
import { markFirstContact } from '../enquiries/first-contact';
import { enquiryFields } from '../mail-templates/merge-values';
import { appLink } from '../auto-mail/links';
import { mergeMail } from '../mail/merge';
import { enqueueMail } from '../mail/outbox';
import { createSettingsStore } from '../settings/settings.store';
import { createStudentLinks } from '../student-portal/student-links';
import { threadHeaders } from '../inbox/thread-headers';

/** `"Name" <address>`: replies reach the counsellor by name (quotes in a name dropped). */
const mailbox = (name: string | null, address: string) =>
  name ? `"${name.replace(/["\\]/g, '')}" <${address}>` : address;

const usesStudentLink = (mail: EnquiryMail) =>
  [...`${mail.subject}\n${mail.body}`.matchAll(PLACEHOLDER)].some((m) => m[1] === 'studentLink');

/**
 * `{{studentLink}}`: a new private link, made with the mail. A counsellor who types it expects
 * a link that works, and only a link's hash is kept, so the live one cannot be written again:
 * a new one replaces it (the student's newest mail always holds the working link). The token
 * is in the outbox's copy of the mail, as in the mail itself.
 */
async function studentLink(trx: Db, enquiryId: string, by: string) {
  const days = await createSettingsStore(trx).value('studentLinkDays', trx);
  const { token } = await createStudentLinks(trx).issueIn(trx, enquiryId, by, days);
  return appLink(`${STUDENT_PAGE_PATH}/${token}`);
}

/**
 * "E-mail" on an enquiry's record. One transaction: the text merged with the
 * student's values, the mail in the outbox (Reply-To the writer), its line on the timeline, and
 * the contact it is: the speed-to-lead clock stops and an unassigned enquiry becomes the
 * writer's, exactly as when a contact is logged.
 */
export function createEnquiryMail(db: Db, enquiries: EnquiriesRepository) {
  /** The enquiry when this viewer may work it (as its record), else 404. */
  async function own(viewer: Viewer, id: string) {
    const e = await db
      .selectFrom('enquiries')
      .select(['id', 'email', 'assignedTo'])
      .where('id', '=', id)
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
    if (!e || !mayWork(viewer, e.assignedTo)) throw notFound(MESSAGES.enquiries.notFound);
    return e;
  }

  async function assertTemplate(id: string | undefined) {
    if (id === undefined) return;
    const t = await db
      .selectFrom('mail_templates')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!t) throw badRequest(M.unknownTemplate, { template: M.unknownTemplate });
  }

  /** The thread headers of the reply it answers, if it answers one (400 when not this record's). */
  async function thread(id: string, reply: string | undefined) {
    if (reply === undefined) return undefined;
    const headers = await threadHeaders(db, id, reply);
    if (!headers) throw badRequest(M.unknownReply, { inReplyTo: M.unknownReply });
    return headers;
  }

  return {
    own,

    async send(viewer: Viewer, id: string, body: EnquiryMail): Promise<EmailEntry> {
      const e = await own(viewer, id);
      if (!e.email) throw badRequest(M.noEmail, { to: M.noEmail });
      await assertTemplate(body.template);
      const headers = await thread(id, body.inReplyTo);
      const writer = await db
        .selectFrom('users')
        .select(['id', 'fname', 'lname', 'email'])
        .where('id', '=', viewer.id)
        .executeTakeFirstOrThrow();
      const at = now();
      const mailId = newId();
      await db.transaction().execute(async (trx) => {
        const fields = await enquiryFields(trx, id, writer);
        if (!fields) throw notFound(MESSAGES.enquiries.notFound);
        if (usesStudentLink(body)) fields.studentLink = await studentLink(trx, id, writer.id);
        const mail = mergeMail({ subject: body.subject, body: body.body }, fields);
        const outboxId = await enqueueMail(trx, {
          kind: 'enquiry',
          to: e.email,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          replyTo: mailbox(fullName(writer.fname, writer.lname), writer.email),
          // from the agency by name, as its acknowledgements are; replies reach the writer
          ...(fields.agencyName ? { fromName: fields.agencyName } : {}),
          enquiryId: id,
          userId: writer.id,
          ...(headers ? { headers } : {}),
        });
        await trx
          .insertInto('enquiry_emails')
          .values({
            id: mailId,
            enquiryId: id,
            outboxId,
            toAddress: e.email,
            subject: mail.subject,
            templateId: body.template ?? null,
            sentBy: writer.id,
            createdAt: at,
          })
          .execute();
        await markFirstContact(trx, id, at);
        await enquiries.claim(trx, id, writer.id);
      });
      const [entry] = await emailEntries(db, id, [mailId]);
      const { mergedFrom: _, ...line } = entry!;
      return line;
    },
  };
}
