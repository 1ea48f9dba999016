import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays } from '../../lib/local-time';
import { call, DEMO_PASSWORD, logInAs, useSecondNode, useTestApp } from '../../../test/test-app';
import { manilaDay, quietMonday } from '../../../test/dates';
import { SmtpSink } from '../../../test/smtp-sink';
import { handOutDailyDigests } from './daily-digest';
import { mailOutbox } from './mail-outbox';

// E-mail through a real SMTP server in this process: what is sent, to whom, with
// which link, and that a mail server going down loses and doubles nothing, with two
// nodes working the queue.
const sink = new SmtpSink();
beforeAll(async () => {
  await sink.start();
});
afterAll(async () => {
  await sink.stop();
});

const PUBLIC_URL = 'https://hr.example.com';
const ctx = useTestApp({
  loginAttemptsPerMinute: 10_000,
  publicUrl: PUBLIC_URL,
  mailFrom: 'Demo Company HR <hr-portal@example.com>',
  // Read when the app is built, after the sink has its port.
  get smtpUrl() {
    return sink.url;
  },
});
const second = useSecondNode(ctx);
const nextYear = Number(manilaDay().slice(0, 4)) + 1;
let monday = '';
beforeAll(async () => {
  monday = await quietMonday(ctx.db, nextYear, 6, 28);
});

const fileLeave = (cookie: string, fromDate: string) =>
  call(ctx.app, { method: 'POST', url: '/api/v3/leave', payload: { recid: 0, payItem: 'VL', fromDate, toDate: fromDate, reason: 'Family reunion in Iloilo' }, cookie });
const approve = (cookie: string, recid: number) => call(ctx.app, { method: 'POST', url: '/api/v3/leaves/approve', payload: { recids: [recid] }, cookie });
const subjects = (address: string) => sink.to(address).map((mail) => mail.subject);

