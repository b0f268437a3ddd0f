import { Navigate, Outlet, redirect } from 'react-router';
import { hasSession } from '../../lib/session';
import { useSessionRefresh } from './use-session-refresh';

/**
 * Spec §6: only a stored admin session (adminUser + adminToken) guards the protected routes.
 * As a loader it redirects before any protected code is fetched.
 */
export const requireSessionLoader = () => (hasSession() ? null : redirect('/login'));

/** The same rule at render time: a session cleared on this page sends it to /login too. */
export function RequireSession() {
  if (!hasSession()) return <Navigate to="/login" replace />;
  return <SignedIn />;
}

/** The signed-in pages, with the stored user kept as the server has it. */
function SignedIn() {
  useSessionRefresh();
  return <Outlet />;
}
