// zod-free: the staff shell's bell asks for the list on its first load (plain.ts).

/** Where the bell asks for the student uploads its user has to review. */
export const TO_REVIEW_PATH = '/documents/to-review';
/** The most the bell lists; the count is of them all. */
export const TO_REVIEW_LIMIT = 50;
