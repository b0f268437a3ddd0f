import type { DigestPreference } from '@studydesk/contract';
import { DIGEST_PREFERENCE_PATH } from '@studydesk/contract/plain';
import { api } from '../../lib/api';

const DIGEST_TAG = { type: 'Digest', id: 'me' } as const;

/** GET/PUT /users/me/digest: whether one gets the morning digest. */
export const digestApi = api.enhanceEndpoints({ addTagTypes: [DIGEST_TAG.type] }).injectEndpoints({
  overrideExisting: Boolean(import.meta.hot),
  endpoints: (build) => ({
    myDigest: build.query<DigestPreference, void>({
      query: () => DIGEST_PREFERENCE_PATH,
      providesTags: [DIGEST_TAG],
    }),
    setMyDigest: build.mutation<DigestPreference, DigestPreference>({
      query: (body) => ({ url: DIGEST_PREFERENCE_PATH, method: 'PUT', body }),
      invalidatesTags: [DIGEST_TAG],
    }),
  }),
});

export const { useMyDigestQuery, useSetMyDigestMutation } = digestApi;
