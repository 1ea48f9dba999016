import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { NotificationCategory, NotificationDelivery } from '@portal/contracts/notifications';
import { i18n } from '../lib/i18n';

// The contract's notificationCategoryLabels and notificationDeliveryLabels (the English,
// word for word), in the reader's language.
const categoryLabels: Record<NotificationCategory, MessageDescriptor> = {
  approvals: msg`Requests waiting for me`,
  decisions: msg`Decisions on my requests`,
  team: msg`Requests a team lead filed for me`,
  account: msg`My account`,
  pay: msg`My payslips`,
};

const deliveryLabels: Record<NotificationDelivery, MessageDescriptor> = {
  immediately: msg`E-mail me at once`,
  digest: msg`In a daily summary`,
  off: msg`Only in the portal`,
};

export const notificationCategoryLabel = (category: NotificationCategory): string => i18n._(categoryLabels[category]);
export const notificationDeliveryLabel = (delivery: NotificationDelivery): string => i18n._(deliveryLabels[delivery]);
