/* The inbox's tables (migration 044): reply tokens and the mail that came in. */
export type ReplyTokenRow = { enquiryId: string; token: string; createdAt: string };

/** 0/1 flags are integers on both dialects. */
export type InboundMailRow = {
  id: string;
  messageId: string;
  enquiryId: string | null;
  officeId: string | null;
  filedBy: string | null;
  filedByUser: string | null;
  filedAt: string | null;
  direction: 'in' | 'out';
  unverified: number;
  automatic: number;
  fromAddress: string;
  fromName: string | null;
  toAddress: string;
  subject: string;
  textBody: string;
  quotedText: string | null;
  htmlBody: string | null;
  inReplyTo: string | null;
  references: string | null;
  refused: string | null;
  rawKey: string | null;
  sentAt: string | null;
  createdAt: string;
  /** migration 055: an unmatched mail let go */
  dismissedAt: string | null;
  /** migration 055: JSON, the names of the files it came with */
  attachments: string | null;
};

/** The bell's notices kept for their reader (migration 055). */
export type NoticeRow = {
  id: string;
  userId: string;
  kind: string;
  enquiryId: string | null;
  officeId: string | null;
  payload: string;
  readAt: string | null;
  createdAt: string;
};

export type InboxTables = {
  reply_tokens: ReplyTokenRow;
  inbound_mails: InboundMailRow;
  notices: NoticeRow;
};
