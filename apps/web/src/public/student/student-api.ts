import {
  API_BASE,
  STUDENT_API_PATH,
  type StudentPortal,
  type StudentUploadAnswer,
} from '@studydesk/contract';

/** How a call to the student's API ended, when it did not answer 2xx. */
export type PortalFailure =
  /** a bad link: wrong, expired or revoked (404) */
  | { kind: 'invalid' }
  /** the connection dropped or the server could not be reached */
  | { kind: 'network' }
  /** any other refusal, with the server's message when it sent one */
  | { kind: 'refused'; status: number; message: string | null };

export class PortalError extends Error {
  constructor(readonly failure: PortalFailure) {
    super(failure.kind);
  }
}

const base = (token: string) => `${API_BASE}${STUDENT_API_PATH}/${encodeURIComponent(token)}`;

const messageOf = (data: unknown): string | null =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as { message?: unknown }).message === 'string'
    ? (data as { message: string }).message
    : null;

const failureOf = (status: number, data: unknown): PortalFailure =>
  status === 404 ? { kind: 'invalid' } : { kind: 'refused', status, message: messageOf(data) };

/** The student's page's content; throws a PortalError. */
export async function fetchPortal(token: string): Promise<StudentPortal> {
  let res: Response;
  try {
    // No cookie, no session: the token is the only key.
    res = await fetch(new Request(base(token), { credentials: 'omit', cache: 'no-store' }));
  } catch {
    throw new PortalError({ kind: 'network' });
  }
  const data: unknown = await res.json().catch(() => undefined);
  if (!res.ok) throw new PortalError(failureOf(res.status, data));
  return data as StudentPortal;
}

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/**
 * Sends one file as `type` with XMLHttpRequest, which reports the upload's progress (fetch
 * cannot): `onProgress` gets 0 … 1. Rejects with a PortalError.
 */
export function sendDocument(
  token: string,
  type: string,
  file: Blob,
  fileName: string,
  onProgress: (fraction: number) => void,
): Promise<StudentUploadAnswer> {
  const body = new FormData();
  body.append('type', type);
  body.append('file', file, fileName);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${base(token)}/documents`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      const data = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(data as StudentUploadAnswer);
      else reject(new PortalError(failureOf(xhr.status, data)));
    };
    xhr.onerror = () => reject(new PortalError({ kind: 'network' }));
    xhr.ontimeout = xhr.onerror;
    xhr.send(body);
  });
}
