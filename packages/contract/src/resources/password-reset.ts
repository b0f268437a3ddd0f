import { z } from 'zod';
import { email } from '../common/fields';
import { password } from './users';

/*
 * "Forgot password?" (issue 24): POST /users/forgot-password always answers 202 with
 * FORGOT_PASSWORD_ANSWER, whether or not the address has an account; the link in the mail
 * (/reset-password?token=…) works once, for RESET_LINK_MINUTES, and POST /users/reset-password
 * with it sets a new password and signs the account out everywhere.
 */
export const RESET_LINK_MINUTES = 30;
export const RESET_PASSWORD_PATH = '/reset-password';

export const FORGOT_PASSWORD_ANSWER =
  'If an account exists for that address, we have sent a link to reset its password. It works once, within 30 minutes.';
export const RESET_LINK_INVALID =
  'This link is not valid: it has expired or has been used already. Ask for a new one.';
export const PASSWORD_RESET_DONE =
  'Your password has been changed and you have been signed out everywhere. Sign in with the new password.';

export const ForgotPasswordSchema = z.object({ email: email() });
export type ForgotPassword = z.infer<typeof ForgotPasswordSchema>;

export const ResetPasswordSchema = z.object({
  token: z
    .string(RESET_LINK_INVALID)
    .trim()
    .min(1, RESET_LINK_INVALID)
    .max(200, RESET_LINK_INVALID),
  password: password('New password'),
});
export type ResetPassword = z.infer<typeof ResetPasswordSchema>;

/** The /reset-password page's form: the new password twice (the token comes from the address). */
export const ResetPasswordFormSchema = z
  .object({ password: password('New password'), confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
