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

/** The server refused the stored session: drop it and let the app go to /login. */
export function sessionRejected(): void {
  clearSession();
  onUnauthorized();
}

const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extra,
) => {
  const result = await rawBaseQuery(args, api, extra);
  const url = typeof args === 'string' ? args : args.url;
  if (result.error?.status === 401 && !url.startsWith('/users/login')) sessionRejected();
  return result;
};

/** The one RTK Query API; features add their endpoints with injectEndpoints. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['services', 'users'],
  endpoints: () => ({}),
});
