import { useMutation } from '@tanstack/react-query';
import { sessionRoutes } from '@portal/contracts/session';
import type { BodyOf } from '@portal/contracts/http';
import { callApi } from '../../../lib/api-client';

export type Credentials = BodyOf<typeof sessionRoutes.authenticate>;

export function authenticate(credentials: Credentials) {
  return callApi(sessionRoutes.authenticate, { body: credentials });
}

/** Login failures are shown on the form itself, not in the snackbar. */
export function useAuthenticate() {
  return useMutation({ mutationFn: authenticate, meta: { quiet: true } });
}
