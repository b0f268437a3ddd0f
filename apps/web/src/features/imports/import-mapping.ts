import type { ImportColumn, ImportField, ImportMapping } from '@studydesk/contract';

/** The field a column fills, or null when it is ignored. */
export const fieldOf = (mapping: ImportMapping, column: ImportColumn): string | null =>
  mapping[String(column.index)] ?? null;

/** The mapping with one column's choice changed (null: ignore it). */
export const withChoice = (
  mapping: ImportMapping,
  column: ImportColumn,
  field: string | null,
): ImportMapping => ({ ...mapping, [String(column.index)]: field });

/** Each field chosen by more than one column → those columns, in file order. */
export function conflictsOf(
  mapping: ImportMapping,
  columns: readonly ImportColumn[],
): Map<string, ImportColumn[]> {
  const byField = new Map<string, ImportColumn[]>();
  for (const column of columns) {
    const field = fieldOf(mapping, column);
    if (field) byField.set(field, [...(byField.get(field) ?? []), column]);
  }
  return new Map([...byField].filter(([, taken]) => taken.length > 1));
}

/** What a field fills besides itself: the API splits a whole name into first and last. */
const ALSO_FILLS: Record<string, readonly string[]> = { fullName: ['fName', 'lName'] };

/** Required fields no column fills. */
export const missingRequired = (
  mapping: ImportMapping,
  columns: readonly ImportColumn[],
  fields: readonly ImportField[],
): ImportField[] => {
  const mapped = new Set(
    columns.flatMap((c) => {
      const field = fieldOf(mapping, c);
      return field ? [field, ...(ALSO_FILLS[field] ?? [])] : [];
    }),
  );
  return fields.filter((f) => f.required && !mapped.has(f.key));
};

/** The column (other than `column`) that already fills `field`, if one does. */
export const takenBy = (
  mapping: ImportMapping,
  columns: readonly ImportColumn[],
  column: ImportColumn,
  field: string,
): ImportColumn | undefined =>
  columns.find((c) => c.index !== column.index && fieldOf(mapping, c) === field);

/** A column as people read it: its header, or its position when the header is blank. */
export const columnName = (column: ImportColumn): string =>
  column.header.trim() || `Column ${column.index + 1}`;
