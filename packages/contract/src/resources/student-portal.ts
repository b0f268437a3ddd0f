import { z } from 'zod';
import { STUDENT_CHECKLIST_STATES } from './student-portal-basics';

/*
 * The student's private page: what `GET /student/<token>` answers. Only what the
 * student may know of their own file: no staff names, notes or other students.
 */

/**
 * The token as it arrives in the path. Any string: a malformed token gets the same 404 as a
 * wrong one (no 400 telling a guesser which tokens are well-formed).
 */
export const StudentTokenParamsSchema = z.object({ token: z.string() });

const named = z.object({ id: z.string(), name: z.string() });

/** One of the student's applications: the stage in plain words (the phase's), not the agency's. */
export const StudentApplicationSchema = z.object({
  college: z.string().nullable(),
  course: z.string().nullable(),
  stage: z.string(),
});

/** A checklist line as the student reads it; `reason`: why staff rejected what they sent. */
export const StudentChecklistItemSchema = z.object({
  type: named,
  state: z.enum(STUDENT_CHECKLIST_STATES),
  reason: z.string().nullable(),
});
export type StudentChecklistItem = z.infer<typeof StudentChecklistItemSchema>;

/** The counsellor who owns the student's record: how the student reaches them. */
export const StudentCounsellorSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
});

export const StudentPortalSchema = z.object({
  /** The student's first name (or name). */
  name: z.string(),
  /** The agency's name (Settings), which the page carries instead of the product's. */
  agencyName: z.string(),
  /** The agency's logo's URL (Settings), shown above its name; null when it has none. */
  agencyLogo: z.string().nullable(),
  /** Their counsellor, if the record has an active owner. */
  counsellor: StudentCounsellorSchema.nullable(),
  /** Where the student books a session: their counsellor's own page, else anyone's (`/book`). */
  bookingPath: z.string(),
  applications: z.array(StudentApplicationSchema),
  checklist: z.array(StudentChecklistItemSchema),
  /** The document types the student may send (the checklist's first). */
  uploadTypes: z.array(named),
  /** When the link stops working. */
  expiresAt: z.string(),
});
export type StudentPortal = z.infer<typeof StudentPortalSchema>;

/**
 * POST /student/<token>/documents (multipart): the `file` and its `type` (a document type's id).
 * Checked after the token, so a bad link is a 404 whatever the body.
 */
export const StudentUploadSchema = z.object({ type: z.string().max(100).optional() });

/** What the student's upload answers: the document as they may see it, awaiting review. */
export const StudentUploadAnswerSchema = z.object({
  _id: z.string(),
  type: named,
  fileName: z.string(),
  status: z.literal('awaiting'),
  createdAt: z.string(),
});
export type StudentUploadAnswer = z.infer<typeof StudentUploadAnswerSchema>;

/**
 * The live `studentUpload` event: told to the student's owner only (payload `to`; nobody when
 * the student has none). The bell shows it as "Document from the student".
 */
export const StudentUploadNoticeSchema = z.object({
  enquiry: z.string(),
  no: z.string(),
  name: z.string(),
  type: z.string(),
  document: z.string(),
  to: z.string(),
  at: z.string(),
});
export type StudentUploadNotice = z.infer<typeof StudentUploadNoticeSchema>;
