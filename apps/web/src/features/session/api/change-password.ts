import { sessionRoutes } from '@portal/contracts/session';
import type { BodyOf } from '@portal/contracts/http';
import { callApi } from '../../../lib/api-client';

export type PasswordChange = BodyOf<typeof sessionRoutes.changePassword>;

export function changePassword(change: PasswordChange) {
  return callApi(sessionRoutes.changePassword, { body: change });
}
