import type { Kysely } from 'kysely';
import { notificationCategories, type NotificationList, type NotificationPreferences } from '@portal/contracts/notifications';
import type { DB } from '../../db/database';
import { readNotificationDefaults } from './company-notification-settings';
import * as notifications from './notifications.repository';

export async function listMine(db: Kysely<DB>, empId: string): Promise<NotificationList> {
  const [items, unread] = await Promise.all([notifications.listNotifications(db, empId), notifications.countUnread(db, empId)]);
  return { unread, items };
}

export async function markMineRead(db: Kysely<DB>, empId: string, ids: readonly string[] | 'all'): Promise<{ unread: number }> {
  await notifications.markRead(db, empId, ids);
  return { unread: await notifications.countUnread(db, empId) };
}

/** The person's choices, else the company's defaults (Company Settings), else the product's. */
export async function findMyPreferences(db: Kysely<DB>, empId: string): Promise<NotificationPreferences> {
  const [own, companySettings] = await Promise.all([notifications.findPreferences(db, empId), notifications.findCompanySettings(db)]);
  const chosen = new Map(own.map((row) => [row.category, row.delivery]));
  const companyDefaults = readNotificationDefaults(companySettings);
  return Object.fromEntries(notificationCategories.map((category) => [category, chosen.get(category) ?? companyDefaults[category]])) as NotificationPreferences;
}

export async function saveMyPreferences(db: Kysely<DB>, empId: string, choices: NotificationPreferences): Promise<NotificationPreferences> {
  await db.transaction().execute((trx) =>
    notifications.savePreferences(
      trx,
      empId,
      notificationCategories.map((category) => ({ category, delivery: choices[category] })),
    ),
  );
  return findMyPreferences(db, empId);
}
