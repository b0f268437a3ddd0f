/** How every date reads and is typed (spec §9), in the pickers' (dayjs) tokens. */
export const DATE_FORMAT = 'DD-MM-YYYY';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number): string => String(n).padStart(2, '0');

function toDate(value: string | number | Date): Date | null {
  if (typeof value === 'string') {
    const m = DATE_ONLY.exec(value.trim());
    // A bare calendar date means that day wherever the reader is, not midnight UTC.
    if (m) return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
    if (value.trim() === '') return null;
  }
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** Spec §9: dates read dd-mm-yyyy in the reader's time zone; missing or invalid reads N/A. */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined) return 'N/A';
  const d = toDate(value);
  if (!d) return 'N/A';
  return `${pad(d.getDate())}-${pad(d.getMonth() + 1)}-${d.getFullYear()}`;
}

/** A moment as dd-mm-yyyy HH:mm in the reader's time zone (history, timelines); else N/A. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined) return 'N/A';
  const d = toDate(value);
  if (!d) return 'N/A';
  return `${formatDate(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The reader's calendar date as YYYY-MM-DD (what "today" means to the person looking). */
export function localIsoDate(d: Date = new Date()): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** YYYY-MM-DD `n` days after (or before) another, on the calendar alone. */
export function addDays(date: string, n: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
