import type { ResetPasswordResponse, User, UserCreate, UserUpdate } from '@studydesk/contract';
import { usersResource } from '@studydesk/contract/plain';
import { createCrudApi } from '../../lib/crud/crud-api';
import { createIdMutation } from '../../lib/crud/id-endpoints';
import { PROFILE_TAG, STAFF_TAG } from '../../lib/user-tags';

/** What a create or an update of a team member may send. */
export type TeamWrite = UserCreate & UserUpdate;

/** My Team: GET/POST /users, GET/PUT /users/{id} (admins only; there is no delete). */
export const teamApi = createCrudApi<User, TeamWrite>({
  resource: usersResource,
  // the desk's "assign to" list names active staff; an admin may edit their own row
  alsoInvalidates: () => [STAFF_TAG, PROFILE_TAG],
});
const { tag } = teamApi;

/** POST /users/{id}/approve: a pending registration becomes an active account. */
export const useApproveMutation = createIdMutation<User>({
  tag,
  name: 'usersApprove',
  route: { method: 'POST', url: (id) => `/users/${id}/approve` },
  alsoInvalidates: [STAFF_TAG],
});

/** POST /users/{id}/reset-password → {password}, shown once to the admin. */
export const useResetPasswordMutation = createIdMutation<ResetPasswordResponse>({
  tag,
  name: 'usersResetPassword',
  route: { method: 'POST', url: (id) => `/users/${id}/reset-password` },
});
