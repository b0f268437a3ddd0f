import type { z } from 'zod';
import { MESSAGES } from '@studydesk/contract';

/** A failure the client caused or may act on; the error handler turns it into the §4 body. */
export class AppError extends Error {
  /** Seconds a client should wait before trying again (sent as Retry-After). */
  retryAfter?: number;
  /** More the client acts on, sent beside message and error (what is missing, where it is now). */
  extra?: Record<string, unknown>;
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (message = 'Not found') => new AppError(404, 'not_found', message);
export const unauthorized = (message: string) => new AppError(401, 'unauthorized', message);
export const forbidden = (message: string) => new AppError(403, 'forbidden', message);
export const conflict = (message: string, fieldErrors?: Record<string, string>) =>
  new AppError(409, 'conflict', message, fieldErrors);
/** 409 carrying what the client needs to decide again (merged into the error body). */
export function conflictWith(message: string, extra: Record<string, unknown>): AppError {
  const err = new AppError(409, 'conflict', message);
  err.extra = extra;
  return err;
}
export const badRequest = (message: string, fieldErrors?: Record<string, string>) =>
  new AppError(400, 'validation', message, fieldErrors);

/** 429 with the seconds to wait (Retry-After). */
export function tooManyRequests(message: string, retryAfterSeconds: number): AppError {
  const err = new AppError(429, 'rate_limited', message);
  err.retryAfter = Math.max(1, Math.ceil(retryAfterSeconds));
  return err;
}

/** Parses `value` with `schema`, or throws the 400 a route's own body validation would give. */
export function parseOr400<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  const fieldErrors: Record<string, string> = {};
  for (const issue of r.error.issues) fieldErrors[issue.path.join('.') || '_'] ??= issue.message;
  throw badRequest(MESSAGES.validation, fieldErrors);
}
