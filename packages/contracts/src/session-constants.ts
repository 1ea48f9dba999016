// Session constants without zod, for the login page's critical path.

/** localStorage key of the login answer (spec §3: "stored locally under a user key"). */
export const USER_STORAGE_KEY = 'user';
export const SESSION_COOKIE = 'portal_session';
export const MIN_PASSWORD_LENGTH = 8;
/** Spec §4, word for word. */
export const PASSWORD_CHANGED_MESSAGE = 'Password change successfully.';
