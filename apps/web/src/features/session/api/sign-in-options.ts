import { sessionRoutes } from '@portal/contracts/session';
import { signInRoutes } from '@portal/contracts/sign-in';
import { callApi } from '../../../lib/api-client';

/** How people may sign in here: the login page asks before anyone has. */
export function getSignInOptions() {
  return callApi(signInRoutes.options, {});
}

/** Who the new session belongs to, after the company's identity provider signed them in. */
export function getCurrentSession() {
  return callApi(sessionRoutes.current, {});
}
