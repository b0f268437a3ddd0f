import { api } from '../../lib/api';

// Sign-in and registration are the public screens' (src/public): they post without the store.
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Revokes the server session; the caller drops the local one whatever the answer. */
    logout: build.mutation<{ message: string }, void>({
      query: () => ({ url: '/users/logout', method: 'POST' }),
    }),
  }),
});

export const { useLogoutMutation } = authApi;
