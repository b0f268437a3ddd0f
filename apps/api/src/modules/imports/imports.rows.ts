import { z } from 'zod';
import {
  CollegeCreateSchema,
  CourseCreateSchema,
  ENQUIRY_CATEGORIES,
  EnquiryStaffCreateSchema,
  type ImportResource,
  type ImportRowError,
} from '@studydesk/contract';
import { splitName } from '../../lib/names';
import { FIELDS, type FieldDef } from './imports.fields';
import type { SheetRow } from './imports.limits';
import type { Mapping } from './imports.mapping';
import { CellProblem, cellValue, viewOf, type Lookups } from './imports.values';

/**
 * The rules of a create, the same for a row as for the resource's own form; an imported enquiry
 * may lack a last name (a sheet with one "Name" column of single names), and its level of study
 * is called what the form calls it.
 */
const SCHEMAS: Record<ImportResource, z.ZodType<Record<string, unknown>>> = {
  enquiries: EnquiryStaffCreateSchema.safeExtend({
    lName: z.string().trim().max(100, 'Last name must be at most 100 characters'),
    category: z.enum(
      ENQUIRY_CATEGORIES,
      `Level of study must be one of: ${ENQUIRY_CATEGORIES.join(', ')}`,
    ),
  }),
  colleges: CollegeCreateSchema,
  courses: CourseCreateSchema,
};
/** Fields the import keeps beside the schema's (an enquiry's date received). */
const OWN = new Set(['receivedAt']);

/** A row checked: its values as they will be stored, or what is wrong with it. */
export type CheckedRow = {
  n: number;
  data: Record<string, unknown> | null;
  errors: ImportRowError[];
  /** The values as the preview shows them (catalogue names, not ids; a bad cell as it is). */
  shown: Record<string, string>;
  /** What is wrong with a shown cell, by field, so the preview can mark it in place. */
  problems: Record<string, string>;
};

export type RowContext = {
  resource: ImportResource;
  headers: string[];
  mapping: Mapping;
  lookups: Lookups;
  /** A value for every row whose file gives none for the field. */
  defaults: Record<string, string>;
  /** The file's values the user mapped to valid ones, by field. */
  values: Record<string, Record<string, string>>;
};

/** The schema's input from the fields' values: a whole name split, an owner assigned. */
function settle(values: Record<string, unknown>): Record<string, unknown> {
  const { fullName, owner, ...input } = values;
  if (typeof fullName === 'string') {
    const parts = splitName(fullName);
    input.fName ??= parts.fName;
    if (parts.lName) input.lName ??= parts.lName;
  }
  if (owner !== undefined) input.assignedTo = owner;
  return input;
}

type Cells = {
  values: Record<string, unknown>;
  view: Record<string, string>;
  /** Field (or the schema key a field fills) → its column. */
  column: Map<string, number>;
};

/** Reports a problem of a field's value, found in column `c` (none for a default). */
type Problem = (field: string | undefined, c: number | undefined, message: string) => void;

/** Each mapped cell, then each default, read as its field's value; failures to `problem`. */
function readCells(ctx: RowContext, row: SheetRow, problem: Problem) {
  const defs = new Map(FIELDS[ctx.resource].map((d) => [d.key, d]));
  const cells: Cells = { values: {}, view: {}, column: new Map() };
  const read = (key: string, v: string, c?: number) => {
    const def = defs.get(key) as FieldDef;
    try {
      const value = cellValue(ctx.resource, def, v, ctx.lookups, cells.values.country as string);
      cells.values[key] = value;
      cells.view[key] = viewOf(def, v, value, ctx.lookups);
    } catch (e) {
      if (!(e instanceof CellProblem)) throw e;
      cells.view[key] = v;
      problem(key, c, e.message);
    }
  };
  // Country first: a college's place is looked up within it.
  const order = ctx.mapping
    .map((key, c) => ({ key, c }))
    .filter((x): x is { key: string; c: number } => x.key !== null)
    .sort((a, b) => Number(b.key === 'country') - Number(a.key === 'country'));
  for (const { key, c } of order) {
    cells.column.set(key, c);
    if (key === 'fullName') for (const k of ['fName', 'lName']) cells.column.set(k, c);
    if (key === 'owner') cells.column.set('assignedTo', c);
    const raw = row.cells[c] ?? '';
    if (raw !== '') read(key, ctx.values[key]?.[raw] ?? raw, c);
  }
  for (const [key, v] of Object.entries(ctx.defaults))
    if (cells.view[key] === undefined && defs.has(key)) read(key, v);
  return cells;
}

/** Converts and validates one row, with errors naming its row, column and value. */
export function checkRow(ctx: RowContext, row: SheetRow): CheckedRow {
  const errors: ImportRowError[] = [];
  const problems: Record<string, string> = {};
  const problem: Problem = (field, c, message) => {
    const value = c === undefined ? '' : (row.cells[c] ?? '');
    errors.push({ row: row.n, column: c === undefined ? '' : ctx.headers[c]!, value, message });
    if (field !== undefined) problems[field] ??= message;
  };
  const { values, view, column } = readCells(ctx, row, problem);
  const own = Object.fromEntries(Object.entries(values).filter(([k]) => OWN.has(k)));
  const input = settle(Object.fromEntries(Object.entries(values).filter(([k]) => !OWN.has(k))));
  if (ctx.resource === 'enquiries') {
    input.source = 'other'; // checked as a staff create; stored as 'import'
    input.lName ??= ''; // a one-word name is a first name only
  }
  const parsed = SCHEMAS[ctx.resource].safeParse(input);
  const reported = new Set(errors.map((e) => e.column));
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const key = typeof issue.path[0] === 'string' ? issue.path[0] : undefined;
      const c = key === undefined ? undefined : column.get(key);
      // A cell already reported (a country not found) is not reported again as missing.
      if (c !== undefined && reported.has(ctx.headers[c]!)) continue;
      problem(c === undefined ? key : (ctx.mapping[c] ?? key), c, issue.message);
    }
  const result = { n: row.n, errors, shown: view, problems };
  if (!parsed.success || errors.length > 0) return { ...result, data: null };
  return { ...result, data: { ...parsed.data, ...own } };
}
