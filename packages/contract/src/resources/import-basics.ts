// The imports' constants without zod: the import wizard's first load reads them from the plain
// entry.
/**
 * Imports from CSV and XLSX: upload → check (mapping, errors, duplicates, preview)
 * → adjust → run in the background → result, failed rows as CSV, undo within 7 days.
 */
export const IMPORT_RESOURCES = ['enquiries', 'colleges', 'courses'] as const;
export type ImportResource = (typeof IMPORT_RESOURCES)[number];
export const IMPORT_STATES = ['checked', 'running', 'done', 'failed', 'undone'] as const;
export type ImportState = (typeof IMPORT_STATES)[number];
/** What to do with a row that matches an existing record (or an earlier row of the file). */
export const DUPLICATE_CHOICES = ['skip', 'fill', 'link'] as const;
export type DuplicateChoice = (typeof DUPLICATE_CHOICES)[number];

/** Limits of an upload. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 100_000;
export const IMPORT_MAX_COLUMNS = 100;
export const IMPORT_MAX_CELL = 10_000;
/** How many errors and duplicates a check lists (the totals count all of them). */
export const IMPORT_LIST_MAX = 500;
export const IMPORT_PREVIEW_ROWS = 10;
export const IMPORT_UNDO_DAYS = 7;
export const IMPORTS_PATH = '/imports';