describe('notification e-mails', () => {
  it('reach the people concerned, in plain words, with the link to their screen and no password', async () => {
    const employee = await logInAs(ctx.app, 'employee');
    const teamlead = await logInAs(ctx.app, 'teamlead');
    const approver = await logInAs(ctx.app, 'approver');
    const { recid } = (await fileLeave(employee, monday)).json() as { recid: number };
    const waiting = `Juan dela Cruz's leave #${recid} waits for your approval`;
    await vi.waitFor(() => expect(subjects('teamlead@example.com')).toContain(waiting), { timeout: 10_000, interval: 100 });

    expect((await approve(teamlead, recid)).statusCode).toBe(200);
    await vi.waitFor(() => expect(subjects('approver@example.com')).toContain(waiting), { timeout: 10_000, interval: 100 });
    await vi.waitFor(() => expect(subjects('employee@example.com')).toContain(`Your leave #${recid} was approved at level 1`), { timeout: 10_000, interval: 100 });

    expect((await approve(approver, recid)).statusCode).toBe(200);
    await vi.waitFor(() => expect(subjects('employee@example.com')).toContain(`Your leave #${recid} was approved`), { timeout: 10_000, interval: 100 });

    const decided = sink.to('employee@example.com').find((mail) => mail.subject === `Your leave #${recid} was approved`)!;
    expect(decided.from?.value[0]).toMatchObject({ name: 'Demo Company HR', address: 'hr-portal@example.com' });
    expect(decided.text).toContain('Hello Juan,');
    expect(decided.text).toContain('Approved by Jose Reyes at level 2.');
    expect(decided.text).toContain(`Open it in the portal: ${PUBLIC_URL}/#/leaves/requests`);
    expect(decided.html).toContain(`href="${PUBLIC_URL}/#/leaves/requests"`);
    expect(decided.html).toContain('Demo Company');
    // The team lead's e-mail links to the approval queue, never to someone's list.
    const leadMail = sink.to('teamlead@example.com').find((mail) => mail.subject === waiting)!;
    expect(leadMail.text).toContain(`${PUBLIC_URL}/#/leaves/approval`);
    for (const mail of sink.messages) expect(`${mail.subject} ${mail.text} ${mail.html}`).not.toContain(DEMO_PASSWORD);

    // Marked sent once the mail server has taken it: the sink sees the mail a moment before.
    await vi.waitFor(
      async () => {
        const stored = await ctx.db.selectFrom('notifications').select(['email_state']).where('title', '=', waiting).execute();
        expect(stored.map((row) => row.email_state)).toEqual(['sent', 'sent']);
      },
      { timeout: 10_000, interval: 100 },
    );
  });

  it('tells a person HR reset their password, never the password itself', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const reset = await call(ctx.app, { method: 'POST', url: '/api/v1/admin/accounts/resetpassword', cookie: hr, payload: { username: 'grace' } });
    expect(reset.statusCode).toBe(200);
    const { temporaryPassword } = reset.json() as { temporaryPassword: string };
    const subject = 'HR reset the password of your portal account "grace"';
    await vi.waitFor(() => expect(subjects('grace@example.com')).toContain(subject), { timeout: 10_000, interval: 100 });
    for (const mail of sink.messages) expect(`${mail.subject} ${mail.text} ${mail.html}`).not.toContain(temporaryPassword);
    const stored = await ctx.db.selectFrom('notifications').select(['title', 'body']).where('recipient', '=', '00000008').execute();
    expect(stored.map((row) => row.title)).toContain(subject);
    for (const row of stored) expect(`${row.title} ${row.body}`).not.toContain(temporaryPassword);
  });

  it('gathers what waits for a daily summary into one e-mail, handed out once a day after the time HR set', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const settings = await call(ctx.app, { method: 'PUT', url: '/api/v1/admin/company', cookie: hr, payload: { notification_defaults: { decisions: 'digest' }, digest_time: '23:59' } });
    expect(settings.statusCode, settings.body).toBe(200);
    expect(settings.json()).toMatchObject({ notification_defaults: { approvals: 'immediately', decisions: 'digest' }, digest_time: '23:59' });

    const carlo = await logInAs(ctx.app, 'carlo');
    const teamlead = await logInAs(ctx.app, 'teamlead');
    const filed = [];
    for (const offset of [21, 22]) filed.push(((await fileLeave(carlo, addDays(monday, offset))).json() as { recid: number }).recid);
    for (const recid of filed) expect((await approve(teamlead, recid)).statusCode).toBe(200);
    const waiting = await ctx.db.selectFrom('notifications').select(['id', 'email_state']).where('recipient', '=', '00000009').where('category', '=', 'decisions').execute();
    expect(waiting.map((row) => row.email_state)).toEqual(['digest', 'digest']);

    // Before the time HR set nothing goes out; after it, once, whichever node asks. (The
    // times are given, so the scheduler's own runs, at the real time, find it "not yet".)
    const outbox = mailOutbox()!;
    expect(await handOutDailyDigests(ctx.db, outbox, new Date(`${manilaDay()}T12:00:00+08:00`))).toBe('not yet');
    const afterTime = new Date(`${manilaDay()}T23:59:30+08:00`);
    expect(await handOutDailyDigests(ctx.db, outbox, afterTime)).toBe(1);
    expect(await handOutDailyDigests(second.app.db, outbox, afterTime)).toBe('done today');
    await vi.waitFor(() => expect(subjects('carlo@example.com')).toContain('Your daily summary: 2 notifications'), { timeout: 10_000, interval: 100 });
    const summary = sink.to('carlo@example.com').find((mail) => mail.subject === 'Your daily summary: 2 notifications')!;
    for (const recid of filed) expect(summary.text).toContain(`Your leave #${recid} was approved at level 1.`);
    expect(summary.text).toContain(`${PUBLIC_URL}/#/leaves/requests`);
    // Marked sent once the mail server has taken it: the sink sees the mail a moment before.
    await vi.waitFor(
      async () => {
        const sent = await ctx.db.selectFrom('notifications').select('email_state').where('id', 'in', waiting.map((row) => row.id)).execute();
        expect(sent.map((row) => row.email_state)).toEqual(['sent', 'sent']);
      },
      { timeout: 10_000, interval: 100 },
    );
    await call(ctx.app, { method: 'PUT', url: '/api/v1/admin/company', cookie: hr, payload: { notification_defaults: { decisions: 'immediately' }, digest_time: '17:00' } });
  });

  it('sends nothing to someone who turned a category off, and keeps it in the portal', async () => {
    const teamlead = await logInAs(ctx.app, 'teamlead');
    await call(ctx.app, { method: 'POST', url: '/api/v1/notifications/preferences', cookie: teamlead, payload: { approvals: 'off', decisions: 'immediately', team: 'immediately', account: 'immediately', pay: 'immediately' } });
    const { recid } = (await fileLeave(await logInAs(ctx.app, 'pedro'), addDays(monday, 7))).json() as { recid: number };
    const title = `Pedro Bautista's leave #${recid} waits for your approval`;
    const row = await ctx.db.selectFrom('notifications').select(['email_state']).where('title', '=', title).executeTakeFirstOrThrow();
    expect(row.email_state).toBe('none');
    await call(ctx.app, { method: 'POST', url: '/api/v1/notifications/preferences', cookie: teamlead, payload: { approvals: 'immediately', decisions: 'immediately', team: 'immediately', account: 'immediately', pay: 'immediately' } });
  });

  it('hold no lock while one goes out: marking read never waits on an e-mail, and none is lost meanwhile', { timeout: 30_000 }, async () => {
    const employee = await logInAs(ctx.app, 'employee');
    const teamlead = await logInAs(ctx.app, 'teamlead');
    const locked: string[] = [];
    let looked = 0;
    // While the mail server holds each message, every e-mailed notification must be free to
    // lock at once, as "mark read" locks them. A "mark read" of this test's own holds its
    // locks for a moment: a lock still held after five tries, 20 ms apart, is the sender's.
    sink.whileReceiving = async () => {
      looked += 1;
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const error = await ctx.db
          .transaction()
          .execute((trx) => sql`select id from notifications where email_state <> 'none' for update nowait`.execute(trx))
          .then(() => null, (failure: Error) => failure.message);
        if (!error) return;
        if (attempt === 5) locked.push(error);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    try {
      const recids: number[] = [];
      for (const offset of [14, 15, 17, 18]) recids.push(((await fileLeave(employee, addDays(monday, offset))).json() as { recid: number }).recid);
      const waiting = recids.map((recid) => `Juan dela Cruz's leave #${recid} waits for your approval`);
      // Marks and reads interleave with the sends until every e-mail has arrived.
      await vi.waitFor(
        async () => {
          expect((await call(ctx.app, { method: 'POST', url: '/api/v1/notifications/readall', cookie: teamlead })).statusCode).toBe(200);
          expect((await call(ctx.app, { method: 'GET', url: '/api/v1/notifications', cookie: teamlead })).statusCode).toBe(200);
          expect(subjects('teamlead@example.com')).toEqual(expect.arrayContaining(waiting));
        },
        { timeout: 15_000, interval: 20 },
      );
      // Each recorded as sent once the mail server has answered.
      await vi.waitFor(async () => {
        const stored = await ctx.db.selectFrom('notifications').select('email_state').where('title', 'in', waiting).execute();
        expect(stored.map((row) => row.email_state)).toEqual(waiting.map(() => 'sent'));
      }, { timeout: 10_000, interval: 50 });
    } finally {
      sink.whileReceiving = null;
    }
    expect(looked).toBeGreaterThanOrEqual(4);
    expect(locked).toEqual([]);
  });

  it('are retried while the mail server is down, then arrive exactly once, with two nodes sending', { timeout: 60_000 }, async () => {
    await sink.stop();
    const people = ['liza', 'pedro', 'carlo', 'ramon'];
    const filed: number[] = [];
    // A Wednesday: a working day for each of them.
    for (const username of people) {
      const response = await fileLeave(await logInAs(ctx.app, username), addDays(monday, 16));
      expect(response.statusCode).toBe(200);
      filed.push((response.json() as { recid: number }).recid);
    }
    const queued = await ctx.db.selectFrom('notifications').select(['id', 'title']).where('email_state', '=', 'queued').execute();
    expect(queued.length).toBeGreaterThanOrEqual(people.length);
    // A failed attempt is recorded where HR can see it.
    await vi.waitFor(
      async () => {
        const failing = await ctx.db.selectFrom('notifications').select('email_error').where('email_state', '=', 'queued').where('email_error', 'is not', null).execute();
        expect(failing.length).toBeGreaterThan(0);
      },
      { timeout: 15_000, interval: 200 },
    );
    const hr = await logInAs(ctx.app, 'hr');
    const problems = await call(ctx.app, { method: 'GET', url: '/api/v1/admin/notifications/emailproblems', cookie: hr });
    expect(problems.statusCode).toBe(200);
    expect(problems.json().length).toBeGreaterThan(0);
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/admin/notifications/emailproblems', cookie: await logInAs(ctx.app, 'employee') })).statusCode).toBe(403);

    const before = sink.messages.length;
    await sink.start();
    const ids = queued.map((row) => row.id);
    await vi.waitFor(
      async () => {
        const states = await ctx.db.selectFrom('notifications').select('email_state').where('id', 'in', ids).execute();
        expect(states.every((row) => row.email_state === 'sent')).toBe(true);
      },
      { timeout: 45_000, interval: 250 },
    );
    const arrived = sink.messages.slice(before).map((mail) => mail.messageId);
    expect(arrived.length).toBe(queued.length);
    expect(new Set(arrived).size).toBe(arrived.length);
    expect(new Set(arrived)).toEqual(new Set(queued.map((row) => `<notification-${row.id}@hr-portal>`)));
    expect(filed.every((recid) => queued.some((row) => row.title.includes(`#${recid} `)))).toBe(true);
  });
});

