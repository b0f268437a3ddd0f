import { useCallback, useState } from 'react';
import { lazySchema } from '../form/lazy-schema';
import { useForm } from '../form/use-form';
import { postJson } from '../api';
import { Alert } from '../kit/alert';
import { SubmitButton } from '../kit/button';
import { AccountEmailField } from './account-email';

const schema = lazySchema(() => import('../schemas').then((m) => m.forgotPasswordSchema));

/**
 * "Forgot password?": the address, then the server's one answer (the same whether or not the
 * address has an account). The answer takes the focus, so keyboard and reader users land on it.
 */
export function ForgotForm() {
  const [sent, setSent] = useState<string | null>(null);
  const focusOnShow = useCallback((el: HTMLElement | null) => el?.focus(), []);
  const form = useForm({
    initial: { email: '' },
    schema,
    send: async (body) =>
      setSent((await postJson<{ message: string }>('/users/forgot-password', body)).message),
    fallback: 'Could not ask for a link. Please try again.',
  });
  if (sent)
    return (
      <div className="sd-stack">
        <Alert severity="success" role="status" tabIndex={-1} ref={focusOnShow}>
          {sent}
        </Alert>
        <p className="sd-small sd-muted">
          No mail after a few minutes? Check the spam folder and the address, then ask again.
        </p>
      </div>
    );
  return (
    <form {...form.formProps} aria-label="Reset your password">
      <div className="sd-stack">
        <p className="sd-muted">
          Enter the e-mail address of your account and we will send you a link to choose a new
          password.
        </p>
        {form.failure && <Alert severity="error">{form.failure}</Alert>}
        <AccountEmailField {...form.field('email')} />
        <SubmitButton busy={form.busy} large full>
          Send reset link
        </SubmitButton>
      </div>
    </form>
  );
}
