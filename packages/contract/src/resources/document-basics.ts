// The documents' plain values apart from their schemas: the records' documents section and the
// upload dialog read these from the plain entry, so a record's first load carries no zod.

/** The default of `DOCUMENT_MAX_BYTES` (10 MB). */
export const DOCUMENT_MAX_BYTES_DEFAULT = 10 * 1024 * 1024;
/** A deleted document is restorable this long; then its bytes are removed. */
export const DOCUMENT_TRASH_DAYS = 30;
/** What the file picker offers (the server judges the bytes, whatever the picker lets through). */
export const DOCUMENT_ACCEPT =
  '.pdf,.jpg,.jpeg,.png,.webp,.heic,.heif,.docx,application/pdf,image/jpeg,image/png,image/webp,image/heic,image/heif,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** What a stored document is, by its bytes: HEIC is kept as JPEG. */
export const DOCUMENT_CONTENT_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
/** Shown inline by the viewer (images and PDFs); anything else is a download. */
export const isViewable = (contentType: string) =>
  contentType === 'application/pdf' || contentType.startsWith('image/');

/** The multipart field that carries the file. */
export const DOCUMENT_FILE_FIELD = 'file';
