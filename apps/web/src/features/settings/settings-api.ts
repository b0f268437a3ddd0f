import type { Branding, Settings, SettingsUpdate } from '@studydesk/contract';
import { BRANDING_PATH } from '@studydesk/contract/plain';
import { api } from '../../lib/api';

const SETTINGS_TAG = { type: 'Settings', id: 'all' } as const;
const BRANDING_TAG = { type: 'Settings', id: 'branding' } as const;

/** GET/PATCH /settings: the agency's settings; its logo (PUT/DELETE /settings/logo, as /branding shows it). */
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
        invalidatesTags: [SETTINGS_TAG, BRANDING_TAG],
      }),
      branding: build.query<Branding, void>({
        query: () => BRANDING_PATH,
        providesTags: [BRANDING_TAG],
      }),
      uploadLogo: build.mutation<Branding, File>({
        query: (file) => {
          const body = new FormData();
          body.append('image', file);
          return { url: '/settings/logo', method: 'PUT', body };
        },
        invalidatesTags: [BRANDING_TAG],
      }),
      removeLogo: build.mutation<Branding, void>({
        query: () => ({ url: '/settings/logo', method: 'DELETE' }),
        invalidatesTags: [BRANDING_TAG],
      }),
    }),
  });

export const {
  useSettingsQuery,
  useUpdateSettingsMutation,
  useBrandingQuery,
  useUploadLogoMutation,
  useRemoveLogoMutation,
} = settingsApi;
