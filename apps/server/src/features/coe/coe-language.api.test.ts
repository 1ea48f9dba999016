import { describe, expect, it } from 'vitest';
import { EXPIRED_TEXT } from '@portal/contracts/coe';
import { call, logInAs, useTestApp } from '../../../test/test-app';
import { manilaDay } from '../../../test/dates';
import { multipartBody } from '../../../test/multipart';
import { pdfLetters, pdfText } from '../../../test/pdf-tools';
import { renderMessage } from '../../lib/messages';

// The certificate's language is chosen per request: English (the default, word for
// word the certificate the portal always wrote) or Filipino.
const ctx = useTestApp();

const fileCoe = (cookie: string, body: object) => call(ctx.app, { method: 'POST', url: '/api/v2/coe', payload: body, cookie });
const request = (extra: object = {}) => ({ recid: 0, reqDate: manilaDay(0), coeType: 8, reason: 'Bank requirement', ...extra });
const readPdf = (cookie: string, recid: number) => call(ctx.app, { method: 'GET', url: `/api/v1/coe/${recid}`, cookie });
const myRow = async (cookie: string, recid: number) =>
  (await call(ctx.app, { method: 'GET', url: '/api/v1/coes', cookie })).json().find((row: { recid: number }) => row.recid === recid);
async function approve(recid: number, empId: string) {
  const approver = await logInAs(ctx.app, 'approver');
  expect((await call(ctx.app, { method: 'POST', url: '/api/v1/coe/approve', payload: { recid, emp_id: empId }, cookie: approver })).statusCode).toBe(200);
}
/** The text without the random verification code (twice: the code and the address). */
const withoutCode = (text: string) => text.replace(/\b[A-HJ-NP-Z2-9]{12}\b/g, 'CODE');

const englishDate = (date: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
const FILIPINO_MONTHS = ['Enero', 'Pebrero', 'Marso', 'Abril', 'Mayo', 'Hunyo', 'Hulyo', 'Agosto', 'Setyembre', 'Oktubre', 'Nobyembre', 'Disyembre'];
const filipinoDate = (date: string) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return `ika-${day} ng ${FILIPINO_MONTHS[month - 1]} ${year}`;
};

/** Every fixed English word or phrase of the certificate; none may be in a Filipino one. */
const ENGLISH_FIXED = [
  /CERTIFICATE OF EMPLOYMENT/i, /This is to certify/i, /has been employed/i, /\bsince\b/i, /up to the present/i, /holding the position/i,
  /\bemployee\b/i, /compensation/i, /\bsalary\b/i, /allowances/i, /is covered by/i, /reports to/i, /\bschedule\b/i, /certification/i,
  /upon the request/i, /Issued this/i, /Certified by/i, /Verification code/i, /Scan the code/i, /genuine/i, /still valid/i,
  /AM to \d/, /Document has expired/i, /log a new request/i,
  /\b(January|February|March|April|May|June|July|August|September|October|November|December)\b/,
];

