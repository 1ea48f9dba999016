import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import PgBoss from 'pg-boss';
import { isLanguage, type Language } from '@portal/contracts/language-constants';
import { ADVISORY_LOCKS, withAdvisoryLock } from '../../db/advisory-lock';
import { handOutDailyDigests } from './daily-digest';
import { claimDigest, claimQueuedEmail, findMailBranding, markEmailSent, recordEmailFailure, releaseEmailClaim } from './mail-delivery.repository';
import { renderDigestMail, renderNotificationMail } from './mail-message';
import { DIGEST_QUEUE, MailOutbox, NOTIFICATION_EMAIL_QUEUE, useMailOutbox, type NotificationEmailJob } from './mail-outbox';

/**
 * Retries while the mail server is down: 2 s, 4 s, 8 s ... doubling, 14 times, so an
 * outage of several hours loses nothing; after that the e-mail is marked failed for HR.
 */
export const EMAIL_RETRY = { retryLimit: 14, retryDelay: 2, retryBackoff: true } as const;
/** How often the daily summaries are looked at: they go out within 5 minutes of the digest time HR sets. */
const DIGEST_CHECK_CRON = '*/5 * * * *';
/** Jobs one node takes from the queue at a time (the worker then waits a second, unless it took a full batch). */
const MAIL_BATCH = 100;
/** Messages a node sends at once, each on its own SMTP connection (a pooled transport was slow to recover after the mail server came back). */
const SEND_CONCURRENCY = 4;
/** Longer than any send can take (the SMTP timeouts below), so a job is never given to a second sender while the first still works on it. */
const JOB_EXPIRY_SECONDS = 120;

/** The portal's address for links in e-mails: PUBLIC_URL, else this server as it listens. */
function portalAddress(app: FastifyInstance): string {
  return (app.config.publicUrl ?? `http://localhost:${app.config.port}`).replace(/\/+$/, '');
}

interface Claimed {
  email: string | null;
  firstname: string;
  /** The notification numbers the message covers: marked sent, or failed, together. */
  ids: string[];
  render(branding: { companyName: string; logoCid: string | null }): ReturnType<typeof renderNotificationMail>;
  /** The same on a resend, so a mail system that saw it already can tell. */
  messageId: string;
}

/**
 * What one job sends, claimed for this sender by a state change that commits at
 * once: one notification, or one person's summary. Null: sent already, claimed by
 * another sender, or no longer to be sent.
 */
async function claim(app: FastifyInstance, data: NotificationEmailJob): Promise<Claimed | null> {
  const address = portalAddress(app);
  const languageIn = (row: { language: string }): Language => (isLanguage(row.language) ? row.language : 'en');
  if ('notificationId' in data) {
    const email = await claimQueuedEmail(app.db, data.notificationId, JOB_EXPIRY_SECONDS);
    if (!email) return null;
    return {
      email: email.email,
      firstname: email.firstname,
      ids: [data.notificationId],
      messageId: `<notification-${data.notificationId}@hr-portal>`,
      render: ({ companyName, logoCid }) =>
        renderNotificationMail({ companyName, recipientName: email.firstname, title: email.title, body: email.body, url: `${address}/#${email.link}`, logoCid, language: languageIn(email) }),
    };
  }
  const rows = await claimDigest(app.db, data.digestFor, data.notificationIds, JOB_EXPIRY_SECONDS);
  const first = rows[0];
  if (!first) return null;
  return {
    email: first.email,
    firstname: first.firstname,
    ids: rows.map((row) => row.id),
    messageId: `<digest-${data.digestFor}-${rows[0]!.id}-${rows.at(-1)!.id}@hr-portal>`,
    render: ({ companyName, logoCid }) =>
      renderDigestMail({
        companyName,
        recipientName: first.firstname,
        items: rows.map((row) => ({ title: row.title, body: row.body, url: `${address}/#${row.link}` })),
        logoCid,
        language: languageIn(first),
      }),
  };
}

/**
 * Claim, send, record: no database lock or transaction is held while the mail
 * server answers (up to its timeouts), so a person marking notifications read never
 * waits on an e-mail, and an e-mail is never skipped because a row was locked. A
 * sender that dies mid-send leaves a claim that expires, and the job's retry sends
 * it (with the same Message-ID, so a mail system that saw it can tell).
 */
async function deliver(app: FastifyInstance, transport: Transporter, job: PgBoss.JobWithMetadata<NotificationEmailJob>): Promise<void> {
  const claimed = await claim(app, job.data);
  if (!claimed) return;
  if (!claimed.email) {
    await releaseEmailClaim(app.db, claimed.ids);
    return;
  }
  const branding = await findMailBranding(app.db);
  const companyName = branding?.name ?? 'HR Portal';
  const logoCid = branding?.logo && branding.logo_content_type ? 'company-logo@portal' : null;
  const content = claimed.render({ companyName, logoCid });
  try {
    await transport.sendMail({
      from: app.config.mailFrom,
      to: claimed.email,
      subject: content.subject,
      text: content.text,
      html: content.html,
      messageId: claimed.messageId,
      ...(logoCid && branding?.logo ? { attachments: [{ filename: 'logo', content: branding.logo, contentType: branding.logo_content_type!, cid: logoCid }] } : {}),
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await recordEmailFailure(app.db, claimed.ids, message, job.retryCount >= job.retryLimit);
    app.log.warn({ job: job.data, attempt: job.retryCount + 1, err: error }, 'notification e-mail not sent; it will be retried');
    throw error;
  }
  await markEmailSent(app.db, claimed.ids);
}

/**
 * E-mail delivery, on when SMTP_URL is set: a pg-boss queue in the portal's own
 * database, worked by every node. pg-boss hands each job to one sender at a time
 * (SKIP LOCKED), a sent notification is marked so a retried job sends nothing, and a
 * failure is retried with backoff. Sending never runs inside a user's request.
 */
async function mailDelivery(app: FastifyInstance, options: { databaseUrl: string; smtpUrl: string }) {
  const boss = new PgBoss({ connectionString: options.databaseUrl, max: 3, application_name: 'portal-mail' });
  boss.on('error', (error) => app.log.warn({ err: error }, 'mail queue error'));
  // Nodes starting together set the queues up in turn: two pg-boss queue creations at
  // once deadlock (each attaches a partition), and a node would fail to start.
  await withAdvisoryLock(app.db, ADVISORY_LOCKS.mailQueues, async () => {
    await boss.start();
    await boss.createQueue(NOTIFICATION_EMAIL_QUEUE, { name: NOTIFICATION_EMAIL_QUEUE, ...EMAIL_RETRY, expireInSeconds: JOB_EXPIRY_SECONDS });
    // The daily summaries: pg-boss's scheduler runs this every 5 minutes on one node;
    // it hands them out once the company's digest time has passed, once a day.
    await boss.createQueue(DIGEST_QUEUE, { name: DIGEST_QUEUE, policy: 'singleton' });
    await boss.schedule(DIGEST_QUEUE, DIGEST_CHECK_CRON);
  });
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  const outbox = new MailOutbox(boss);
  const stopOutbox = useMailOutbox(outbox);
  await boss.work(DIGEST_QUEUE, { pollingIntervalSeconds: 30 }, async () => {
    await handOutDailyDigests(app.db, outbox);
  });
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
