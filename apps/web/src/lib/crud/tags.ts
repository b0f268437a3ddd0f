import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import type { CacheTag, ListArgs } from './types';

export const LIST_ID = 'LIST';
/**
 * The lists alone (not other queries that share LIST, such as the bell's count): what the live
 * stream invalidates when a record arrives that a list on screen may show.
 */
export const LIVE_LIST_ID = 'LIVE_LIST';

/** The name of a resource's endpoint in the one API (`servicesList`, `intakeRemove` …). */
export const endpointName = (tag: string, op: string): string => `${tag}${op}`;

/** The cache tags of one resource: its lists, and one record. */
export function crudTags(tag: string) {
  return {
    list: { type: tag, id: LIST_ID },
    liveList: { type: tag, id: LIVE_LIST_ID },
    one: (id: string): CacheTag => ({ type: tag, id }),
  };
}

/** Query-string parameters of a list, without empty values. */
export function listParams({ filters, ...base }: ListArgs): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries({ ...base, ...filters })) {
    if (value !== undefined && value !== '') out[key] = value;
  }
  return out;
}

/** A write changed the server when it succeeded; a 404 means our copy is stale anyway. */
export const changed = (error: FetchBaseQueryError | undefined): boolean =>
  error === undefined || error.status === 404;

export function malformed(message: string): FetchBaseQueryError {
  return { status: 'CUSTOM_ERROR', error: message, data: { message } };
}

export function pick<H>(endpoints: Record<string, unknown>, name: string): H {
  // Endpoint names are built at run time (`servicesList`), so their hooks are typed here, once.
  return endpoints[name] as H;
}
