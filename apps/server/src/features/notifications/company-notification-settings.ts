import {
  DEFAULT_DIGEST_TIME,
  defaultNotificationDelivery,
  notificationCategories,
  notificationDeliveries,
  type NotificationCategory,
  type NotificationDelivery,
} from '@portal/contracts/notifications';

// What HR sets for notifications in the company's `settings` JSON (notificationDefaults,
// digestTime), read leniently: a value that is not one of the choices falls back.

const isDelivery = (value: unknown): value is NotificationDelivery => typeof value === 'string' && (notificationDeliveries as readonly string[]).includes(value);

/** How each kind is e-mailed to people who have not chosen: HR's choice, else the product's. */
export function readNotificationDefaults(settings: Record<string, unknown>): Record<NotificationCategory, NotificationDelivery> {
  const stored = (settings.notificationDefaults ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    notificationCategories.map((category) => [category, isDelivery(stored[category]) ? stored[category] : defaultNotificationDelivery[category]]),
  ) as Record<NotificationCategory, NotificationDelivery>;
}

/** When the daily summary goes out, HH:MM company time. */
export function readDigestTime(settings: Record<string, unknown>): string {
  const stored = settings.digestTime;
  return typeof stored === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(stored) ? stored : DEFAULT_DIGEST_TIME;
}
