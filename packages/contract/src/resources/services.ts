import { z } from 'zod';
import { RecordMetaSchema } from '../common/list';
import { text } from '../common/fields';

export const ServiceSchema = RecordMetaSchema.extend({ title: z.string() });
export type Service = z.infer<typeof ServiceSchema>;

/** Plain text like every other title: no tags, no control characters. */
const title = text('Title', 200);

export const ServiceCreateSchema = z.object({ title });
export type ServiceCreate = z.infer<typeof ServiceCreateSchema>;
/** Spec §5: an update sends the title only if present. */
export const ServiceUpdateSchema = z.object({ title: title.optional() });
export type ServiceUpdate = z.infer<typeof ServiceUpdateSchema>;

export { servicesResource } from './catalogue-basics';
