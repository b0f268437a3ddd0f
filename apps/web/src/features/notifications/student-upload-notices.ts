import type { StudentUploadNotice } from '@studydesk/contract';
import type { NotificationItem } from './notification-list';

/** Notices kept while the layout is open; plenty for a working day. */
export const UPLOAD_KEEP = 100;
/** Bell items for students' uploads carry this prefix, so a click can tell them apart. */
export const STUDENT_UPLOAD_PREFIX = 'student-upload:';

/** One upload once: a replayed event changes nothing. */
export const uploadKey = (n: StudentUploadNotice) => `${STUDENT_UPLOAD_PREFIX}${n.document}`;

/** "Document from the student: Passport — Meera Thomas" */
export const uploadTitle = (n: StudentUploadNotice) =>
  `Document from the student: ${n.type} — ${n.name}`;

/** The bell's line: its time, no waiting clock (the document waits in the checklist). */
export const uploadItem = (n: StudentUploadNotice, read: boolean): NotificationItem => ({
  id: uploadKey(n),
  fName: n.name,
  enqNo: n.no,
  createdAt: n.at,
  firstContactAt: n.at,
  read,
  title: uploadTitle(n),
});
