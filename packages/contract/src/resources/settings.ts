import { z } from 'zod';
import { flag, noTags, numeric, text } from '../common/fields';
import { ianaTimeZone } from '../common/time-zones';
import type { Branding } from './settings-basics';

const minutes = numeric(
  'Response target',
  z
    .number()
    .int('Response target must be a whole number of minutes')
    .min(1, 'Response target must be at least 1 minute')
    .max(1440, 'Response target must be at most 1440 minutes (a day)'),
);

const reminderDays = numeric(
  'Deadline reminder',
  z
    .number()
    .int('Deadline reminder must be a whole number of days')
    .min(0, 'Deadline reminder cannot be negative (0: on the day only)')
    .max(90, 'Deadline reminder must be at most 90 days'),
);

const linkDays = numeric(
  'Student link lifetime',
  z
    .number()
    .int('Student link lifetime must be a whole number of days')
    .min(1, 'Student link lifetime must be at least 1 day')
    .max(365, 'Student link lifetime must be at most 365 days'),
);

const replyAddress = noTags('Reply address', 254).refine(
  (v) => v === '' || z.email().safeParse(v).success,
  'Enter a valid email address, or leave it empty',
);

export const SettingsValuesSchema = z.object({
  roundRobin: flag('Round-robin assignment'),
  responseTargetMinutes: minutes,
  deadlineReminderDays: reminderDays,
  studentLinkDays: linkDays,
  agencyName: text('Agency name', 100),
  agencyReplyTo: replyAddress,
  timeZone: ianaTimeZone(),
  digestOn: flag('Morning digest'),
});
export type SettingsValues = z.infer<typeof SettingsValuesSchema>;
export type SettingKey = keyof SettingsValues;

/** GET /settings: every setting (defaults filled in), and who changed them last. */
export const SettingsSchema = SettingsValuesSchema.extend({
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type Settings = z.infer<typeof SettingsSchema>;

/** PATCH /settings: any of the settings; an unknown name is an error, not ignored. */
export const SettingsUpdateSchema = SettingsValuesSchema.partial().strict();
export type SettingsUpdate = z.infer<typeof SettingsUpdateSchema>;

/** GET /branding's answer (BRANDING_PATH, in settings-basics: the public pages load no zod). */
export const BrandingSchema = z.object({
  agencyName: z.string(),
  logo: z.string().nullable(),
}) satisfies z.ZodType<Branding>;
