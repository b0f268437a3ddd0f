/*
 * "Forgot password?", zod-free: the public /reset-password page loads these without
 * any schema code. POST /users/forgot-password always answers FORGOT_PASSWORD_ANSWER (202),
 * whether or not the address has an account; the mail's link (/reset-password?token=…) works
 * once, for RESET_LINK_MINUTES.
 */
export const RESET_LINK_MINUTES = 30;
export const RESET_PASSWORD_PATH = '/reset-password';

export const FORGOT_PASSWORD_ANSWER =
  'If an account exists for that address, we have sent a link to reset its password. It works once, within 30 minutes.';
export const RESET_LINK_INVALID =
  'This link is not valid: it has expired or has been used already. Ask for a new one.';
export const PASSWORD_RESET_DONE =
  'Your password has been changed and you have been signed out everywhere. Sign in with the new password.';
