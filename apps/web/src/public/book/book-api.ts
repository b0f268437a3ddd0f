import {
  API_BASE,
  type BookingOptions,
  type PublicAppointment,
  type Slot,
} from '@studydesk/contract';

const DAY_MS = 86_400_000;
/** How far ahead the page offers times: two weeks, well within what one request may ask. */
export const DAYS_SHOWN = 14;

/** A refused or failed call, shaped as lib/errors reads it. The booking page keeps its own
 * (not ../api's): sharing that module with the form pages split it off into a chunk the staff
 * routes load (Rollup merges small chunks by size). */
export class ApiFailure extends Error {
  constructor(
    readonly status: number | 'FETCH_ERROR',
    readonly data: unknown,
  ) {
    super(`request failed: ${status}`);
  }
}

/** Calls the public booking API (no cookie, no cache); answers the body of a 2xx, throws an
 * ApiFailure otherwise. */
export async function callJson<T>(path: string, method = 'GET', body?: unknown): Promise<T> {
  const init: RequestInit = { method, credentials: 'omit', cache: 'no-store' };
  if (body !== undefined) {
    init.headers = { 'content-type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  let res: Response;
  try {
    res = await fetch(new Request(`${API_BASE}${path}`, init));
  } catch {
    throw new ApiFailure('FETCH_ERROR', undefined);
  }
  const data: unknown = await res.json().catch(() => undefined);
  if (!res.ok) throw new ApiFailure(res.status, data);
  return data as T;
}

const query = (q: Record<string, string | undefined>) =>
  new URLSearchParams(
    Object.entries(q).filter((e): e is [string, string] => e[1] !== undefined),
  ).toString();

export const fetchOptions = (counsellor?: string) =>
  callJson<BookingOptions>(`/public/booking-options?${query({ counsellor })}`);

/** The free times of the next two weeks for a session type (and counsellor). */
export async function fetchSlots(type: string, counsellor?: string, now = Date.now()) {
  const from = new Date(now).toISOString();
  const to = new Date(now + DAYS_SHOWN * DAY_MS).toISOString();
  const q = query({ type, counsellor, from, to });
  return (await callJson<{ slots: Slot[] }>(`/public/slots?${q}`)).slots;
}

export type Booked = { message: string; token: string; appointment: PublicAppointment };

const session = (token: string) => `/public/appointments/${encodeURIComponent(token)}`;

export const fetchSession = (token: string) => callJson<PublicAppointment>(session(token));
export const moveSession = (token: string, start: string) =>
  callJson<PublicAppointment>(session(token), 'PATCH', { start });
export const cancelSession = (token: string) =>
  callJson<PublicAppointment>(session(token), 'DELETE');
