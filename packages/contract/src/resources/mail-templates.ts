import { z } from 'zod';
import { id, MULTILINE, text } from '../common/fields';

export * from './mail-basics';

/**
 * The merge fields a mail template may use, written `{{firstName}}`. Merging fills
 * each with its value; one without a value (a call request has no enquiry number) becomes
 * nothing. A name not listed here is refused when a template is saved.
 */
export const MAIL_MERGE_FIELDS = {
  firstName: 'The student’s first name',
  lastName: 'The student’s last name',
  enqNo: 'The enquiry number (ENQ-000123)',
  agencyName: 'The agency’s name (Settings)',
  counsellorName: 'The counsellor’s name (the owner, or who sends it)',
  studentLink:
    'The student’s private upload link (sending makes a new one; the last one stops working)',
  bookingLink: 'The page to book a session: with the owner, else with any counsellor',
} as const;
export type MailMergeField = keyof typeof MAIL_MERGE_FIELDS;
export const MAIL_MERGE_FIELD_NAMES = Object.keys(MAIL_MERGE_FIELDS) as MailMergeField[];

/** `{{ name }}`: letters and digits, spaces inside the braces allowed. */
export const PLACEHOLDER = /\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}/g;

/** The placeholders in `text` that are not merge fields, each once. */
export function unknownMergeFields(value: string): string[] {
  const names = [...value.matchAll(PLACEHOLDER)].map((m) => m[1]!);
  return [...new Set(names.filter((n) => !(MAIL_MERGE_FIELD_NAMES as string[]).includes(n)))];
}

/** A template's text: its own rules, and only known merge fields. */
const templated = (field: z.ZodString) =>
  field.superRefine((v, ctx) => {
    const unknown = unknownMergeFields(v);
    if (unknown.length > 0)
      ctx.addIssue({
        code: 'custom',
        message: `Unknown merge field ${unknown.map((n) => `{{${n}}}`).join(', ')}: use ${MAIL_MERGE_FIELD_NAMES.map((n) => `{{${n}}}`).join(', ')}`,
      });
  });

export const templateSubject = () => templated(text('Subject', 200));
export const templateBody = () => templated(text('Body', 10_000, MULTILINE));

/** A template staff pick when they write to a student (admins keep the list). */
export const MailTemplateSchema = z.object({
  _id: z.string(),
  /** The same as `_id`. */
  id: z.string(),
  name: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MailTemplate = z.infer<typeof MailTemplateSchema>;

export const MailTemplateCreateSchema = z.object({
  name: text('Name', 100),
  subject: templateSubject(),
  body: templateBody(),
});
export type MailTemplateCreate = z.infer<typeof MailTemplateCreateSchema>;
export const MailTemplateUpdateSchema = MailTemplateCreateSchema.partial();
export type MailTemplateUpdate = z.infer<typeof MailTemplateUpdateSchema>;

/** GET /mail-templates: every template, by name (a short list: no paging). */
export const MailTemplateListSchema = z.object({
  data: z.array(MailTemplateSchema),
  total: z.number().int(),
});
export type MailTemplateList = z.infer<typeof MailTemplateListSchema>;

/**
 * POST /mail-templates/preview: a subject and body as they would arrive, merged with an
 * enquiry's values (`enquiry`, one the caller may see) or with sample ones.
 */
export const MailPreviewBodySchema = z.object({
  subject: templateSubject(),
  body: templateBody(),
  enquiry: id('Enquiry').optional(),
});
export type MailPreviewBody = z.infer<typeof MailPreviewBodySchema>;
export const MailPreviewSchema = z.object({
  subject: z.string(),
  text: z.string(),
  html: z.string(),
});
export type MailPreview = z.infer<typeof MailPreviewSchema>;

/** The acknowledgement a public enquirer (or call request) gets, as an admin set it. */
export const AcknowledgementValuesSchema = z.object({
  on: z.boolean('On must be true or false'),
  subject: templateSubject(),
  body: templateBody(),
});
export type AcknowledgementValues = z.infer<typeof AcknowledgementValuesSchema>;
export const AcknowledgementSchema = AcknowledgementValuesSchema.extend({
  updatedAt: z.string().nullable(),
});
export type Acknowledgement = z.infer<typeof AcknowledgementSchema>;
export const AcknowledgementUpdateSchema = AcknowledgementValuesSchema.partial().strict();
export type AcknowledgementUpdate = z.infer<typeof AcknowledgementUpdateSchema>;

/** On by default, until an admin changes it. */
export const ACKNOWLEDGEMENT_DEFAULTS: AcknowledgementValues = {
  on: true,
  subject: '{{agencyName}}: we have your enquiry {{enqNo}}',
  body: [
    'Dear {{firstName}},',
    '',
    'Thank you for contacting {{agencyName}}. We have received your enquiry and a counsellor will be in touch with you soon.',
    '',
    'Your enquiry number is {{enqNo}}: please quote it if you write to us.',
    '',
    'Book a counselling session at a time that suits you: {{bookingLink}}',
    '',
    'Kind regards,',
    '{{agencyName}}',
  ].join('\n'),
};

/** GET/POST /mail/unsubscribe?token=…: the morning digest's List-Unsubscribe link. */
export const UnsubscribeQuerySchema = z.object({
  token: z.string().trim().min(1, 'The link is incomplete').max(200, 'The link is not valid'),
});

/** PUT /users/me/digest: the signed-in person's own morning digest, on or off. */
export const DigestPreferenceSchema = z.object({ on: z.boolean('On must be true or false') });
export type DigestPreference = z.infer<typeof DigestPreferenceSchema>;
