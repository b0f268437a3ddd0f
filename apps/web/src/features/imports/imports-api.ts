import type { Import, ImportResource, ImportUpdate } from '@studydesk/contract';
import { IMPORTS_PATH } from '@studydesk/contract/plain';
import { api } from '../../lib/api';
import { uploadWithProgress, type UploadProgress } from '../../lib/upload';

const TAG = 'imports';
const one = (id: string) => ({ type: TAG, id }) as const;
/** An answer about an import as the cached read of it: every write answers the import. */
export const importEntry = (value: Import) => ({
  endpointName: 'getImport' as const,
  arg: value.id,
  value,
});
/** The newest PATCH of each import. */
const latest = new Map<string, string>();

/**
 * An import's check, progress and result: GET /imports/{id}; PATCH changes the
 * mapping or the duplicates' choices and answers the new check; run and undo act on it.
 */
export const importsApi = api.enhanceEndpoints({ addTagTypes: [TAG] }).injectEndpoints({
  overrideExisting: Boolean(import.meta.hot),
  endpoints: (build) => ({
    getImport: build.query<Import, string>({
      query: (id) => `${IMPORTS_PATH}/${id}`,
      providesTags: (_res, _err, id) => [one(id)],
    }),
    updateImport: build.mutation<Import, { id: string; body: ImportUpdate }>({
      query: ({ id, body }) => ({ url: `${IMPORTS_PATH}/${id}`, method: 'PATCH', body }),
      // The answer is the new check: it replaces the cached one, no second read. Of changes
      // made quickly one after another, only the last one's answer counts.
      async onQueryStarted({ id }, { dispatch, queryFulfilled, requestId }) {
        latest.set(id, requestId);
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data && latest.get(id) === requestId)
          dispatch(importsApi.util.upsertQueryEntries([importEntry(data)]));
      },
    }),
    /** Answers the import, now running (202): the wizard moves on to the progress. */
    runImport: build.mutation<Import, string>({
      query: (id) => ({ url: `${IMPORTS_PATH}/${id}/run`, method: 'POST' }),
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => undefined);
        if (answer) dispatch(importsApi.util.upsertQueryEntries([importEntry(answer.data)]));
      },
    }),
    undoImport: build.mutation<Import, string>({
      query: (id) => ({ url: `${IMPORTS_PATH}/${id}/undo`, method: 'POST' }),
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => undefined);
        if (answer) dispatch(importsApi.util.upsertQueryEntries([importEntry(answer.data)]));
      },
    }),
  }),
});

export const {
  useGetImportQuery,
  useUpdateImportMutation,
  useRunImportMutation,
  useUndoImportMutation,
} = importsApi;

/** POST /imports (multipart `file` and `resource`) with the upload's progress: the first check. */
export function uploadImport(
  resource: ImportResource,
  file: File,
  onProgress: (p: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<Import> {
  const body = new FormData();
  // the resource first, so the server knows what it reads before the file streams in
  body.append('resource', resource);
  body.append('file', file, file.name);
  return uploadWithProgress<Import>({ path: IMPORTS_PATH, body, onProgress, signal });
}

/** The failed rows as CSV, with an error column: GET /imports/{id}/failed. */
export const failedRowsPath = (id: string) => `${IMPORTS_PATH}/${id}/failed`;
