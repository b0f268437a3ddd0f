import { Navigate } from 'react-router';
import { hasSession } from '../../lib/session';
import { AuthHeading, AuthWrapper } from './auth-wrapper';
import { LoginForm } from './login-form';

/** /login: staff sign-in; someone already signed in goes straight to the dashboard. */
export default function LoginPage() {
  if (hasSession()) return <Navigate to="/dashboard" replace />;
  return (
    <AuthWrapper>
      <AuthHeading title="Login" link={{ to: '/register', label: "Don't have an account?" }} />
      <LoginForm />
    </AuthWrapper>
  );
}
