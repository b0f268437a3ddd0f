import { z } from 'zod';
import {
  blankable,
  flag,
  MULTILINE,
  oneOf,
  optionalText,
  queryFlag,
  ref,
  text,
} from '../common/fields';
import type { ApplicationPhase } from './application-stages';
import { DOCUMENT_CONTENT_TYPES } from './document-basics';
export * from './document-basics';

/*
 * The student's documents: private files of a student (an enquiry), optionally of
 * one of their applications, each of an admin-managed type, reviewed by staff; and the
 * checklist of what each destination country and phase requires.
 */

export const DOCUMENT_STATUSES = ['awaiting', 'accepted', 'rejected'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
/** A checklist line: ✓ (an accepted document), missing, awaiting review, or rejected. */
export const CHECKLIST_STATES = ['ok', 'missing', 'awaiting', 'rejected'] as const;
export type ChecklistState = (typeof CHECKLIST_STATES)[number];
/** Phases a requirement can name: a closed application requires nothing. */
export const REQUIREMENT_PHASES = [
  'shortlist',
  'applied',
  'offer',
  'accepted',
  'visa',
  'enrolled',
] as const satisfies readonly Exclude<ApplicationPhase, 'closed'>[];
export type RequirementPhase = (typeof REQUIREMENT_PHASES)[number];

/** A type of document (Settings → Document types): admins add, rename and retire them. */
export const DocumentTypeSchema = z.object({
  _id: z.string(),
  name: z.string(),
  position: z.number().int(),
  /** Retired types keep their documents but take no new upload or requirement. */
  retiredAt: z.string().nullable(),
});
export type DocumentType = z.infer<typeof DocumentTypeSchema>;
export const DocumentTypesSchema = z.object({ data: z.array(DocumentTypeSchema) });
export const DocumentTypeListQuerySchema = z.object({ retired: queryFlag().optional() });
const typeName = text('Name', 60);
export const DocumentTypeCreateSchema = z.object({ name: typeName });
export type DocumentTypeCreate = z.infer<typeof DocumentTypeCreateSchema>;
/** Rename, retire (`retired: true`) or bring back (`retired: false`). */
export const DocumentTypeUpdateSchema = z.object({
  name: typeName.optional(),
  retired: flag('Retired').optional(),
});
export type DocumentTypeUpdate = z.infer<typeof DocumentTypeUpdateSchema>;

const named = z.object({ id: z.string(), name: z.string() });
/** Who uploaded it: a member of staff, or the student through their link. */
export const DocumentUploaderSchema = z.union([
  z.object({ id: z.string(), name: z.string().nullable() }),
  /** The student: through their link, or attached to an e-mail they sent (`fromEmail`). */
  z.object({ student: z.literal(true), fromEmail: z.literal(true).optional() }),
]);
export type DocumentUploader = z.infer<typeof DocumentUploaderSchema>;

export const DocumentSchema = z.object({
  _id: z.string(),
  enquiry: z.string(),
  application: z.string().nullable(),
  type: named,
  /** The uploaded file's name, for display only (path parts and control characters removed). */
  fileName: z.string(),
  /** What the bytes are (HEIC arrives as JPEG). */
  contentType: z.enum(DOCUMENT_CONTENT_TYPES),
  size: z.number().int().min(0),
  note: z.string().nullable(),
  status: z.enum(DOCUMENT_STATUSES),
  /** Why it was rejected (the student sees it). */
  reason: z.string().nullable(),
  /** 1 for the first document of its type for this student, 2 for the next … */
  version: z.number().int().min(1),
  uploadedBy: DocumentUploaderSchema,
  reviewedBy: named.extend({ name: z.string().nullable() }).nullable(),
  reviewedAt: z.string().nullable(),
  createdAt: z.string(),
  deletedAt: z.string().nullable(),
});
export type Document = z.infer<typeof DocumentSchema>;

/** One line of a student's checklist: a required type, why it is required, and its state. */
export const ChecklistItemSchema = z.object({
  type: named,
  /** The phases reached that require it. */
  phases: z.array(z.enum(REQUIREMENT_PHASES)),
  /** The destination countries that require it; empty: every destination. */
  countries: z.array(named),
  state: z.enum(CHECKLIST_STATES),
  /** The document that decides the state (the accepted one, else the newest); null: none. */
  document: z.string().nullable(),
});
export type ChecklistItem = z.infer<typeof ChecklistItemSchema>;
/** A checklist line the student still has to send: missing, or rejected. */
export const needsDocument = (state: ChecklistState) => state === 'missing' || state === 'rejected';

/** GET /enquiries/:id/documents: newest first, and the checklist in the types' order. */
export const DocumentsAnswerSchema = z.object({
  data: z.array(DocumentSchema),
  checklist: z.array(ChecklistItemSchema),
});
export type DocumentsAnswer = z.infer<typeof DocumentsAnswerSchema>;
/** `deleted=true`: the trash (admins), documents deleted within DOCUMENT_TRASH_DAYS. */
export const DocumentListQuerySchema = z.object({ deleted: queryFlag().optional() });

/** POST /enquiries/:id/documents (multipart): these fields and the `file`. */
export const DocumentUploadSchema = z.object({
  type: ref('Document type'),
  application: blankable(ref('Application')),
  note: optionalText('Note', 500, MULTILINE),
});
export type DocumentUpload = z.infer<typeof DocumentUploadSchema>;

/** PATCH /documents/:id: accepted, or rejected with a reason (the student sees it). */
export const DocumentReviewSchema = z
  .object({
    status: oneOf('Status', ['accepted', 'rejected'] as const),
    reason: optionalText('Reason', 500, MULTILINE),
  })
  .refine((b) => b.status !== 'rejected' || (b.reason ?? '') !== '', {
    message: 'Say why it is rejected: the student sees the reason',
    path: ['reason'],
  });
export type DocumentReview = z.infer<typeof DocumentReviewSchema>;
/** GET /documents/:id/file: `inline=true` for the viewer (images and PDFs only). */
export const DocumentFileQuerySchema = z.object({ inline: queryFlag().optional() });

/** A checklist rule: this type is required from this phase on, for this country (null: every). */
export const DocumentRequirementSchema = z.object({
  _id: z.string(),
  country: named.nullable(),
  phase: z.enum(REQUIREMENT_PHASES),
  type: named,
});
export type DocumentRequirement = z.infer<typeof DocumentRequirementSchema>;
export const DocumentRequirementsSchema = z.object({ data: z.array(DocumentRequirementSchema) });
export const DocumentRequirementCreateSchema = z.object({
  country: z.union([z.literal('').transform(() => null), ref('Country')]).nullable(),
  phase: oneOf('Phase', REQUIREMENT_PHASES),
  type: ref('Document type'),
});
export type DocumentRequirementCreate = z.input<typeof DocumentRequirementCreateSchema>;

/** The board's cards: how many checklist lines of the student still need a document. */
export const MissingDocumentsSchema = z.number().int().min(0);

/** POST /enquiries/:id/student-link: the student's private page, shown once. */
export const StudentLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type StudentLink = z.infer<typeof StudentLinkSchema>;
/** Whether the student has a working link, and until when (the link itself is shown once). */
export const StudentLinkStatusSchema = z.object({
  active: z.boolean(),
  expiresAt: z.string().nullable(),
});
export type StudentLinkStatus = z.infer<typeof StudentLinkStatusSchema>;
/** How long a student link lasts unless an admin sets otherwise. */
export const STUDENT_LINK_DAYS_DEFAULT = 30;

/** Document lines on the student's timeline: uploads, downloads, reviews, deletes. */
export const DOCUMENT_ACTIONS = [
  'upload',
  'download',
  'accept',
  'reject',
  'delete',
  'restore',
] as const;
export type DocumentAction = (typeof DOCUMENT_ACTIONS)[number];
/** A document line on the student's timeline (GET /enquiries/:id/timeline). */
export const DocumentEntrySchema = z.object({
  _id: z.string(),
  at: z.string(),
  /** The member of staff; null when the student did it through their link. */
  by: z.string().nullable(),
  byName: z.string().nullable(),
  type: z.literal('document'),
  action: z.enum(DOCUMENT_ACTIONS),
  documentId: z.string(),
  documentType: z.string(),
  fileName: z.string(),
  /** Why it was rejected (`reject`). */
  reason: z.string().nullable(),
  byStudent: z.boolean(),
});
export type DocumentEntry = z.infer<typeof DocumentEntrySchema>;

export const documentsResource = {
  path: '/documents',
  typesPath: '/document-types',
  requirementsPath: '/document-requirements',
} as const;
