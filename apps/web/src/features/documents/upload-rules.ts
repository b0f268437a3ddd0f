import { DOCUMENT_MAX_BYTES_DEFAULT, DOCUMENT_MESSAGES } from '@studydesk/contract/plain';

const MB = 1024 * 1024;
const mb = (bytes: number) => String(Math.round((bytes / MB) * 10) / 10);

/** The rules under the file picker. */
export const uploadRules = (max = DOCUMENT_MAX_BYTES_DEFAULT) =>
  `PDF, photo (JPEG, PNG, WebP, HEIC) or Word (.docx), up to ${mb(max)} MB`;

/**
 * What is wrong with a picked file before it is sent (its size; the server judges the bytes),
 * in the server's own words; undefined when it can go.
 */
export function fileProblem(file: Blob, max = DOCUMENT_MAX_BYTES_DEFAULT): string | undefined {
  if (file.size === 0) return 'The file is empty: choose another';
  if (file.size > max) return DOCUMENT_MESSAGES.tooLarge(mb(max));
  return undefined;
}
