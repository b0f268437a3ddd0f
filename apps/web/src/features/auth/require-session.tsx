import { Navigate, Outlet, useLocation } from 'react-router';
import { hasSession } from '../../lib/session';

/** Spec §6: only a stored admin session (adminUser + adminToken) guards the protected routes. */
export function RequireSession() {
  const location = useLocation();
  if (!hasSession()) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
