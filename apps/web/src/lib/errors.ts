import { MESSAGES } from '@studydesk/contract/plain';

type MaybeError = {
  status?: number | string;
  statusText?: string;
  data?: unknown;
  message?: string;
  error?: string;
};

const text = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() !== '' ? v : undefined;

/** Why a request got no answer from StudyDesk at all (the network, or the server down). */
export const UNREACHABLE = 'StudyDesk could not be reached: check the connection and try again';

/** No answer came (RTK Query's FETCH_ERROR, TIMEOUT_ERROR), or a proxy's page in place of one. */
function unanswered(e: MaybeError & { originalStatus?: number }): boolean {
  if (e.status === 'FETCH_ERROR' || e.status === 'TIMEOUT_ERROR') return true;
  return e.status === 'PARSING_ERROR' && [502, 503, 504].includes(e.originalStatus ?? 0);
}

/**
 * Spec §8: the response's message, then its error, then the status text, then the fallback.
 * Accepts an RTK Query error ({status, data}) or anything thrown. With no answer at all, the
 * fallback says so: staff can tell a dropped connection from a refusal of what they typed.
 */
export function errorMessage(err: unknown, fallback: string = MESSAGES.generic): string {
  if (!err || typeof err !== 'object') return text(err) ?? fallback;
  const e = err as MaybeError;
  if (unanswered(e)) return `${fallback.replace(/[.:]?$/, '.')} ${UNREACHABLE}`;
  const data = (e.data && typeof e.data === 'object' ? e.data : {}) as MaybeError;
  return text(data.message) ?? text(data.error) ?? text(e.statusText) ?? fallback;
}

/** Field errors of a 400 answer ({fieldErrors: {field: message}}), if any. */
export function fieldErrors(err: unknown): Record<string, string> {
  const data = (err as { data?: { fieldErrors?: unknown } } | null)?.data;
  const fe = data?.fieldErrors;
  return fe && typeof fe === 'object' ? (fe as Record<string, string>) : {};
}

/** The server refused this user (403): a "you do not have access" state, not a retry. */
export function isForbidden(err: unknown): boolean {
  return (err as { status?: unknown } | null | undefined)?.status === 403;
}
