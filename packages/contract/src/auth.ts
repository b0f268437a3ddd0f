import { z } from 'zod';
import { ROLES } from './auth-basics';

export const LoginBodySchema = z.object({
  email: z.email('Enter a valid email address').max(254),
  password: z.string().min(1, 'Enter your password').max(256),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const SessionUserSchema = z.object({
  _id: z.string(),
  fname: z.string(),
  lname: z.string(),
  email: z.string(),
  userType: z.enum(ROLES),
  image: z.string().nullable(),
  /**
   * The ids of the offices the user belongs to, and whether the agency has more than
   * one active office (the web shows no office UI until it has). Always sent; optional in the
   * type only so sessions stored before offices still fit.
   */
  offices: z.array(z.string()).optional(),
  multiOffice: z.boolean().optional(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const LoginResponseSchema = z.object({
  message: z.string(),
  token: z.string(),
  user: SessionUserSchema,
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** A staff member as others see them (the assign-to list). */
export const StaffMemberSchema = z.object({
  _id: z.string(),
  fname: z.string(),
  lname: z.string(),
  userType: z.enum(ROLES),
  /** The ids of the offices they work in (an owner works in the record's office). */
  offices: z.array(z.string()),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;
