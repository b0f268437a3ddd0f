/** Calendar arithmetic on YYYY-MM-DD / YYYY-MM strings, in UTC, as stored timestamps are. */
const day = (d: Date) => d.toISOString().slice(0, 10);

export const addDays = (date: string, n: number): string => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return day(d);
};

/** The first day of the month `n` months from the month of `date`, as YYYY-MM-01. */
export const monthStart = (date: string, n = 0): string => {
  const d = new Date(`${date.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + n);
  return day(d);
};

export const daysFrom = (first: string, count: number): string[] =>
  Array.from({ length: count }, (_, i) => addDays(first, i));

export const monthsFrom = (first: string, count: number): string[] =>
  Array.from({ length: count }, (_, i) => monthStart(first, i).slice(0, 7));

/** The windows the summary counts in, all derived from the caller's "today". */
export function windows(today: string) {
  return {
    today,
    perDayFrom: addDays(today, -29),
    /** Eleven months before this one: the twelve months end with this month. */
    perMonthFrom: monthStart(today, -11),
    deadlineUntil: addDays(today, 30),
  };
}
export type Windows = ReturnType<typeof windows>;
