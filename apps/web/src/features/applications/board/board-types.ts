import type { ApplicationCard } from '@studydesk/contract';

/** A stage a card can go to: its key (sent) and its name (shown). */
export type StageOption = { key: string; name: string };
/** Asks to move a card to the stage of `key` (a note is asked for first where one is needed). */
export type MoveTo = (card: ApplicationCard, key: string) => void;

/** The student as the card names them (an enquiry without a name still has its number). */
export const studentOf = (card: Pick<ApplicationCard, 'studentName' | 'enqNo'>): string =>
  card.studentName?.trim() || card.enqNo || 'Student';

/** "Meera Nair, MSc Data Science": one card among a student's several applications. */
export const cardLabel = (card: ApplicationCard): string =>
  [studentOf(card), card.courseTitle].filter(Boolean).join(', ');

/** "September 2031", or that none is chosen yet (allowed while shortlisted). */
export const intakeOf = (a: Pick<ApplicationCard, 'intakeMonth' | 'intakeYear'>): string =>
  a.intakeMonth && a.intakeYear ? `${a.intakeMonth} ${a.intakeYear}` : 'No intake yet';
