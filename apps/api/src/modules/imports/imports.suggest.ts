import { IMPORT_LIST_MAX, type ImportResource, type ImportUnmatched } from '@studydesk/contract';
import type { SheetRow } from './imports.limits';
import type { Mapping } from './imports.mapping';
import { FIELDS, normaliseHeader, optionsOf } from './imports.fields';

/** How agencies' sheets write the fixed values (folded as headers are: "M.Sc." is "msc"). */
const SYNONYMS: Record<string, readonly string[]> = {
  Postgraduate: ['pg', 'masters', 'master', 'msc', 'ma', 'mba', 'mtech', 'mcom', 'postgrad'],
  Graduate: ['ug', 'undergraduate', 'bachelors', 'bachelor', 'degree', 'bsc', 'ba', 'btech'],
  PhD: ['doctorate', 'doctoral', 'dphil', 'research'],
  Diploma: ['dip', 'certificate', 'advanceddiploma', 'pgdiploma'],
  High: ['hot', 'h', 'good', 'strong'],
  Medium: ['warm', 'm', 'average'],
  Low: ['cold', 'l', 'poor', 'weak'],
};
const MEANING = new Map(
  Object.entries(SYNONYMS).flatMap(([option, words]) => words.map((w) => [w, option] as const)),
);

/** The option a value most likely stands for, among the field's own, or null. */
export function suggestion(options: readonly string[], value: string): string | null {
  const meant = MEANING.get(normaliseHeader(value));
  return meant !== undefined && options.includes(meant) ? meant : null;
}

const valid = (options: readonly string[], v: string) =>
  options.some((o) => o.toLowerCase() === v.toLowerCase());

/**
 * Each distinct value of a fixed-list column (as mapped so far) that is not an option, with how
 * many rows have it and a suggestion (a list's items, a college's levels, stay row errors).
 */
export function unmatchedOf(
  ctx: {
    resource: ImportResource;
    mapping: Mapping;
    values: Record<string, Record<string, string>>;
  },
  rows: SheetRow[],
): ImportUnmatched[] {
  const found: ImportUnmatched[] = [];
  ctx.mapping.forEach((key, c) => {
    const options = key === null ? undefined : optionsOf(ctx.resource, key);
    const def = FIELDS[ctx.resource].find((d) => d.key === key);
    if (!options || !def || def.kind === 'list') return;
    const counts = new Map<string, number>();
    for (const row of rows) {
      const raw = row.cells[c] ?? '';
      const v = ctx.values[def.key]?.[raw] ?? raw;
      if (v !== '' && !valid(options, v)) counts.set(raw, (counts.get(raw) ?? 0) + 1);
    }
    for (const [value, n] of counts)
      found.push({ field: def.key, value, rows: n, suggestion: suggestion(options, value) });
  });
  return found.slice(0, IMPORT_LIST_MAX);
}
