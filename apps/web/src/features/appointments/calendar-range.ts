import { useSearchParams } from 'react-router';
import { addDays, localIsoDate } from '../../lib/dates';

export type CalendarView = 'day' | 'week';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
// a typed-in 2026-02-31 must not reach toISOString (it throws on an invalid date)
const isDate = (s: string) => ISO_DATE.test(s) && localIsoDate(new Date(`${s}T00:00:00`)) === s;
const pad = (n: number) => String(n).padStart(2, '0');

/** The Monday of a date's week (YYYY-MM-DD): agencies plan their weeks from Monday. */
const mondayOf = (date: string) => {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
};

/** The calendar dates a view shows: the day, or its Monday-to-Sunday week. */
export const daysOf = (view: CalendarView, date: string): string[] =>
  view === 'day' ? [date] : Array.from({ length: 7 }, (_, i) => addDays(mondayOf(date), i));

// a bare date-time parses in the reader's zone: their midnight, as an instant
const localMidnight = (date: string) => new Date(`${date}T00:00:00`).toISOString();

/** The instants the API is asked between: the reader's midnights around the shown days. */
export function rangeOf(view: CalendarView, date: string) {
  const days = daysOf(view, date);
  return { days, from: localMidnight(days[0]!), to: localMidnight(addDays(days.at(-1)!, 1)) };
}

/** The reader's calendar date of an instant. */
export const dayOf = (iso: string) => localIsoDate(new Date(iso));

/** HH:mm of an instant on the reader's clock. */
export const clockOf = (iso: string) => {
  const d = new Date(iso);
  return `${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

/** "Monday 30-11-2026": a day's heading. */
export const dayHeading = (date: string) => {
  const d = new Date(`${date}T00:00:00`);
  const weekday = d.toLocaleDateString('en-GB', { weekday: 'long' });
  return `${weekday} ${pad(d.getDate())}-${pad(d.getMonth() + 1)}-${d.getFullYear()}`;
};

export type CalendarState = {
  view: CalendarView;
  date: string;
  counsellor: string;
};

/** The calendar's view, date and counsellor, kept in the URL so a view can be shared. */
export function useCalendarParams() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('date') ?? '';
  const state: CalendarState = {
    view: params.get('view') === 'week' ? 'week' : 'day',
    date: isDate(asked) ? asked : localIsoDate(),
    counsellor: params.get('counsellor') ?? '',
  };
  const update = (patch: Partial<CalendarState>) =>
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev);
        for (const [key, value] of Object.entries({ ...state, ...patch })) {
          if (value) out.set(key, value);
          else out.delete(key);
        }
        return out;
      },
      { replace: true },
    );
  return [state, update] as const;
}
