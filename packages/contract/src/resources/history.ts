import { z } from 'zod';
import { id } from '../common/fields';
import { MERGE_FIELDS } from './enquiry-basics';
export { MERGE_FIELDS, type MergeField } from './enquiry-basics';

/**
 * What happened to a record: a field changed, or the record itself. `transfer`: the
 * enquiry moved office; `from`/`to` are the offices' names and `field` holds the note (why).
 */
export const CHANGE_ACTIONS = [
  'create',
  'update',
  'delete',
  'restore',
  'merge',
  'transfer',
] as const;
// `session`: a counselling session's booking, move, check-in, outcome or cancel (its own lines)
export const CHANGE_KINDS = ['enquiry', 'followUp', 'contact', 'application', 'session'] as const;

/** One recorded change: a field's from → to (`update`), or a whole-record action. */
export const RecordChangeSchema = z.object({
  _id: z.string(),
  kind: z.enum(CHANGE_KINDS),
  recordId: z.string(),
  action: z.enum(CHANGE_ACTIONS),
  /** The field an `update` changed; null for the other actions. */
  field: z.string().nullable(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** A follow-up's details (what it is about), to name it on the enquiry's timeline. */
  label: z.string().nullable(),
  by: z.string().nullable(),
  byName: z.string().nullable(),
  at: z.string(),
});
export type RecordChange = z.infer<typeof RecordChangeSchema>;
export const RecordChangesSchema = z.object({ data: z.array(RecordChangeSchema) });

/** Another live enquiry from the same person (same e-mail, or same phone digits). */
export const AlsoEnquiredSchema = z.object({
  _id: z.string(),
  enqNo: z.string(),
  createdAt: z.string(),
});
export type AlsoEnquired = z.infer<typeof AlsoEnquiredSchema>;
/** GET /enquiries/:id/also-enquired. */
export const AlsoEnquiredListSchema = z.object({ data: z.array(AlsoEnquiredSchema) });
/** How many other enquiries a record lists at most (newest first). */
export const ALSO_ENQUIRED_MAX = 10;

/**
 * POST /enquiries/:id/merge: `other` is merged into `:id` (the one kept). The kept one's
 * fields win, except those named in `take`, which come from `other` when it has a value.
 */
export const MergeBodySchema = z.object({
  other: id('Enquiry to merge'),
  take: z.array(z.enum(MERGE_FIELDS)).max(MERGE_FIELDS.length).default([]),
});
export type MergeBody = z.input<typeof MergeBodySchema>;

/** GET /enquiries/:id/merged: where a merged enquiry went. */
export const MergedIntoSchema = z.object({ _id: z.string(), enqNo: z.string() });
