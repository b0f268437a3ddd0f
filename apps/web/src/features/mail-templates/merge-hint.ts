import { MAIL_MERGE_FIELD_NAMES } from '@studydesk/contract';

/** The merge fields a template may use, as they are typed. */
export const MERGE_HINT = `Merge fields: ${MAIL_MERGE_FIELD_NAMES.map((n) => `{{${n}}}`).join(', ')}.`;
