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
 * content (HTML, already escaped) and why the person gets it.
 */
function mailPage(input: { companyName: string; recipientName: string; logoCid: string | null; heading: string; content: string; why: string }): string {
  const { companyName, recipientName, logoCid, heading, content, why } = input;
  const logo = logoCid ? `<img src="cid:${logoCid}" alt="${escapeHtml(companyName)}" height="40" style="display:block;margin-bottom:16px">` : '';
  return `<!doctype html>
<html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933;background:#f5f6f8;margin:0;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
${logo}<p style="margin:0 0 4px;color:#52606d;font-size:14px">${escapeHtml(companyName)}</p>
<p>Hello ${escapeHtml(recipientName)},</p>
<h1 style="font-size:20px;margin:16px 0">${escapeHtml(heading)}</h1>
${content}
<p style="font-size:13px;color:#52606d">You get this ${why} because of your notification settings in the portal, where you can change them.</p>
</div></body></html>`;
}

/** The e-mail of one notification: the notice, and a link to its screen. */
export function renderNotificationMail(input: {
  companyName: string;
  recipientName: string;
  title: string;
  body: string;
  url: string;
  logoCid: string | null;
}): MailContent {
  const { companyName, recipientName, title, body, url, logoCid } = input;
  const text = [`Hello ${recipientName},`, '', title + '.', ...(body ? ['', body] : []), '', `Open it in the portal: ${url}`, '', `${companyName} HR Portal`].join('\n');
  const content = [
    ...(body ? [`<p style="font-size:16px;line-height:1.5">${escapeHtml(body)}</p>`] : []),
    `<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="background:#1565c0;color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;display:inline-block">Open in the portal</a></p>`,
  ].join('\n');
  return { subject: title, text, html: mailPage({ companyName, recipientName, logoCid, heading: title, content, why: 'e-mail' }) };
}

/** One person's daily summary: each notification's title and words, with its link. */
export function renderDigestMail(input: {
  companyName: string;
  recipientName: string;
  items: readonly { title: string; body: string; url: string }[];
  logoCid: string | null;
}): MailContent {
  const { companyName, recipientName, items, logoCid } = input;
  const count = items.length === 1 ? '1 notification' : `${items.length} notifications`;
  const subject = `Your daily summary: ${count}`;
  const text = [
    `Hello ${recipientName},`,
    '',
    `Here is what happened in the portal since your last summary (${count}):`,
    ...items.flatMap((item) => ['', `- ${item.title}.`, ...(item.body ? [`  ${item.body}`] : []), `  ${item.url}`]),
    '',
    `${companyName} HR Portal`,
  ].join('\n');
  const rows = items
    .map(
      (item) =>
        `<li style="margin:0 0 16px"><a href="${escapeHtml(item.url)}" style="color:#1565c0;font-weight:600">${escapeHtml(item.title)}</a>${item.body ? `<br><span style="color:#52606d">${escapeHtml(item.body)}</span>` : ''}</li>`,
    )
    .join('\n');
  const content = `<ul style="padding-left:20px;font-size:15px;line-height:1.5">\n${rows}\n</ul>`;
  return { subject, text, html: mailPage({ companyName, recipientName, logoCid, heading: subject, content, why: 'summary' }) };
}
