import { z } from 'zod';
import { currencyCode } from './money';

/** Field builders shared by resources, so every form says the same thing for the same mistake. */
/*
 * Markup: an HTML (or SVG/MathML) element's tag, open or close, a comment, a doctype or a
 * processing instruction. Not any text between angle brackets: a visitor's "IELTS <6.5 in
 * writing, >7 overall" or "use <my email>" is no markup, and refusing it lost their enquiry.
 */
const ELEMENTS =
  'a|abbr|address|applet|area|article|aside|audio|b|base|basefont|bdi|bdo|blink|blockquote|body|br|button|canvas|caption|center|cite|code|col|colgroup|data|datalist|dd|del|details|dfn|dialog|div|dl|dt|em|embed|fieldset|figcaption|figure|font|footer|form|frame|frameset|h[1-6]|head|header|hgroup|hr|html|i|iframe|image|img|input|ins|kbd|label|legend|li|link|listing|main|map|mark|marquee|math|menu|meta|meter|nav|noembed|noframes|noscript|object|ol|optgroup|option|output|p|param|picture|plaintext|pre|progress|q|rp|rt|ruby|s|samp|script|search|section|select|slot|small|source|span|strike|strong|style|sub|summary|sup|svg|table|tbody|td|template|textarea|tfoot|th|thead|time|title|tr|track|tt|u|ul|var|video|wbr|xmp';
const NO_TAGS = new RegExp(`<\\/?\\s*(?:${ELEMENTS})(?=[\\s/>])[^<>]*>|<!--|<!doctype|<\\?`, 'i');

/*
 * Characters no field accepts: C0 controls (NUL breaks PostgreSQL text, the rest breaks what
 * people read), DEL, C1 controls, and the bidi embeddings, overrides and isolates that can make
 * text read differently from what is stored. Tab, line feed and carriage return are allowed
 * where a field spans lines.
 */
/* eslint-disable no-control-regex -- finding control characters is the point */
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
// As above, minus tab, line feed and carriage return.
const CONTROLS_MULTILINE =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
/* eslint-enable no-control-regex */
/*
 * Half of a surrogate pair without its other half: no character at all, which SQLite
 * stored as invalid UTF-8 and PostgreSQL as U+FFFD. Refused with the control characters.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const hasControls = (v: string, multiline = false) =>
  (multiline ? CONTROLS_MULTILINE : CONTROLS).test(v) || LONE_SURROGATE.test(v);

export type TextOptions = {
  /** The field spans lines (a message, a description): tab and newlines are allowed. */
  multiline?: boolean;
};

/**
 * The base of every text field: a trimmed string of at most `max` characters without control
 * or text-direction characters. Every text builder starts here, so no text reaches the database
 * or a reader without this check.
 */
export const plain = (label: string, max: number, o: TextOptions = {}, typeMessage?: string) => {
  const message = `${label} must not contain control characters`;
  return (
    z
      .string(typeMessage ?? `${label} must be text`)
      // Before trimming, which would quietly drop a vertical tab or form feed at either end;
      // ordinary line breaks and tabs there are only whitespace and are trimmed away.
      .refine((v) => !hasControls(v, true), message)
      .trim()
      .max(max, `${label} must be at most ${max} characters`)
      .refine((v) => !hasControls(v, o.multiline), message)
  );
};

/** Plain text: no HTML tags either (the spec's text is never markup). */
export const noTags = (label: string, max: number, o?: TextOptions, typeMessage?: string) =>
  plain(label, max, o, typeMessage).refine(
    (v) => !NO_TAGS.test(v),
    `${label} must not contain HTML tags`,
  );

/** Something a reader can see: not only spaces and zero-width characters (U+200B–D, U+2060, U+00AD). */
const VISIBLE = /[^\s\u200b-\u200d\u2060\u00ad]/u;

export const text = (label: string, max = 200, o?: TextOptions) =>
  noTags(label, max, o, `${label} is required`)
    .min(1, `${label} is required`)
    .refine((v) => v === '' || VISIBLE.test(v), `${label} is required`);

export const optionalText = (label: string, max = 2000, o?: TextOptions) =>
  noTags(label, max, o).optional();

/** Multi-line text: a message, a description, remarks. */
export const MULTILINE: TextOptions = { multiline: true };

/** Rich text (HTML) that the server sanitises; only its characters are checked here. */
export const richText = (label: string, max: number) =>
  z
    .string(`${label} must be text`)
    .max(max, `${label} is too long`)
    .refine((v) => !hasControls(v, true), `${label} must not contain control characters`);

/** A field people never see (a bot trap): anything goes, nothing is kept. */
export const honeypot = () => z.string().max(200).optional();

export const email = () =>
  z
    .string('Email is required')
    .trim()
    .toLowerCase()
    .pipe(z.email('Enter a valid email address').max(254));

/**
 * A phone number as people write it: 7–20 digits with spaces, dashes, dots and brackets, and a
 * + before the first digit ("+44 7700 900123", "(+977) 984 123 4567", "07700 900123"). One
 * check, one message.
 */
const PHONE = /^[\d \-().+]{7,24}$/;
const phoneOk = (v: string) => {
  const digits = v.replace(/\D/g, '').length;
  return PHONE.test(v) && /^[^\d+]*\+?[^+]*$/.test(v) && digits >= 7 && digits <= 20;
};
export const mobile = (label = 'Mobile') =>
  z
    .string(`${label} is required`)
    .trim()
    .refine(phoneOk, `Enter a valid ${label.toLowerCase()} number`);

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

/** What a record id may look like (ours are UUIDs): checked before any query uses one. */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** A record id: in a path, a filter or a body. */
export const id = (label = 'Id', required = `${label} is required`) =>
  z.string(required).trim().min(1, required).regex(ID_PATTERN, `${label} is not a valid id`);

/** The id of another record, chosen from a list. */
export const ref = (label: string) => id(label, `Choose a ${label.toLowerCase()}`);

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

/** An ISO 4217 currency code (common/money.ts). */
export const currency = () => currencyCode('Currency');

/** A form field left blank sends ''; where the API takes null for "none", a form maps it so. */
export const blankToNull = <T extends z.ZodType>(schema: T) =>
  z.union([z.literal('').transform(() => null), schema]);

/** A web address (http or https); '' when the optional field is left blank. */
export const webAddress = (label: string, max = 500) =>
  plain(label, max)
    .refine(
      (v) => v === '' || (/^https?:\/\/\S+$/i.test(v) && URL.canParse(v)),
      `${label} must start with http:// or https://`,
    )
    .optional();

const NUMERAL = /^-?\d+(\.\d+)?$/;

/**
 * A number, or a decimal numeral as text (multipart bodies, query strings and form inputs are
 * text). Nothing else: not `[42]`, `true`, `null`, `''`, `"0x10"` or `"1e3"`, which a plain
 * coercion would turn into numbers, and not `"  2027  "` either (no spaces around a
 * number, in JSON, multipart or a query alike; a number input never sends any). `rules` adds
 * the field's own bounds.
 */
export const numeric = (label: string, rules: z.ZodNumber = z.number()) =>
  z
    .union([z.number(), z.string().regex(NUMERAL).transform(Number)], {
      error: `${label} must be a number`,
    })
    .pipe(rules);

/** A non-negative amount. */
export const amount = (label: string) =>
  numeric(
    label,
    z
      .number(`${label} must be a number`)
      .min(0, `${label} cannot be negative`)
      .max(1_000_000_000, `${label} is too large`),
  );

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
