import { passkeyRoutes } from '@portal/contracts/passkeys';
import { callApi } from '../../../lib/api-client';
import { signWithPasskey } from '../../../lib/passkey-prompt';

/** Signs in with a passkey instead of a password. */
export async function signInWithPasskey() {
  const response = await signWithPasskey(await callApi(passkeyRoutes.signInOptions, {}));
  return callApi(passkeyRoutes.signIn, { body: { response } });
}
