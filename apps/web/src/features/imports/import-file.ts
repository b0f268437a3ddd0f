import { IMPORT_MAX_BYTES } from '@studydesk/contract/plain';

/** What the browser offers to pick; the server reads the content anyway. */
export const IMPORT_ACCEPT =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const MB = 1024 * 1024;
const LIMIT_MB = Math.round(IMPORT_MAX_BYTES / MB);
export const IMPORT_RULES_TEXT = `A CSV or Excel (.xlsx) file up to ${LIMIT_MB} MB, the first row holding the column names`;

/** "4.2 MB", "12 kB". */
export const fileSize = (bytes: number): string =>
  bytes < MB ? `${Math.max(1, Math.ceil(bytes / 1024))} kB` : `${(bytes / MB).toFixed(1)} MB`;

const extension = (name: string) => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/** Why a picked file cannot be imported, checked before any upload; undefined when it can. */
export function importFileProblem(file: File): string | undefined {
  const ext = extension(file.name);
  if (ext === 'xls')
    return `“${file.name}” is an old Excel file (.xls): save it as .xlsx or CSV first`;
  if (ext !== 'csv' && ext !== 'xlsx')
    return `“${file.name}” is not a spreadsheet: choose a CSV or Excel (.xlsx) file`;
  if (file.size === 0) return `“${file.name}” is empty`;
  if (file.size > IMPORT_MAX_BYTES)
    return `“${file.name}” is ${fileSize(file.size)}; the limit is ${LIMIT_MB} MB. Split it into smaller files`;
  return undefined;
}
