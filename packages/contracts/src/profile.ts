import { z } from 'zod';
import { requestTypeNames } from './approvals';
import { CodedMessage } from './common';
import { defineRoute } from './http';
import { LANGUAGES } from './language-constants';

// My profile: who I am to the company, my next two weeks, who approves my requests,
// and where I am signed in.

/** How many days of the schedule the profile shows, today first. */
export const PROFILE_SCHEDULE_DAYS = 14;


export const ProfilePerson = z.object({ emp_id: z.string(), name: z.string() });

export const Profile = z.object({
  me: z.object({
    emp_id: z.string(),
    name: z.string(),
    designation: z.string(),
    department: z.string(),
    employment_status: z.string(),
    hire_date: z.string(),
    email: z.string().nullable(),
    office: z.string().nullable(),
    team_lead: z.string().nullable(),
    default_shift: z.string().nullable(),
    /** The language the person chose; null: the company's default, which `default_language` names. */
    language: z.enum(LANGUAGES).nullable(),
    default_language: z.enum(LANGUAGES),
  }),
  schedule: z.array(
    z.object({
      date: z.string(),
      /** The shift's name and times, or null on a rest day or a day without a shift. */
      shift: z.string().nullable(),
      timein: z.string().nullable(),
      timeout: z.string().nullable(),
      rest_day: z.boolean(),
      holiday: z.string().nullable(),
    }),
  ),
  /** Who a request of each type filed today would go to, level by level, with whoever stands in for each today. */
  approvers: z.array(
    z.object({
      request_type: z.enum(requestTypeNames),
      label: z.string(),
      levels: z.array(ProfilePerson.extend({ level: z.number(), stand_ins: z.array(z.string()) })),
    }),
  ),
  sessions: z.array(
    z.object({
      /** A short handle to name the session by; the token itself never leaves the server. */
      id: z.string(),
      current: z.boolean(),
      created_at: z.string(),
      last_seen_at: z.string(),
      ip: z.string().nullable(),
      user_agent: z.string().nullable(),
    }),
  ),
});
export type Profile = z.infer<typeof Profile>;

export const SetLanguageBody = z.object({
  language: z.enum(LANGUAGES, { error: 'Choose English or Filipino' }).nullable(),
});

export const profileRoutes = {
  profile: defineRoute({ method: 'GET', path: '/v1/profile', summary: 'Your employee information, next two weeks, approvers per request type and open sessions', response: Profile, auth: true }),
  logOutOthers: defineRoute({
    method: 'POST',
    path: '/v1/profile/sessions/logout-others',
    summary: 'Ends every session of yours but this one, on every node at once',
    response: z.object({ ...CodedMessage, ended: z.number() }),
    auth: true,
  }),
  setLanguage: defineRoute({
    method: 'PUT',
    path: '/v1/profile/language',
    summary: "Chooses the language the portal speaks to you: 'en', 'fil', or null for the company's default",
    body: SetLanguageBody,
    response: z.object({ ...CodedMessage, language: z.enum(LANGUAGES) }),
    auth: true,
  }),
};
