import { z } from 'zod';
import { IdSchema, RecordMetaSchema } from '../common/list';
import { flag, MULTILINE, optionalText, queryFlag, ref, text } from '../common/fields';

/** A place (state, province, region) within a country. */
const fields = {
  country: ref('Country'),
  name: text('Name', 100),
  description: optionalText('Description', 2000, MULTILINE),
  active: flag('Active'),
  recommended: flag('Recommended'),
};
export const StateCreateSchema = z.object({
  ...fields,
  active: fields.active.default(true),
  recommended: fields.recommended.default(false),
});
export type StateCreate = z.infer<typeof StateCreateSchema>;
export const StateUpdateSchema = z.object(fields).partial();
export type StateUpdate = z.infer<typeof StateUpdateSchema>;

export const StateSchema = RecordMetaSchema.extend({
  /** Null once its country is deleted. */
  country: z.string().nullable(),
  countryName: z.string().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  active: z.boolean(),
  recommended: z.boolean(),
});
export type State = z.infer<typeof StateSchema>;

export const StateFiltersSchema = z.object({
  country: IdSchema.optional(),
  active: queryFlag().optional(),
  recommended: queryFlag().optional(),
});

export { statesResource } from './catalogue-basics';
