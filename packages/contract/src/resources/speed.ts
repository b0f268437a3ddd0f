import { z } from 'zod';
import { id, isoDate } from '../common/fields';

const count = z.number().int().min(0);
const ms = z.number().int().min(0).nullable();

/** GET /dashboard/speed: `today` (the caller's date) picks the week; default the server's. */
export const SpeedQuerySchema = z.object({
  today: isoDate('Today').optional(),
  /** One office's (admins and managers of several); one not theirs shows nothing. */
  office: id('Office').optional(),
});

/**
 * One week's speed to lead for a group: the enquiries contacted and their median and 90th
 * percentile time to first contact (nearest rank, milliseconds; null when none), and those still
 * waiting, which are counted apart and not in the percentiles.
 */
export const SpeedFiguresSchema = z.object({
  contacted: count,
  waiting: count,
  medianMs: ms,
  p90Ms: ms,
});
export type SpeedFigures = z.infer<typeof SpeedFiguresSchema>;

/** A group: its key (counsellor id, lead source; null = unassigned / everyone) and both weeks. */
export const SpeedRowSchema = z.object({
  key: z.string().nullable(),
  label: z.string(),
  thisWeek: SpeedFiguresSchema,
  lastWeek: SpeedFiguresSchema,
});
export type SpeedRow = z.infer<typeof SpeedRowSchema>;

/** A week, Monday to Sunday (UTC), as the enquiry list's `from`/`to` dates. */
const WeekSchema = z.object({ from: z.string(), to: z.string() });

export const DashboardSpeedSchema = z.object({
  weeks: z.object({ thisWeek: WeekSchema, lastWeek: WeekSchema }),
  overall: SpeedRowSchema,
  byCounsellor: z.array(SpeedRowSchema),
  bySource: z.array(SpeedRowSchema),
});
export type DashboardSpeed = z.infer<typeof DashboardSpeedSchema>;
