import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import { LoginBodySchema, type LoginBody } from '@studydesk/contract';
import { describedBy, FieldShell } from './field-shell';
import { PasswordInput } from './password-input';
import { useLoginSubmit } from './use-login-submit';

function useLoginForm() {
  const { register, handleSubmit, setError, formState } = useForm<LoginBody>({
    resolver: zodResolver(LoginBodySchema),
    defaultValues: { email: '', password: '' },
  });
  const { onSubmit, failure } = useLoginSubmit(setError);
  // MUI inputs take react-hook-form's ref as inputRef.
  const field = (name: keyof LoginBody) => {
    const { ref, ...rest } = register(name);
    return { ...rest, inputRef: ref, fullWidth: true };
  };
  const submit = handleSubmit(onSubmit);
  return { field, failure, submit, errors: formState.errors, busy: formState.isSubmitting };
}

/** E-mail and password, validated by the contract's LoginBodySchema. */
export function LoginForm() {
  const { field, failure, submit, errors, busy } = useLoginForm();
  const emailError = errors.email?.message;
  const passwordError = errors.password?.message;
  return (
    <form noValidate aria-label="Sign in" onSubmit={(e) => void submit(e)}>
      <Stack spacing={2.5}>
        {failure && <Alert severity="error">{failure}</Alert>}
        <FieldShell id="email-login" label="Email Address" error={emailError}>
          <OutlinedInput
            {...field('email')}
            id="email-login"
            type="email"
            autoComplete="username"
            placeholder="Enter email address"
            error={!!emailError}
            inputProps={describedBy('email-login', emailError)}
          />
        </FieldShell>
        <FieldShell id="password-login" label="Password" error={passwordError}>
          <PasswordInput
            {...field('password')}
            id="password-login"
            autoComplete="current-password"
            placeholder="Enter password"
            error={!!passwordError}
            inputProps={describedBy('password-login', passwordError)}
          />
        </FieldShell>
        <Button type="submit" variant="contained" size="large" fullWidth loading={busy}>
          Login
        </Button>
      </Stack>
    </form>
  );
}
