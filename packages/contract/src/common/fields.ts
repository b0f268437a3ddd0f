import { z } from 'zod';

/** Field builders shared by resources, so every form says the same thing for the same mistake. */
const NO_TAGS = /<[^>]*>/;

export const text = (label: string, max = 200) =>
  z
    .string(`${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine((v) => !NO_TAGS.test(v), `${label} must not contain HTML tags`);

export const optionalText = (label: string, max = 2000) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((v) => !NO_TAGS.test(v), `${label} must not contain HTML tags`)
    .optional();

export const email = () =>
  z
    .string('Email is required')
    .trim()
    .toLowerCase()
    .pipe(z.email('Enter a valid email address').max(254));

/** An international number: optional +, 7–15 digits, spaces, dashes and brackets allowed. */
export const mobile = (label = 'Mobile') =>
  z
    .string(`${label} is required`)
    .trim()
    .regex(/^\+?[\d\s\-()]{7,20}$/, `Enter a valid ${label.toLowerCase()} number`)
    .refine((v) => v.replace(/\D/g, '').length >= 7, `Enter a valid ${label.toLowerCase()} number`);

/** A calendar date, YYYY-MM-DD. */
export const isoDate = (label: string) => z.iso.date(`${label} must be a date (YYYY-MM-DD)`);

export const oneOf = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum(values, `${label} must be one of: ${values.join(', ')}`);

/** A yes/no value. Multipart "true"/"false" become booleans before validation (API form-body). */
export const flag = (label: string) => z.boolean(`${label} must be true or false`);

/** A yes/no query parameter (`?domestic=true`). */
export const queryFlag = () => z.stringbool();

/** An optional value where an empty string means "not given" (forms send '' for blank fields). */
export const blankable = <T extends z.ZodType>(schema: T) =>
  z.union([z.literal('').transform(() => undefined), schema]).optional();

/** The id of another record, chosen from a list. */
export const ref = (label: string) =>
  z
    .string(`Choose a ${label.toLowerCase()}`)
    .trim()
    .min(1, `Choose a ${label.toLowerCase()}`)
    .max(64);

/** A list of short texts (facilities, tags …); forms send them as `name[0]` or `name[]`. */
export const textList = (label: string, max = 200, maxItems = 50) =>
  z.array(text(label, max), `${label} must be a list`).max(maxItems, `At most ${maxItems} entries`);

export const refList = (label: string, maxItems = 200) =>
  z.array(ref(label), `${label} must be a list`).max(maxItems, `At most ${maxItems} entries`);

/** Upper-case letters only, e.g. a country code; lower case is accepted and raised. */
export const upperCode = (label: string, min: number, max: number) =>
  z
    .string(`${label} is required`)
    .trim()
    .toUpperCase()
    .regex(
      new RegExp(`^[A-Z]{${min},${max}}$`),
      `${label} must be ${min === max ? min : `${min}–${max}`} letters`,
    );

export const currency = () => upperCode('Currency', 3, 3);

/** A web address (http or https); '' when the optional field is left blank. */
export const webAddress = (label: string) =>
  z
    .string()
    .trim()
    .max(500, `${label} must be at most 500 characters`)
    .refine(
      (v) => v === '' || (/^https?:\/\/\S+$/i.test(v) && URL.canParse(v)),
      `${label} must start with http:// or https://`,
    )
    .optional();

/** A non-negative amount; multipart sends it as text. */
export const amount = (label: string) =>
  z.coerce
    .number(`${label} must be a number`)
    .min(0, `${label} cannot be negative`)
    .max(1_000_000_000, `${label} is too large`);

/** A point in time (ISO date-time, or a date meaning its midnight UTC), stored as ISO UTC. */
export const dateTime = (label: string) =>
  z
    .union(
      [z.iso.datetime({ offset: true }), z.iso.date()],
      `${label} must be a date or date-time (ISO 8601)`,
    )
    .transform((v) => new Date(v).toISOString());

/** Lower-case words joined by dashes: "Study in Canada!" → "study-in-canada". */
export const slugify = (v: string) =>
  v
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200);
