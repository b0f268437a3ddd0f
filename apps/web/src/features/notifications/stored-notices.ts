import type { NoticeList } from '@studydesk/contract';
import { api } from '../../lib/api';
import type { AppStore } from '../../lib/store';

type Dispatch = AppStore['dispatch'];

/**
 * The bell's notices kept on the server (GET /notices, PUT /notices/read), loaded apart from
 * the shell: the bell asks for them once it is up, so a reload keeps "Reply from …".
 */
const noticesApi = api.injectEndpoints({
  overrideExisting: Boolean(import.meta.hot),
  endpoints: (build) => ({
    keptNotices: build.query<NoticeList, void>({ query: () => '/notices', keepUnusedDataFor: 0 }),
    noticesRead: build.mutation<{ unread: number }, { ids: string[] | 'all' }>({
      query: (body) => ({ url: '/notices/read', method: 'PUT', body }),
    }),
  }),
});

/** The kept notices, or none when the answer is not theirs (an older server, an error). */
export async function loadNotices(dispatch: Dispatch): Promise<NoticeList['notices']> {
  const ask = dispatch(
    noticesApi.endpoints.keptNotices.initiate(undefined, { subscribe: false, forceRefetch: true }),
  );
  const { data } = await ask;
  return Array.isArray(data?.notices) ? data.notices : [];
}

/** Marks these notices read on the server (all of them without `ids`). */
export async function markNoticesRead(dispatch: Dispatch, ids?: string[]): Promise<void> {
  await dispatch(noticesApi.endpoints.noticesRead.initiate({ ids: ids ?? 'all' }));
}
