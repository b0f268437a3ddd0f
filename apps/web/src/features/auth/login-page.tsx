import { Link as RouterLink, Navigate } from 'react-router';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { hasSession } from '../../lib/session';
import { AuthWrapper } from './auth-wrapper';
import { LoginForm } from './login-form';

/** /login: staff sign-in; someone already signed in goes straight to the dashboard. */
export default function LoginPage() {
  if (hasSession()) return <Navigate to="/dashboard" replace />;
  return (
    <AuthWrapper>
      <Stack
        direction="row"
        justifyContent="space-between"
        alignItems="baseline"
        flexWrap="wrap"
        gap={1}
        sx={{ mb: 3 }}
      >
        <Typography variant="h3" component="h1">
          Login
        </Typography>
        <Link component={RouterLink} to="/register" variant="body1" underline="hover">
          Don&apos;t have an account?
        </Link>
      </Stack>
      <LoginForm />
    </AuthWrapper>
  );
}
