import type { PasswordChange, Profile, ProfileUpdate } from '@studydesk/contract';
import { usersResource } from '@studydesk/contract/plain';
import { api } from '../../lib/api';
import { crudTags } from '../../lib/crud/tags';
import { PROFILE_TAG, STAFF_TAG } from '../../lib/user-tags';

/** A change to oneself shows in My Team and in the desk's staff names too. */
const users = crudTags(usersResource.name);
const changed = (me: Profile | undefined) => [
  PROFILE_TAG,
  users.list,
  STAFF_TAG,
  ...(me ? [users.one(me._id)] : []),
];

/** One's own account: GET/PUT /users/me, POST /users/me/avatar, PUT /users/me/password. */
export const profileApi = api
  .enhanceEndpoints({ addTagTypes: [PROFILE_TAG.type, STAFF_TAG.type] })
  .injectEndpoints({
    overrideExisting: Boolean(import.meta.hot),
    endpoints: (build) => ({
      profile: build.query<Profile, void>({
        query: () => '/users/me',
        providesTags: [PROFILE_TAG],
      }),
      updateProfile: build.mutation<Profile, ProfileUpdate>({
        query: (body) => ({ url: '/users/me', method: 'PUT', body }),
        invalidatesTags: changed,
      }),
      uploadAvatar: build.mutation<Profile, File>({
        query: (file) => {
          const body = new FormData();
          body.append('image', file);
          return { url: '/users/me/avatar', method: 'POST', body };
        },
        invalidatesTags: changed,
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
