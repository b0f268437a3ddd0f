import { timeZoneNames } from '@studydesk/contract/plain';

/** A zone's offset from UTC now, as "UTC+05:30" (Intl says "GMT+05:30", or "GMT" for zero). */
export function utcOffset(zone: string, at = new Date()): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  const offset = part?.replace('GMT', '') ?? '';
  return `UTC${offset || '+00:00'}`;
}

/** The zone picker's choices: each current IANA name with its offset now. */
export const timeZoneOptions = (at = new Date()) =>
  timeZoneNames().map((value) => ({ value, label: `${value} (${utcOffset(value, at)})` }));
