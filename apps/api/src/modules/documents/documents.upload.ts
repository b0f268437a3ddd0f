import { DOCUMENT_MESSAGES as M } from '@studydesk/contract';
import { AppError } from '../../lib/errors';
import type { UploadLimit } from '../../plugins/multipart';

/** "10 MB", "1.5 MB": the limit as people read it. */
export const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1).replace(/\.0$/, '');

/**
 * The multipart limit of a route taking a document (staff's upload, the student's portal): a
 * file over DOCUMENT_MAX_BYTES is a 413 saying the limit, read past and never kept.
 */
export const documentUploads = (maxBytes: number): UploadLimit => ({
  maxBytes,
  tooLarge: new AppError(413, 'payload_too_large', M.tooLarge(megabytes(maxBytes))),
});
