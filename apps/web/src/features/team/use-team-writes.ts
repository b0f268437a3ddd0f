import type { User } from '@studydesk/contract';
import { useCrudActions } from '../../components/use-crud-actions';
import { withToasts } from '../../components/with-toasts';
import { teamApi, useApproveMutation, useResetPasswordMutation } from './team-api';
import { MESSAGES, nameOf } from './team-resource';

/** The writes of My Team, each told in a toast; the server guards the last active admin. */
export function useTeamWrites() {
  const { save } = useCrudActions({ api: teamApi, messages: MESSAGES });
  const [update, updating] = teamApi.useUpdateMutation();
  const [approve] = useApproveMutation();
  const [reset, resetting] = useResetPasswordMutation();

  const setStatus = (u: User, status: 'active' | 'blocked') =>
    withToasts(
      () => update({ id: u._id, body: { status } }).unwrap(),
      `${nameOf(u)} ${status === 'blocked' ? 'blocked and signed out' : 'reactivated'}`,
      `Failed to ${status === 'blocked' ? 'block' : 'reactivate'} ${nameOf(u)}`,
    );

  return {
    save,
    approve: (u: User) =>
      withToasts(
        () => approve({ id: u._id }).unwrap(),
        `${nameOf(u)} approved: they can sign in now`,
        `Failed to approve ${nameOf(u)}`,
      ),
    block: (u: User) => setStatus(u, 'blocked'),
    reactivate: (u: User) => setStatus(u, 'active'),
    /** The new password, or null when the reset failed (told in a toast). */
    resetPassword: async (u: User): Promise<string | null> => {
      let password: string | null = null;
      await withToasts(
        async () => {
          password = (await reset({ id: u._id }).unwrap()).password;
        },
        `New password made for ${nameOf(u)}`,
        `Failed to reset the password of ${nameOf(u)}`,
      );
      return password;
    },
    busy: updating.isLoading || resetting.isLoading,
  };
}
