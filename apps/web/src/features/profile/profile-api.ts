import type { PasswordChange, Profile, ProfileUpdate } from '@studydesk/contract';
import { api } from '../../lib/api';

const TAG = 'Profile';

/** One's own account: GET/PUT /users/me, POST /users/me/avatar, PUT /users/me/password. */
export const profileApi = api.enhanceEndpoints({ addTagTypes: [TAG] }).injectEndpoints({
  overrideExisting: Boolean(import.meta.hot),
  endpoints: (build) => ({
    profile: build.query<Profile, void>({ query: () => '/users/me', providesTags: [TAG] }),
    updateProfile: build.mutation<Profile, ProfileUpdate>({
      query: (body) => ({ url: '/users/me', method: 'PUT', body }),
      invalidatesTags: [TAG],
    }),
    uploadAvatar: build.mutation<Profile, File>({
      query: (file) => {
        const body = new FormData();
        body.append('image', file);
        return { url: '/users/me/avatar', method: 'POST', body };
      },
      invalidatesTags: [TAG],
    }),
    changePassword: build.mutation<{ message: string }, PasswordChange>({
      query: (body) => ({ url: '/users/me/password', method: 'PUT', body }),
    }),
  }),
});

export const {
  useProfileQuery,
  useUpdateProfileMutation,
  useUploadAvatarMutation,
  useChangePasswordMutation,
} = profileApi;
