import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { LoginBody } from '@studydesk/contract';
import { lazyResolver } from '../../lib/lazy-resolver';
import { AuthInput, inputsOf } from './auth-input';
import { useLoginSubmit } from './use-login-submit';

const validation = lazyResolver(() => import('./auth-schemas').then((m) => m.loginResolver));

function useLoginForm() {
  const { register, handleSubmit, setError, formState } = useForm<LoginBody>({
    resolver: validation.resolver,
    defaultValues: { email: '', password: '' },
  });
  const { onSubmit, failure } = useLoginSubmit(setError);
  const field = inputsOf(register);
  const submit = handleSubmit(onSubmit);
  return { field, failure, submit, errors: formState.errors, busy: formState.isSubmitting };
}

/** E-mail and password, validated by the contract's LoginBodySchema (loaded on first use). */
export function LoginForm() {
  const { field, failure, submit, errors, busy } = useLoginForm();
  return (
    <form
      noValidate
      aria-label="Sign in"
      onFocus={validation.preload}
      onSubmit={(e) => void submit(e)}
    >
      <Stack spacing={2.5}>
        {failure && <Alert severity="error">{failure}</Alert>}
        <AuthInput
          {...field('email')}
          id="email-login"
          label="Email Address"
          type="email"
          autoComplete="username"
          placeholder="Enter email address"
          error={errors.email?.message}
        />
        <AuthInput
          {...field('password')}
          id="password-login"
          label="Password"
          password
          autoComplete="current-password"
          placeholder="Enter password"
          error={errors.password?.message}
        />
        <Button type="submit" variant="contained" size="large" fullWidth loading={busy}>
          Login
        </Button>
      </Stack>
    </form>
  );
}
