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
