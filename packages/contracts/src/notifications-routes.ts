import { z } from 'zod';
import { defineRoute } from './http';
import { EmailProblem, MarkReadBody, NotificationList, NotificationPreferences, UnreadCount } from './notifications';

// The notification calls, apart from their schemas: the bell is on every signed-in
// page, the first screen among them, and the client reads only a route's method and
// path (the client build leaves the schemas out).

/** How often an open portal asks for new notifications, in milliseconds. */
export const NOTIFICATION_POLL_MS = 30_000;

export const notificationsRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/v1/notifications',
    summary: 'Your notifications, newest first, with how many are unread',
    response: NotificationList,
    auth: true,
  }),
  markRead: defineRoute({
    method: 'POST',
    path: '/v1/notifications/read',
    summary: 'Marks some of your notifications read',
    body: MarkReadBody,
    response: UnreadCount,
    auth: true,
  }),
  markAllRead: defineRoute({
    method: 'POST',
    path: '/v1/notifications/readall',
    summary: 'Marks all your notifications read',
    response: UnreadCount,
    auth: true,
  }),
  preferences: defineRoute({
    method: 'GET',
    path: '/v1/notifications/preferences',
    summary: 'How each kind of notification reaches you by e-mail',
    response: NotificationPreferences,
    auth: true,
  }),
  savePreferences: defineRoute({
    method: 'POST',
    path: '/v1/notifications/preferences',
    summary: 'Chooses how each kind of notification reaches you by e-mail',
    body: NotificationPreferences,
    response: NotificationPreferences,
    auth: true,
  }),
} as const;

export const adminNotificationsRoutes = {
  emailProblems: defineRoute({
    method: 'GET',
    path: '/v1/admin/notifications/emailproblems',
    summary: 'Notification e-mails that failed, or are being retried after an error (HR)',
    response: z.array(EmailProblem),
    auth: true,
  }),
} as const;
