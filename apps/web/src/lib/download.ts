import { api } from './api';

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

/**
 * A file from the API (a CSV export) fetched with the session's token like every other call,
 * saved through a Blob; resolves the saved file's name. Errors read like any API error (§8).
 */
const downloads = api.injectEndpoints({
  overrideExisting: Boolean(import.meta.hot),
  endpoints: (build) => ({
    downloadFile: build.mutation<string, DownloadArgs>({
      query: ({ path, params, fallbackName }) => ({
        url: path,
        params,
        responseHandler: async (response) => {
          if (!response.ok) return errorBody(response);
          const name =
            dispositionFilename(response.headers.get('content-disposition')) ?? fallbackName;
          saveBlob(await response.blob(), name);
          return name;
        },
      }),
    }),
  }),
});

export const { useDownloadFileMutation } = downloads;
