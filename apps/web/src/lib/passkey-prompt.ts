import { msg } from '@lingui/core/macro';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import { i18n } from './i18n';

// The device's passkey prompts (WebAuthn), with the browser's library loaded only when
// a passkey is used, and its refusals in words a person can act on.

function passkeyProblem(error: unknown): Error {
  if (error instanceof Error && error.name === 'NotAllowedError')
    return new Error(i18n._(msg`The passkey was not used: it was cancelled or timed out. Try again.`));
  if (error instanceof Error && error.name === 'InvalidStateError')
    return new Error(i18n._(msg`This device already holds a passkey for your account.`));
  return error instanceof Error ? error : new Error(String(error));
}

/** Creates a passkey on this device for the server's options. */
export async function createPasskey(options: Record<string, unknown>): Promise<Record<string, unknown>> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  const response: RegistrationResponseJSON = await startRegistration({
    optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
  }).catch((error: unknown) => {
    throw passkeyProblem(error);
  });
  return response as unknown as Record<string, unknown>;
}

/** Signs the server's challenge with a passkey of this device. */
export async function signWithPasskey(options: Record<string, unknown>): Promise<Record<string, unknown>> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const response: AuthenticationResponseJSON = await startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
  }).catch((error: unknown) => {
    throw passkeyProblem(error);
  });
  return response as unknown as Record<string, unknown>;
}
