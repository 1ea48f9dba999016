import type { Transaction } from 'kysely';
import { defaultNotificationDelivery } from '@portal/contracts/notifications';
import type { DB } from '../../db/database';
import { mailOutbox } from './mail-outbox';
import type { Notice } from './notification';
import { insertNotices } from './notifications.repository';

/**
 * Writes notices in the transaction of the change they tell of, and queues the
 * e-mails among them in the same transaction: a change that rolls back tells no one,
 * and one that commits loses nothing. Sending happens later, in the mail worker.
 */
export async function notifyInTransaction(trx: Transaction<DB>, notices: readonly Notice[]): Promise<void> {
  if (notices.length === 0) return;
  const outbox = mailOutbox();
  const toEmail = await insertNotices(trx, notices, { emailOn: outbox !== null, productDefaults: defaultNotificationDelivery });
  if (outbox && toEmail.length > 0) await outbox.enqueue(trx, toEmail);
}
