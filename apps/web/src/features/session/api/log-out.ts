import { sessionRoutes } from '@portal/contracts/session';
import { callApi } from '../../../lib/api-client';

export function logOut() {
  return callApi(sessionRoutes.logout);
}
