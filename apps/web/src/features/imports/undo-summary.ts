import type { Import, ImportKept } from '@studydesk/contract';

const REASONS: { key: Exclude<keyof ImportKept, 'total'>; one: string; many: string }[] = [
  { key: 'edited', one: 'edited since', many: 'edited since' },
  { key: 'applications', one: 'with an application', many: 'with applications' },
  { key: 'documents', one: 'with a document', many: 'with documents' },
  { key: 'contacts', one: 'with a logged contact', many: 'with logged contacts' },
];

/** "3 kept: 1 edited since, 1 with an application" (a record may count under several). */
export function keptText(kept: ImportKept): string {
  const why = REASONS.filter((r) => kept[r.key] > 0).map(
    (r) => `${kept[r.key].toLocaleString()} ${kept[r.key] === 1 ? r.one : r.many}`,
  );
  return `${kept.total.toLocaleString()} kept${why.length > 0 ? `: ${why.join(', ')}` : ''}`;
}

/** What an undo did to the records the import created: how many went, how many stayed and why. */
export function undoneText(result: Pick<Import, 'inserted' | 'kept'>, plural: string): string {
  const { inserted, kept } = result;
  if (!kept) return 'This import was undone: what it wrote is gone again.';
  const removed = Math.max(0, inserted - kept.total).toLocaleString();
  const stayed = kept.total > 0 ? `; ${keptText(kept)}, as people have worked on them` : '';
  return `This import was undone: of the ${inserted.toLocaleString()} ${plural} it created, ${removed} were removed${stayed}.`;
}