describe('notices in each reader’s language', () => {
  it('reach a person who chose Filipino in Filipino, in the bell and by e-mail, while an English reader’s stay word for word', async () => {
    const liza = await logInAs(ctx.app, 'liza');
    const chose = await call(ctx.app, { method: 'PUT', url: '/api/v1/profile/language', cookie: liza, payload: { language: 'fil' } });
    expect(chose.statusCode, chose.body).toBe(200);
    try {
      const filed = await fileLeave(liza, addDays(monday, 9));
      expect(filed.statusCode, filed.body).toBe(200);
      const { recid } = filed.json() as { recid: number };
      const teamlead = await logInAs(ctx.app, 'teamlead');
      const approver = await logInAs(ctx.app, 'approver');

      // The team lead reads English: the notice and its e-mail as they always were.
      const waiting = `Liza Mendoza's leave #${recid} waits for your approval`;
      await vi.waitFor(() => expect(subjects('teamlead@example.com')).toContain(waiting), { timeout: 10_000, interval: 100 });
      const leadMail = sink.to('teamlead@example.com').find((mail) => mail.subject === waiting)!;
      expect(leadMail.text).toBe(['Hello Maria,', '', `${waiting}.`, '', `Open it in the portal: ${PUBLIC_URL}/#/leaves/approval`, '', 'Demo Company Inc. HR Portal'].join('\n'));
      expect(leadMail.html).toContain('<html lang="en">');
      expect(leadMail.html).toContain('You get this e-mail because of your notification settings in the portal, where you can change them.');

      expect((await approve(teamlead, recid)).statusCode).toBe(200);
      expect((await approve(approver, recid)).statusCode).toBe(200);
      await vi.waitFor(() => expect(subjects('approver@example.com')).toContain(waiting), { timeout: 10_000, interval: 100 });

      // Liza's bell, newest first: both steps in Filipino.
      const bell = (await call(ctx.app, { method: 'GET', url: '/api/v1/notifications', cookie: liza })).json() as { items: { title: string; body: string; link: string }[] };
      expect(bell.items.slice(0, 2)).toMatchObject([
        { title: `Aprubado na ang iyong leave #${recid}`, body: 'Inaprubahan ni Jose Reyes sa level 2.', link: '/leaves/requests' },
        { title: `Aprubado na sa level 1 ang iyong leave #${recid}`, body: 'Inaprubahan ni Maria Santos sa level 1. Naghihintay na ito sa level 2.', link: '/leaves/requests' },
      ]);

      // And its e-mail: the notice and the e-mail's own words, all in Filipino.
      const approved = `Aprubado na ang iyong leave #${recid}`;
      await vi.waitFor(() => expect(subjects('liza@example.com')).toContain(approved), { timeout: 10_000, interval: 100 });
      const mail = sink.to('liza@example.com').find((sent) => sent.subject === approved)!;
      expect(mail.text).toBe(
        ['Magandang araw, Liza,', '', `${approved}.`, '', 'Inaprubahan ni Jose Reyes sa level 2.', '', `Buksan ito sa portal: ${PUBLIC_URL}/#/leaves/requests`, '', 'Demo Company Inc. HR Portal'].join('\n'),
      );
      expect(mail.html).toContain('<html lang="fil">');
      expect(mail.html).toContain('<p>Magandang araw, Liza,</p>');
      expect(mail.html).toContain('>Buksan sa portal</a>');
      expect(mail.html).toContain('Natatanggap mo ang e-mail na ito dahil sa iyong mga setting ng abiso sa portal, kung saan mo ito mababago.');
      expect(`${mail.subject} ${mail.text} ${mail.html}`).not.toMatch(/Hello|Open it in the portal|Approved by/);
    } finally {
      await call(ctx.app, { method: 'PUT', url: '/api/v1/profile/language', cookie: liza, payload: { language: null } });
    }
  });
});
