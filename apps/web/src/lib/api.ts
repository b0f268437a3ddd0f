import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { API_BASE } from '@studydesk/contract/plain';
import { clearSession, getToken } from './session';

const rawBaseQuery = fetchBaseQuery({
  baseUrl: API_BASE,
  prepareHeaders: (headers) => {
    const token = getToken();
    if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
    return headers;
  },
});

/** Called when any call answers 401: the stored session is gone; the app goes to /login. */
let onUnauthorized: () => void = () => undefined;
export function setUnauthorizedHandler(fn: () => void): void {
  onUnauthorized = fn;
}

/**
 * The server refused the session a call was `sent` with: drop it and let the app go to /login.
 * Only while that session is still the stored one: a screen's other calls, answered 401 after
 * the first, would each send the app to /login again (every load aborting the one before), and a
 * late answer to a session already replaced (a sign-in in another tab) must not end the new one.
 */
export function sessionRejected(sent: string | null): void {
  if (sent !== getToken()) return;
  clearSession();
  onUnauthorized();
}

const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extra,
) => {
  const sent = getToken(); // what prepareHeaders sends, read in the same turn
  const result = await rawBaseQuery(args, api, extra);
  const url = typeof args === 'string' ? args : args.url;
  if (result.error?.status === 401 && !url.startsWith('/users/login')) sessionRejected(sent);
  return result;
};

/** The one RTK Query API; features add their endpoints with injectEndpoints. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['services', 'users'],
  endpoints: () => ({}),
});
