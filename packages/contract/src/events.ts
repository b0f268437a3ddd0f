/** Live events (ARCHITECTURE §6). Each has a numeric id, usable as Last-Event-ID. */
/**
 * `newEnquiry` is spec §7's. The others tell the bell's Due tab to look again: a
 * follow-up (or an enquiry's assignee) changed, a call-back changed (an attempt logged, a
 * request converted, closed or deleted). They carry no personal data.
 * `assigned` goes only to the new owner's streams; `applicationStage` (someone else
 * moved an application) only to the application's owner's.
 */
export const EVENT_TYPES = [
  'newEnquiry',
  'followUpChanged',
  'callBackChanged',
  'assigned',
  'applicationStage',
  'imported',
  'studentUpload',
  'transferred',
  'reply',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];
export const STREAM_PATH = '/enquiries/stream';
export const HEARTBEAT_MS = 25_000;
/**
 * Sent instead of a replay the server cannot give (the client is too far behind, or its
 * Last-Event-ID is unknown): the client reloads its lists. Its id is the newest event's.
 */
export const STREAM_RELOAD = 'reload';
/** Someone other than its owner moved an application: told to the owner only. */
export const APPLICATION_STAGE_EVENT = 'applicationStage';
/**
 * An import finished: one summary for the whole file, never one notice per row. Told
 * to the import's creator only (payload `to`); carries counts and the file's name.
 */
export const IMPORTED_EVENT = 'imported';
/**
 * The student sent a document through their private link: told to the student's
 * owner only (payload `to`), as a StudentUploadNotice.
 */
export const STUDENT_UPLOAD_EVENT = 'studentUpload';
/**
 * An enquiry was moved into an office: told to each of that office's managers but the mover
 * (payload `to`, one event each), as a TransferredNotice.
 */
export const TRANSFERRED_EVENT = 'transferred';
/**
 * A student's reply was filed on their enquiry: told to its owner only (payload `to`), as a
 * ReplyNotice (resources/inbox).
 */
export const REPLY_EVENT = 'reply';
