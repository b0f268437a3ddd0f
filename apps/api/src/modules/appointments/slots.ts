import { SLOT_GRID_MINUTES, WEEK_DAYS, type Availability } from '@studydesk/contract';
import { atLocalHour, localDate, plusDays } from '../digest/zoned-time';

const MINUTE = 60_000;
/** Sessions may start every half hour (every quarter for shorter ones). */
const STEP_MINUTES = 30;

/** A time a person could take a session: instants in ms, in the hours of `office`. */
export type Opening = {
  start: number;
  end: number;
  counsellor: string;
  office: string;
  /** the office's time zone */
  timeZone: string;
};
export type SlotAsk = {
  counsellor: string;
  minutes: number;
  from: number;
  to: number;
  earliest: number;
};

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const weekDay = (day: string) => WEEK_DAYS[(new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7];

/**
 * The starts a person's weekly hours offer within [from, to), none before `earliest` nor in
 * their time off. Each day's hours are turned into instants in their office's zone on that
 * day, so a week across a change of the clocks keeps its 09:00 local.
 */
export function openings(a: Availability, zones: Map<string, string>, ask: SlotAsk): Opening[] {
  const length = ask.minutes * MINUTE;
  const step = Math.min(ask.minutes, STEP_MINUTES) * MINUTE;
  const found = new Map<number, Opening>();
  for (const h of a.weekly) {
    const zone = zones.get(h.office);
    if (!zone) continue;
    // a day either side: a zone far from UTC has local days that straddle the range's ends
    const last = plusDays(localDate(new Date(ask.to), zone), 1);
    for (let day = plusDays(localDate(new Date(ask.from), zone), -1); day <= last;) {
      if (weekDay(day) === h.day) {
        const open = atLocalHour(day, minutesOf(h.from) / 60, zone).getTime();
        const close = atLocalHour(day, minutesOf(h.to) / 60, zone).getTime();
        for (let s = open; s + length <= close; s += step) {
          const e = s + length;
          const off = a.timeOff.some((t) => Date.parse(t.from) < e && Date.parse(t.to) > s);
          if (s >= ask.from && s < ask.to && s >= ask.earliest && !off)
            found.set(s, {
              start: s,
              end: e,
              counsellor: ask.counsellor,
              office: h.office,
              timeZone: zone,
            });
        }
      }
      day = plusDays(day, 1);
    }
  }
  return [...found.values()];
}

/**
 * The quarter-hours a session holds, as stored (appointment_blocks). A start off the grid (a
 * walk-in at 10:07) holds its whole first quarter-hour, so no two sessions can overlap unseen.
 */
export function blocksOf(start: number, end: number): string[] {
  const grid = SLOT_GRID_MINUTES * MINUTE;
  const out: string[] = [];
  for (let t = start - (start % grid); t < end; t += grid) out.push(new Date(t).toISOString());
  return out;
}
