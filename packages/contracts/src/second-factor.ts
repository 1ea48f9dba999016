import { z } from 'zod';
import { CodedMessage, employeeNumber, MessageResponse } from './common';
import { defineRoute } from './http';
import { UserSession } from './session';

// A second factor: a code from an authenticator app (TOTP, RFC 6238), or one of ten
// recovery codes for the day the phone is lost.

/** How many recovery codes a person is given; each signs in once. */
export const RECOVERY_CODE_COUNT = 10;

export const SECOND_FACTOR_PENDING_MESSAGE = 'Enter the code from your authenticator app before you go on.';
export const SECOND_FACTOR_ENROL_MESSAGE =
  'Set up a second factor in My Profile before you go on: the company requires it for your role.';
export const WRONG_SECOND_FACTOR_CODE = 'That code is not right. Check your authenticator app and try again.';

/** Six digits from the app, or a recovery code like abcde-12345; spaces and case are forgiven. */
export const SecondFactorCodeBody = z.object({
  code: z
    .string({ error: 'Enter the code from your authenticator app, or a recovery code' })
    .trim()
    .min(1, 'Enter the code from your authenticator app, or a recovery code')
    .max(40, 'That code is too long'),
});

export const SecondFactorStatus = z.object({
  /** An authenticator app is set up and confirmed. */
  enrolled: z.boolean(),
  /** When it was confirmed (ISO 8601), if it is. */
  enrolled_at: z.string().nullable(),
  recovery_codes_left: z.number(),
  /** The company requires a second factor of this person's role. */
  required: z.boolean(),
});
export type SecondFactorStatus = z.infer<typeof SecondFactorStatus>;

export const SecondFactorSetup = z.object({
  /** The secret in base32, for typing into an app that cannot scan. */
  secret: z.string(),
  /** The otpauth:// address the QR code holds. */
  otpauth_uri: z.string(),
  /** The QR code as an SVG data URL. */
  qr_code: z.string(),
});
export type SecondFactorSetup = z.infer<typeof SecondFactorSetup>;

export const RecoveryCodes = z.object({ ...CodedMessage, recovery_codes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodes>;

export const RemoveSecondFactorBody = z.object({
  password: z
    .string({ error: 'Enter your password' })
    .min(1, 'Enter your password')
    .max(200, 'The password is too long'),
});

export const ResetSecondFactorBody = z.object({ emp_id: employeeNumber('emp_id') });

export const secondFactorRoutes = {
  /** After the password (or the provider): the code that completes the sign-in. */
  verify: defineRoute({
    method: 'POST',
    path: '/v1/session/second-factor',
    summary: 'Give the second factor this session still owes: an authenticator code or a recovery code',
    body: SecondFactorCodeBody,
    response: UserSession.extend(CodedMessage),
    auth: true,
  }),
  status: defineRoute({
    method: 'GET',
    path: '/v1/profile/second-factor',
    summary: 'Whether my second factor is set up, and whether my role requires one',
    response: SecondFactorStatus,
    auth: true,
  }),
  setup: defineRoute({
    method: 'POST',
    path: '/v1/profile/second-factor/setup',
    summary: 'Begin setting up an authenticator app: a new secret and its QR code, unconfirmed',
    response: SecondFactorSetup,
    auth: true,
  }),
  confirm: defineRoute({
    method: 'POST',
    path: '/v1/profile/second-factor/confirm',
    summary: 'Confirm the authenticator app with a code from it; answers ten recovery codes, shown once',
    body: SecondFactorCodeBody,
    response: RecoveryCodes,
    auth: true,
  }),
  newRecoveryCodes: defineRoute({
    method: 'POST',
    path: '/v1/profile/second-factor/recovery-codes',
    summary: 'Replace my recovery codes with ten new ones (a code from the app is required)',
    body: SecondFactorCodeBody,
    response: RecoveryCodes,
    auth: true,
  }),
  remove: defineRoute({
    method: 'POST',
    path: '/v1/profile/second-factor/remove',
    summary: 'Turn off my second factor (my password is required; refused where the company requires one)',
    body: RemoveSecondFactorBody,
    response: MessageResponse,
    auth: true,
  }),
  reset: defineRoute({
    method: 'POST',
    path: '/v1/admin/second-factor/reset',
    summary: "Remove someone's second factor after a lost phone, and end their sessions (HR administrators)",
    body: ResetSecondFactorBody,
    response: MessageResponse,
    auth: true,
  }),
} as const;
