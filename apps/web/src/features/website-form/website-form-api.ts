import type { WebsiteFormSettings } from '@studydesk/contract';
import { api } from '../../lib/api';

/** GET /settings/website-form (admins): the sites allowed to post the public forms. */
export const websiteFormApi = api.injectEndpoints({
  overrideExisting: Boolean(import.meta.hot),
  endpoints: (build) => ({
    websiteFormSettings: build.query<WebsiteFormSettings, void>({
      query: () => ({ url: '/settings/website-form' }),
    }),
  }),
});

export const { useWebsiteFormSettingsQuery } = websiteFormApi;
