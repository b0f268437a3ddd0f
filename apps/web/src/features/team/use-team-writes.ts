import { useCallback } from 'react';
import type { User } from '@studydesk/contract';
import { useCrudActions } from '../../lib/crud/use-crud-actions';
import { withToasts, withToastsOrThrow } from '../../lib/with-toasts';
import { getStoredUser, saveUser } from '../../lib/session';
import { teamApi, useApproveMutation, useResetPasswordMutation, type TeamWrite } from './team-api';
import { MESSAGES, nameOf } from './team-resource';

/** An admin who changes their own row sees it in the header (and their role's menus) at once. */
const mirrorIfSelf = (saved: User) => {
  if (saved._id === getStoredUser()?._id) saveUser(saved);
};

/** The writes of My Team, each told in a toast; the server guards the last active admin. */
export function useTeamWrites() {
  const actions = useCrudActions({ api: teamApi, messages: MESSAGES });
  const [update, updating] = teamApi.useUpdateMutation();
  const [approveOne] = useApproveMutation();
  const [reset, resetting] = useResetPasswordMutation();

  // Both reject with the API error, for the form.
  const create = async (values: TeamWrite) => void (await actions.save(values));
  const edit = async (row: User, values: Partial<TeamWrite>) =>
    mirrorIfSelf(await actions.save(values, row));

  const setStatus = useCallback(
    (u: User, status: 'active' | 'blocked') =>
      withToasts(
        () => update({ id: u._id, body: { status } }).unwrap(),
        `${nameOf(u)} ${status === 'blocked' ? 'blocked and signed out' : 'reactivated'}`,
        `Failed to ${status === 'blocked' ? 'block' : 'reactivate'} ${nameOf(u)}`,
      ),
    [update],
  );
  const approve = useCallback(
    (u: User) =>
      withToasts(
        () => approveOne({ id: u._id }).unwrap(),
        `${nameOf(u)} approved: they can sign in now`,
        `Failed to approve ${nameOf(u)}`,
      ),
    [approveOne],
  );
  const reactivate = useCallback((u: User) => setStatus(u, 'active'), [setStatus]);

  /** The new password, or null when the reset failed (told in a toast). */
  const resetPassword = (u: User): Promise<string | null> =>
    withToastsOrThrow(
      () => reset({ id: u._id }).unwrap(),
      `New password made for ${nameOf(u)}`,
      `Failed to reset the password of ${nameOf(u)}`,
    ).then(
      (r) => r.password,
      () => null,
    );

  return {
    create,
    edit,
    approve,
    block: (u: User) => setStatus(u, 'blocked'),
    reactivate,
    resetPassword,
    busy: updating.isLoading || resetting.isLoading,
  };
}
