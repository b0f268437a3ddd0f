/**
 * "02-12-2026 15:30 GMT+5:30": an instant on a zone's clock (dd-mm-yyyy, as everywhere), with
 * the zone's short name at that instant, so a clock change reads right.
 */
export function formatInZone(iso: string, zone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    ...{ year: 'numeric', month: '2-digit', day: '2-digit' },
    ...{ hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZoneName: 'short' },
  } as const).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  const day = `${part('day')}-${part('month')}-${part('year')}`;
  return `${day} ${part('hour')}:${part('minute')} ${part('timeZoneName')}`;
}
