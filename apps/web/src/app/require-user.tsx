import { Navigate, Outlet } from 'react-router';
import { useStoredUser } from '../lib/stored-user';

/**
 * Spec §2: without a stored user, every route but /login and /changepassword goes to
 * /login. Someone logged in with a temporary password goes to /changepassword: the
 * server refuses everything else until it is changed. A session owing its second
 * factor goes to give it, or to set one up where the company requires it.
 */
export function RequireUser() {
  const user = useStoredUser();
  if (!user) return <Navigate to="/login" replace />;
  if (user.mustChangePassword) return <Navigate to="/changepassword" replace state={{ username: user.username, forced: true }} />;
  // The server refuses everything else until the second factor is given or set up.
  if (user.secondFactor === 'verify') return <Navigate to="/second-factor" replace />;
  if (user.secondFactor === 'enrol') return <Navigate to="/second-factor/setup" replace />;
  return <Outlet />;
}
