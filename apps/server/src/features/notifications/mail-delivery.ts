import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import PgBoss from 'pg-boss';
import { claimQueuedEmail, findMailBranding, markEmailSent, recordEmailFailure } from './mail-delivery.repository';
import { renderNotificationMail } from './mail-message';
import { MailOutbox, NOTIFICATION_EMAIL_QUEUE, useMailOutbox, type NotificationEmailJob } from './mail-outbox';

/**
 * Retries while the mail server is down: 2 s, 4 s, 8 s ... doubling, 14 times, so an
 * outage of several hours loses nothing; after that the e-mail is marked failed for HR.
 */
export const EMAIL_RETRY = { retryLimit: 14, retryDelay: 2, retryBackoff: true } as const;
/** Jobs one node takes from the queue at a time (the worker then waits a second, unless it took a full batch). */
const MAIL_BATCH = 100;
/** Messages a node sends at once, each on its own SMTP connection (a pooled transport was slow to recover after the mail server came back), each holding a database connection while it sends. */
const SEND_CONCURRENCY = 4;
/** Longer than any send can take (the SMTP timeouts below), so a job is never given to a second sender while the first still works on it. */
const JOB_EXPIRY_SECONDS = 120;

/** The portal's address for links in e-mails: PUBLIC_URL, else this server as it listens. */
function portalAddress(app: FastifyInstance): string {
  return (app.config.publicUrl ?? `http://localhost:${app.config.port}`).replace(/\/+$/, '');
}

async function deliver(app: FastifyInstance, transport: Transporter, job: PgBoss.JobWithMetadata<NotificationEmailJob>): Promise<void> {
  const { notificationId } = job.data;
  // The row stays locked while the message goes out, so a second sender skips it.
  const failure = await app.db.transaction().execute(async (trx) => {
    const email = await claimQueuedEmail(trx, notificationId);
    // Sent already, being sent by another sender, or no longer to be sent: nothing to do.
    if (!email?.email) return null;
    const branding = await findMailBranding(trx);
    const companyName = branding?.name ?? 'HR Portal';
    const logoCid = branding?.logo && branding.logo_content_type ? 'company-logo@portal' : null;
    const content = renderNotificationMail({
      companyName,
      recipientName: email.firstname,
      title: email.title,
      body: email.body,
      url: `${portalAddress(app)}/#${email.link}`,
      logoCid,
    });
    try {
      await transport.sendMail({
        from: app.config.mailFrom,
        to: email.email,
        subject: content.subject,
        text: content.text,
        html: content.html,
        // The same id on a resend, so a mail system that saw it already can tell.
        messageId: `<notification-${notificationId}@hr-portal>`,
        ...(logoCid && branding?.logo ? { attachments: [{ filename: 'logo', content: branding.logo, contentType: branding.logo_content_type!, cid: logoCid }] } : {}),
      });
    } catch (error) {
      await recordEmailFailure(trx, notificationId, error instanceof Error ? error.message : String(error), job.retryCount >= job.retryLimit);
      return error;
    }
    await markEmailSent(trx, notificationId);
    return null;
  });
  if (failure) {
    app.log.warn({ notificationId, attempt: job.retryCount + 1, err: failure }, 'notification e-mail not sent; it will be retried');
    throw failure;
  }
}

/**
 * E-mail delivery, on when SMTP_URL is set: a pg-boss queue in the portal's own
 * database, worked by every node. pg-boss hands each job to one sender at a time
 * (SKIP LOCKED), a sent notification is marked so a retried job sends nothing, and a
 * failure is retried with backoff. Sending never runs inside a user's request.
 */
async function mailDelivery(app: FastifyInstance, options: { databaseUrl: string; smtpUrl: string }) {
  const boss = new PgBoss({ connectionString: options.databaseUrl, max: 3, application_name: 'portal-mail', schedule: false });
  boss.on('error', (error) => app.log.warn({ err: error }, 'mail queue error'));
  await boss.start();
  await boss.createQueue(NOTIFICATION_EMAIL_QUEUE, { name: NOTIFICATION_EMAIL_QUEUE, ...EMAIL_RETRY, expireInSeconds: JOB_EXPIRY_SECONDS });
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  const stopOutbox = useMailOutbox(new MailOutbox(boss));
  // A batch at a time, a few messages at once; each job succeeds or fails on its own:
  // a failed one is handed back to the queue for its retry, the rest complete.
  await boss.work<NotificationEmailJob>(NOTIFICATION_EMAIL_QUEUE, { batchSize: MAIL_BATCH, pollingIntervalSeconds: 1, includeMetadata: true }, async (jobs) => {
    let next = 0;
    const sender = async () => {
      while (next < jobs.length) {
        const job = jobs[next++]!;
        try {
          await deliver(app, transport, job);
        } catch (error) {
          await boss.fail(NOTIFICATION_EMAIL_QUEUE, job.id, { message: error instanceof Error ? error.message : String(error) });
        }
      }
    };
    await Promise.all(Array.from({ length: SEND_CONCURRENCY }, sender));
  });
  app.addHook('onClose', async () => {
    stopOutbox();
    await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    transport.close();
  });
}

export default fp(mailDelivery, { name: 'mail-delivery' });
