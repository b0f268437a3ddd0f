import { randomBytes } from 'node:crypto';

/** The storage area of student documents (the storage's private part, never /uploads). */
export const DOCUMENTS_AREA = 'documents';
/** A new document's key: 256 random bits, unrelated to anything the client sent. */
export const newStorageKey = () => `${DOCUMENTS_AREA}/${randomBytes(32).toString('hex')}`;
