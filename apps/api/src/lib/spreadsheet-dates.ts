/*
 * Instants as the people who read an export see them: the wall clock of their time zone
 * (`tz`, the browser's). Spreadsheets have no time zones, so an XLSX date is that wall clock
 * written as if it were UTC.
 */

const formats = new Map<string, Intl.DateTimeFormat>();
/** An instant's wall clock in `tz`: [year, month, day, hour, minute]. */
function wallClock(iso: string, tz: string): number[] {
  if (iso.length === 10) return [...iso.split('-').map(Number), 0, 0];
  let f = formats.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone: tz,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    formats.set(tz, f);
  }
  const parts = f.formatToParts(new Date(iso));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return [part('year'), part('month'), part('day'), part('hour'), part('minute')];
}

const two = (n: number | undefined) => String(n).padStart(2, '0');

/** dd-mm-yyyy of an ISO instant (or a YYYY-MM-DD date) in `tz`. */
export function ddmmyyyy(iso: string, tz: string): string {
  const [y, m, d] = wallClock(iso, tz);
  return `${two(d)}-${two(m)}-${y}`;
}

/** dd-mm-yyyy hh:mm (24-hour) of an ISO instant in `tz`. */
export function ddmmyyyyTime(iso: string, tz: string): string {
  const [, , , h, min] = wallClock(iso, tz);
  return `${ddmmyyyy(iso, tz)} ${two(h)}:${two(min)}`;
}

/** The day (or, with `time`, the minute) of an instant in `tz`, as a spreadsheet date. */
export function sheetDate(iso: string, tz: string, time = false): Date {
  const [y, m, d, h, min] = wallClock(iso, tz) as [number, number, number, number, number];
  return time ? new Date(Date.UTC(y, m - 1, d, h, min)) : new Date(Date.UTC(y, m - 1, d));
}
