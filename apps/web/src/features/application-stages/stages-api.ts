import type { ApplicationStage, StageCreate } from '@studydesk/contract';
import { APPLICATION_LIST, STAGE_LIST, applicationsApi } from '../applications/application-tags';

type Stages = { data: ApplicationStage[] };
const PATH = '/application-stages';
const at = (key: string) => `${PATH}/${encodeURIComponent(key)}`;

/**
 * Settings → Application stages (issue 22): every stage, retired ones too, and the admin's
 * changes. Each write refreshes every list of stages (the board's columns follow them); a
 * rename also the applications, which show their stage's name.
 */
export const stageSettingsApi = applicationsApi.injectEndpoints({
  overrideExisting: Boolean(import.meta.hot),
  endpoints: (build) => ({
    stageSettings: build.query<ApplicationStage[], void>({
      query: () => `${PATH}?retired=true`,
      transformResponse: (res: Stages) => res.data,
      providesTags: [STAGE_LIST],
    }),
    addStage: build.mutation<ApplicationStage, StageCreate>({
      query: (body) => ({ url: PATH, method: 'POST', body }),
      invalidatesTags: [STAGE_LIST],
    }),
    updateStage: build.mutation<
      ApplicationStage,
      { key: string; name?: string; requiresNote?: boolean }
    >({
      query: ({ key, ...body }) => ({ url: at(key), method: 'PATCH', body }),
      invalidatesTags: (_r, _e, { name }) => (name ? [STAGE_LIST, APPLICATION_LIST] : [STAGE_LIST]),
    }),
    /** The live stages in their new order; shown at once, put back if the server refuses. */
    reorderStages: build.mutation<Stages, string[]>({
      query: (keys) => ({ url: `${PATH}/order`, method: 'PUT', body: { keys } }),
      async onQueryStarted(keys, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          stageSettingsApi.util.updateQueryData('stageSettings', undefined, (all) => {
            const rank = (s: ApplicationStage) => {
              const i = keys.indexOf(s.key);
              return i === -1 ? keys.length + s.position : i;
            };
            all.sort((a, b) => rank(a) - rank(b));
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
      invalidatesTags: [STAGE_LIST],
    }),
    retireStage: build.mutation<ApplicationStage, string>({
      query: (key) => ({ url: at(key), method: 'DELETE' }),
      invalidatesTags: [STAGE_LIST],
    }),
    restoreStage: build.mutation<ApplicationStage, string>({
      query: (key) => ({ url: `${at(key)}/restore`, method: 'POST' }),
      invalidatesTags: [STAGE_LIST],
    }),
  }),
});

export const {
  useStageSettingsQuery,
  useAddStageMutation,
  useUpdateStageMutation,
  useReorderStagesMutation,
  useRetireStageMutation,
  useRestoreStageMutation,
} = stageSettingsApi;
