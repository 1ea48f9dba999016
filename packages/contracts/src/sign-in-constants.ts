// Sign-in constants without zod, for the login page's critical path.

/** Why a sign-in through the provider came back refused: the login page's message for each. */
export const SSO_ERRORS = {
  unknown_account: 'Your company account is not linked to anyone in the portal. Please contact HR.',
  inactive: 'This account is no longer active. Please contact HR.',
  refused: 'The sign-in with your company account did not complete. Please try again.',
  disabled: 'Signing in with a company account is not turned on.',
} as const;
export type SsoError = keyof typeof SSO_ERRORS;

export const SSO_START_PATH = '/v1/sso/start';
export const SSO_CALLBACK_PATH = '/v1/sso/callback';

/** The server's refusal of any other call while a session owes its second factor. */
export const SECOND_FACTOR_PENDING_MESSAGE = 'Enter the code from your authenticator app before you go on.';
/** ...and while the company requires one of the person's role and none is set up. */
export const SECOND_FACTOR_ENROL_MESSAGE = 'Set up a second factor in My Profile before you go on: the company requires it for your role.';
