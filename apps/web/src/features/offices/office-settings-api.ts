import type { OfficeSettings, OfficeSettingsUpdate } from '@studydesk/contract';
import { api } from '../../lib/api';
import { OFFICE_LIST, officePath } from './offices-api';

const OFFICE = OFFICE_LIST.type;

/**
 * GET and PATCH /offices/:id/settings (admins, and that office's managers); apart from the
 * offices' own endpoints so they load with the dialog, not with every screen that names offices.
 */
const officeSettingsApi = api.enhanceEndpoints({ addTagTypes: [OFFICE] }).injectEndpoints({
  overrideExisting: Boolean(import.meta.hot),
  endpoints: (build) => ({
    officeSettings: build.query<OfficeSettings, string>({
      query: (id) => `${officePath(id)}/settings`,
      providesTags: (_r, _e, id) => [{ type: OFFICE, id }],
    }),
    /** The list too: it carries each office's effective response target. */
    updateOfficeSettings: build.mutation<
      OfficeSettings,
      { id: string; body: OfficeSettingsUpdate }
    >({
      query: ({ id, body }) => ({ url: `${officePath(id)}/settings`, method: 'PATCH', body }),
      invalidatesTags: (_r, _e, { id }) => [OFFICE_LIST, { type: OFFICE, id }],
    }),
  }),
});

export const { useOfficeSettingsQuery, useUpdateOfficeSettingsMutation } = officeSettingsApi;
