import { useEffect, type MouseEvent } from 'react';
import { MESSAGES } from '@studydesk/contract';
import { lazySchema } from '../form/lazy-schema';
import { useForm } from '../form/use-form';
import { Alert } from '../kit/alert';
import { SubmitButton } from '../kit/button';
import { PageHeading, PublicFrame } from '../kit/frame';
import { TextField } from '../kit/text-field';
import { navigate, useSearch } from '../navigation';
import { showToast } from '../../lib/toast/toast';
import { AccountEmailField } from './account-email';
import { ForgotForm } from './forgot-form';
import { FORGOT_URL, isForgot } from './forgot-url';
import { prefetchStaffApp } from './prefetch';
import { signIn } from './sign-in';

const schema = lazySchema(() => import('../schemas').then((m) => m.loginSchema));

/** A link to another state of this screen, followed without reloading the document. */
function ScreenLink({ to, children }: { to: string; children: string }) {
  const follow = (event: MouseEvent) => {
    event.preventDefault();
    void navigate(to);
  };
  return (
    <a className="sd-link" href={to} onClick={follow}>
      {children}
    </a>
  );
}

/** E-mail and password, checked by the contract's LoginBodySchema (loaded on first use). */
function LoginForm() {
  const form = useForm({
    initial: { email: '', password: '' },
    schema,
    send: signIn,
    fallback: MESSAGES.loginFailed,
    onFailure: (message) => showToast('error', message),
  });
  return (
    <form {...form.formProps} aria-label="Sign in">
      <div className="sd-stack">
        {form.failure && <Alert severity="error">{form.failure}</Alert>}
        <AccountEmailField {...form.field('email')} />
        <TextField
          {...form.field('password')}
          label="Password"
          password
          autoComplete="current-password"
          placeholder="Enter password"
        />
        <p className="sd-end">
          <ScreenLink to={FORGOT_URL}>Forgot password?</ScreenLink>
        </p>
        <SubmitButton busy={form.busy} large full>
          Login
        </SubmitButton>
      </div>
    </form>
  );
}

/**
 * /login: staff sign-in (main.tsx sends someone already signed in to the dashboard); with
 * `?forgot`, the form that mails a reset link.
 */
export default function LoginPage() {
  useEffect(prefetchStaffApp, []);
  const forgot = isForgot(useSearch());
  return (
    <PublicFrame>
      {forgot ? (
        <>
          <PageHeading title="Forgot password?" link={{ to: '/login', label: 'Back to sign in' }} />
          <ForgotForm />
        </>
      ) : (
        <>
          <PageHeading title="Login" link={{ to: '/register', label: "Don't have an account?" }} />
          <LoginForm />
        </>
      )}
    </PublicFrame>
  );
}
