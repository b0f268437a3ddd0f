import type { Enquiry } from '@studydesk/contract';

/** "First Last", or whichever of the two was given. */
export const fullName = (e: Pick<Enquiry, 'fName' | 'lName'>): string =>
  `${e.fName} ${e.lName}`.trim();