describe('the certificate in the language the request chose', () => {
  it('writes a Filipino certificate in Filipino: every fixed word, the dates, the watermark; names and company data as they are', async () => {
    const cookie = await logInAs(ctx.app, 'employee');
    const filed = await fileCoe(cookie, request({ language: 'fil' }));
    expect(filed.statusCode).toBe(200);
    const { recid, emp_id } = filed.json();
    expect(filed.json().language).toBe('fil');

    const draft = await readPdf(cookie, recid);
    expect(draft.statusCode).toBe(200);
    const text = pdfText(draft.rawPayload);
    expect(text).toContain('Demo Company Inc. 6789 Ayala Avenue, Makati City');
    expect(text).toContain(
      'PATUNAY NG PAGTATRABAHO Ito ay nagpapatunay na si MR. JUAN DELA CRUZ ay empleyado ng Demo Company Inc. mula noong ika-15 ng Marso 2021 ' +
        'hanggang sa kasalukuyan, at kasalukuyang humahawak ng posisyong Customer Support Associate bilang empleyadong regular.',
    );
    expect(text).toContain('Ang kanyang kabayaran ay ang mga sumusunod: Buwanang sahod Php 28,000.00 Taunang sahod Php 364,000.00 Buwanang allowance Php 2,000.00');
    expect(text).toContain('Siya ay sakop ng SSS, PhilHealth, Pag-IBIG and the company HMO plan.');
    expect(text).toContain('Siya ay pumapasok sa aming tanggapan sa Makati Head Office, Ayala Avenue, Makati City, Metro Manila, sa iskedyul na Day shift, 8:00 AM hanggang 5:00 PM.');
    expect(text).toContain('Ang patunay na ito ay ibinibigay sa kahilingan ni Mr. dela Cruz para sa aplikasyon sa pagbiyahe.');
    expect(text).toContain(`Ibinigay ngayong ${filipinoDate(manilaDay(0))}.`);
    expect(text).toMatch(/Pinatunayan ni: Ana Garcia HR Manager Code ng beripikasyon: [A-Z0-9]{12} I-scan ang code o buksan ang \S+ upang matiyak na tunay at may bisa pa ang patunay na ito\./);
    for (const english of ENGLISH_FIXED) expect(text).not.toMatch(english);
    expect(pdfLetters(draft.rawPayload)).toContain('BORADOR');
    expect(pdfLetters(draft.rawPayload)).not.toContain('DRAFT');

    await approve(recid, emp_id);
    const signed = pdfText((await readPdf(cookie, recid)).rawPayload);
    expect(signed).toContain('PATUNAY NG PAGTATRABAHO');
    expect(pdfLetters((await readPdf(cookie, recid)).rawPayload)).not.toContain('BORADOR');
    for (const english of ENGLISH_FIXED) expect(signed).not.toMatch(english);

    await ctx.db.updateTable('coe_requests').set({ valid_until: manilaDay(-1) }).where('recid', '=', recid).execute();
    const expired = pdfText((await readPdf(cookie, recid)).rawPayload);
    expect(expired).toContain('Wala nang bisa ang dokumentong ito. Mag-file ng bagong request.');
    expect(expired).not.toContain(EXPIRED_TEXT);
  });

  it('keeps the English certificate word for word, with or without a language in the request', async () => {
    const cookie = await logInAs(ctx.app, 'employee');
    const unnamed = (await fileCoe(cookie, request())).json();
    const english = (await fileCoe(cookie, request({ language: 'en' }))).json();
    expect([unnamed.language, english.language]).toEqual(['en', 'en']);
    const text = withoutCode(pdfText((await readPdf(cookie, unnamed.recid)).rawPayload));
    expect(text).toBe(
      'Demo Company Inc. 6789 Ayala Avenue, Makati City, 1226 Metro Manila, Ground Floor, Demo Tower Tel. (02) 8123 4567 | hr@democompany.example | www.democompany.example ' +
        'CERTIFICATE OF EMPLOYMENT This is to certify that MR. JUAN DELA CRUZ has been employed with Demo Company Inc. since March 15, 2021 up to the present, ' +
        'currently holding the position of Customer Support Associate as a regular employee. His compensation is as follows: Monthly salary Php 28,000.00 ' +
        'Annual salary Php 364,000.00 Monthly allowances Php 2,000.00 He is covered by SSS, PhilHealth, Pag-IBIG and the company HMO plan. ' +
        'He reports to our office at Makati Head Office, Ayala Avenue, Makati City, Metro Manila, on the Day shift, 8:00 AM to 5:00 PM schedule. ' +
        `This certification is issued upon the request of Mr. dela Cruz for travel application. Issued this ${englishDate(manilaDay(0))}. ` +
        'Certified by: Ana Garcia HR Manager Verification code: CODE Scan the code or open http://localhost:80/#/verify/CODE to confirm that this ' +
        'certificate is genuine and still valid. D R A F T ',
    );
    expect(withoutCode(pdfText((await readPdf(cookie, english.recid)).rawPayload))).toBe(text);
  });

  it('refuses a language other than English or Filipino, as JSON and as multipart', async () => {
    const cookie = await logInAs(ctx.app, 'pedro');
    for (const language of ['tl', 'EN', 'english', '', 1]) {
      const refused = await fileCoe(cookie, request({ language }));
      expect(refused.statusCode, String(language)).toBe(400);
      expect(refused.json()).toEqual({ message: "language must be 'en' (English) or 'fil' (Filipino)", code: 'BAD_REQUEST' });
    }
    const { payload, headers } = multipartBody([], { reqDate: manilaDay(0), coeType: '1', reason: 'Bank', language: 'filipino' });
    expect((await call(ctx.app, { method: 'POST', url: '/api/v2/coe', payload, headers, cookie })).statusCode).toBe(400);
    const multipart = multipartBody([], { reqDate: manilaDay(0), coeType: '1', reason: 'Bank', language: 'fil' });
    const filed = await call(ctx.app, { method: 'POST', url: '/api/v2/coe', payload: multipart.payload, headers: multipart.headers, cookie });
    expect(filed.json()).toMatchObject({ coetype: 1, language: 'fil' });
  });

  it('keeps the language on an edit that does not name it, changes it on one that does, and audits it', async () => {
    const cookie = await logInAs(ctx.app, 'grace');
    const { recid } = (await fileCoe(cookie, request({ coeType: 4, language: 'fil' }))).json();
    const edited = await fileCoe(cookie, request({ recid, coeType: 5, reason: 'Credit card' }));
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ recid, coetype: 5, language: 'fil' });
    expect(await myRow(cookie, recid)).toMatchObject({ coetype: 5, language: 'fil' });
    const text = pdfText((await readPdf(cookie, recid)).rawPayload);
    expect(text).toContain('PATUNAY NG PAGTATRABAHO');
    expect(text).toContain('para sa aplikasyon sa credit card.');

    const toEnglish = await fileCoe(cookie, request({ recid, coeType: 5, reason: 'Credit card', language: 'en' }));
    expect(toEnglish.json().language).toBe('en');
    expect(pdfText((await readPdf(cookie, recid)).rawPayload)).toContain('CERTIFICATE OF EMPLOYMENT This is to certify that MS. GRACE AQUINO');
    // And back, as the approver's queue shows it.
    await fileCoe(cookie, request({ recid, coeType: 5, reason: 'Credit card', language: 'fil' }));
    const queue = (await call(ctx.app, { method: 'GET', url: '/api/v1/coes/formyapproval', cookie: await logInAs(ctx.app, 'approver') })).json();
    expect(queue.find((row: { recid: number }) => row.recid === recid)).toMatchObject({ language: 'fil' });

    const audits = await ctx.db.selectFrom('audit_log').select(['action', 'before', 'after']).where('entity', '=', 'coe').where('entity_id', '=', String(recid)).orderBy('id').execute();
    expect(audits.map((audit) => [audit.action, (audit.before as { language?: string } | null)?.language ?? null, (audit.after as { language: string }).language])).toEqual([
      ['file', null, 'fil'],
      ['edit', 'fil', 'fil'],
      ['edit', 'fil', 'en'],
      ['edit', 'en', 'fil'],
    ]);
  });
});

