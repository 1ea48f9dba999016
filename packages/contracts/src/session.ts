import { z } from 'zod';
import { CodedMessage, MessageResponse } from './common';
import { defineRoute } from './http';
import { LANGUAGES } from './language-constants';
import { MIN_PASSWORD_LENGTH } from './session-constants';

const flag = z.union([z.literal(0), z.literal(1)]);

/** The login answer; the client keeps it in localStorage under USER_STORAGE_KEY. */
export const UserSession = z.object({
  username: z.string(),
  empid: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  fullname: z.string(),
  approver: flag,
  coeapprover: flag,
  payslip: flag,
  teamlead: flag,
  hradmin: flag,
  /** HR's payroll permission: pay data and payroll runs. */
  payroll: flag,
  mustChangePassword: z.boolean(),
  /**
   * What this session still owes before it can do anything else: the second factor's
   * code (verify), or setting one up because the company requires it of the role
   * (enrol). Null: nothing.
   */
  secondFactor: z.enum(['verify', 'enrol']).nullable(),
  /** The language the portal speaks to this person: their own choice, or the company's default. */
  language: z.enum(LANGUAGES),
});
export type UserSession = z.infer<typeof UserSession>;


export const AuthenticateBody = z.object({
  username: z.string().trim().min(1, 'Enter your username').max(100, 'The username is too long'),
  password: z.string().min(1, 'Enter your password').max(200, 'The password is too long'),
});

export const ChangePasswordBody = z
  .object({
    username: z.string().trim().min(1, 'Enter your username').max(100, 'The username is too long'),
    oldpassword: z.string().min(1, 'Enter your current password').max(200),
    newpassword: z
      .string()
      .min(MIN_PASSWORD_LENGTH, `The new password needs at least ${MIN_PASSWORD_LENGTH} characters`)
      .max(200, 'The new password is too long'),
  })
  .refine((body) => body.oldpassword !== body.newpassword, {
    message: 'The new password must differ from the current one',
    path: ['newpassword'],
  });

export const sessionRoutes = {
  authenticate: defineRoute({
    method: 'POST',
    path: '/v2/authenticate',
    summary: 'Log in with username and password; sets the session cookie',
    body: AuthenticateBody,
    response: UserSession.extend(CodedMessage),
    auth: false,
  }),
  logout: defineRoute({
    method: 'GET',
    path: '/v1/logout',
    summary: "Revoke the current session; answers where to end the identity provider's session too, if it can",
    response: MessageResponse.extend({ end_session_url: z.string().optional() }),
    auth: false,
  }),
  current: defineRoute({
    method: 'GET',
    path: '/v1/session',
    summary: 'Who this session belongs to, as the login answers it (after signing in with the identity provider)',
    response: UserSession,
    auth: true,
  }),
  changePassword: defineRoute({
    method: 'POST',
    path: '/v1/changepass',
    summary: 'Change your own password; revokes your other sessions',
    body: ChangePasswordBody,
    response: MessageResponse,
    auth: false,
  }),
} as const;
