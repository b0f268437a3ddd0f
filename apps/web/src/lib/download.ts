import { API_BASE, EXPORT_TOTAL_HEADER } from '@studydesk/contract/plain';
import { sessionRejected } from './api';
import { getToken } from './session';

export type DownloadArgs = {
  /** API path, e.g. `/enquiries/export` */
  path: string;
  params?: Readonly<Record<string, string | number>>;
  /** used when the answer names no file */
  fallbackName: string;
};

/** The file name a content-disposition header gives (RFC 6266 `filename*` first), if any. */
export function dispositionFilename(header: string | null): string | undefined {
  if (!header) return undefined;
  const star = /filename\*\s*=\s*(?:[\w-]+'[\w-]*')?"?([^";]+)"?/i.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // a malformed escape: fall back to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header)?.[1]?.trim();
  return plain === '' ? undefined : plain;
}

/** Hands a blob to the browser as a download named `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // the click has started the download; the blob can go once this task is over
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

async function errorBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A refused download, shaped like an RTK Query error ({status, data}) for errorMessage. */
export class DownloadError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly data: unknown,
  ) {
    super(statusText || `HTTP ${status}`);
  }
}

/** How far a download has come: bytes, lines (rows of a CSV) and the rows the server announced. */
export type DownloadProgress = { bytes: number; lines: number; total?: number };

const NEWLINE = 10;
const countLines = (chunk: Uint8Array) => chunk.reduce((n, b) => (b === NEWLINE ? n + 1 : n), 0);

async function readAll(
  body: ReadableStream<Uint8Array>,
  total: number | undefined,
  onProgress: (p: DownloadProgress) => void,
): Promise<Uint8Array[]> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  const progress: DownloadProgress = { bytes: 0, lines: 0, total };
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return chunks;
    chunks.push(value);
    progress.bytes += value.byteLength;
    progress.lines += countLines(value);
    onProgress({ ...progress });
  }
}

/**
 * A file from the API (an export) read as a stream with the session's token, reporting its
 * progress, then saved; resolves the saved file's name. A refusal rejects like an RTK Query
 * error ({status, data}), so it reads like any API error (spec §8).
 */
export async function streamDownload(
  { path, params, fallbackName }: DownloadArgs,
  onProgress: (p: DownloadProgress) => void,
): Promise<string> {
  const query = new URLSearchParams(
    Object.entries(params ?? {}).map(([k, v]) => [k, String(v)]),
  ).toString();
  const token = getToken();
  // a Request, as RTK Query sends: one shape of call for everything that reads fetch
  const request = new Request(`${API_BASE}${path}${query ? `?${query}` : ''}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const response = await fetch(request);
  if (!response.ok) {
    if (response.status === 401) sessionRejected(token);
    throw new DownloadError(response.status, response.statusText, await errorBody(response));
  }
  const announced = Number(response.headers.get(EXPORT_TOTAL_HEADER));
  const total =
    Number.isFinite(announced) && announced >= 0 && response.headers.has(EXPORT_TOTAL_HEADER)
      ? announced
      : undefined;
  const chunks = response.body
    ? await readAll(response.body, total, onProgress)
    : [new Uint8Array(await response.arrayBuffer())];
  const name = dispositionFilename(response.headers.get('content-disposition')) ?? fallbackName;
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  saveBlob(new Blob(chunks as BlobPart[], { type }), name);
  return name;
}
