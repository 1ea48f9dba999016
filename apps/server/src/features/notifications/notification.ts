import type { NotificationCategory } from '@portal/contracts/notifications';

/** One thing one person should learn, as the events below word it; never a password. */
export interface Notice {
  recipient: string;
  category: NotificationCategory;
  title: string;
  body: string;
  /** A path inside the portal ("/leaves/requests"). */
  link: string;
  /** For a reminder: the same key is written once, whichever node or check writes it. */
  dedupeKey?: string;
}
