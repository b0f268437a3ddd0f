import type { UnmatchedMail } from '@studydesk/contract';

/** "Priya Shah <priya@…>", or the address alone when the mail gave no name. */
export const sender = (m: UnmatchedMail) => (m.fromName ? `${m.fromName} <${m.from}>` : m.from);
export const subjectOf = (m: UnmatchedMail) => m.subject || '(no subject)';
