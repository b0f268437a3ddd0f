/** The zone the visitor's device keeps time in. */
export const visitorZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const format = (iso: string, zone: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: zone, ...options }).format(new Date(iso));

/** The day an instant falls on in a zone, as YYYY-MM-DD (to group times by the visitor's day). */
export const dayKey = (iso: string, zone: string) =>
  format(iso, zone, { year: 'numeric', month: '2-digit', day: '2-digit' })
    .split('/')
    .reverse()
    .join('-');

/** "Mon 30 Mar" in a zone. */
export const dayLabel = (iso: string, zone: string) =>
  format(iso, zone, { weekday: 'short', day: 'numeric', month: 'short' });

/** "09:00" in a zone, with that day's offset: a clock change moves it, not the instant. */
export const clockTime = (iso: string, zone: string) =>
  format(iso, zone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** The zone's short name at that instant ("GMT+5:30", "BST"). */
export const zoneName = (iso: string, zone: string) =>
  format(iso, zone, { timeZoneName: 'short' }).split(' ').pop() ?? zone;

/** "Mon 30 Mar, 09:00 (BST)": a whole time in one zone. */
export const whenIn = (iso: string, zone: string) =>
  `${dayLabel(iso, zone)}, ${clockTime(iso, zone)} (${zoneName(iso, zone)})`;

/** The times in the visitor's zone, and the office's beside it when that differs. */
export function bothZones(iso: string, visitor: string, office: string) {
  const yours = whenIn(iso, visitor);
  const theirs = whenIn(iso, office);
  return yours === theirs ? { yours, office: null } : { yours, office: theirs };
}
