import type { Language } from '@portal/contracts/language-constants';
import type { MessageParams } from '@portal/contracts/messages';
import type { ServerMessageCode } from '@portal/contracts/server-messages';
import { renderMessage } from '../../lib/messages';

/** What one notification e-mail says, in plain words, as HTML and as plain text. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!);

/**
 * The page every notification e-mail shares: the company's name (and logo, as an
 * inline attachment the caller adds under `logoCid`), a greeting, a heading, the
 * content (HTML, already escaped) and why the person gets it, in the reader's language.
 */
function mailPage(input: { companyName: string; recipientName: string; logoCid: string | null; heading: string; content: string; why: 'e-mail' | 'summary'; language: Language }): string {
  const { companyName, recipientName, logoCid, heading, content, why, language } = input;
  const logo = logoCid ? `<img src="cid:${logoCid}" alt="${escapeHtml(companyName)}" height="40" style="display:block;margin-bottom:16px">` : '';
  return `<!doctype html>
<html lang="${language}"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933;background:#f5f6f8;margin:0;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
${logo}<p style="margin:0 0 4px;color:#52606d;font-size:14px">${escapeHtml(companyName)}</p>
<p>${escapeHtml(renderMessage('mail.greeting', { name: recipientName }, language))}</p>
<h1 style="font-size:20px;margin:16px 0">${escapeHtml(heading)}</h1>
${content}
<p style="font-size:13px;color:#52606d">${escapeHtml(renderMessage('mail.why', { kind: why }, language))}</p>
</div></body></html>`;
}

/** The e-mail of one notification: the notice (stored in the reader's language), and a link to its screen. */
export function renderNotificationMail(input: {
  companyName: string;
  recipientName: string;
  title: string;
  body: string;
  url: string;
  logoCid: string | null;
  language: Language;
}): MailContent {
  const { companyName, recipientName, title, body, url, logoCid, language } = input;
  const say = (code: ServerMessageCode, params: MessageParams = {}) => renderMessage(code, params, language);
  const text = [
    say('mail.greeting', { name: recipientName }),
    '',
    title + '.',
    ...(body ? ['', body] : []),
    '',
    say('mail.open_link', { url }),
    '',
    say('mail.signature', { company: companyName }),
  ].join('\n');
  const content = [
    ...(body ? [`<p style="font-size:16px;line-height:1.5">${escapeHtml(body)}</p>`] : []),
    `<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="background:#1565c0;color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;display:inline-block">${escapeHtml(say('mail.open_button'))}</a></p>`,
  ].join('\n');
  return { subject: title, text, html: mailPage({ companyName, recipientName, logoCid, heading: title, content, why: 'e-mail', language }) };
}

/** One person's daily summary: each notification's title and words, with its link. */
export function renderDigestMail(input: {
  companyName: string;
  recipientName: string;
  items: readonly { title: string; body: string; url: string }[];
  logoCid: string | null;
  language: Language;
}): MailContent {
  const { companyName, recipientName, items, logoCid, language } = input;
  const count = items.length;
  const subject = renderMessage('mail.digest_subject', { count }, language);
  const text = [
    renderMessage('mail.greeting', { name: recipientName }, language),
    '',
    renderMessage('mail.digest_intro', { count }, language),
    ...items.flatMap((item) => ['', `- ${item.title}.`, ...(item.body ? [`  ${item.body}`] : []), `  ${item.url}`]),
    '',
    renderMessage('mail.signature', { company: companyName }, language),
  ].join('\n');
  const rows = items
    .map(
      (item) =>
        `<li style="margin:0 0 16px"><a href="${escapeHtml(item.url)}" style="color:#1565c0;font-weight:600">${escapeHtml(item.title)}</a>${item.body ? `<br><span style="color:#52606d">${escapeHtml(item.body)}</span>` : ''}</li>`,
    )
    .join('\n');
  const content = `<ul style="padding-left:20px;font-size:15px;line-height:1.5">\n${rows}\n</ul>`;
  return { subject, text, html: mailPage({ companyName, recipientName, logoCid, heading: subject, content, why: 'summary', language }) };
}
