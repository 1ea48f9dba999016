import type { Transaction } from 'kysely';
import { defaultNotificationDelivery } from '@portal/contracts/notifications';
import { DEFAULT_LANGUAGE } from '@portal/contracts/language-constants';
import type { DB } from '../../db/database';
import { languagesOf } from '../../lib/language-of';
import { mailOutbox } from './mail-outbox';
import { writtenIn, type Notice } from './notification';
import { insertNotices } from './notifications.repository';

/**
 * Writes notices in the transaction of the change they tell of, each in its
 * recipient's language (their own choice, else the company's default: one query for
 * all of them), and queues the e-mails among them in the same transaction: a change
 * that rolls back tells no one, and one that commits loses nothing. Sending happens
 * later, in the mail worker.
 */
export async function notifyInTransaction(trx: Transaction<DB>, notices: readonly Notice[]): Promise<void> {
  if (notices.length === 0) return;
  const languages = await languagesOf(trx, notices.map((notice) => notice.recipient));
  // Someone not found is not written either (the insert joins employees).
  const written = notices.map((notice) => writtenIn(notice, languages.get(notice.recipient) ?? DEFAULT_LANGUAGE));
  const outbox = mailOutbox();
  const toEmail = await insertNotices(trx, written, { emailOn: outbox !== null, productDefaults: defaultNotificationDelivery });
  if (outbox && toEmail.length > 0) await outbox.enqueue(trx, toEmail);
}
