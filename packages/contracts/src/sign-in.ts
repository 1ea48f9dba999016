import { z } from 'zod';
import { CodedMessage } from './common';
import { defineRoute } from './http';
import { safeText } from './input';

// How the company's people sign in: its identity provider (OpenID Connect, the
// authorization code flow with PKCE), a password, and a second factor for those who
// approve and pay.

export const SSO_MATCH_BY = ['email', 'employee_number'] as const;
export const PASSWORD_SIGN_IN = ['everyone', 'break_glass'] as const;

/**
 * The provider's issuer: https, or http on this machine alone (a provider run beside
 * the portal for trials and tests); never plain http across a network.
 */
export function isIssuerUrl(value: string): boolean {
  return (
    /^https:\/\/[A-Za-z0-9.-]+(:\d{1,5})?(\/[^\s?#]*)?$/.test(value) ||
    /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?(\/[^\s?#]*)?$/.test(value)
  );
}

export const SignInSettings = z.object({
  /** HR, payroll and approvers must give a second factor. */
  require_second_factor: z.boolean(),
  /** everyone: passwords sign in; break_glass: only the named HR account's does. */
  password_sign_in: z.enum(PASSWORD_SIGN_IN),
  break_glass_username: z.string().nullable(),
  sso: z.object({
    enabled: z.boolean(),
    /** How the sign-in button names the provider: "Sign in with {label}". */
    label: z.string(),
    issuer: z.string().nullable(),
    client_id: z.string().nullable(),
    /** The secret is never shown again, only whether one is kept. */
    client_secret_set: z.boolean(),
    match_by: z.enum(SSO_MATCH_BY),
    /** The address to register at the provider. */
    redirect_uri: z.string(),
  }),
});
export type SignInSettings = z.infer<typeof SignInSettings>;

export const SignInSettingsBody = z
  .strictObject(
    {
      require_second_factor: z.boolean({ error: 'require_second_factor must be true or false' }),
      password_sign_in: z.enum(PASSWORD_SIGN_IN, {
        error:
          'password_sign_in must be everyone, or break_glass (only the break-glass HR account signs in with a password)',
      }),
      break_glass_username: z
        .string({ error: 'break_glass_username must be a username' })
        .trim()
        .toLowerCase()
        .min(1, 'break_glass_username must be a username')
        .max(100, 'break_glass_username is too long')
        .nullable(),
      sso_enabled: z.boolean({ error: 'sso_enabled must be true or false' }),
      sso_label: safeText('sso_label', { max: 60 }),
      sso_issuer: z
        .string({ error: "sso_issuer must be the provider's address" })
        .trim()
        .max(500, 'sso_issuer must be at most 500 characters')
        .refine(isIssuerUrl, "sso_issuer must be the provider's https:// address, like https://accounts.google.com"),
      sso_client_id: safeText('sso_client_id', { max: 300 }),
      sso_client_secret: safeText('sso_client_secret', { max: 500 }),
      sso_match_by: z.enum(SSO_MATCH_BY, { error: 'sso_match_by must be email or employee_number' }),
    },
    {
      error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown setting: ${issue.keys.join(', ')}` : undefined),
    },
  )
  .partial();
export type SignInSettingsBody = z.infer<typeof SignInSettingsBody>;

/** What the login page offers, before anyone signs in. */
export const SignInOptions = z.object({
  /** Passwords sign in everyone (false: only the break-glass account). */
  password: z.boolean(),
  sso: z.object({ label: z.string() }).nullable(),
});
export type SignInOptions = z.infer<typeof SignInOptions>;

export { SSO_CALLBACK_PATH, SSO_ERRORS, SSO_START_PATH, type SsoError } from './sign-in-constants';

export const signInRoutes = {
  options: defineRoute({
    method: 'GET',
    path: '/v1/session/sign-in-options',
    summary: 'How people may sign in: with a password, with the company account, or both',
    response: SignInOptions,
    auth: false,
  }),
  read: defineRoute({
    method: 'GET',
    path: '/v1/admin/sign-in',
    summary: 'Sign-in settings: identity provider, passwords and the second factor (HR administrators)',
    response: SignInSettings,
    auth: true,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/v1/admin/sign-in',
    summary:
      'Change sign-in settings; only the fields sent change. A provider is checked by its discovery document first',
    body: SignInSettingsBody,
    response: SignInSettings.extend(CodedMessage),
    auth: true,
  }),
} as const;
