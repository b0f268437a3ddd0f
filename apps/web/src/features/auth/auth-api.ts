import type { LoginBody, LoginResponse, Register } from '@studydesk/contract';
import { api } from '../../lib/api';

/** HTTP Basic credentials (spec §6), UTF-8 safe. */
export function basicAuth(email: string, password: string): string {
  const bytes = new TextEncoder().encode(`${email}:${password}`);
  const binary = Array.from(bytes, (b) => String.fromCharCode(b)).join('');
  return `Basic ${btoa(binary)}`;
}

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Spec §7: POST /users/login with basic authorization and the body {email, password}. */
    login: build.mutation<LoginResponse, LoginBody>({
      query: (body) => ({
        url: '/users/login',
        method: 'POST',
        body,
        headers: { authorization: basicAuth(body.email, body.password) },
      }),
    }),
    /** POST /users/register: a pending counsellor account, approved later by an admin. */
    register: build.mutation<{ message: string }, Register>({
      query: (body) => ({ url: '/users/register', method: 'POST', body }),
    }),
    /** Revokes the server session; the caller drops the local one whatever the answer. */
    logout: build.mutation<{ message: string }, void>({
      query: () => ({ url: '/users/logout', method: 'POST' }),
    }),
  }),
});

export const { useLoginMutation, useLogoutMutation, useRegisterMutation } = authApi;
