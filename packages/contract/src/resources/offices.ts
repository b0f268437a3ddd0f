import { z } from 'zod';
import { RecordMetaSchema, type ListEnvelope } from '../common/list';
import {
  blankable,
  email,
  id,
  mobile,
  MULTILINE,
  oneOf,
  optionalText,
  text,
} from '../common/fields';
import { ianaTimeZone } from '../common/time-zones';
import { OFFICES_PATH } from './office-basics';

export * from './office-basics';

/** An office (branch, franchise) of the agency: records belong to one, people to one or more. */
export const OfficeSchema = RecordMetaSchema.extend({
  name: z.string(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  /** IANA zone of the office's clock (its digest, its day). */
  timeZone: z.string(),
  /** Where enquirers' replies go when no counsellor owns them; null: the agency's. */
  replyEmail: z.string().nullable(),
  /** When it was retired; null while active. A retired office takes no new records. */
  retiredAt: z.string().nullable(),
  active: z.boolean(),
  /** The default office: leads that name no office land here (the oldest active office). */
  isDefault: z.boolean(),
});
export type Office = z.infer<typeof OfficeSchema>;

export const OfficeCreateSchema = z.object({
  name: text('Name', 100),
  address: optionalText('Address', 500, MULTILINE),
  phone: blankable(mobile('Phone')),
  timeZone: ianaTimeZone().default('UTC'),
  replyEmail: blankable(email()),
});
export type OfficeCreate = z.infer<typeof OfficeCreateSchema>;

/** PATCH: any of the fields; a blank address, phone or reply e-mail clears it. */
export const OfficeUpdateSchema = z.object({
  name: text('Name', 100).optional(),
  address: optionalText('Address', 500, MULTILINE).optional(),
  phone: z.union([z.literal(''), mobile('Phone')]).optional(),
  timeZone: ianaTimeZone().optional(),
  replyEmail: z.union([z.literal(''), email()]).optional(),
});
export type OfficeUpdate = z.infer<typeof OfficeUpdateSchema>;

/** GET /offices: active offices by default; `retired=yes` the retired, `all` both. */
export const OfficeListQuerySchema = z.object({
  retired: oneOf('Retired', ['no', 'yes', 'all'] as const).default('no'),
});
export type OfficeListQuery = z.infer<typeof OfficeListQuerySchema>;
export const OfficeListSchema = z.object({ data: z.array(OfficeSchema), total: z.number().int() });
export type OfficeList = z.infer<typeof OfficeListSchema>;

/**
 * DELETE /offices/:id retires it. An office that still has enquiries or people is retired only
 * with `moveTo`: its enquiries (with everything under them) and its people move there.
 */
export const OfficeRetireQuerySchema = z.object({ moveTo: id('Move to').optional() });
export type OfficeRetireQuery = z.infer<typeof OfficeRetireQuerySchema>;

/** An office filter on a list: admins and multi-office managers pick one ("All offices": unset). */
export const OfficeFilterSchema = z.object({ office: id('Office').optional() });

export const officesResource = {
  name: 'offices',
  path: OFFICES_PATH,
  envelope: { items: 'data', count: 'total' } satisfies ListEnvelope,
  sortable: ['name', 'createdAt'],
  defaultSort: 'name',
} as const;
