import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import type { Register } from '@studydesk/contract';
import { lazyResolver } from '../../lib/lazy-resolver';
import { useRegisterMutation } from '../auth/auth-api';
import { AuthInput, inputsOf } from '../auth/auth-input';
import { PasswordStrength } from '../auth/password-strength';
import { useFormSubmit } from '../auth/use-form-submit';

const BLANK: Register = {
  fname: '',
  lname: '',
  email: '',
  mobile: '',
  password: '',
  confirmPassword: '',
};
const FIELDS = Object.keys(BLANK);

const validation = lazyResolver(() =>
  import('../auth/auth-schemas').then((m) => m.registerResolver),
);

/** Registration: validated by the contract's RegisterSchema (loaded on first use); `onDone`
 * gets the server's note. */
export function RegisterForm({ onDone }: { onDone: (message: string) => void }) {
  const [registerAccount] = useRegisterMutation();
  const { register, handleSubmit, setError, formState, watch } = useForm<Register>({
    resolver: validation.resolver,
    defaultValues: BLANK,
  });
  const send = async (values: Register) => onDone((await registerAccount(values).unwrap()).message);
  const { onSubmit, failure } = useFormSubmit(send, setError, FIELDS, 'Registration failed');
  const field = inputsOf(register);
  const error = (name: keyof Register) => formState.errors[name]?.message;
  const half = { xs: 12, sm: 6 };
  return (
    <form
      noValidate
      aria-label="Register"
      onFocus={validation.preload}
      onSubmit={(e) => void handleSubmit(onSubmit)(e)}
    >
      <Stack spacing={2.5}>
        {failure && <Alert severity="error">{failure}</Alert>}
        <Grid container spacing={2.5}>
          <Grid size={half}>
            <AuthInput
              {...field('fname')}
              id="fname-signup"
              label="First Name*"
              autoComplete="given-name"
              error={error('fname')}
            />
          </Grid>
          <Grid size={half}>
            <AuthInput
              {...field('lname')}
              id="lname-signup"
              label="Last Name*"
              autoComplete="family-name"
              error={error('lname')}
            />
          </Grid>
        </Grid>
        <AuthInput
          {...field('email')}
          id="email-signup"
          label="Email Address*"
          type="email"
          autoComplete="email"
          error={error('email')}
        />
        <AuthInput
          {...field('mobile')}
          id="mobile-signup"
          label="Mobile*"
          type="tel"
          autoComplete="tel"
          error={error('mobile')}
        />
        <AuthInput
          {...field('password')}
          id="password-signup"
          label="Password*"
          password
          autoComplete="new-password"
          error={error('password')}
          describedById="password-signup-strength"
        />
        <PasswordStrength id="password-signup-strength" password={watch('password')} />
        <AuthInput
          {...field('confirmPassword')}
          id="confirm-signup"
          label="Confirm Password*"
          password
          autoComplete="new-password"
          error={error('confirmPassword')}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          loading={formState.isSubmitting}
        >
          Create Account
        </Button>
      </Stack>
    </form>
  );
}
