import type { z } from 'zod';
import {
  CollegeCreateSchema,
  CourseCreateSchema,
  EnquiryStaffCreateSchema,
  type ImportResource,
  type ImportRowError,
} from '@studydesk/contract';
import { FIELDS, type FieldDef } from './imports.fields';
import type { SheetRow } from './imports.limits';
import type { Mapping } from './imports.mapping';
import { CellProblem, cellValue, shown, type Lookups } from './imports.values';

/** The rules of a create, the same for a row as for the resource's own form. */
const SCHEMAS: Record<ImportResource, z.ZodType<Record<string, unknown>>> = {
  enquiries: EnquiryStaffCreateSchema,
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
  /** The values as the preview shows them (catalogue names, not ids). */
  shown: Record<string, string>;
};

export type RowContext = {
  resource: ImportResource;
  headers: string[];
  mapping: Mapping;
  lookups: Lookups;
};

/** Converts and validates one row, with errors naming its row, column and value. */
export function checkRow(ctx: RowContext, row: SheetRow): CheckedRow {
  const defs = new Map(FIELDS[ctx.resource].map((d) => [d.key, d]));
  const column = new Map<string, number>();
  const errors: ImportRowError[] = [];
  const input: Record<string, unknown> = {};
  const own: Record<string, unknown> = {};
  const view: Record<string, string> = {};
  const problem = (key: string | undefined, message: string) => {
    const c = key === undefined ? undefined : column.get(key);
    const value = c === undefined ? '' : (row.cells[c] ?? '');
    errors.push({ row: row.n, column: c === undefined ? '' : ctx.headers[c]!, value, message });
  };
  // Country first: a college's place is looked up within it.
  const order = ctx.mapping
    .map((key, c) => ({ key, c }))
    .filter((x): x is { key: string; c: number } => x.key !== null)
    .sort((a, b) => Number(b.key === 'country') - Number(a.key === 'country'));
  for (const { key, c } of order) {
    column.set(key, c);
    const v = row.cells[c] ?? '';
    if (v === '') continue;
    const def = defs.get(key) as FieldDef;
    try {
      const value = cellValue(ctx.resource, def, v, ctx.lookups, input.country as string);
      (OWN.has(key) ? own : input)[key] = value;
      view[key] = def.kind === 'country' || def.kind === 'place' ? v : shown(value);
    } catch (e) {
      if (!(e instanceof CellProblem)) throw e;
      problem(key, e.message);
    }
  }
  if (ctx.resource === 'enquiries') input.source = 'other'; // checked as a staff create; stored as 'import'
  const parsed = SCHEMAS[ctx.resource].safeParse(input);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const key = issue.path[0];
      // A cell already reported (a country not found) is not reported again as missing.
      if (
        typeof key === 'string' &&
        errors.some((e) => e.column === ctx.headers[column.get(key) ?? -1])
      )
        continue;
      problem(typeof key === 'string' ? key : undefined, issue.message);
    }
  if (errors.length > 0) return { n: row.n, data: null, errors, shown: view };
  return { n: row.n, data: { ...parsed.data, ...own }, errors, shown: view };
}
