import '../../app/strict-csp';
import { zodResolver } from '@hookform/resolvers/zod';
import { ENQUIRY_CATEGORIES, EnquiryPublicCreateSchema } from '@studydesk/contract';
import { z } from 'zod';

// Loaded with the form's first use (see lazyResolver): zod stays off the page's first load.

/** The contract's schema (the API validates with it), with a kinder word for the category. */
export const enquiryFormSchema = EnquiryPublicCreateSchema.extend({
  category: z.enum(ENQUIRY_CATEGORIES, 'Choose your level of study'),
});
export type EnquiryFormInput = z.input<typeof enquiryFormSchema>;
export type EnquiryFormValues = z.output<typeof enquiryFormSchema>;

export const enquiryResolver = zodResolver(enquiryFormSchema);
