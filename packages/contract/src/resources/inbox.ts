import { z } from 'zod';
import { id } from '../common/fields';

/*
 * Replies coming back: mail that came in (through StudyDesk's SMTP listener or an IMAP mailbox),
 * filed on an enquiry (its timeline shows it) or waiting in the Unmatched list for an admin or a
 * manager to file by hand.
 */
export const INBOX_PATH = '/inbox';
/** The document type of a file that came attached to a student's mail (until reviewed). */
export const FROM_MAIL_DOCUMENT_TYPE = 'from-e-mail';
export const INBOX_FILED_BY = ['token', 'thread', 'sender', 'bcc', 'hand'] as const;

export const INBOX_MESSAGES = {
  notFound: 'That message no longer waits to be filed',
  enquiryNotFound: 'Enquiry not found',
  filed: 'Filed on the enquiry',
  dismissed: 'Dismissed',
} as const;

/** A file that came with the mail and was not kept, and why (the upload checks' message). */
const RefusedFileSchema = z.object({ fileName: z.string(), reason: z.string() });

const mail = {
  _id: z.string(),
  /** in: the student wrote; out: a counsellor's own mail, copied to bcc@ */
  direction: z.enum(['in', 'out']),
  from: z.string(),
  fromName: z.string().nullable(),
  to: z.string(),
  subject: z.string(),
  /** The new text; the quoted history below it is `quoted`, for the page to fold away. */
  text: z.string(),
  quoted: z.string().nullable(),
  /** Sanitised on the server; remote images are placeholders with `data-remote-src`. */
  html: z.string().nullable(),
  /** It names an enquiry whose student's address is not the sender's. */
  unverified: z.boolean(),
  /** An auto-reply or list mail: nobody was told. */
  automatic: z.boolean(),
  refused: z.array(RefusedFileSchema),
  /** The names of the files it came with (kept ones land in the student's file). */
  attachments: z.array(z.string()),
};

/** On the timeline: a reply from the student (or a counsellor's own mail, by BCC). */
export const ReplyEntrySchema = z.object({
  ...mail,
  type: z.literal('reply'),
  at: z.string(),
  by: z.string().nullable(),
  byName: z.string().nullable(),
  filedBy: z.enum(INBOX_FILED_BY),
});
export type ReplyEntry = z.infer<typeof ReplyEntrySchema>;

/** GET /inbox/unmatched: mail no rule could file, newest first. */
export const UnmatchedMailSchema = z.object({
  ...mail,
  office: z.string().nullable(),
  createdAt: z.string(),
});
export type UnmatchedMail = z.infer<typeof UnmatchedMailSchema>;
export const UnmatchedListSchema = z.object({
  data: z.array(UnmatchedMailSchema),
  count: z.number().int().min(0),
});

/** POST /inbox/:id/file: the enquiry it belongs to. */
export const InboxFileSchema = z.object({ enquiry: id('Enquiry') });
export type InboxFile = z.infer<typeof InboxFileSchema>;
export const InboxFiledSchema = z.object({ _id: z.string(), enquiry: z.string() });
/** DELETE /inbox/:id: an unmatched mail let go (kept, so it is never filed again). */
export const InboxDismissedSchema = z.object({ _id: z.string(), message: z.string() });

/**
 * The live `reply` event: told to the student's owner only (payload `to`), never for an
 * auto-reply. The bell says "Reply from <name>".
 */
export const ReplyNoticeSchema = z.object({
  enquiry: z.string(),
  no: z.string(),
  name: z.string(),
  mail: z.string(),
  subject: z.string(),
  to: z.string(),
  at: z.string(),
});
export type ReplyNotice = z.infer<typeof ReplyNoticeSchema>;
