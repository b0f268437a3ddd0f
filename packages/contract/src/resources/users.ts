import { z } from 'zod';
import { SessionUserSchema } from '../auth';
import { ROLES, USER_STATUSES } from '../auth-basics';
import { blankable, email, hasControls, id, mobile, oneOf, refList, text } from '../common/fields';
import { ListQuerySchema, RecordMetaSchema } from '../common/list';
import { PASSWORD_MIN } from '../constants';
import { RESET_LINK_INVALID } from './password-reset-basics';

/** A staff account as admins see it in My Team; never the password hash. */
export const UserSchema = RecordMetaSchema.extend({
  fname: z.string(),
  lname: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  userType: z.enum(ROLES),
  status: z.enum(USER_STATUSES),
  image: z.string().nullable(),
  lastLogin: z.string().nullable(),
  /** The ids of the offices the user belongs to. */
  offices: z.array(z.string()),
});
export type User = z.infer<typeof UserSchema>;

const CLASSES = [/[a-z]/, /[A-Z]/, /\d/, /[^a-zA-Z\d]/];

/** At least 10 characters, mixing at least two of: lower case, upper case, digits, symbols. */
export const password = (label = 'Password') =>
  z
    .string(`${label} is required`)
    .min(PASSWORD_MIN, `${label} must be at least ${PASSWORD_MIN} characters`)
    .max(256, `${label} must be at most 256 characters`)
    .refine((v) => !hasControls(v), `${label} must not contain control characters`)
    .refine(
      (v) => CLASSES.filter((c) => c.test(v)).length >= 2,
      `${label} must mix letters with digits, capitals or symbols`,
    );

const names = { fname: text('First name', 100), lname: text('Last name', 100) };

/** The offices a user belongs to: at least one, active, no repeats. */
const offices = refList('Offices', 50)
  .min(1, 'Choose at least one office')
  .refine((v) => new Set(v).size === v.length, 'An office is listed twice');

export const RegisterSchema = z
  .object({
    ...names,
    email: email(),
    mobile: mobile(),
    password: password(),
    confirmPassword: z.string('Confirm your password'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type Register = z.infer<typeof RegisterSchema>;

export const REGISTERED_MESSAGE =
  'Thanks for registering. An administrator must approve your account before you can sign in.';
export const DUPLICATE_EMAIL_MESSAGE = 'An account with this email already exists';

export const UserCreateSchema = z.object({
  ...names,
  email: email(),
  mobile: blankable(mobile()),
  userType: oneOf('Role', ROLES),
  password: password(),
  /** Unset: the default office. */
  offices: offices.optional(),
});
export type UserCreate = z.infer<typeof UserCreateSchema>;

export const UserUpdateSchema = z.object({
  fname: names.fname.optional(),
  lname: names.lname.optional(),
  mobile: blankable(mobile()),
  userType: oneOf('Role', ROLES).optional(),
  status: oneOf('Status', USER_STATUSES).optional(),
  /** Replaces the user's offices. */
  offices: offices.optional(),
});
export type UserUpdate = z.infer<typeof UserUpdateSchema>;

export const UserListQuerySchema = ListQuerySchema.extend({
  status: z.enum(USER_STATUSES).optional(),
  userType: z.enum(ROLES).optional(),
  /** People of one office. */
  office: id('Office').optional(),
});
export type UserListQuery = z.infer<typeof UserListQuerySchema>;

/** One's own account as the profile page shows it: the session user plus the mobile. */
export const ProfileSchema = SessionUserSchema.extend({ mobile: z.string().nullable() });
export type Profile = z.infer<typeof ProfileSchema>;

export const ProfileUpdateSchema = z.object({ ...names, mobile: blankable(mobile()) });
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;

export const PasswordChangeSchema = z.object({
  currentPassword: z.string('Enter your current password').min(1, 'Enter your current password'),
  newPassword: password('New password'),
});
export type PasswordChange = z.infer<typeof PasswordChangeSchema>;

export const ResetPasswordResponseSchema = z.object({ password: z.string() });
export type ResetPasswordResponse = z.infer<typeof ResetPasswordResponseSchema>;

/** The bodies of POST /users/forgot-password and /users/reset-password. */
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
