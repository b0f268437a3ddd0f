import { z } from 'zod';
import { id, isoDate, oneOf } from '../common/fields';

import { REACHED_PHASES } from './funnel-basics';

export * from './funnel-basics';

/** The funnel's steps in order: every enquiry, those contacted, then the phases reached. */
export const FUNNEL_STEPS = ['enquiries', 'contacted', ...REACHED_PHASES] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/**
 * What the funnel splits enquiries by: lead source (UTM source, else channel), UTM campaign,
 * owner, country of interest, preferred intake (as the enquiry gives it).
 */
export const FUNNEL_DIMENSIONS = ['source', 'campaign', 'counsellor', 'country', 'intake'] as const;
export type FunnelDimension = (typeof FUNNEL_DIMENSIONS)[number];

/** GET /dashboard/funnel: enquiries received from–to (UTC days, both optional), split `by`. */
export const FunnelQuerySchema = z
  .object({
    from: isoDate('From').optional(),
    to: isoDate('To').optional(),
    by: oneOf('By', FUNNEL_DIMENSIONS).default('source'),
    /** One office's (admins and managers of several); one not theirs shows nothing. */
    office: id('Office').optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'From must be on or before To',
    path: ['from'],
  });

/** The enquiries list's query (GET /api/enquiries) whose count is the figure. */
export const FunnelLinkSchema = z.record(z.string(), z.string());

export const FunnelFigureSchema = z.object({
  step: z.enum(FUNNEL_STEPS),
  count: z.number().int().min(0),
  /** count ÷ the previous step's count (4 decimals); null for the first step or after a 0. */
  conversion: z.number().nullable(),
  link: FunnelLinkSchema,
});
export type FunnelFigure = z.infer<typeof FunnelFigureSchema>;

/** One value of the dimension (key null: "Not given"), or the total (key null, label "All"). */
export const FunnelRowSchema = z.object({
  key: z.string().nullable(),
  label: z.string(),
  steps: z.array(FunnelFigureSchema),
});
export type FunnelRow = z.infer<typeof FunnelRowSchema>;

export const DashboardFunnelSchema = z.object({
  from: z.string().nullable(),
  to: z.string().nullable(),
  by: z.enum(FUNNEL_DIMENSIONS),
  total: FunnelRowSchema,
  rows: z.array(FunnelRowSchema),
});
export type DashboardFunnel = z.infer<typeof DashboardFunnelSchema>;
