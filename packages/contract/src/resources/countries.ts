import { z } from 'zod';
import { RecordMetaSchema } from '../common/list';
import { blankable, currency, text, upperCode } from '../common/fields';
import { ImageMetaSchema } from '../common/image';

/** Sent as multipart with the flag as `image` (spec §7); JSON works too. */
export const CountryCreateSchema = z.object({
  name: text('Name', 100),
  code: upperCode('Code', 2, 3),
  isoCode: upperCode('ISO code', 3, 3),
  dialCode: blankable(
    z
      .string()
      .trim()
      .regex(/^\+\d{1,4}(-\d{1,4})?$/, 'Dial code must look like +91 or +1-868'),
  ),
  currency: blankable(currency()),
});
export type CountryCreate = z.infer<typeof CountryCreateSchema>;
/** Spec §5: an update sends only the fields that are filled. */
export const CountryUpdateSchema = CountryCreateSchema.partial();
export type CountryUpdate = z.infer<typeof CountryUpdateSchema>;

export const CountrySchema = RecordMetaSchema.extend({
  name: z.string(),
  code: z.string(),
  isoCode: z.string(),
  dialCode: z.string().nullable(),
  currency: z.string().nullable(),
  ...ImageMetaSchema.shape,
});
export type Country = z.infer<typeof CountrySchema>;

export { countriesResource, isProtectedCountry } from './catalogue-basics';
