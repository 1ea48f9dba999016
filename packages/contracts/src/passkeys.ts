import { z } from 'zod';
import { CodedMessage } from './common';
import { defineRoute } from './http';
import { safeText } from './input';
import { UserSession } from './session';

// Passkeys (WebAuthn): a second factor after the password, or sign-in in place of it.
// The options and responses are WebAuthn's own JSON (SimpleWebAuthn's shapes), checked
// by the server's verification rather than field by field here.

const WebAuthnJson = z.record(z.string(), z.unknown(), { error: 'response must be the browser’s WebAuthn answer' });

export const PasskeyRow = z.object({
  id: z.string(),
  name: z.string(),
  /** ISO 8601 instants. */
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type PasskeyRow = z.infer<typeof PasskeyRow>;

export const PasskeyList = z.object({ passkeys: z.array(PasskeyRow) });

export const NewPasskeyBody = z.object({
  name: safeText('name', { max: 60, required: 'Name the passkey, like “My phone”' }),
  response: WebAuthnJson,
});

export const PasskeyAnswerBody = z.object({ response: WebAuthnJson });

export const passkeyRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/v1/profile/passkeys',
    summary: 'My passkeys',
    response: PasskeyList,
    auth: true,
  }),
  registrationOptions: defineRoute({
    method: 'POST',
    path: '/v1/profile/passkeys/options',
    summary: 'Begin adding a passkey: the options for the browser (navigator.credentials.create)',
    response: z.record(z.string(), z.unknown()),
    auth: true,
  }),
  register: defineRoute({
    method: 'POST',
    path: '/v1/profile/passkeys',
    summary: "Add a passkey from the browser's answer",
    body: NewPasskeyBody,
    response: PasskeyList.extend(CodedMessage),
    auth: true,
  }),
  remove: defineRoute({
    method: 'POST',
    path: '/v1/profile/passkeys/remove',
    summary: 'Remove one of my passkeys (refused for the last second factor where the company requires one)',
    body: z.object({ id: z.string({ error: 'id is required' }).min(1, 'id is required').max(1024) }),
    response: PasskeyList.extend(CodedMessage),
    auth: true,
  }),
  signInOptions: defineRoute({
    method: 'POST',
    path: '/v1/session/passkey/options',
    summary: 'Begin signing in with a passkey instead of a password: the options for the browser',
    response: z.record(z.string(), z.unknown()),
    auth: false,
  }),
  signIn: defineRoute({
    method: 'POST',
    path: '/v1/session/passkey',
    summary: 'Sign in with a passkey (it verifies the person, so no second factor is owed); sets the session cookie',
    body: PasskeyAnswerBody,
    response: UserSession.extend(CodedMessage),
    auth: false,
  }),
  secondFactorOptions: defineRoute({
    method: 'POST',
    path: '/v1/session/second-factor/passkey/options',
    summary: "Begin giving this session's second factor with one of my passkeys",
    response: z.record(z.string(), z.unknown()),
    auth: true,
  }),
  secondFactor: defineRoute({
    method: 'POST',
    path: '/v1/session/second-factor/passkey',
    summary: "Give this session's second factor with one of my passkeys",
    body: PasskeyAnswerBody,
    response: UserSession.extend(CodedMessage),
    auth: true,
  }),
} as const;

export const PASSKEY_REFUSED = 'That passkey could not be checked. Try again, or use another way to sign in.';
