import { useCallback, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useDocumentTitle } from '../../layout/use-document-title';
import { AuthHeading, AuthWrapper } from '../auth/auth-wrapper';
import { RegisterForm } from './register-form';

/** /register: a staff member asks for an account; an admin approves it in My Team. */
export default function RegisterPage() {
  useDocumentTitle('Register');
  const [done, setDone] = useState<string | null>(null);
  const focusOnShow = useCallback((el: HTMLElement | null) => el?.focus(), []);
  return (
    <AuthWrapper maxWidth={560}>
      <AuthHeading title="Register" link={{ to: '/login', label: 'Already have an account?' }} />
      {done ? (
        <Stack spacing={2.5}>
          {/* the form is gone: the note takes the focus so keyboard and reader users land on it */}
          <Alert severity="success" role="status" tabIndex={-1} ref={focusOnShow}>
            {done}
          </Alert>
          <Button component={RouterLink} to="/login" variant="contained" size="large">
            Back to sign in
          </Button>
        </Stack>
      ) : (
        <RegisterForm onDone={setDone} />
      )}
    </AuthWrapper>
  );
}
