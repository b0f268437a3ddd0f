import { enquiriesResource } from '@studydesk/contract/plain';
import { APPLICATION_LIST, applicationsApi } from '../applications/application-tags';

/*
 * The documents' cache tags. A student's documents and checklist are one read per
 * student; a write on them makes that read stale, the student's timeline (uploads, reviews and
 * deletes are on it) and every list of applications (the board's cards count what is missing).
 * The admin's types and checklist rules change every student's checklist.
 */
export const DOCUMENTS = 'document';
export const DOCUMENT_TYPES = 'document-type';
export const REQUIREMENTS = 'document-requirement';
const ENQUIRIES = enquiriesResource.name;

export const documentsTag = (enquiry: string) => ({ type: DOCUMENTS, id: enquiry }) as const;
export const TYPE_LIST = { type: DOCUMENT_TYPES, id: 'LIST' } as const;
export const REQUIREMENT_LIST = { type: REQUIREMENTS, id: 'LIST' } as const;

/** What a write on one student's documents makes stale. */
export const documentsWritten = (enquiry: string) => [
  documentsTag(enquiry),
  { type: ENQUIRIES, id: enquiry } as const,
  APPLICATION_LIST,
];

/** What a change of the types or rules makes stale: every checklist, and the cards' counts. */
export const checklistsWritten = [{ type: DOCUMENTS } as const, APPLICATION_LIST];

/** The api with the documents' tag types; the documents' screens inject their endpoints here. */
export const documentsBaseApi = applicationsApi.enhanceEndpoints({
  addTagTypes: [DOCUMENTS, DOCUMENT_TYPES, REQUIREMENTS, ENQUIRIES],
});
