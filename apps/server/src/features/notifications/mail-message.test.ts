import { describe, expect, it } from 'vitest';
import { accountCreatedNotice, passwordResetNotice } from './account-notices';
import { delegationCreatedNotices, delegationStoppedNotices } from './delegation-notices';
import { renderDigestMail, renderNotificationMail } from './mail-message';
import { writtenIn } from './notification';

const mail = { companyName: 'Demo Company', recipientName: 'Juan', url: 'https://hr.example.com/#/leaves/requests', logoCid: null };

describe('a notification e-mail in its reader’s language', () => {
  it('keeps the English word for word', () => {
    const content = renderNotificationMail({ ...mail, title: 'Your leave #7 was approved', body: 'Approved by Jose Reyes at level 2.', language: 'en' });
    expect(content.subject).toBe('Your leave #7 was approved');
    expect(content.text).toBe(
      ['Hello Juan,', '', 'Your leave #7 was approved.', '', 'Approved by Jose Reyes at level 2.', '', 'Open it in the portal: https://hr.example.com/#/leaves/requests', '', 'Demo Company HR Portal'].join('\n'),
    );
    expect(content.html).toContain('<html lang="en">');
    expect(content.html).toContain('<p>Hello Juan,</p>');
    expect(content.html).toContain('>Open in the portal</a>');
    expect(content.html).toContain('You get this e-mail because of your notification settings in the portal, where you can change them.');
  });

  it('writes the greeting, the link, the footer and the page’s language in Filipino', () => {
    const content = renderNotificationMail({ ...mail, title: 'Aprubado na ang iyong leave #7', body: '', language: 'fil' });
    expect(content.subject).toBe('Aprubado na ang iyong leave #7');
    expect(content.text).toBe(['Magandang araw, Juan,', '', 'Aprubado na ang iyong leave #7.', '', 'Buksan ito sa portal: https://hr.example.com/#/leaves/requests', '', 'Demo Company HR Portal'].join('\n'));
    expect(content.html).toContain('<html lang="fil">');
    expect(content.html).toContain('>Buksan sa portal</a>');
    expect(content.html).toContain('Natatanggap mo ang e-mail na ito dahil sa iyong mga setting ng abiso sa portal, kung saan mo ito mababago.');
  });
});

describe('the daily summary in its reader’s language', () => {
  const items = (count: number) => Array.from({ length: count }, (_, index) => ({ title: `Notice ${index + 1}`, body: '', url: mail.url }));

  it('counts in English as before: 1 notification, 2 notifications', () => {
    expect(renderDigestMail({ ...mail, items: items(1), language: 'en' }).subject).toBe('Your daily summary: 1 notification');
    const two = renderDigestMail({ ...mail, items: items(2), language: 'en' });
    expect(two.subject).toBe('Your daily summary: 2 notifications');
    expect(two.text).toContain('Here is what happened in the portal since your last summary (2 notifications):');
    expect(two.html).toContain('You get this summary because of your notification settings');
  });

  it('heads and counts it in Filipino', () => {
    const four = renderDigestMail({ ...mail, items: items(4), language: 'fil' });
    expect(four.subject).toBe('Ang buod mo ngayong araw: 4 abiso');
    expect(four.text.split('\n').slice(0, 3)).toEqual(['Magandang araw, Juan,', '', 'Ito ang mga nangyari sa portal mula sa huli mong buod (4 abiso):']);
    expect(four.text).toContain('- Notice 4.');
    expect(four.html).toContain('Natatanggap mo ang buod na ito dahil sa iyong mga setting ng abiso');
  });
});

describe('account and stand-in notices in each language', () => {
  it('tells of an account in English as before, and in Filipino', () => {
    expect(writtenIn(accountCreatedNotice('E4', 'juan'), 'en')).toMatchObject({
      title: 'Your portal account "juan" was created',
      body: 'HR gives you a temporary password; you choose your own when you first log in.',
    });
    expect(writtenIn(passwordResetNotice('E4', 'juan'), 'fil')).toMatchObject({
      title: 'Ni-reset ng HR ang password ng iyong portal account na "juan"',
      body: 'Bibigyan ka ng HR ng temporary password; pipili ka ng bago sa susunod mong pag-log in. Kung hindi mo ito hiniling, sabihan ang HR.',
    });
  });

  it('dates a delegation in each reader’s language', () => {
    const facts = {
      approver: 'E3',
      approverName: 'Maria Santos',
      delegate: 'E2',
      delegateName: 'Jose Reyes',
      from: { en: 'Mon, Dec 7, 2026', fil: 'Lun, Dis 7, 2026' },
      to: { en: 'Thu, Dec 10, 2026', fil: 'Huw, Dis 10, 2026' },
    };
    const [toDelegate, toApprover] = delegationCreatedNotices(facts);
    expect(writtenIn(toDelegate!, 'en').title).toBe('You stand in for Maria Santos from Mon, Dec 7, 2026 to Thu, Dec 10, 2026');
    expect(writtenIn(toDelegate!, 'fil').title).toBe('Ikaw ang kapalit ni Maria Santos mula Lun, Dis 7, 2026 hanggang Huw, Dis 10, 2026');
    expect(writtenIn(toApprover!, 'en')).toMatchObject({
      title: 'Jose Reyes stands in for you from Mon, Dec 7, 2026 to Thu, Dec 10, 2026',
      body: 'HR set this up; your requests waiting for approval can be acted on by either of you.',
    });
    expect(delegationStoppedNotices(facts, 'cancelled').map((notice) => writtenIn(notice, 'en').title)).toEqual([
      'Standing in for Maria Santos was cancelled before it began',
      'Jose Reyes standing in for you was cancelled before it began',
    ]);
    expect(delegationStoppedNotices(facts, 'ended').map((notice) => writtenIn(notice, 'fil').title)).toEqual([
      'Hindi ka na kapalit ni Maria Santos: tinapos ito ngayong araw',
      'Hindi mo na kapalit si Jose Reyes: tinapos ito ngayong araw',
    ]);
  });
});
