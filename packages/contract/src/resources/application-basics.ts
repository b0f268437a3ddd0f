// The applications' declarations without zod: the board reads its path, sorts, refusals and
// deadline labels from the plain entry, so its first load carries no schema code.
import type { ListEnvelope } from '../common/list';

export const applicationsResource = {
  name: 'application',
  path: '/applications',
  envelope: { items: 'data', count: 'total' } satisfies ListEnvelope,
  sortable: ['createdAt', 'updatedAt', 'stageAt'],
  defaultSort: 'createdAt',
} as const;

/** What the applications API says when it refuses. */
export const APPLICATION_MESSAGES = {
  notFound: 'Application not found',
  stageNotFound: 'No such stage',
  stageRetired: 'That stage is retired: choose another',
  noteRequired: 'Moving to this stage needs a note',
  courseNotOffered: 'This college does not offer that course',
  intakeNotOfCollege: 'Choose an intake of this college',
  studentNotYours: "This student is another counsellor's",
  ownerAdminOnly: 'Only an admin can give an application to someone else',
  stageInUse: 'Move the applications in this stage to another stage before retiring it',
  stageNameTaken: 'A stage already has this name',
  stageOrder: 'List every stage that is not retired, once each',
  restoreStageRetired: 'Its stage is retired: bring the stage back in Settings first',
  restoreCatalogueGone: 'Its college or course is no longer in the catalogue',
  restoreStudentDeleted: 'Its student is deleted: restore the student first',
  movedMeanwhile: (stage: string) => `Someone else moved it meanwhile: it is now at ${stage}`,
  missingConfirm: 'Things are still missing: confirm the move and say why',
  reasonRequired: 'Say why it moves on with things missing',
  offerConditional: 'The offer is still conditional',
  documentMissing: (type: string, state: string) => `${type} (${state})`,
} as const;

/*
 * Deadlines as Due items (the bell's Due tab): each is shown to the application's owner from
 * `deadlineReminderDays` before its date, on the day and after, until it is met.
 */
export const DEADLINE_KINDS = [
  /** The intake's application deadline, while the application is shortlisted. */
  'applicationDeadline',
  /** The offer's acceptance deadline, until accepted. */
  'acceptanceDeadline',
  /** The deposit's due date, until paid or accepted. */
  'depositDue',
  /** The visa appointment, until a decision (granted or refused) is recorded. */
  'visaAppointment',
  /** An offer condition's due date, until it is satisfied. */
  'condition',
] as const;
export type DeadlineKind = (typeof DEADLINE_KINDS)[number];
export const DEADLINE_LABELS: Record<DeadlineKind, string> = {
  applicationDeadline: 'Application deadline',
  acceptanceDeadline: 'Offer acceptance deadline',
  depositDue: 'Deposit due',
  visaAppointment: 'Visa appointment',
  condition: 'Offer condition due',
};
