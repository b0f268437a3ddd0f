import { z } from 'zod';
import { ListQuerySchema } from '../common/list';
import { numeric } from '../common/fields';
import { stageKey } from './application-stages';
import { ApplicationFiltersSchema, ApplicationSchema } from './applications';
import { DEADLINE_KINDS } from './application-basics';
import { EXPORT_FORMATS, timeZone } from './enquiry-desk';
import { MissingDocumentsSchema } from './documents';

/** Cards per column on the board: 20 unless asked, at most 50. */
export const BOARD_LIMIT_DEFAULT = 20;
export const BOARD_LIMIT_MAX = 50;

/**
 * GET /applications/board: the list's filters (owner, intake, country, college, course, `q`).
 * With `stage`, only that column, at `page` (the next cards of one column).
 */
export const ApplicationBoardQuerySchema = ApplicationFiltersSchema.omit({ stage: true }).extend({
  q: ListQuerySchema.shape.q,
  stage: stageKey().optional(),
  page: ListQuerySchema.shape.page,
  limit: numeric(
    'Limit',
    z.number().int('Limit must be a whole number').min(1).max(BOARD_LIMIT_MAX),
  ).default(BOARD_LIMIT_DEFAULT),
});
export type ApplicationBoardQuery = z.infer<typeof ApplicationBoardQuerySchema>;

/** The soonest deadline not yet met (overdue ones included): what the card chases. */
export const NextDeadlineSchema = z.object({ kind: z.enum(DEADLINE_KINDS), date: z.string() });
export type NextDeadline = z.infer<typeof NextDeadlineSchema>;

/** One card: who, where, for when, whose, how long in its stage and what is due next. */
export const ApplicationCardSchema = ApplicationSchema.pick({
  _id: true,
  enquiry: true,
  enqNo: true,
  studentName: true,
  college: true,
  collegeName: true,
  course: true,
  courseTitle: true,
  intake: true,
  intakeMonth: true,
  intakeYear: true,
  stage: true,
  stageAt: true,
  assignedTo: true,
  assignedToName: true,
  createdAt: true,
}).extend({
  /** Whole days since it entered its stage (its last move, or its creation). */
  daysInStage: z.number().int().min(0),
  nextDeadline: NextDeadlineSchema.nullable(),
  /** The student's checklist lines still needing a document: "2 documents missing". */
  missingDocuments: MissingDocumentsSchema,
});
export type ApplicationCard = z.infer<typeof ApplicationCardSchema>;

/**
 * A column: its stage, how many applications of the filter are in it (the list's total for the
 * same filter and stage) and one page of cards, in the board's order: the latest to enter the
 * stage first (the list's `sort=stageAt&order=desc`).
 */
export const BoardColumnSchema = z.object({
  stage: z.string(),
  name: z.string(),
  phase: ApplicationSchema.shape.phase.unwrap(),
  count: z.number().int().min(0),
  page: z.number().int().min(1),
  cards: z.array(ApplicationCardSchema),
});
export type BoardColumn = z.infer<typeof BoardColumnSchema>;
/** Every stage that is not retired, in the workflow's order (or only the asked `stage`). */
export const ApplicationBoardSchema = z.object({ columns: z.array(BoardColumnSchema) });
export type ApplicationBoard = z.infer<typeof ApplicationBoardSchema>;

/** GET /applications/export: the list's filters as CSV or XLSX, newest first. */
export const ApplicationExportQuerySchema = ListQuerySchema.pick({ q: true })
  .extend(ApplicationFiltersSchema.shape)
  .extend({ format: z.enum(EXPORT_FORMATS).default('csv'), tz: timeZone().optional() });
export type ApplicationExportQuery = z.infer<typeof ApplicationExportQuerySchema>;
