import { describe, expect, it } from 'vitest';
import { EXPIRED_TEXT, coeTypes } from '@portal/contracts/coe';
import { buildCertificateDocument, CERTIFICATE_MARGINS, FOOTER_IMAGE_FIT, LETTERHEAD_LOGO_WIDTH, LOGO_WIDTH, SIGNATURE_WIDTH, type CertificateInput } from './certificate-document';
import { filipinoLongDate } from './certificate-wording';
import { newVerificationCode, verificationUrl } from './verification';

const image = 'data:image/png;base64,iVBORw0KGgo=';
const input = (overrides: Partial<CertificateInput> = {}): CertificateInput => ({
  info: {
    employee_name_with_prefix: 'Ms. Liza Soberano', company_name: 'Acme Inc.', firstname: 'Liza', lastname: 'Soberano', hire_date: '2020-01-06',
    designation: 'Analyst', monthly_salary: 30000, annual_salary: 390000, monyl_allowances: 1500, employment_status: 'Regular', benefits_coverage: '',
    gender: 'F', work_shift: '', office_location: '', home_address: '', signatory: 'Ana Garcia', signatory_designation: 'HR Manager',
    company_address2: 'Makati', telno: '', emailadd: '', company_website: '',
  },
  prefix: 'Ms.', coetype: 1, reqdate: '2026-11-23', separationDate: null, state: 'approved', logo: image, signature: image, footer: null,
  verificationCode: 'ABCDEFGHJKLM', verificationUrl: 'https://hr.example/#/verify/ABCDEFGHJKLM', language: 'en', ...overrides,
});
const json = (value: unknown) => JSON.stringify(value);

describe('buildCertificateDocument', () => {
  it('uses the spec page: A4, margins 40/60/40/60, font size 10', () => {
    const document = buildCertificateDocument(input());
    expect(document).toMatchObject({ pageSize: 'A4', pageMargins: CERTIFICATE_MARGINS, defaultStyle: { fontSize: 10 } });
    expect(CERTIFICATE_MARGINS).toEqual([40, 60, 40, 60]);
  });

  it('has a template for each of the eight types, with salary lines only in the salary ones', () => {
    for (const type of coeTypes) {
      const text = json(buildCertificateDocument(input({ coetype: type.coetype })).content);
      expect(text.includes('Monthly salary'), type.description).toBe(type.salary);
      expect(text.includes('Php 30,000.00'), type.description).toBe(type.salary);
      expect(text).toContain(type.purpose);
    }
    expect(() => buildCertificateDocument(input({ coetype: 9 }))).toThrow(/no certificate template/);
  });

  it('puts a full-width logo on plain types and a centred half-width one on letterhead types', () => {
    expect(json(buildCertificateDocument(input({ coetype: 1 })).content)).toContain(`"width":${LOGO_WIDTH}`);
    expect(json(buildCertificateDocument(input({ coetype: 3 })).content)).toContain(`"width":${LETTERHEAD_LOGO_WIDTH},"alignment":"center"`);
  });

  it('draws the static footer image at the foot of every page, inside the bottom margin, and nothing without one', () => {
    const footer = 'data:image/png;base64,FOOTER';
    const document = buildCertificateDocument(input({ footer }));
    expect(document.footer).toEqual({ image: footer, fit: FOOTER_IMAGE_FIT, alignment: 'center', margin: [40, 8, 40, 0] });
    expect(FOOTER_IMAGE_FIT[1] + 8).toBeLessThanOrEqual(CERTIFICATE_MARGINS[3]);
    expect(buildCertificateDocument(input()).footer).toBeUndefined();
  });

  it('a draft has the blue watermark and no signature; a signed one the signature at width 78', () => {
    const draft = buildCertificateDocument(input({ state: 'draft' }));
    expect(draft.watermark).toMatchObject({ text: 'DRAFT', color: 'blue' });
    expect(json(draft.content)).not.toContain(image.slice(0, 20) + '","width":78');
    const signed = buildCertificateDocument(input());
    expect(signed.watermark).toBeUndefined();
    expect(json(signed.content)).toContain(`"image":"${image}","width":${SIGNATURE_WIDTH}`);
  });

  it('an expired one says so in red bold', () => {
    const expired = json(buildCertificateDocument(input({ state: 'expired' })).content);
    expect(expired).toContain(`{"text":"${EXPIRED_TEXT}","color":"red","bold":true`);
    expect(json(buildCertificateDocument(input()).content)).not.toContain(EXPIRED_TEXT);
  });

  it('dates are long, and a separated employee is described in the past', () => {
    const text = json(buildCertificateDocument(input({ separationDate: '2025-06-30' })).content);
    expect(text).toContain('from January 6, 2020 to June 30, 2025');
    expect(text).toContain('Issued this November 23, 2026.');
  });
});

describe('the Filipino certificate', () => {
  const filipino = (overrides: Partial<CertificateInput> = {}) => buildCertificateDocument(input({ language: 'fil', ...overrides }));
  const allText = (document: ReturnType<typeof buildCertificateDocument>) => json([document.content, document.watermark ?? null, document.info]);

  it('dates formally, "ika-27 ng Nobyembre 2026", and says a separated employee was employed', () => {
    expect(filipinoLongDate('2026-11-27')).toBe('ika-27 ng Nobyembre 2026');
    expect(filipinoLongDate('2020-01-06')).toBe('ika-6 ng Enero 2020');
    const text = json(filipino({ separationDate: '2025-06-30' }).content);
    expect(text).toContain(' ay naging empleyado ng Acme Inc. mula ika-6 ng Enero 2020 hanggang ika-30 ng Hunyo 2025, at ang huli niyang hinawakang posisyon ay ');
    expect(text).toContain('Ibinigay ngayong ika-23 ng Nobyembre 2026.');
    expect(filipino().language).toBe('fil-PH');
    expect(filipino().info?.title).toBe('Patunay ng Pagtatrabaho - Liza Soberano');
  });

  it('has no English fixed word in any template, state or situation', () => {
    const english = /CERTIFICATE|certify|employed|\bsince\b|present|position of|compensation|salary|allowances|covered|reports to|schedule|certification|request of|Issued|Certified|Verification|Scan|genuine|DRAFT|expired|January|June|November|Proof of|application/;
    for (const type of coeTypes) {
      for (const state of ['draft', 'approved', 'expired'] as const) {
        for (const separationDate of [null, '2025-06-30']) {
          const info = { ...input().info, benefits_coverage: 'SSS', office_location: 'Makati', work_shift: 'Day, 8:00 AM hanggang 5:00 PM' };
          const text = allText(filipino({ coetype: type.coetype, state, separationDate, info }));
          expect(text, `${type.description} ${state} ${separationDate}`).not.toMatch(english);
          expect(text).toContain('PATUNAY NG PAGTATRABAHO');
        }
      }
    }
  });
});

describe('verification codes', () => {
  it('are 12 characters without look-alikes, and link to the public page', () => {
    const codes = new Set(Array.from({ length: 200 }, newVerificationCode));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{12}$/);
    expect(verificationUrl('https://hr.example/', 'ABC')).toBe('https://hr.example/#/verify/ABC');
  });
});
