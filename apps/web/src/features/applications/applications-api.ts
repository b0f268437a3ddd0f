import type {
  Application,
  ApplicationBoard,
  ApplicationDetail,
  ApplicationStage,
} from '@studydesk/contract';
import { listParams, malformed } from '../../lib/crud/tags';
import { normaliseList, type ListResult } from '../../lib/crud/list-envelope';
import { type ListArgs } from '../../lib/crud/types';
import {
  APPLICATION_LIST,
  STAGE_LIST,
  applicationTag,
  applicationWritten,
  applicationsApi,
} from './application-tags';
import { mergePages, moveCard } from './board/board-cache';

const PATH = '/applications';
/** GET /applications/export?format=csv|xlsx: the list's filter as a spreadsheet. */
export const APPLICATIONS_EXPORT_PATH = `${PATH}/export`;

/** The board as asked: the list's filters, and how many pages each expanded column shows. */
export type BoardArgs = {
  /** owner, intake month/year, country, college and `q`, as the API names them */
  filters: Readonly<Record<string, string>>;
  /** "Show more": pages shown per stage key (1 when left out) */
  pages?: Readonly<Record<string, number>>;
};
/** `from`: the stage the mover saw; `confirm`: move on with things missing (`note`: why). */
export type MoveArgs = {
  id: string;
  stage: string;
  note?: string;
  from?: string;
  confirm?: boolean;
};

const listTags = <T extends { _id: string }>(items: readonly T[] = []) => [
  APPLICATION_LIST,
  ...items.map((a) => applicationTag(a._id)),
];

/** The board, the list, the workflow's stages. */
export const boardApi = applicationsApi.injectEndpoints({
  overrideExisting: Boolean(import.meta.hot),
  endpoints: (build) => ({
    /** GET /applications/board, then `?stage=…&page=n` for each column shown further. */
    applicationBoard: build.query<ApplicationBoard, BoardArgs>({
      queryFn: async ({ filters, pages = {} }, _api, _extra, baseQuery) => {
        const first = await baseQuery({ url: `${PATH}/board`, params: filters });
        if (first.error) return { error: first.error };
        const board = first.data as ApplicationBoard;
        const more = Object.entries(pages).flatMap(([stage, shown]) =>
          Array.from({ length: Math.max(0, shown - 1) }, (_, i) => ({ stage, page: i + 2 })),
        );
        const extra = await Promise.all(
          more.map(async (p) => baseQuery({ url: `${PATH}/board`, params: { ...filters, ...p } })),
        );
        const failed = extra.find((r) => r.error);
        if (failed?.error) return { error: failed.error };
        return {
          data: mergePages(
            board,
            extra.map((r) => r.data as ApplicationBoard),
          ),
        };
      },
      providesTags: (res) => [STAGE_LIST, ...listTags(res?.columns.flatMap((c) => c.cards))],
    }),
    /** GET /applications: the list view, a page at a time with its total. */
    applicationList: build.query<ListResult<Application>, ListArgs>({
      queryFn: async (args, _api, _extra, baseQuery) => {
        const res = await baseQuery({ url: PATH, params: listParams(args) });
        if (res.error) return { error: res.error };
        const list = normaliseList<Application>(res.data);
        return list ? { data: list } : { error: malformed('No data returned') };
      },
      providesTags: (res) => listTags(res?.items),
    }),
    /** GET /application-stages: the live stages in board order (which need a note). */
    applicationStages: build.query<ApplicationStage[], void>({
      query: () => '/application-stages',
      transformResponse: (res: { data: ApplicationStage[] }) => res.data,
      providesTags: [STAGE_LIST],
    }),
  }),
});

/**
 * PATCH /applications/:id/stage. Optimistic: on every cached board the card leaves its column
 * for the top of the other; a refusal puts it back. Settled, the application's reads reload.
 */
export const moveApi = boardApi.injectEndpoints({
  overrideExisting: Boolean(import.meta.hot),
  endpoints: (build) => ({
    moveApplication: build.mutation<ApplicationDetail, MoveArgs>({
      query: ({ id, ...body }) => ({ url: `${PATH}/${id}/stage`, method: 'PATCH', body }),
      onQueryStarted: async ({ id, stage }, lifecycle) => {
        const at = new Date().toISOString();
        const patches = boardApi.util
          .selectCachedArgsForQuery(lifecycle.getState(), 'applicationBoard')
          .map((args) =>
            lifecycle.dispatch(
              boardApi.util.updateQueryData('applicationBoard', args, (board) =>
                moveCard(board, id, stage, at),
              ),
            ),
          );
        await lifecycle.queryFulfilled.catch(() => patches.forEach((p) => p.undo()));
      },
      invalidatesTags: (_res, _err, { id }) => applicationWritten(id),
    }),
  }),
});

export const { useApplicationBoardQuery, useApplicationListQuery, useApplicationStagesQuery } =
  boardApi;
export const { useMoveApplicationMutation } = moveApi;
