import type { Availability, AvailabilityPut } from '@studydesk/contract';
import { WEEK_DAYS } from '@studydesk/contract/plain';

export type WeekDay = (typeof WEEK_DAYS)[number];
/** One range of hours being edited; `key` tells rows apart (and names their errors). */
export type HoursRow = { key: string; day: WeekDay; from: string; to: string; office: string };
export type TimeOffRow = { key: string; from: string; to: string; reason: string };
export type AvailabilityDraft = { weekly: HoursRow[]; timeOff: TimeOffRow[] };
/** Messages by `<row key>.<field>` (or the API's own path when no row is named). */
export type DraftErrors = Record<string, string>;

export const DAY_NAMES: Record<WeekDay, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

const pad = (n: number) => String(n).padStart(2, '0');
/** The times a range may start or end at: the API takes quarter-hours only. */
export const QUARTER_HOURS = Array.from(
  { length: 96 },
  (_, k) => `${pad(Math.floor(k / 4))}:${pad((k % 4) * 15)}`,
);

/** `rows` with the one keyed `key` replaced by `next`, or left out when there is none. */
export const replaceRow = <R extends { key: string }>(rows: R[], key: string, next?: R) =>
  rows.flatMap((r) => (r.key !== key ? [r] : next ? [next] : []));

let counter = 0;
export const rowKey = (kind: 'h' | 't') => `${kind}${++counter}`;

const MINUTE = 60_000;
/** An instant as a datetime-local input's value (the browser's wall clock). */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * MINUTE).toISOString().slice(0, 16);
}
/** A datetime-local value as an instant; left as typed when it is none, for the API to refuse. */
export function fromLocalInput(value: string): string {
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : d.toISOString();
}

export const draftOf = (a: Availability): AvailabilityDraft => ({
  weekly: a.weekly.map((h) => ({ ...h, key: rowKey('h') })),
  timeOff: a.timeOff.map((t) => ({
    key: rowKey('t'),
    from: toLocalInput(t.from),
    to: toLocalInput(t.to),
    reason: t.reason ?? '',
  })),
});

export const bodyOf = (d: AvailabilityDraft): AvailabilityPut => ({
  weekly: d.weekly.map(({ day, from, to, office }) => ({
    day,
    from,
    to,
    office: office || undefined,
  })),
  timeOff: d.timeOff.map((t) => ({
    from: fromLocalInput(t.from),
    to: fromLocalInput(t.to),
    ...(t.reason.trim() ? { reason: t.reason.trim() } : {}),
  })),
});

/** The API's `weekly.3.to` as the row's own `h7.to`, so the message lands beside its field. */
export function draftErrors(fieldErrors: Record<string, string>, d: AvailabilityDraft) {
  const out: DraftErrors = {};
  for (const [path, message] of Object.entries(fieldErrors)) {
    const [section, index, field] = path.split('.');
    const rows: { key: string }[] | undefined =
      section === 'weekly' ? d.weekly : section === 'timeOff' ? d.timeOff : undefined;
    const row = rows?.[Number(index)];
    out[row && field ? `${row.key}.${field}` : path] = message;
  }
  return out;
}
