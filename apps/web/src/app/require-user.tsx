import { Navigate, Outlet } from 'react-router';
import { useStoredUser } from '../lib/stored-user';

/**
 * Spec §2: without a stored user, every route but /login and /changepassword goes to
 * /login. Someone logged in with a temporary password goes to /changepassword: the
 * server refuses everything else until it is changed.
 */
export function RequireUser() {
  const user = useStoredUser();
  if (!user) return <Navigate to="/login" replace />;
  if (user.mustChangePassword) return <Navigate to="/changepassword" replace state={{ username: user.username, forced: true }} />;
  return <Outlet />;
}
