import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Trx = Transaction<Database>;
type AnyTrx = Transaction<Record<string, Record<string, unknown>>>;

/**
 * Every column that holds an enquiry's id, and what a merge does with the merged one's:
 * `move` points it at the kept enquiry, `drop` deletes the rows (the merged one's search terms:
 * a deleted enquiry is not found by name), `follows` is kept from another table (search
 * documents from search terms: a delete of terms triggers it, migrations 016 and 017). `kind` narrows a column shared by
 * several kinds. `marked`: the rows are timeline lines, and a moved one keeps the id of the
 * enquiry it came from in `mergedFrom` (the first one, when it has moved before), so the kept
 * one's timeline can say "from ENQ-…".
 * The merge test fails when the schema has such a column that is not listed here.
 */
export const ENQUIRY_REFERENCES = [
  { table: 'followups', column: 'enquiry', how: 'move', marked: true },
  { table: 'enquiry_status_changes', column: 'enquiryId', how: 'move', marked: true },
  { table: 'record_changes', column: 'enquiryId', how: 'move', marked: true },
  { table: 'record_changes', column: 'recordId', kind: 'enquiry', how: 'move' },
  { table: 'enquiry_read_markers', column: 'enquiryId', how: 'move' },
  { table: 'enquiries', column: 'duplicateOf', how: 'move' },
  { table: 'enquiries', column: 'mergedInto', how: 'move' },
  { table: 'search_terms', column: 'recordId', kind: 'enquiry', how: 'drop' },
  { table: 'search_docs', column: 'recordId', kind: 'enquiry', how: 'follows' },
  { table: 'contact_attempts', column: 'enquiryId', how: 'move', marked: true },
  // Mails written from the record are timeline lines like the rest.
  { table: 'enquiry_emails', column: 'enquiryId', how: 'move', marked: true },
  // A student's applications go with them to the kept enquiry.
  { table: 'applications', column: 'enquiry', how: 'move' },
  // Their documents, the timeline's lines about them and their private link too.
  { table: 'documents', column: 'enquiry', how: 'move' },
  { table: 'document_events', column: 'enquiryId', how: 'move' },
  { table: 'student_links', column: 'enquiryId', how: 'move' },
  // Mail about the student goes with them; its timeline line is enquiry_emails.
  { table: 'outbox', column: 'enquiryId', how: 'move' },
  // What they were invoiced and paid is the kept student's to pay.
  { table: 'invoices', column: 'enquiryId', how: 'move' },
  // Their lines on commission claims follow their applications.
  { table: 'claim_lines', column: 'enquiryId', how: 'move' },
  // Their sessions, booked or held, are the kept student's.
  { table: 'appointments', column: 'enquiryId', how: 'move' },
  // Replies filed on the student are timeline lines of the kept one.
  { table: 'inbound_mails', column: 'enquiryId', how: 'move' },
  // So do the bell's kept notices of those replies: opening one leads to the kept record.
  { table: 'notices', column: 'enquiryId', how: 'move' },
  // A reply token stays keyed on the enquiry it was made for (the kept one has its own): the
  // token lookup follows `mergedInto`, so mail sent before the merge still files on the kept one.
  { table: 'reply_tokens', column: 'enquiryId', how: 'keep' },
  // What an import filled in stays with the record it filled: undoing the import
  // reverts that record (merged away, it is not shown), never the kept one's merged values.
  { table: 'import_updates', column: 'recordId', how: 'keep' },
  // A call request converts into one enquiry (unique): it keeps pointing at the merged one,
  // whose page links on to the kept one.
  { table: 'contacts', column: 'enquiryId', how: 'keep' },
] as const;
export type EnquiryReference = (typeof ENQUIRY_REFERENCES)[number];

/** Moves (or drops) every row that refers to `from` so that it refers to `to`. */
export async function moveReferences(trx: Trx, from: string, to: string) {
  // Table and column names come from the list above, so the generic builder is safe here.
  const t = trx as unknown as AnyTrx;
  for (const ref of ENQUIRY_REFERENCES) {
    const kind = 'kind' in ref ? ref.kind : undefined;
    if (ref.how === 'keep' || ref.how === 'follows') continue;
    if (ref.how === 'drop') {
      let del = t.deleteFrom(ref.table).where(ref.column, '=', from);
      if (kind) del = del.where('kind', '=', kind);
      await del.execute();
      continue;
    }
    const marked = 'marked' in ref && {
      mergedFrom: sql`coalesce(${sql.ref('mergedFrom')}, ${from})`,
    };
    let upd = t
      .updateTable(ref.table)
      .set({ [ref.column]: to, ...marked })
      .where(ref.column, '=', from);
    if (kind) upd = upd.where('kind', '=', kind);
    // The kept enquiry never refers to itself (it may have been a duplicate of the other).
    if (ref.table === 'enquiries') upd = upd.where('id', '!=', to);
    await upd.execute();
  }
  await trx
    .updateTable('enquiries')
    .set({ duplicateOf: null })
    .where('id', '=', to)
    .where('duplicateOf', '=', from)
    .execute();
}
