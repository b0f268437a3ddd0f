import { useCallback, useState } from 'react';
import { Alert } from '../kit/alert';
import { ButtonLink } from '../kit/button';
import { PageHeading, PublicFrame } from '../kit/frame';
import { RegisterForm } from './register-form';

/** /register: a staff member asks for an account; an admin approves it in My Team. */
export default function RegisterPage() {
  const [done, setDone] = useState<string | null>(null);
  const focusOnShow = useCallback((el: HTMLElement | null) => el?.focus(), []);
  return (
    <PublicFrame width="medium">
      <PageHeading title="Register" link={{ to: '/login', label: 'Already have an account?' }} />
      {done ? (
        <div className="sd-stack">
          {/* the form is gone: the note takes the focus so keyboard and reader users land on it */}
          <Alert severity="success" role="status" tabIndex={-1} ref={focusOnShow}>
            {done}
          </Alert>
          <ButtonLink href="/login" large>
            Back to sign in
          </ButtonLink>
        </div>
      ) : (
        <RegisterForm onDone={setDone} />
      )}
    </PublicFrame>
  );
}
