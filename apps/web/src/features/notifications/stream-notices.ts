import {
  AssignedNoticeSchema,
  ImportedNoticeSchema,
  NewEnquiryNoticeSchema,
  ReplyNoticeSchema,
  StudentUploadNoticeSchema,
  TransferredNoticeSchema,
  type AssignedNotice,
  type ImportedNotice,
  type NewEnquiryNotice,
  type ReplyNotice,
  type StudentUploadNotice,
  type TransferredNotice,
} from '@studydesk/contract';
import type { z } from 'zod';
import type { SseEvent } from '../../lib/sse';

// Its own chunk (with zod): the stream loads it when the first event that carries a notice
// arrives, so the shell's first load has no schema code.

function parse<T>(schema: z.ZodType<T>, data: string): T | null {
  try {
    const parsed = schema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The notice a `newEnquiry` event carries, or null for anything malformed. */
export const noticeOf = (event: SseEvent): NewEnquiryNotice | null =>
  parse(NewEnquiryNoticeSchema, event.data);

/** The notice an `assigned` event carries (the server sends only the user's own), else null. */
export const assignedOf = (event: SseEvent): AssignedNotice | null =>
  parse(AssignedNoticeSchema, event.data);

/** The notice a `studentUpload` event carries (only the owner's), else null. */
export const studentUploadOf = (event: SseEvent): StudentUploadNotice | null =>
  parse(StudentUploadNoticeSchema, event.data);

/** The summary an `imported` event carries (only to whoever ran it), else null. */
export const importedOf = (event: SseEvent): ImportedNotice | null =>
  parse(ImportedNoticeSchema, event.data);

/** The notice a `transferred` event carries (only to a manager of the office), else null. */
export const transferredOf = (event: SseEvent): TransferredNotice | null =>
  parse(TransferredNoticeSchema, event.data);

/** The notice a `reply` event carries (only to the enquiry's owner), else null. */
export const replyOf = (event: SseEvent): ReplyNotice | null =>
  parse(ReplyNoticeSchema, event.data);
