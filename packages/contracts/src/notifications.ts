import { z } from 'zod';

/** What a notification is about; each person chooses per category how it reaches them. */
export const notificationCategories = ['approvals', 'decisions', 'team', 'account', 'pay'] as const;
export type NotificationCategory = (typeof notificationCategories)[number];

export const notificationCategoryLabels: Record<NotificationCategory, string> = {
  approvals: 'Requests waiting for me',
  decisions: 'Decisions on my requests',
  team: 'Requests a team lead filed for me',
  account: 'My account',
  pay: 'My payslips',
};

export const notificationDeliveries = ['immediately', 'digest', 'off'] as const;
export type NotificationDelivery = (typeof notificationDeliveries)[number];

/** Who gets what by e-mail when they have not chosen (approvers: waiting work; requesters: decisions). */
export const defaultNotificationDelivery: Record<NotificationCategory, NotificationDelivery> = {
  approvals: 'immediately',
  decisions: 'immediately',
  team: 'immediately',
  account: 'immediately',
  pay: 'immediately',
};

export const notificationDeliveryLabels: Record<NotificationDelivery, string> = {
  immediately: 'E-mail me at once',
  digest: 'In a daily summary',
  off: 'Only in the portal',
};

/** When the daily summary goes out, company time, until HR sets another. */
export const DEFAULT_DIGEST_TIME = '17:00';

/** How many notifications the bell lists, newest first. */
export const NOTIFICATION_LIST_LIMIT = 50;

const notificationId = z.string().regex(/^[1-9]\d{0,17}$/, 'ids must be notification numbers');

export const NotificationItem = z.object({
  id: z.string(),
  category: z.enum(notificationCategories),
  title: z.string(),
  body: z.string(),
  /** The screen it concerns, as a path inside the portal ("/leaves/requests"). */
  link: z.string(),
  created_at: z.string(),
  read: z.boolean(),
});
export type NotificationItem = z.infer<typeof NotificationItem>;

export const NotificationList = z.object({
  unread: z.number().int(),
  items: z.array(NotificationItem),
});
export type NotificationList = z.infer<typeof NotificationList>;

export const UnreadCount = z.object({ unread: z.number().int() });

export const MarkReadBody = z.object({
  ids: z
    .array(notificationId, { error: 'ids must be a list of notification numbers' })
    .min(1, 'ids must name at least one notification')
    .max(500, 'ids takes at most 500 notifications at once'),
});

export const NotificationPreferences = z.object(
  Object.fromEntries(
    notificationCategories.map((category) => [
      category,
      z.enum(notificationDeliveries, { error: `${category} must be one of: ${notificationDeliveries.join(', ')}` }),
    ]),
  ) as Record<NotificationCategory, z.ZodEnum<{ immediately: 'immediately'; digest: 'digest'; off: 'off' }>>,
);
export type NotificationPreferences = z.infer<typeof NotificationPreferences>;

/** An e-mail that failed for good, or is being retried after an error: HR's view of delivery. */
export const EmailProblem = z.object({
  id: z.string(),
  recipient: z.string(),
  recipient_name: z.string(),
  email: z.string().nullable(),
  title: z.string(),
  email_state: z.string(),
  email_attempts: z.number().int(),
  email_error: z.string().nullable(),
  created_at: z.string(),
});
export type EmailProblem = z.infer<typeof EmailProblem>;

/** How many e-mail problems HR's list shows, newest first. */
export const EMAIL_PROBLEMS_LIMIT = 200;
