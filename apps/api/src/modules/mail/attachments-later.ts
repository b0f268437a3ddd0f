import type { OutboxRow } from '../../db/schema';

/**
 * Files made when their mail goes rather than when it is queued (a receipt's PDF): the write
 * that queues the mail holds the one writer for the row alone, and the file is made from what
 * the database keeps, as a later reprint makes it. Each kind's maker is given to the worker by
 * the module that queues it (outbox.worker.ts `makeAttachments`).
 */
export type AttachmentMaker = (ref: string) => Promise<Buffer>;
export type LaterFile = { kind: string; ref: string };

type Stored = { filename: string; contentType: string; content?: string; later?: LaterFile };

/** The row with every file that is made when it goes made (base64, as stored files are). */
export async function withMadeAttachments(
  row: OutboxRow,
  makers: ReadonlyMap<string, AttachmentMaker>,
): Promise<OutboxRow> {
  if (!row.attachments?.includes('"later"')) return row;
  const files = JSON.parse(row.attachments) as Stored[];
  const made = await Promise.all(
    files.map(async ({ later, ...file }) => {
      if (!later) return file;
      const make = makers.get(later.kind);
      if (!make) throw new Error(`nothing makes a ${later.kind} file in this process`);
      return { ...file, content: (await make(later.ref)).toString('base64') };
    }),
  );
  return { ...row, attachments: JSON.stringify(made) };
}
