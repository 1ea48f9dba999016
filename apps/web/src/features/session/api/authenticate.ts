import { sessionRoutes } from '@portal/contracts/session';
import type { BodyOf } from '@portal/contracts/http';
import { callApi } from '../../../lib/api-client';

export type Credentials = BodyOf<typeof sessionRoutes.authenticate>;

export function authenticate(credentials: Credentials) {
  return callApi(sessionRoutes.authenticate, { body: credentials });
}
