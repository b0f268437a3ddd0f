import type { FastifyReply } from 'fastify';
import { isViewable } from '@studydesk/contract';
import type { DocumentRow } from '../../db/schema';
import type { StoredFile } from '../../plugins/storage';

/** A header-safe ASCII stand-in for the name (quotes, backslashes and non-ASCII replaced). */
const asciiName = (name: string) => name.replace(/[^\x20-\x7e]|["\\]/g, '_');

/** RFC 5987's encoding: encodeURIComponent leaves ' ( ) * as they are, which it does not allow. */
const extValue = (name: string) =>
  encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/** `attachment` (or `inline`) with the name, RFC 6266 / 5987 (UTF-8 names kept). */
export const disposition = (kind: 'attachment' | 'inline', name: string) =>
  `${kind}; filename="${asciiName(name)}"; filename*=UTF-8''${extValue(name)}`;

/**
 * A stored document sent as it must be: a download (`attachment`) unless the viewer
 * asks for a picture or a PDF inline; never sniffed into something else (`nosniff`); and, were
 * it opened as a page, sandboxed with nothing allowed to load or run. Never cached by anyone.
 */
export function sendDocument(
  reply: FastifyReply,
  doc: DocumentRow,
  file: StoredFile,
  inline: boolean,
) {
  const kind = inline && isViewable(doc.contentType) ? 'inline' : 'attachment';
  return reply
    .headers({
      'content-type': doc.contentType,
      'content-length': file.size,
      'content-disposition': disposition(kind, doc.fileName),
      'x-content-type-options': 'nosniff',
      'content-security-policy': "sandbox; default-src 'none'",
      'cache-control': 'private, no-store',
      'cross-origin-resource-policy': 'same-origin',
    })
    .send(file.body);
}
