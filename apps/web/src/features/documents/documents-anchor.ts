/** The id of a record's Documents section: the timeline's mail attachments link to it. */
export const DOCUMENTS_ANCHOR = 'documents';
