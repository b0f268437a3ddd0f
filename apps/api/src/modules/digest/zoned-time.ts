/*
 * Wall-clock time in the agency's time zone (IANA names, through Intl), for the morning digest
 *. The digest's hour is found afresh for each day, so the day the clocks change
 * still has its one 08:00.
 */

const HOUR_MS = 3_600_000;
const formats = new Map<string, Intl.DateTimeFormat>();

/** A formatter of the zone's wall clock, made once per zone. */
function formatIn(zone: string) {
  let f = formats.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(zone, f);
  }
  return f;
}

/** The wall clock in `zone` at `at`, as a UTC timestamp with the same digits. */
function wallClock(at: Date, zone: string): number {
  const p = Object.fromEntries(
    formatIn(zone)
      .formatToParts(at)
      .map((x) => [x.type, x.value]),
  );
  const n = (k: string) => Number(p[k]);
  return Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
}

/** The local date (YYYY-MM-DD) in `zone` at `at`. */
export const localDate = (at: Date, zone: string): string =>
  new Date(wallClock(at, zone)).toISOString().slice(0, 10);

/** YYYY-MM-DD plus whole days. */
export function plusDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * The instant when the wall clock in `zone` reads `hour`:00 on `day`. The zone's offset is
 * taken at a first guess and checked once more at the result, which settles it either side of
 * a change of the clocks. (An hour a change skips, which 08:00 never is, comes out an hour on.)
 */
export function atLocalHour(day: string, hour: number, zone: string): Date {
  const wanted = Date.parse(`${day}T00:00:00.000Z`) + hour * HOUR_MS;
  let guess = wanted - (wallClock(new Date(wanted), zone) - wanted);
  guess += wanted - wallClock(new Date(guess), zone);
  return new Date(guess);
}

/** The first `hour`:00 in `zone` after `now`. */
export function nextLocalHour(now: Date, hour: number, zone: string): Date {
  const today = atLocalHour(localDate(now, zone), hour, zone);
  return today > now ? today : atLocalHour(plusDays(localDate(now, zone), 1), hour, zone);
}
