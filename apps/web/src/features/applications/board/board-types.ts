import type { ApplicationBoard, ApplicationCard } from '@studydesk/contract';

/** A stage a card can go to: its key (sent) and its name (shown). */
export type StageOption = { key: string; name: string };
/** Asks to move a card to the stage of `key` (a note is asked for first where one is needed). */
export type MoveTo = (card: ApplicationCard, key: string) => void;

/** What a board's view (the columns, or the phone's one column) is given. */
export type BoardViewProps = {
  board: ApplicationBoard;
  stages: readonly StageOption[];
  onMove: MoveTo;
  onMore: (stage: string) => void;
  loadingMore?: string;
};

/** The student as the card names them (an enquiry without a name still has its number). */
export const studentOf = (card: Pick<ApplicationCard, 'studentName' | 'enqNo'>): string =>
  card.studentName?.trim() || card.enqNo || 'Student';

/** "Meera Nair, MSc Data Science": one card among a student's several applications. */
export const cardLabel = (card: ApplicationCard): string =>
  [studentOf(card), card.courseTitle].filter(Boolean).join(', ');

/** "September 2031", or that none is chosen yet (allowed while shortlisted). */
export const intakeOf = (a: Pick<ApplicationCard, 'intakeMonth' | 'intakeYear'>): string =>
  a.intakeMonth && a.intakeYear ? `${a.intakeMonth} ${a.intakeYear}` : 'No intake yet';
