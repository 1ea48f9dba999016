import { Navigate, Outlet } from 'react-router';
import { useStoredUser } from '../lib/stored-user';

/** Spec §2: without a stored user, every route but /login and /changepassword goes to /login. */
export function RequireUser() {
  const user = useStoredUser();
  return user ? <Outlet /> : <Navigate to="/login" replace />;
}
