/** The query parameter that opens one of a record's documents in its viewer. */
export const DOC_PARAM = 'doc';

/** A document on its student's record, its viewer open: `/enquiries/<id>?doc=<docId>`. */
export const documentUrl = (enquiry: string, document: string): string =>
  `/enquiries/${encodeURIComponent(enquiry)}?${DOC_PARAM}=${encodeURIComponent(document)}`;
