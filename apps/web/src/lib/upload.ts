import { API_BASE } from '@studydesk/contract/plain';
import { sessionRejected } from './api';
import { getToken } from './session';

/** How much of a file has gone up: bytes sent of bytes to send (total 0 when unknown). */
export type UploadProgress = { loaded: number; total: number };

/** A refused upload, shaped like an RTK Query error ({status, data}) for errorMessage. */
export class UploadError extends Error {
  constructor(
    readonly status: number | 'FETCH_ERROR',
    readonly statusText: string,
    readonly data: unknown,
  ) {
    super(statusText || `HTTP ${status}`);
  }
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export type UploadArgs = {
  /** API path, e.g. `/imports` */
  path: string;
  body: FormData;
  onProgress?: (p: UploadProgress) => void;
  /** aborting it stops the upload; the promise rejects with an AbortError */
  signal?: AbortSignal;
};

/**
 * A multipart POST to the API with the session's token that reports how far the upload has
 * come (fetch cannot: it has no upload progress), resolving the JSON answer. A refusal rejects
 * like an RTK Query error ({status, data}), so it reads like any API error (spec §8).
 */
export function uploadWithProgress<T>({ path, body, onProgress, signal }: UploadArgs): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${path}`);
    const token = getToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) =>
      onProgress?.({ loaded: e.loaded, total: e.lengthComputable ? e.total : 0 });
    xhr.onload = () => {
      const answer = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) return resolve(answer as T);
      if (xhr.status === 401) sessionRejected(token);
      reject(new UploadError(xhr.status, xhr.statusText, answer));
    };
    xhr.onerror = () =>
      reject(new UploadError('FETCH_ERROR', 'The upload failed: check the connection', null));
    xhr.onabort = () => reject(new DOMException('The upload was stopped', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
