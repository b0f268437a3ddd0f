import { randomBytes } from 'node:crypto';
import { FROM_MAIL_DOCUMENT_TYPE } from '@studydesk/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/errors';
import type { Storage } from '../../plugins/storage';
import { storeDocument } from '../documents/store-document';
import type { InboundFile } from './inbound-parse';

export type FileDeps = { db: Db; storage: Storage; documentMaxBytes: number };
export type Refused = { fileName: string; reason: string };

/** Where a message waiting unmatched is kept, as it came (its files are stored once filed). */
export const newRawKey = () => `inbox/${randomBytes(32).toString('hex')}`;

/**
 * A mail's attachments into the student's file: each through the checks of any upload (content
 * sniffed, size-capped, converted), as "From e-mail", awaiting review. A file the checks refuse
 * is listed with the reason instead; nothing else fails the mail.
 */
export async function storeMailFiles(
  deps: FileDeps,
  mail: { id: string; enquiryId: string; subject: string },
  files: InboundFile[],
): Promise<Refused[]> {
  const refused: Refused[] = [];
  for (const f of files) {
    if (f.bytes.length > deps.documentMaxBytes) {
      refused.push({ fileName: f.fileName, reason: `Over ${deps.documentMaxBytes} bytes` });
      continue;
    }
    try {
      await storeDocument(deps, {
        enquiryId: mail.enquiryId,
        typeId: FROM_MAIL_DOCUMENT_TYPE,
        file: { bytes: f.bytes, name: f.fileName },
        note: `From e-mail: ${mail.subject}`.slice(0, 500),
        by: { mailId: mail.id },
      });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      refused.push({ fileName: f.fileName, reason: err.message });
    }
  }
  return refused;
}
