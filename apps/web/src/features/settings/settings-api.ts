import type { Settings, SettingsUpdate } from '@studydesk/contract';
import { api } from '../../lib/api';

const SETTINGS_TAG = { type: 'Settings', id: 'all' } as const;

/** GET/PATCH /settings: the agency's settings (issue 10). */
export const settingsApi = api
  .enhanceEndpoints({ addTagTypes: [SETTINGS_TAG.type] })
  .injectEndpoints({
    overrideExisting: Boolean(import.meta.hot),
    endpoints: (build) => ({
      settings: build.query<Settings, void>({
        query: () => '/settings',
        providesTags: [SETTINGS_TAG],
      }),
      updateSettings: build.mutation<Settings, SettingsUpdate>({
        query: (body) => ({ url: '/settings', method: 'PATCH', body }),
        invalidatesTags: [SETTINGS_TAG],
      }),
    }),
  });

export const { useSettingsQuery, useUpdateSettingsMutation } = settingsApi;
