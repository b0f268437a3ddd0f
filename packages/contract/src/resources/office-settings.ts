import { z } from 'zod';
import { templateBody, templateSubject } from './mail-templates';
import { SettingsValuesSchema } from './settings';

const own = SettingsValuesSchema.pick({ roundRobin: true, responseTargetMinutes: true }).shape;

/** The settings an office may set for itself; each one's null means "as the agency's". */
export const OfficeOwnSettingsSchema = z.object({
  roundRobin: own.roundRobin.nullable(),
  responseTargetMinutes: own.responseTargetMinutes.nullable(),
  /** The acknowledgement's subject and body for this office's leads (null: the agency's). */
  ackSubject: templateSubject().nullable(),
  ackBody: templateBody().nullable(),
});
export type OfficeOwnSettings = z.infer<typeof OfficeOwnSettingsSchema>;

/**
 * GET /offices/:id/settings: the office's own values (null: not set), and what applies to its
 * records (its own, else the agency's). Admins, and managers of that office.
 */
export const OfficeSettingsSchema = z.object({
  office: z.string(),
  own: OfficeOwnSettingsSchema,
  effective: z.object({
    roundRobin: z.boolean(),
    responseTargetMinutes: z.number().int(),
    ackSubject: z.string(),
    ackBody: z.string(),
  }),
});
export type OfficeSettings = z.infer<typeof OfficeSettingsSchema>;

/** PATCH /offices/:id/settings: any of them; null goes back to the agency's setting. */
export const OfficeSettingsUpdateSchema = OfficeOwnSettingsSchema.partial().strict();
export type OfficeSettingsUpdate = z.infer<typeof OfficeSettingsUpdateSchema>;
