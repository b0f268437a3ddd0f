import {
  AppointmentBookSchema,
  ENQUIRY_CATEGORIES,
  EnquiryPublicCreateSchema,
  ForgotPasswordSchema,
  LoginBodySchema,
  RegisterSchema,
  ResetPasswordFormSchema,
} from '@studydesk/contract';
import { z } from 'zod';

// The contract's schemas (the API validates with the same), loaded with a form's first use
// (form/lazy-schema.ts): zod stays off every screen's first load.
export { LoginBodySchema as loginSchema, RegisterSchema as registerSchema };
export {
  ForgotPasswordSchema as forgotPasswordSchema,
  ResetPasswordFormSchema as resetPasswordSchema,
};

/** The public enquiry, with a kinder word for the category. */
export const enquirySchema = EnquiryPublicCreateSchema.extend({
  category: z.enum(ENQUIRY_CATEGORIES, 'Choose your level of study'),
});

/** The booking page's details of the person (the slot is chosen apart). */
export const bookingDetailsSchema = AppointmentBookSchema.pick({
  fName: true,
  lName: true,
  email: true,
  mobile: true,
  consent: true,
  website: true,
});