describe('coded COE messages', () => {
  it('answers a refusal with its code and parameters, which render in Filipino', async () => {
    const cookie = await logInAs(ctx.app, 'liza');
    const far = await fileCoe(cookie, request({ reqDate: manilaDay(90) }));
    expect(far.statusCode).toBe(400);
    expect(far.json()).toEqual({ message: 'reqDate may be at most 60 days ahead.', code: 'BAD_REQUEST', message_code: 'coe.date_too_far', params: { days: 60 } });
    expect(renderMessage('coe.date_too_far', far.json().params, 'fil')).toBe('Hanggang 60 araw lang mula ngayon ang puwedeng petsa ng certificate.');

    const other = await readPdf(await logInAs(ctx.app, 'carlo'), (await fileCoe(cookie, request())).json().recid);
    expect(other.statusCode).toBe(404);
    const { params } = other.json();
    expect(other.json()).toEqual({ message: `There is no certificate #${params.recid} you may read.`, code: 'NOT_FOUND', message_code: 'coe.no_certificate', params: { recid: params.recid } });
    expect(renderMessage('coe.no_certificate', params, 'fil')).toBe(`Walang certificate #${params.recid} na puwede mong basahin.`);
  });

  it('answers a filing with its coded confirmation, naming the type in each language', async () => {
    const filed = (await fileCoe(await logInAs(ctx.app, 'liza'), request({ coeType: 4 }))).json();
    expect(filed).toMatchObject({
      message: `Certificate request #${filed.recid} (Loan application) filed.`,
      message_code: 'coe.filed',
      params: { recid: filed.recid, description: { en: 'Loan application', fil: 'Aplikasyon sa loan' } },
    });
    expect(renderMessage('coe.filed', filed.params, 'fil')).toBe(`Na-file ang request ng certificate #${filed.recid} (Aplikasyon sa loan).`);
  });
});
