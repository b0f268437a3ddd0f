import { z } from 'zod';
import { oneOf } from '../common/fields';
import {
  IMPORT_RESOURCES,
  IMPORT_STATES,
  DUPLICATE_CHOICES,
  IMPORT_MAX_CELL,
} from './import-basics';

export * from './import-basics';

/** POST /imports is multipart: `file` plus this field. */
export const ImportCreateFieldsSchema = z.object({
  resource: oneOf('Resource', IMPORT_RESOURCES),
});

export const ImportColumnSchema = z.object({
  /** 0-based position in the file. */
  index: z.number().int(),
  header: z.string(),
  /** The first non-empty value below the header, '' when none. */
  sample: z.string(),
});
export type ImportColumn = z.infer<typeof ImportColumnSchema>;

/** A field of the resource that a column can fill. */
export const ImportFieldSchema = z.object({
  key: z.string(),
  label: z.string(),
  required: z.boolean(),
  /** The values it takes, for a field with a fixed list (a level of study). */
  options: z.array(z.string()).optional(),
});
export type ImportField = z.infer<typeof ImportFieldSchema>;

/** Column index (as a string key) → field key, or null to ignore the column. */
export const ImportMappingSchema = z.record(
  z.string().regex(/^\d{1,3}$/, 'A column is named by its number'),
  z.string().max(50).nullable(),
);
export type ImportMapping = z.infer<typeof ImportMappingSchema>;

export const ImportRowErrorSchema = z.object({
  /** As the spreadsheet shows it: the header is row 1, the first data row 2. */
  row: z.number().int(),
  /** The column's header ('' for a row-wide problem). */
  column: z.string(),
  value: z.string(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof ImportRowErrorSchema>;

export const ImportDuplicateSchema = z.object({
  row: z.number().int(),
  /** Existing records it matches; an earlier row of the same file has id `row:<n>`. */
  matches: z.array(z.object({ id: z.string(), label: z.string() })),
  choice: z.enum(DUPLICATE_CHOICES),
});
export type ImportDuplicate = z.infer<typeof ImportDuplicateSchema>;

export const ImportProgressSchema = z.object({
  state: z.enum(IMPORT_STATES),
  processed: z.number().int(),
  total: z.number().int(),
  inserted: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  failed: z.number().int(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /**
   * Until when Undo is offered (finishedAt + 7 days), once done or failed part-way (`failed`:
   * its committed batches stay); null before, and once undone.
   */
  undoUntil: z.string().nullable(),
});
export type ImportProgress = z.infer<typeof ImportProgressSchema>;

/** A value of a fixed-list field that the file has and the list lacks ("PG" for a level). */
export const ImportUnmatchedSchema = z.object({
  field: z.string(),
  value: z.string(),
  /** How many rows have it. */
  rows: z.number().int(),
  /** The option it most likely means ("Postgraduate"), null when none is known. */
  suggestion: z.string().nullable(),
});
export type ImportUnmatched = z.infer<typeof ImportUnmatchedSchema>;

/** Field key → value for every row whose file gives none. */
export const ImportDefaultsSchema = z.record(z.string().max(50), z.string().max(200));
/** Field key → the file's value → the option it stands for. */
export const ImportValuesSchema = z.record(
  z.string().max(50),
  z.record(z.string().max(IMPORT_MAX_CELL), z.string().max(200)),
);

/**
 * What an undo kept of the import's records because people had worked on them since: how many,
 * and how many of those were edited, have an application, a document or a logged contact (a
 * record may be counted under several).
 */
export const ImportKeptSchema = z.object({
  total: z.number().int(),
  edited: z.number().int(),
  applications: z.number().int(),
  documents: z.number().int(),
  contacts: z.number().int(),
});
export type ImportKept = z.infer<typeof ImportKeptSchema>;

/** The check (POST /imports, PATCH /imports/:id) and GET /imports/:id: the check plus progress. */
export const ImportSchema = ImportProgressSchema.extend({
  id: z.string(),
  resource: z.enum(IMPORT_RESOURCES),
  /** The uploaded file's name. */
  name: z.string(),
  createdAt: z.string(),
  columns: z.array(ImportColumnSchema),
  mapping: ImportMappingSchema,
  fields: z.array(ImportFieldSchema),
  /** Data rows in the file (the header not counted). */
  rows: z.number().int(),
  /** Rows without errors (duplicates included; their choice decides what happens). */
  valid: z.number().int(),
  errors: z.array(ImportRowErrorSchema),
  errorCount: z.number().int(),
  duplicates: z.array(ImportDuplicateSchema),
  duplicateCount: z.number().int(),
  duplicateDefault: z.enum(DUPLICATE_CHOICES),
  /** The first rows as they will be stored: field key → value as people read it (an owner by name). */
  preview: z.array(z.record(z.string(), z.string())),
  /** For each preview row, what is wrong with its cells: field key → message. */
  previewProblems: z.array(z.record(z.string(), z.string())),
  defaults: ImportDefaultsSchema,
  values: ImportValuesSchema,
  /** Each value of a fixed-list field that is not one of its options, with a suggestion. */
  unmatched: z.array(ImportUnmatchedSchema),
  /** Once undone: what was kept, and why; null before. */
  kept: ImportKeptSchema.nullable(),
});
export type Import = z.infer<typeof ImportSchema>;

/** GET /imports: the signed-in user's recent imports (an admin's: everyone's), newest first. */
export const ImportListQuerySchema = z.object({
  resource: oneOf('Resource', IMPORT_RESOURCES).optional(),
});
export const ImportSummarySchema = ImportProgressSchema.extend({
  id: z.string(),
  resource: z.enum(IMPORT_RESOURCES),
  name: z.string(),
  createdAt: z.string(),
  rows: z.number().int(),
});
export type ImportSummary = z.infer<typeof ImportSummarySchema>;
export const ImportListSchema = z.object({ data: z.array(ImportSummarySchema) });
/** How many GET /imports lists. */
export const IMPORT_LIST_RECENT = 20;

/** PATCH /imports/:id: change the mapping, single duplicate choices or the default for all. */
export const ImportUpdateSchema = z.object({
  mapping: ImportMappingSchema.optional(),
  /** Spreadsheet row number (as a string key) → choice. */
  duplicates: z
    .record(
      z.string().regex(/^\d{1,6}$/, 'A row is named by its number'),
      z.enum(DUPLICATE_CHOICES),
    )
    .optional(),
  duplicateDefault: z.enum(DUPLICATE_CHOICES).optional(),
  /** A value for every row without one (null removes it): `{ category: "Postgraduate" }`. */
  defaults: z.record(z.string().max(50), z.string().max(200).nullable()).optional(),
  /** The file's values as options (null removes one): `{ category: { PG: "Postgraduate" } }`. */
  values: z
    .record(
      z.string().max(50),
      z.record(z.string().max(IMPORT_MAX_CELL), z.string().max(200).nullable()),
    )
    .optional(),
});
export type ImportUpdate = z.infer<typeof ImportUpdateSchema>;

/** The `imported` live event's payload: one summary when an import is done (or failed). */
export const ImportedNoticeSchema = z.object({
  id: z.string(),
  resource: z.enum(IMPORT_RESOURCES),
  name: z.string(),
  state: z.enum(IMPORT_STATES),
  inserted: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  failed: z.number().int(),
  /** The user who ran it: the only stream told. */
  to: z.string(),
});
export type ImportedNotice = z.infer<typeof ImportedNoticeSchema>;
