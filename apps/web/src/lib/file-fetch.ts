import { API_BASE } from '@studydesk/contract/plain';
import { sessionRejected } from './api';
import { DownloadError } from './download';
import { getToken } from './session';

/**
 * A private file from the API (a student's document) as a Blob of `type`, fetched with the
 * session's token: an <img> or <iframe> cannot send it. `type` is what the server said the
 * bytes are (checked on upload); the blob carries that, never what the answer claims.
 */
export async function fetchFile(path: string, type: string, signal?: AbortSignal): Promise<Blob> {
  const token = getToken();
  const response = await fetch(
    new Request(`${API_BASE}${path}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal,
    }),
  );
  if (!response.ok) {
    if (response.status === 401) sessionRejected(token);
    const text = await response.text();
    let data: unknown = text;
    try {
      data = JSON.parse(text) as unknown;
    } catch {
      // not JSON: the text is the message
    }
    throw new DownloadError(response.status, response.statusText, data);
  }
  return new Blob([await response.arrayBuffer()], { type });
}
