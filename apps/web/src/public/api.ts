import { API_BASE } from '@studydesk/contract';

/** A refused or failed call, shaped as lib/errors reads it (spec §8's message order). */
export class ApiFailure extends Error {
  constructor(
    readonly status: number | 'FETCH_ERROR',
    readonly statusText: string,
    readonly data: unknown,
  ) {
    super(`POST failed: ${status}`);
  }
}

/** POSTs JSON to the API; answers the body of a 2xx, throws an ApiFailure otherwise. */
export async function postJson<T>(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const request = new Request(`${API_BASE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  let res: Response;
  try {
    res = await fetch(request);
  } catch {
    throw new ApiFailure('FETCH_ERROR', '', undefined);
  }
  const data: unknown = await res.json().catch(() => undefined);
  if (!res.ok) throw new ApiFailure(res.status, res.statusText, data);
  return data as T;
}
