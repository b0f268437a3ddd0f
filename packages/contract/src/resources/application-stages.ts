import { z } from 'zod';
import { flag, oneOf, queryFlag, text } from '../common/fields';

/**
 * The fixed phases every agency's stages belong to: reports compare phases, so
 * they stay the same whatever an agency calls its stages.
 */
export const APPLICATION_PHASES = [
  'shortlist',
  'applied',
  'offer',
  'accepted',
  'visa',
  'enrolled',
  'closed',
] as const;
export type ApplicationPhase = (typeof APPLICATION_PHASES)[number];

/** A stage's key: lower-case letters, digits and underscores, as the server makes them. */
export const STAGE_KEY_PATTERN = /^[a-z][a-z0-9_]{0,39}$/;
export const stageKey = (label = 'Stage') =>
  z.string(`${label} is required`).regex(STAGE_KEY_PATTERN, `${label} is not a valid stage key`);
export const StageKeyParamsSchema = z.object({ key: stageKey() });

/** A stage of the agency's workflow (Settings → Application stages). */
export const ApplicationStageSchema = z.object({
  key: z.string(),
  name: z.string(),
  phase: z.enum(APPLICATION_PHASES),
  position: z.number().int(),
  /** Moving an application here needs a note (why it was rejected, withdrawn …). */
  requiresNote: z.boolean(),
  /** Retired stages keep their history but take no application. */
  retiredAt: z.string().nullable(),
});
export type ApplicationStage = z.infer<typeof ApplicationStageSchema>;
export const ApplicationStagesSchema = z.object({ data: z.array(ApplicationStageSchema) });
export const StageListQuerySchema = z.object({ retired: queryFlag().optional() });

const name = text('Name', 60);
export const StageCreateSchema = z.object({
  name,
  phase: oneOf('Phase', APPLICATION_PHASES),
  requiresNote: flag('Requires a note').default(false),
});
export type StageCreate = z.input<typeof StageCreateSchema>;
export const StageUpdateSchema = z.object({
  name: name.optional(),
  requiresNote: flag('Requires a note').optional(),
});
/** PUT /application-stages/order: every stage that is not retired, in its new order. */
export const StageOrderSchema = z.object({
  keys: z.array(stageKey(), 'Keys must be a list').min(1, 'Name every stage').max(100),
});

export const applicationStagesResource = { path: '/application-stages' } as const;
