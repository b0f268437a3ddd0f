import { useCallback, useState } from 'react';
import { RESET_LINK_INVALID } from '@studydesk/contract/plain';
import { useHydrated } from '../../lib/hydrated';
import { postJson } from '../api';
import { lazySchema } from '../form/lazy-schema';
import { useForm } from '../form/use-form';
import { Alert } from '../kit/alert';
import { ButtonLink, SubmitButton } from '../kit/button';
import { PageHeading, PublicFrame } from '../kit/frame';
import { NewPasswordFields } from '../kit/new-password';
import { FORGOT_URL } from '../login/forgot-url';
import { useSearch } from '../navigation';

const schema = lazySchema(() => import('../schemas').then((m) => m.resetPasswordSchema));

/** The link's token, from the address (`?token=…`); empty when it has none. */
const tokenOf = (search: string) => new URLSearchParams(search).get('token')?.trim() ?? '';

/** A link that cannot be used: what to do instead. */
function DeadLink({ message }: { message: string }) {
  return (
    <div className="sd-stack">
      <Alert severity="error">{message}</Alert>
      <ButtonLink href={FORGOT_URL} large>
        Ask for a new link
      </ButtonLink>
    </div>
  );
}

/** The new password twice; the token goes with it. `onDone` gets the server's note. */
function ResetForm({ token, onDone }: { token: string; onDone: (message: string) => void }) {
  const form = useForm({
    initial: { password: '', confirmPassword: '' },
    schema,
    send: async ({ password }) =>
      onDone(
        (await postJson<{ message: string }>('/users/reset-password', { token, password })).message,
      ),
    fallback: 'Could not change the password. Please try again.',
  });
  if (form.failure === RESET_LINK_INVALID) return <DeadLink message={RESET_LINK_INVALID} />;
  return (
    <form {...form.formProps} aria-label="Choose a new password">
      <div className="sd-stack">
        {form.failure && <Alert severity="error">{form.failure}</Alert>}
        <NewPasswordFields
          password={form.field('password')}
          confirm={form.field('confirmPassword')}
          label="New Password"
          confirmLabel="Confirm New Password"
        />
        <SubmitButton busy={form.busy} large full>
          Set new password
        </SubmitButton>
      </div>
    </form>
  );
}

/**
 * /reset-password?token=…: from the "Forgot password?" mail. A new password, then a sign-in
 * with it (every session of the account has ended). A link without a token, or one the server
 * refuses, says so and offers a new one.
 */
export default function ResetPasswordPage() {
  const token = tokenOf(useSearch());
  const hydrated = useHydrated();
  const [done, setDone] = useState<string | null>(null);
  const focusOnShow = useCallback((el: HTMLElement | null) => el?.focus(), []);
  return (
    <PublicFrame>
      <PageHeading
        title="Choose a new password"
        link={{ to: '/login', label: 'Back to sign in' }}
      />
      {done ? (
        <div className="sd-stack">
          <Alert severity="success" role="status" tabIndex={-1} ref={focusOnShow}>
            {done}
          </Alert>
          <ButtonLink href="/login" large>
            Sign in
          </ButtonLink>
        </div>
      ) : hydrated && !token ? (
        <DeadLink message={RESET_LINK_INVALID} />
      ) : (
        <ResetForm token={token} onDone={setDone} />
      )}
    </PublicFrame>
  );
}
