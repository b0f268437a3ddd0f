import { lazySchema } from '../form/lazy-schema';
import { useForm } from '../form/use-form';
import { postJson } from '../api';
import { Alert } from '../kit/alert';
import { SubmitButton } from '../kit/button';
import { NewPasswordFields } from '../kit/new-password';
import { TextField } from '../kit/text-field';

const BLANK = { fname: '', lname: '', email: '', mobile: '', password: '', confirmPassword: '' };

const schema = lazySchema(() => import('../schemas').then((m) => m.registerSchema));

/** Registration, checked by the contract's RegisterSchema (loaded on first use); `onDone` gets
 * the server's note. A taken e-mail (409) lands on the e-mail field. */
export function RegisterForm({ onDone }: { onDone: (message: string) => void }) {
  const form = useForm({
    initial: BLANK,
    schema,
    send: async (values) =>
      onDone((await postJson<{ message: string }>('/users/register', values)).message),
    fallback: 'Registration failed',
  });
  return (
    <form {...form.formProps} aria-label="Register">
      <div className="sd-stack">
        {form.failure && <Alert severity="error">{form.failure}</Alert>}
        <div className="sd-grid">
          <TextField {...form.field('fname')} label="First Name*" autoComplete="given-name" />
          <TextField {...form.field('lname')} label="Last Name*" autoComplete="family-name" />
        </div>
        <TextField
          {...form.field('email')}
          label="Email Address*"
          type="email"
          autoComplete="email"
        />
        <TextField {...form.field('mobile')} label="Mobile*" type="tel" autoComplete="tel" />
        <NewPasswordFields
          password={form.field('password')}
          confirm={form.field('confirmPassword')}
          label="Password*"
          confirmLabel="Confirm Password*"
        />
        <SubmitButton busy={form.busy} large full>
          Create Account
        </SubmitButton>
      </div>
    </form>
  );
}
