import { z } from 'zod';
import { timeZoneNames } from './time-zone-names';

export { timeZoneNames };

/**
 * The agency's time zone: a name from the list (an old name still listed by ICU is accepted
 * too). Intl alone takes "utc", "asia/kolkata" or "EST", which no picker offers.
 */
export const ianaTimeZone = () =>
  z
    .string()
    .max(64)
    .refine(
      (v) => timeZoneNames().includes(v) || Intl.supportedValuesOf('timeZone').includes(v),
      'Not a time zone: choose one from the list, e.g. Asia/Kolkata',
    );
